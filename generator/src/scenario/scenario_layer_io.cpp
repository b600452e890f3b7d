#include "scenario/scenario_layer_io.hpp"

#include <limits>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

#include "core/number_text.hpp"
#include "scenario/extensions_io.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario/yaml_fields.hpp"

namespace wargen {
namespace {

// ---- Writing ------------------------------------------------------------------------------

using LayerFields = std::vector<std::pair<std::string, std::string>>;

std::string flow_strings(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out.append(i > 0 ? ", " : "").append(yaml_string(items[i]));
  return out.append("]");
}

std::string marker_text(const VpMarker& m) {
  LayerFields fields = {{"number", std::to_string(m.number)},    {"at", point_text(m.at)},
                        {"placed_by", yaml_string(m.placed_by)}, {"prominence", std::to_string(m.prominence)},
                        {"place", yaml_string(m.place)},         {"features", flow_strings(m.features)}};
  // VPM-6: a hidden value is no key at all, so a player copy holds no trace of it.
  if (m.value_pct != 0) fields.emplace_back("value_pct", std::to_string(m.value_pct));
  add_extension_fields(fields, m.extensions);
  return flow_map(fields);
}

// `  key: value` lines of a block map's extension keys, after its own keys.
void write_extension_lines(std::string& out, std::string_view indent, const Extensions& extensions) {
  for (const auto& [key, value] : extensions) out.append(indent).append(key).append(": ").append(value).append("\n");
}

void write_objectives(std::string& out, const Objectives& o) {
  out += "objectives:\n";
  out.append("  scheme: ").append(yaml_string(o.scheme)).append("\n");
  out.append("  view: ").append(yaml_string(o.view)).append("\n");
  out.append("  first_placer: ").append(yaml_string(o.first_placer)).append("\n");
  if (o.defender_held_ground) out += "  defender_held_ground: true\n";
  if (!o.defender.empty()) out.append("  defender: ").append(yaml_string(o.defender)).append("\n");
  out += "  markers:";
  out += o.markers.empty() ? " []\n" : "\n";
  for (const auto& m : o.markers) out.append("    - ").append(marker_text(m)).append("\n");
  write_extension_lines(out, "  ", o.extensions);
}

std::string unit_text(const ArmyUnit& u) {
  LayerFields fields = {{"id", yaml_string(u.id)},
                        {"type", yaml_string(u.type)},
                        {"name", yaml_string(u.name)},
                        {"rating", yaml_string(u.rating)},
                        {"points", std::to_string(u.points)}};
  add_extension_fields(fields, u.extensions);
  return flow_map(fields);
}

void write_armies(std::string& out, const std::vector<Army>& armies) {
  out += "armies:\n";
  for (const auto& a : armies) {
    out.append("  - side: ").append(yaml_string(a.side)).append("\n");
    out.append("    nation: ").append(yaml_string(a.nation)).append("\n");
    out.append("    points: ").append(std::to_string(a.points)).append("\n");
    out.append("    lost_at_or_below: ").append(std::to_string(a.lost_at_or_below)).append("\n");
    out += "    units:";
    out += a.units.empty() ? " []\n" : "\n";
    for (const auto& u : a.units) out.append("      - ").append(unit_text(u)).append("\n");
    write_extension_lines(out, "    ", a.extensions);
  }
}

void write_victory(std::string& out, const Victory& v) {
  LayerFields parameters;
  for (const auto& [key, value] : v.parameters) parameters.emplace_back(yaml_string(key), yaml_attribute_value(value));
  out.append("victory: ")
      .append(
          flow_map(LayerFields{{"system", yaml_string(v.system)}, {"parameters", flow_map(parameters)}}, v.extensions))
      .append("\n");
}

// ---- Reading ------------------------------------------------------------------------------

VpMarker read_marker(const YamlValue& value) {
  YamlMap m(value);
  VpMarker marker;
  marker.number = m.required("number").integer(1, 1000);
  marker.at = read_point(m.required("at"));
  marker.placed_by = one_of(m.required("placed_by"), {"A", "B"});
  YamlValue prominence = m.optional("prominence");
  if (present(prominence)) marker.prominence = prominence.integer(0, 1000);
  marker.place = optional_text(m, "place");
  for (const auto& id : m.optional("features").items()) marker.features.push_back(scenario_text(id));
  YamlValue value_pct = m.optional("value_pct");
  if (present(value_pct)) marker.value_pct = value_pct.integer(1, 100);
  marker.extensions = read_extensions(m);
  m.finish();
  return marker;
}

Objectives read_objectives(const YamlValue& value) {
  YamlMap m(value);
  Objectives o;
  o.scheme = scenario_text(m.required("scheme"));
  YamlValue view = m.optional("view");
  if (present(view)) o.view = one_of(view, {"umpire", "player"});
  YamlValue first = m.optional("first_placer");
  if (present(first)) o.first_placer = one_of(first, {"A", "B"});
  YamlValue held = m.optional("defender_held_ground");
  if (present(held)) o.defender_held_ground = held.boolean();
  YamlValue defender = m.optional("defender");
  if (present(defender)) o.defender = one_of(defender, {"A", "B"});
  for (const auto& item : m.optional("markers").items()) o.markers.push_back(read_marker(item));
  o.extensions = read_extensions(m);
  m.finish();
  return o;
}

ArmyUnit read_unit(const YamlValue& value) {
  YamlMap m(value);
  ArmyUnit u;
  u.id = scenario_text(m.required("id"));
  u.type = scenario_text(m.required("type"));
  u.name = optional_text(m, "name");
  u.rating = optional_text(m, "rating");
  u.points = m.required("points").integer(0, 1000);
  u.extensions = read_extensions(m);
  m.finish();
  return u;
}

Army read_army(const YamlValue& value) {
  YamlMap m(value);
  Army a;
  a.side = one_of(m.required("side"), {"A", "B"});
  a.nation = optional_text(m, "nation");
  a.points = m.required("points").integer(0, kIntMax);
  a.lost_at_or_below = m.required("lost_at_or_below").integer(-1, kIntMax);
  for (const auto& item : m.optional("units").items()) a.units.push_back(read_unit(item));
  a.extensions = read_extensions(m);
  m.finish();
  return a;
}

Victory read_victory(const YamlValue& value) {
  YamlMap m(value);
  Victory v;
  v.system = scenario_text(m.required("system"));
  YamlValue parameters = m.optional("parameters");
  if (present(parameters)) {
    YamlMap p(parameters);
    for (const auto& key : p.keys()) v.parameters[key] = p.optional(key).text();
  }
  v.extensions = read_extensions(m);
  m.finish();
  return v;
}

}  // namespace

void write_scenario_layer(std::string& out, const Scenario& s) {
  if (!s.objectives.empty()) write_objectives(out, s.objectives);
  if (!s.armies.empty()) write_armies(out, s.armies);
  if (!s.victory.empty()) write_victory(out, s.victory);
}

void read_scenario_layer(YamlMap& top, Scenario& s) {
  YamlValue objectives = top.optional("objectives");
  if (present(objectives)) s.objectives = read_objectives(objectives);
  for (const auto& item : top.optional("armies").items()) s.armies.push_back(read_army(item));
  YamlValue victory = top.optional("victory");
  if (present(victory)) s.victory = read_victory(victory);
}

}  // namespace wargen
