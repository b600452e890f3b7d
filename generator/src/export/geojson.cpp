#include "export/geojson.hpp"

#include <utility>
#include <vector>

#include "core/json_text.hpp"
#include "core/number_text.hpp"
#include "export/wgs84_placement.hpp"
#include "scenario/extensions_io.hpp"
#include "scenario/scenario_writer.hpp"

namespace wargen {
namespace {

// A JSON object's members as (key, value text), written in this order.
using Members = std::vector<std::pair<std::string, std::string>>;

std::string object(const Members& members) {
  std::string out = "{";
  for (std::size_t i = 0; i < members.size(); ++i)
    out.append(i > 0 ? ", " : "").append(json_string(members[i].first)).append(": ").append(members[i].second);
  return out + "}";
}

std::string text(const std::string& value) { return json_string(value); }
std::string number(double value) { return format_number(value); }
std::string boolean(bool value) { return value ? "true" : "false"; }

// A local engineering reference system (ISO 19111's EngineeringCRS in WKT2): plane, in
// centimetres, tied to no place on the Earth.
constexpr const char* kTableCmCrsWkt =
    "ENGCRS[\"wargen table\",EDATUM[\"south-west corner of the table as side A sees it\"],CS[Cartesian,2],"
    "AXIS[\"x (E)\",east,ORDER[1],LENGTHUNIT[\"centimetre\",0.01]],"
    "AXIS[\"y (N)\",north,ORDER[2],LENGTHUNIT[\"centimetre\",0.01]]]";

// Positions in the file's frame: WGS 84 longitude, latitude (the placement of wgs84_placement.hpp)
// or the table's own centimetres.
class Positions {
 public:
  explicit Positions(GeojsonFrame frame) : frame_(frame) {}

  // Built with append: GCC 12 at -O3 gives a false -Wrestrict on a literal + a temporary (PR105329).
  std::string position(Point p) const {
    std::string out = "[";
    if (frame_ == GeojsonFrame::table_cm) return out.append(number(p.x)).append(", ").append(number(p.y)).append("]");
    const LonLat at = wgs84_of_table_point(p);
    return out.append(number(at.lon_deg)).append(", ").append(number(at.lat_deg)).append("]");
  }

  std::string polygon(const Polygon& ring) const {
    return object({{"type", text("Polygon")}, {"coordinates", std::string("[").append(list(ring, true)).append("]")}});
  }
  std::string line_string(const Polyline& path) const {
    return object({{"type", text("LineString")}, {"coordinates", list(path, false)}});
  }
  std::string point(Point p) const { return object({{"type", text("Point")}, {"coordinates", position(p)}}); }
  std::string rectangle(double x0, double y0, double x1, double y1) const {
    return polygon({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}});
  }

 private:
  std::string list(const std::vector<Point>& points, bool close_ring) const {
    std::string out = "[";
    for (std::size_t i = 0; i < points.size(); ++i) out.append(i > 0 ? ", " : "").append(position(points[i]));
    if (close_ring && !points.empty()) out.append(", ").append(position(points.front()));
    return out + "]";
  }

  GeojsonFrame frame_;
};

// An attribute keeps the type a YAML or JSON reader gives it in the scenario file: a canonical
// number or true/false is a number or a boolean, anything else text (yaml_attribute_value's rule).
std::string attribute_value(const std::string& value) {
  return attribute_reading(value).kind == AttributeReading::Kind::text ? text(value) : value;
}

std::string attributes(const Attributes& map) {
  Members members;
  for (const auto& [key, value] : map) members.emplace_back(key, attribute_value(value));
  return object(members);
}

std::string side_points(const ObjectivePoints& points) {
  Members members;
  for (const auto& [side, value] : points) members.emplace_back(side, std::to_string(value));
  return object(members);
}

std::string strings(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out.append(i > 0 ? ", " : "").append(text(items[i]));
  return out + "]";
}

std::string sections(const std::vector<WaterSection>& list) {
  std::string out = "[";
  for (std::size_t i = 0; i < list.size(); ++i) {
    const WaterSection& w = list[i];
    out.append(i > 0 ? ", " : "")
        .append(object({{"index", std::to_string(w.index)},
                        {"from_cm", number(w.from_cm)},
                        {"to_cm", number(w.to_cm)},
                        {"quality", text(w.quality)},
                        {"passability", text(w.passability)},
                        {"width_cm", number(w.width_cm)},
                        {"crossing", text(w.crossing)}}));
  }
  return out + "]";
}

// `layer` says what the GeoJSON Feature is; `id` is the scenario's id of the thing.
Members head(const std::string& layer, const std::string& id) { return {{"layer", text(layer)}, {"id", text(id)}}; }

std::string feature(const std::string& id, const std::string& geometry, const Members& properties) {
  return object(
      {{"type", text("Feature")}, {"id", text(id)}, {"geometry", geometry}, {"properties", object(properties)}});
}

std::string terrain(const Feature& f, const Positions& at) {
  Members p = head("feature", f.id);
  p.insert(p.end(), {{"kind", text(f.kind)}, {"name", text(f.name)}, {"sector", text(f.sector)}});
  if (!f.is_area()) p.emplace_back("width_cm", number(f.width_cm));
  if (f.objective) p.emplace_back("objective", boolean(*f.objective));
  if (f.elevation_only) p.emplace_back("elevation_only", boolean(*f.elevation_only));
  if (!f.points.empty()) p.emplace_back("points", side_points(f.points));
  if (!f.sections.empty()) p.emplace_back("sections", sections(f.sections));
  p.emplace_back("attributes", attributes(f.attributes));
  return feature(f.id, f.is_area() ? at.polygon(f.outline) : at.line_string(f.path), p);
}

std::string crossing(const Crossing& c, const Positions& at) {
  Members p = head("crossing", c.id);
  p.insert(p.end(), {{"kind", text(c.kind)}, {"feature", text(c.feature)}});
  if (c.section != 0) p.emplace_back("section", std::to_string(c.section));
  if (!c.road.empty()) p.emplace_back("road", text(c.road));
  if (c.objective) p.emplace_back("objective", boolean(*c.objective));
  if (!c.points.empty()) p.emplace_back("points", side_points(c.points));
  return feature(c.id, at.point(c.at), p);
}

std::string marker(const VpMarker& m, const Objectives& o, const Positions& at) {
  std::string id = std::string("vp").append(std::to_string(m.number));
  Members p = head("objective", id);
  p.insert(p.end(), {{"kind", text(o.scheme)},
                     {"number", std::to_string(m.number)},
                     {"placed_by", text(m.placed_by)},
                     {"prominence", std::to_string(m.prominence)},
                     {"place", text(m.place)},
                     {"features", strings(m.features)}});
  // VPM-6: a player's copy has no values, so neither has its GeoJSON.
  if (m.value_pct != 0) p.emplace_back("value_pct", std::to_string(m.value_pct));
  return feature(id, at.point(m.at), p);
}

}  // namespace

std::string write_geojson(const Scenario& s, GeojsonFrame frame) {
  const Positions at(frame);
  std::vector<std::string> features;
  Members table = head("table", "table");
  table.insert(
      table.end(),
      {{"kind", text("table")}, {"width_cm", number(s.table_width_cm)}, {"depth_cm", number(s.table_depth_cm)}});
  features.push_back(feature("table", at.rectangle(0, 0, s.table_width_cm, s.table_depth_cm), table));
  for (const auto& sec : s.sectors) {
    Members p = head("sector", sec.id);
    p.emplace_back("kind", text("sector"));
    features.push_back(
        feature(sec.id, at.rectangle(sec.x_cm, sec.y_cm, sec.x_cm + sec.width_cm, sec.y_cm + sec.depth_cm), p));
  }
  for (const auto& z : s.zones) {
    Members p = head("zone", z.id);
    p.insert(p.end(), {{"kind", text(z.kind)}, {"side", text(z.side)}});
    features.push_back(feature(z.id, at.polygon(z.polygon), p));
  }
  for (const auto& f : s.features) features.push_back(terrain(f, at));
  for (const auto& c : s.crossings) features.push_back(crossing(c, at));
  for (const auto& d : s.deployment) {
    std::string id = std::string("deployment_").append(d.side);
    Members p = head("deployment", id);
    p.insert(p.end(), {{"kind", text("deployment")}, {"side", text(d.side)}, {"edge", text(d.edge)}});
    features.push_back(feature(id, at.polygon(d.polygon), p));
  }
  for (const auto& m : s.objectives.markers) features.push_back(marker(m, s.objectives, at));

  // Foreign members (RFC 7946 §6.1) say where the numbers come from; a table-cm file also names
  // its reference system in the 2008 GeoJSON `crs` member, the one GDAL reads, as a local
  // engineering frame, so a GIS tool neither takes it for degrees nor reprojects it.
  const std::string axes =
      "x east along the long edge, y north; origin the south-west corner of the table as side A sees it";
  const std::string table_size =
      object({{"width_cm", number(s.table_width_cm)}, {"depth_cm", number(s.table_depth_cm)}});
  std::string out = "{\"type\": \"FeatureCollection\",\n\"name\": ";
  out.append(text(s.id)).append(",\n");
  // The layout's own version (docs/exports.md), beside the scenario's format in `wargen`.
  out.append("\"wargen_format\": ").append(text(kGeojsonFormat)).append(",\n");
  if (frame == GeojsonFrame::table_cm)
    out.append("\"crs\": ")
        .append(object({{"type", text("name")}, {"properties", object({{"name", text(kTableCmCrsWkt)}})}}))
        .append(",\n");
  out.append("\"wargen\": ");
  if (frame == GeojsonFrame::table_cm)
    out.append(object({{"format", text(s.format)},
                       {"scenario", text(s.id)},
                       {"units", text("cm")},
                       {"axes", text(axes)},
                       {"table", table_size}}));
  else
    out.append(object({{"format", text(s.format)},
                       {"scenario", text(s.id)},
                       {"crs", text("EPSG:4326")},
                       {"placement", object({{"projection", text("EPSG:3857")},
                                             {"origin", text("the table's south-west corner at 0 E, 0 N")},
                                             {"metres_per_table_cm", number(kEpsg3857MetresPerTableCm)}})},
                       {"axes", text(axes)},
                       {"table", table_size}}));
  out.append(",\n\"features\": [\n");
  for (std::size_t i = 0; i < features.size(); ++i)
    out.append(features[i]).append(i + 1 < features.size() ? ",\n" : "\n");
  return out + "]}\n";
}

}  // namespace wargen
