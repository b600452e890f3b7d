#include "scenario/scenario_reader.hpp"

#include <limits>
#include <stdexcept>
#include <vector>

#include "core/error.hpp"
#include "core/input_file.hpp"
#include "core/input_text.hpp"
#include "core/number_text.hpp"
#include "core/yaml_access.hpp"
#include "scenario/extensions_io.hpp"
#include "scenario/scenario_layer_io.hpp"
#include "scenario/sides_and_zones_io.hpp"
#include "scenario/terrain_box_io.hpp"
#include "scenario/yaml_fields.hpp"

namespace wargen {
namespace {

// Messages start from std::string, never a literal + a temporary: GCC 12 at -O3 gives a false
// -Wrestrict on that form (PR105329), which -Werror builds turn into a failure.

double positive(const YamlValue& value) {
  double result = finite_number(value);
  if (!(result > 0)) value.fail(std::string("must be greater than 0, not ") + value.text());
  return result;
}

// A free map of scalars (options, attributes); absent or null reads as empty.
template <typename Map = std::map<std::string, std::string>>
Map string_map(const YamlValue& value) {
  Map out;
  if (!present(value)) return out;
  YamlMap map(value);  // refuses a non-map and duplicate keys
  for (const auto& key : map.keys()) out[key] = map.optional(key).text();
  return out;
}

Sector read_sector(const YamlValue& value) {
  YamlMap m(value);
  Sector s;
  s.id = scenario_text(m.required("id"));
  s.x_cm = finite_number(m.required("x_cm"));
  s.y_cm = finite_number(m.required("y_cm"));
  s.width_cm = positive(m.required("width_cm"));
  s.depth_cm = positive(m.required("depth_cm"));
  s.extensions = read_extensions(m);
  m.finish();
  return s;
}

// The shape keys: an area has `outline`; a linear kind (is_linear_kind) has `path` and `width_cm`.
void read_shape(YamlMap& m, Feature& f) {
  YamlValue outline = m.optional("outline");
  YamlValue path = m.optional("path");
  YamlValue width = m.optional("width_cm");
  if (present(outline) && present(path))
    path.fail("a feature has either outline (an area) or path (a linear feature), not both");
  if (is_linear_kind(f.kind)) {
    std::string why = "a " + f.kind + " is a linear feature, drawn with path and width_cm";
    if (present(outline)) outline.fail("is only for areas: " + why);
    if (!present(path)) m.fail("path", "is required but missing: " + why);
    if (!present(width)) m.fail("width_cm", "is required but missing: " + why);
    f.path = read_point_list(path, 2);
    f.width_cm = positive(width);
  } else {
    std::string why = "a " + f.kind + " is an area, drawn with outline";
    if (present(path)) path.fail("is only for linear features: " + why);
    if (present(width)) width.fail("is only for linear features: " + why);
    if (!present(outline)) m.fail("outline", "is required but missing: " + why);
    f.outline = read_point_list(outline, 3);
  }
}

Feature read_feature(const YamlValue& value) {
  YamlMap m(value);
  Feature f;
  f.id = scenario_text(m.required("id"));
  f.kind = one_of(m.required("kind"), feature_kinds());
  f.name = optional_text(m, "name");
  f.sector = optional_text(m, "sector");
  read_shape(m, f);
  f.attributes = string_map<Attributes>(m.optional("attributes"));
  read_feature_objective_keys(m, f);  // optional NPOW keys
  read_feature_piece_keys(m, f);      // optional: the box pieces it is laid with
  f.extensions = read_extensions(m);
  m.finish();
  return f;
}

Crossing read_crossing(const YamlValue& value) {
  YamlMap m(value);
  Crossing c;
  c.id = scenario_text(m.required("id"));
  c.kind = one_of(m.required("kind"), {"bridge", "ford"});
  c.at = read_point(m.required("at"));
  c.feature = scenario_text(m.required("feature"));
  read_crossing_objective_keys(m, c);  // optional NPOW keys
  c.extensions = read_extensions(m);
  m.finish();
  return c;
}

DeploymentZone read_deployment(const YamlValue& value) {
  YamlMap m(value);
  DeploymentZone z;
  z.side = one_of(m.required("side"), {"A", "B"});
  z.edge = one_of(m.required("edge"), {"south", "north"});
  z.polygon = read_point_list(m.required("polygon"), 3);
  z.extensions = read_extensions(m);
  m.finish();
  return z;
}

WeatherTurn read_weather_turn(const YamlValue& value) {
  YamlMap m(value);
  WeatherTurn w;
  w.turn = m.required("turn").integer(1, kIntMax);
  // Gauge range and state names come from the ruleset's weather table; the validator checks them.
  w.gauge = m.required("gauge").integer(kIntMin, kIntMax);
  w.state = scenario_text(m.required("state"));
  w.extreme_heat = m.required("extreme_heat").boolean();
  w.movement_pct = m.required("movement_pct").integer(kIntMin, kIntMax);
  w.fire_per_die = m.required("fire_per_die").integer(kIntMin, kIntMax);
  YamlValue visibility = m.required("visibility_cm");
  w.visibility_cm = finite_number(visibility);
  if (w.visibility_cm < 0) visibility.fail(std::string("must be 0 (unlimited) or more, not ") + visibility.text());
  w.extensions = read_extensions(m);
  m.finish();
  return w;
}

DiceLogEntry read_dice(const YamlValue& value) {
  YamlMap m(value);
  DiceLogEntry d;
  d.rule = scenario_text(m.required("rule"));
  d.dice = scenario_text(m.required("dice"));
  for (const auto& roll : m.required("rolls").items()) d.rolls.push_back(roll.integer(kIntMin, kIntMax));
  d.result = m.required("result").integer(kIntMin, kIntMax);
  d.note = optional_text(m, "note");
  d.extensions = read_extensions(m);
  m.finish();
  return d;
}

// Reads an optional top-level list (absent or null: empty) item by item.
template <typename T>
std::vector<T> list(YamlMap& top, const std::string& key, T (*read_item)(const YamlValue&)) {
  std::vector<T> out;
  for (const auto& item : top.optional(key).items()) out.push_back(read_item(item));
  return out;
}

}  // namespace

Scenario read_scenario_yaml(std::string_view text, const std::string& file_name) {
  YamlMap top(parse_yaml(text, file_name));
  Scenario s;
  // The format first: a file of another version must fail here, not on a key it added.
  YamlValue format = top.required("format");
  s.format = scenario_text(format);
  if (s.format != kScenarioFormat)
    format.fail(std::string("must be ") + kScenarioFormat + ", not '" + s.format +
                "': this wargen reads scenario format version 1 only");
  s.id = scenario_text(top.required("id"));
  s.title = optional_text(top, "title");  // null is the key left out, as for every optional key
  // JSON writes the seed as text (scenario_json.cpp); YAML, and JSON before that, as a number.
  s.seed = top.required("seed").unsigned64_or_digits();

  YamlMap generator = top.map("generator");
  s.generator_name = scenario_text(generator.required("name"));
  s.generator_version = scenario_text(generator.required("version"));
  s.generator_extensions = read_extensions(generator);
  generator.finish();

  YamlMap ruleset = top.map("ruleset");
  s.ruleset_name = scenario_text(ruleset.required("name"));
  s.ruleset_digest = scenario_text(ruleset.required("digest"));
  s.ruleset_extensions = read_extensions(ruleset);
  ruleset.finish();

  s.options = string_map(top.optional("options"));

  YamlMap table = top.map("table");
  s.table_width_cm = positive(table.required("width_cm"));
  s.table_depth_cm = positive(table.required("depth_cm"));
  s.table_extensions = read_extensions(table);
  table.finish();

  s.terrain_box = read_terrain_box_record(top);  // optional
  s.sides = read_sides(top);  // optional
  s.sectors = list(top, "sectors", read_sector);
  s.zones = read_zones(top);  // optional
  // Required although it may be empty ([]): a scenario without the key is more likely cut short.
  top.required("features");
  s.features = list(top, "features", read_feature);
  s.crossings = list(top, "crossings", read_crossing);
  s.deployment = list(top, "deployment", read_deployment);
  s.weather.turns = list(top, "weather", read_weather_turn);
  read_scenario_layer(top, s);  // objectives, armies, victory: all optional
  s.dice_log = list(top, "dice_log", read_dice);
  s.extensions = read_extensions(top);
  s.umpire_seal = optional_text(top, "umpire_seal");  // VPM-6, umpire_seal.hpp
  top.finish();
  return s;
}

Scenario read_scenario_file(const std::string& path) {
  return read_scenario_yaml(read_input_text(path, "scenario file", kMaxScenarioBytes), input_name(path));
}

}  // namespace wargen
