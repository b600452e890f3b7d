#include "export/dd2vtt.hpp"

#include <cmath>
#include <stdexcept>

#include "export/json_writer.hpp"
#include "export/map_png.hpp"
#include "export/sight_walls.hpp"

namespace wargen {

namespace {

// Grid coordinates to 1/10 000 of a square: far below a pixel, and fixed so bytes never vary.
constexpr int kDecimals = 4;

struct GridTransform {
  double px_per_cm;
  double depth_cm;
  int px_per_square;
  // Table cm (y north) to grid squares from the north-west corner (y south).
  double x(Point p) const { return p.x * px_per_cm / px_per_square; }
  double y(Point p) const { return (depth_cm - p.y) * px_per_cm / px_per_square; }
};

void write_point(JsonWriter& json, const GridTransform& grid, Point p) {
  json.begin_object(true).key("x").value(grid.x(p), kDecimals).key("y").value(grid.y(p), kDecimals).end_object();
}

}  // namespace

std::string base64(const std::string& bytes) {
  static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const unsigned v = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8 |
                       static_cast<unsigned char>(bytes[i + 2]);
    out += kAlphabet[v >> 18 & 63];
    out += kAlphabet[v >> 12 & 63];
    out += kAlphabet[v >> 6 & 63];
    out += kAlphabet[v & 63];
  }
  if (i < bytes.size()) {
    const bool two = i + 1 < bytes.size();
    const unsigned v =
        static_cast<unsigned char>(bytes[i]) << 16 | (two ? static_cast<unsigned char>(bytes[i + 1]) << 8 : 0u);
    out += kAlphabet[v >> 18 & 63];
    out += kAlphabet[v >> 12 & 63];
    out += two ? kAlphabet[v >> 6 & 63] : '=';
    out += '=';
  }
  return out;
}

std::string write_dd2vtt(const Scenario& scenario, const RenderOptions& options) {
  const int px_per_square = static_cast<int>(std::lround(kVttSquareCm * options.px_per_cm));
  if (px_per_square < 1) throw std::invalid_argument("dd2vtt: px_per_cm too small for a grid square");
  const GridTransform grid{options.px_per_cm, scenario.table_depth_cm, px_per_square};
  const CanvasSize image = table_image_size(scenario, options);
  const std::string png = render_table_png(scenario, options);
  const SightWalls sight = sight_walls(scenario);

  JsonWriter json;
  json.begin_object();
  json.key("format").value(0.3, 1);                     // Universal VTT's own version
  json.key("wargen_format").value(kDd2vttFormat);       // wargen's layout in it (docs/exports.md)
  json.key("resolution").begin_object();
  json.key("map_origin").begin_object(true).key("x").value(0).key("y").value(0).end_object();
  // The picture is exactly map_size squares of pixels_per_grid pixels: importers size the scene so.
  json.key("map_size")
      .begin_object(true)
      .key("x")
      .value(static_cast<double>(image.width_px) / px_per_square, kDecimals)
      .key("y")
      .value(static_cast<double>(image.height_px) / px_per_square, kDecimals)
      .end_object();
  json.key("pixels_per_grid").value(px_per_square);
  json.end_object();

  json.key("line_of_sight").begin_array();
  for (const Polyline& wall : sight.walls) {
    json.begin_array(true);
    for (Point p : wall) write_point(json, grid, p);
    json.end_array();
  }
  json.end_array();
  json.key("objects_line_of_sight").begin_array().end_array();

  // No portals: the Universal Battlemap Importer makes an open portal a window and a closed one a
  // door, and both block movement; a road's way into a wood or a town is a plain gap in its wall.
  json.key("portals").begin_array().end_array();

  // The picture is lit as drawn: no light sources, full ambient light.
  json.key("environment").begin_object();
  json.key("baked_lighting").value(true);
  json.key("ambient_light").value("ffffffff");
  json.end_object();
  json.key("lights").begin_array().end_array();
  json.key("image").value(base64(png));
  json.end_object();
  return json.finish();
}

}  // namespace wargen
