#include "scenario/sides_and_zones_io.hpp"

#include <limits>
#include <stdexcept>

#include "core/number_text.hpp"
#include "scenario/extensions_io.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario/yaml_fields.hpp"

namespace wargen {

namespace {

// ---- Writing --------------------------------------------------------------------------------

std::string boolean(bool value) { return value ? "true" : "false"; }

// {A: 15, B: 0}, sorted by side.
std::string objective_points_text(const ObjectivePoints& points, const Extensions& extensions) {
  YamlFields fields;
  std::vector<std::string> keys;
  for (const auto& [side, value] : points) keys.push_back(yaml_string(side));
  std::size_t k = 0;
  for (const auto& [side, value] : points) fields.emplace_back(keys[k++], std::to_string(value));
  return flow_map(fields, extensions);
}

std::string section_text(const WaterSection& w) {
  return flow_map({{"index", std::to_string(w.index)},
               {"from_cm", format_number(w.from_cm)},
               {"to_cm", format_number(w.to_cm)},
               {"quality", yaml_string(w.quality)},
               {"passability", yaml_string(w.passability)},
               {"width_cm", format_number(w.width_cm)},
               {"crossing", yaml_string(w.crossing)}},
              w.extensions);
}

// ---- Reading --------------------------------------------------------------------------------

ObjectivePoints read_points(const YamlValue& value, Extensions& extensions) {
  ObjectivePoints out;
  YamlMap map(value);
  extensions = read_extensions(map);
  for (const auto& side : map.keys()) {
    if (is_extension_key(side)) continue;
    YamlValue v = map.optional(side);
    if (side != "A" && side != "B") v.fail("objective points are given per side, A or B");
    if (!present(v)) continue;  // null: the side's key left out, as for every optional key
    out[side] = v.integer(0, std::numeric_limits<int>::max());
  }
  return out;
}

WaterSection read_section(const YamlValue& value) {
  YamlMap m(value);
  WaterSection w;
  w.index = m.required("index").integer(1, std::numeric_limits<int>::max());
  w.from_cm = finite_number(m.required("from_cm"));
  w.to_cm = finite_number(m.required("to_cm"));
  w.quality = scenario_text(m.required("quality"));
  YamlValue passability = m.optional("passability");
  if (present(passability)) w.passability = scenario_text(passability);
  YamlValue width = m.required("width_cm");
  w.width_cm = finite_number(width);
  if (!(w.width_cm > 0)) width.fail("must be greater than 0, not " + width.text());
  YamlValue crossing = m.optional("crossing");
  if (present(crossing)) w.crossing = scenario_text(crossing);
  w.extensions = read_extensions(m);
  m.finish();
  return w;
}

Polygon read_polygon(const YamlValue& value) { return read_point_list(value, 3); }

}  // namespace

YamlFields feature_objective_fields(const Feature& f) {
  YamlFields fields;
  if (f.objective) fields.emplace_back("objective", boolean(*f.objective));
  if (f.elevation_only) fields.emplace_back("elevation_only", boolean(*f.elevation_only));
  if (!f.points.empty() || !f.points_extensions.empty())
    fields.emplace_back("points", objective_points_text(f.points, f.points_extensions));
  if (!f.sections.empty()) {
    std::string list = "[";
    for (std::size_t i = 0; i < f.sections.size(); ++i)
      list.append(i > 0 ? ", " : "").append(section_text(f.sections[i]));
    fields.emplace_back("sections", list.append("]"));
  }
  return fields;
}

YamlFields crossing_objective_fields(const Crossing& c) {
  YamlFields fields;
  if (c.section != 0) fields.emplace_back("section", std::to_string(c.section));
  if (!c.road.empty()) fields.emplace_back("road", yaml_string(c.road));
  if (c.objective) fields.emplace_back("objective", boolean(*c.objective));
  if (!c.points.empty() || !c.points_extensions.empty())
    fields.emplace_back("points", objective_points_text(c.points, c.points_extensions));
  return fields;
}

void write_sides(std::string& out, const std::vector<Side>& sides) {
  if (sides.empty()) return;
  out += "sides:\n";
  for (const auto& s : sides)
    out.append("  - ")
        .append(flow_map({{"side", yaml_string(s.side)},
                      {"edge", yaml_string(s.edge)},
                      {"role", yaml_string(s.role)},
                      {"initiative", yaml_string(s.initiative)},
                      {"zone", yaml_string(s.zone)}},
                     s.extensions))
        .append("\n");
}

void write_zones(std::string& out, const std::vector<TableZone>& zones) {
  if (zones.empty()) return;
  out += "zones:\n";
  for (const auto& z : zones)
    out.append("  - ")
        .append(flow_map({{"id", yaml_string(z.id)},
                      {"kind", yaml_string(z.kind)},
                      {"side", yaml_string(z.side)},
                      {"polygon", points_text(z.polygon)}},
                     z.extensions))
        .append("\n");
}

void read_feature_objective_keys(YamlMap& m, Feature& f) {
  YamlValue objective = m.optional("objective");
  if (present(objective)) f.objective = objective.boolean();
  YamlValue elevation = m.optional("elevation_only");
  if (present(elevation)) f.elevation_only = elevation.boolean();
  YamlValue points = m.optional("points");
  if (present(points)) f.points = read_points(points, f.points_extensions);
  for (const auto& item : m.optional("sections").items()) f.sections.push_back(read_section(item));
}

void read_crossing_objective_keys(YamlMap& m, Crossing& c) {
  YamlValue section = m.optional("section");
  if (present(section)) c.section = section.integer(1, std::numeric_limits<int>::max());
  YamlValue road = m.optional("road");
  if (present(road)) c.road = scenario_text(road);
  YamlValue objective = m.optional("objective");
  if (present(objective)) c.objective = objective.boolean();
  YamlValue points = m.optional("points");
  if (present(points)) c.points = read_points(points, c.points_extensions);
}

std::vector<Side> read_sides(YamlMap& top) {
  std::vector<Side> out;
  for (const auto& item : top.optional("sides").items()) {
    YamlMap m(item);
    Side s;
    s.side = one_of(m.required("side"), {"A", "B"});
    s.edge = one_of(m.required("edge"), {"south", "north"});
    s.role = one_of(m.required("role"), {"attacker", "defender"});
    YamlValue initiative = m.optional("initiative");
    if (present(initiative)) s.initiative = scenario_text(initiative);
    YamlValue zone = m.optional("zone");
    if (present(zone)) s.zone = scenario_text(zone);
    s.extensions = read_extensions(m);
    m.finish();
    out.push_back(s);
  }
  return out;
}

std::vector<TableZone> read_zones(YamlMap& top) {
  std::vector<TableZone> out;
  for (const auto& item : top.optional("zones").items()) {
    YamlMap m(item);
    TableZone z;
    z.id = scenario_text(m.required("id"));
    z.kind = scenario_text(m.required("kind"));
    YamlValue side = m.optional("side");
    if (present(side)) z.side = scenario_text(side);
    z.polygon = read_polygon(m.required("polygon"));
    z.extensions = read_extensions(m);
    m.finish();
    out.push_back(z);
  }
  return out;
}

}  // namespace wargen
