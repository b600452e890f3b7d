#include "export/tmj.hpp"

#include <cmath>
#include <stdexcept>

#include "export/board_cells.hpp"
#include "export/json_writer.hpp"
#include "export/map_png.hpp"
#include "scenario/scenario_writer.hpp"

namespace wargen {

namespace {

constexpr int kPxDecimals = 2;  // a hundredth of a pixel: fixed, so bytes never vary

// Tiles must be whole pixels, so the scale is nudged to make a cell exactly that many.
struct TiledScale {
  int tile_px;
  double px_per_cm;
};

TiledScale tiled_scale(const RenderOptions& options) {
  const int tile_px = static_cast<int>(std::lround(kTiledCellCm * options.px_per_cm));
  if (tile_px < 1) throw std::invalid_argument("tmj: px_per_cm too small for a board cell");
  return {tile_px, tile_px / kTiledCellCm};
}

RenderOptions at_scale(RenderOptions options, const TiledScale& scale) {
  options.px_per_cm = scale.px_per_cm;
  return options;
}

struct PixelTransform {
  double px_per_cm, depth_cm;
  double x(Point p) const { return p.x * px_per_cm; }
  double y(Point p) const { return (depth_cm - p.y) * px_per_cm; }
};

void string_property(JsonWriter& json, const std::string& name, const std::string& value) {
  json.begin_object(true).key("name").value(name).key("type").value("string").key("value").value(value).end_object();
}

void number_property(JsonWriter& json, const std::string& name, double value) {
  json.begin_object(true).key("name").value(name).key("type").value("float").key("value").value(value, 4).end_object();
}

void int_property(JsonWriter& json, const std::string& name, int value) {
  json.begin_object(true).key("name").value(name).key("type").value("int").key("value").value(value).end_object();
}

void bool_property(JsonWriter& json, const std::string& name, bool value) {
  json.begin_object(true).key("name").value(name).key("type").value("bool").key("value").value(value).end_object();
}

// An attribute with the type the scenario file gives it (rotation_deg: 101 is an int, not "101").
// A measure (a key ending in _cm) is a float even when whole, so one key keeps one type.
void attribute_property(JsonWriter& json, const std::string& name, const std::string& value) {
  const AttributeReading reading = attribute_reading(value);
  if (reading.kind == AttributeReading::Kind::boolean) return bool_property(json, name, value == "true");
  if (reading.kind == AttributeReading::Kind::text) return string_property(json, name, value);
  const double n = reading.number;
  const bool measure = name.size() > 3 && name.compare(name.size() - 3, 3, "_cm") == 0;
  if (!measure && n == std::floor(n) && std::fabs(n) <= 2147483647.0)
    return int_property(json, name, static_cast<int>(n));
  json.begin_object(true).key("name").value(name).key("type").value("float").key("value").value(n, 6).end_object();
}

// Opens an object: its name, class ("type" in Tiled 1.8's JSON), position and the fixed fields.
void begin_object(JsonWriter& json, int& next_id, const std::string& name, const std::string& type, double x,
                  double y) {
  json.begin_object();
  json.key("id").value(next_id++);
  json.key("name").value(name);
  json.key("type").value(type);
  json.key("x").value(x, kPxDecimals);
  json.key("y").value(y, kPxDecimals);
  json.key("width").value(0);
  json.key("height").value(0);
  json.key("rotation").value(0);
  json.key("visible").value(true);
}

// Polygon or polyline points relative to the object's position, its first point.
void write_shape(JsonWriter& json, const char* key, const std::vector<Point>& points, const PixelTransform& px) {
  json.key(key).begin_array(true);
  for (Point p : points)
    json.begin_object(true)
        .key("x")
        .value(px.x(p) - px.x(points.front()), kPxDecimals)
        .key("y")
        .value(px.y(p) - px.y(points.front()), kPxDecimals)
        .end_object();
  json.end_array();
}

void write_feature(JsonWriter& json, int& next_id, const Feature& f, const PixelTransform& px) {
  const std::vector<Point>& points = f.is_area() ? f.outline : f.path;
  begin_object(json, next_id, f.name.empty() ? f.id : f.name, f.kind, px.x(points.front()), px.y(points.front()));
  write_shape(json, f.is_area() ? "polygon" : "polyline", points, px);
  json.key("properties").begin_array();
  string_property(json, "id", f.id);
  string_property(json, "kind", f.kind);
  if (!f.sector.empty()) string_property(json, "sector", f.sector);
  if (!f.is_area()) number_property(json, "width_cm", f.width_cm);
  if (f.objective)
    json.begin_object(true)
        .key("name")
        .value("objective")
        .key("type")
        .value("bool")
        .key("value")
        .value(*f.objective)
        .end_object();
  for (const auto& [side, points_put] : f.points) int_property(json, "points_" + side, points_put);
  for (const auto& [key, value] : f.attributes) attribute_property(json, key, value);
  json.end_array();
  json.end_object();
}

void begin_layer(JsonWriter& json, int id, const std::string& name, const char* colour) {
  json.begin_object();
  json.key("id").value(id);
  json.key("name").value(name);
  json.key("type").value("objectgroup");
  json.key("draworder").value("topdown");
  json.key("color").value(colour);
  json.key("opacity").value(1);
  json.key("visible").value(true);
  json.key("x").value(0);
  json.key("y").value(0);
  json.key("objects").begin_array();
}

void end_layer(JsonWriter& json) { json.end_array().end_object(); }

}  // namespace

std::string render_tmj_board_png(const Scenario& scenario, const RenderOptions& options) {
  const TiledScale scale = tiled_scale(options);
  const Board board = board_cells(scenario, kTiledCellCm);
  return render_table_png_on_canvas(scenario, at_scale(options, scale),
                                    {board.columns * scale.tile_px, board.rows * scale.tile_px});
}

std::string write_tmj(const Scenario& scenario, const RenderOptions& options, const std::string& board_image) {
  const TiledScale scale = tiled_scale(options);
  const Board board = board_cells(scenario, kTiledCellCm);
  const PixelTransform px{scale.px_per_cm, scenario.table_depth_cm};
  const int tile = scale.tile_px;

  JsonWriter json;
  json.begin_object();
  json.key("type").value("map");
  json.key("version").value("1.8");
  json.key("tiledversion").value("1.8.2");
  json.key("orientation").value("orthogonal");
  json.key("renderorder").value("right-down");
  json.key("infinite").value(false);
  json.key("width").value(board.columns);
  json.key("height").value(board.rows);
  json.key("tilewidth").value(tile);
  json.key("tileheight").value(tile);
  json.key("backgroundcolor").value("#ffffff");
  json.key("properties").begin_array();
  string_property(json, "wargen_format", kTmjFormat);  // the layout's own version (docs/exports.md)
  string_property(json, "scenario", scenario.id);
  string_property(json, "ruleset", scenario.ruleset_name);
  string_property(json, "seed", std::to_string(scenario.seed));
  number_property(json, "px_per_cm", scale.px_per_cm);
  number_property(json, "cell_cm", kTiledCellCm);
  number_property(json, "table_width_cm", scenario.table_width_cm);
  number_property(json, "table_depth_cm", scenario.table_depth_cm);
  string_property(json, "axes", "pixels from the table's north-west corner, x east, y south");
  json.end_array();

  // One tile per cell, cut from the board picture; the tile says what ground its cell is.
  json.key("tilesets").begin_array().begin_object();
  json.key("firstgid").value(1);
  json.key("name").value("board");
  json.key("image").value(board_image);
  json.key("imagewidth").value(board.columns * tile);
  json.key("imageheight").value(board.rows * tile);
  json.key("tilewidth").value(tile);
  json.key("tileheight").value(tile);
  json.key("columns").value(board.columns);
  json.key("tilecount").value(board.columns * board.rows);
  json.key("margin").value(0);
  json.key("spacing").value(0);
  json.key("tiles").begin_array();
  for (std::size_t i = 0; i < board.cells.size(); ++i) {
    const BoardCell& cell = board.cells[i];
    json.begin_object(true).key("id").value(static_cast<std::int64_t>(i)).key("properties").begin_array();
    string_property(json, "terrain", cell.terrain);
    if (!cell.feature.empty()) string_property(json, "feature", cell.feature);
    json.end_array().end_object();
  }
  json.end_array();
  json.end_object().end_array();

  json.key("layers").begin_array();
  json.begin_object();
  json.key("id").value(1);
  json.key("name").value("board");
  json.key("type").value("tilelayer");
  json.key("width").value(board.columns);
  json.key("height").value(board.rows);
  json.key("x").value(0);
  json.key("y").value(0);
  json.key("opacity").value(1);
  json.key("visible").value(true);
  json.key("data").begin_array(true);
  for (std::size_t i = 0; i < board.cells.size(); ++i) json.value(static_cast<std::int64_t>(i + 1));
  json.end_array();
  json.end_object();

  int next_id = 1;
  begin_layer(json, 2, "areas", "#3a6b35");
  for (const Feature& f : scenario.features)
    if (f.is_area()) write_feature(json, next_id, f, px);
  end_layer(json);
  begin_layer(json, 3, "lines", "#1f5fa8");
  for (const Feature& f : scenario.features)
    if (!f.is_area() && f.path.size() >= 2) write_feature(json, next_id, f, px);
  end_layer(json);
  begin_layer(json, 4, "crossings", "#6b4a2b");
  for (const Crossing& c : scenario.crossings) {
    begin_object(json, next_id, c.id, c.kind, px.x(c.at), px.y(c.at));
    json.key("point").value(true);
    json.key("properties").begin_array();
    string_property(json, "id", c.id);
    string_property(json, "kind", c.kind);
    string_property(json, "feature", c.feature);
    if (c.section > 0) int_property(json, "section", c.section);
    if (!c.road.empty()) string_property(json, "road", c.road);
    for (const auto& [side, points_put] : c.points) int_property(json, "points_" + side, points_put);
    json.end_array();
    json.end_object();
  }
  end_layer(json);
  begin_layer(json, 5, "deployment", "#7a2e2e");
  for (const DeploymentZone& zone : scenario.deployment) {
    if (zone.polygon.size() < 3) continue;
    begin_object(json, next_id, "Side " + zone.side + " deployment", "deployment", px.x(zone.polygon.front()),
                 px.y(zone.polygon.front()));
    write_shape(json, "polygon", zone.polygon, px);
    json.key("properties").begin_array();
    string_property(json, "side", zone.side);
    string_property(json, "edge", zone.edge);
    json.end_array();
    json.end_object();
  }
  end_layer(json);
  json.end_array();
  json.key("nextlayerid").value(6);
  json.key("nextobjectid").value(next_id);
  json.end_object();
  return json.finish();
}

}  // namespace wargen
