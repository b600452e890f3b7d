#include "app/ruleset_loader.hpp"

#include "core/error.hpp"
#include "core/number_text.hpp"
#include "core/sha256.hpp"
#include "core/yaml_access.hpp"
#include "generators/registry.hpp"
#include "generators/scenario_generator.hpp"
#include "scenario_layer/layer_rules.hpp"

namespace wargen {

namespace {

// table_sizes: {width_cm: [min, max], depth_cm: [min, max], sectors: "how the grid adapts"}
TableSizeRules read_table_sizes(YamlMap section) {
  TableSizeRules rules;
  auto range = [&](const char* key, double& lo, double& hi) {
    YamlValue value = section.required(key);
    auto items = value.items();
    if (items.size() != 2) value.fail("must be [smallest, largest] in cm");
    lo = items[0].number(10, 2000);
    hi = items[1].number(lo, 2000);
  };
  range("width_cm", rules.min_width_cm, rules.max_width_cm);
  range("depth_cm", rules.min_depth_cm, rules.max_depth_cm);
  rules.sectors = section.required("sectors").text();
  section.finish();
  return rules;
}

// `--table`: checked against the ruleset's allowance, then written into its `table:` keys so the
// generator reads the club's table as if the ruleset had said it (a missing `table:` is added).
void apply_table(YamlDocument& document, const std::string& name, const std::optional<TableSizeRules>& rules,
                 const TableSize& table) {
  if (!rules)
    throw InputError("--table: ruleset '" + name + "' is played on its own table only (it has no table_sizes key)");
  if (table.width_cm < rules->min_width_cm || table.width_cm > rules->max_width_cm ||
      table.depth_cm < rules->min_depth_cm || table.depth_cm > rules->max_depth_cm) {
    // `--table 6x4`: a size in feet typed without its unit reads as centimetres.
    const TableSize in_feet{table.width_cm * 30.48, table.depth_cm * 30.48};
    const bool feet_fit = in_feet.width_cm >= rules->min_width_cm && in_feet.width_cm <= rules->max_width_cm &&
                          in_feet.depth_cm >= rules->min_depth_cm && in_feet.depth_cm <= rules->max_depth_cm;
    throw InputError("--table: " + table_size_text(table) + " cm is outside what ruleset '" + name + "' allows (" +
                     format_number(rules->min_width_cm) + "\u2013" + format_number(rules->max_width_cm) + " cm by " +
                     format_number(rules->min_depth_cm) + "\u2013" + format_number(rules->max_depth_cm) + " cm)" +
                     (feet_fit ? "; a size without a unit is in cm: for feet say " + format_number(table.width_cm) +
                                     "x" + format_number(table.depth_cm) + "ft"
                               : ""));
  }
  YamlDocument::Id section = document.entry(document.root(), "table");
  if (section == YamlDocument::kNone) return;  // the root is no map: the reader says so
  for (auto [key, cm] : {std::pair{"width_cm", table.width_cm}, std::pair{"depth_cm", table.depth_cm}})
    if (YamlDocument::Id value = document.entry(section, key); value != YamlDocument::kNone)
      document.set_plain(value, format_number(cm));
}

// The keys every ruleset starts with.
struct RulesetHead {
  std::string name;
  std::string description;
  std::optional<TableSizeRules> table_sizes;
};
RulesetHead read_head(YamlMap& root) {
  RulesetHead head;
  head.name = root.required("name").text();
  head.description = root.required("description").text();
  if (root.has("table_sizes")) head.table_sizes = read_table_sizes(root.map("table_sizes"));
  return head;
}

}  // namespace

Ruleset load_ruleset_source(const RulesetSource& source, const std::optional<TableSize>& table) {
  const std::string& file = source.file;
  std::shared_ptr<YamlDocument> document =
      source.built_in ? parse_embedded(*source.built_in, file) : parse_yaml(source.text, file);
  if (table) {
    // The tree is edited before the map that reads it is made (a map checks its keys once), so
    // the head is read twice: here for the table's allowance, below for the ruleset.
    YamlMap first_look(document);
    RulesetHead head = read_head(first_look);
    apply_table(*document, head.name, head.table_sizes, *table);
  }
  YamlMap root(document);
  RulesetHead head = read_head(root);
  Ruleset ruleset;
  ruleset.file = file;
  ruleset.digest = "sha256:" + (source.built_in ? std::string(source.built_in->sha256_hex) : sha256_hex(source.text));
  ruleset.name = std::move(head.name);
  ruleset.description = std::move(head.description);
  ruleset.table_sizes = std::move(head.table_sizes);
  ruleset.table = table;
  auto generator_value = root.required("generator");
  ruleset.generator = find_generator(generator_value.text());
  if (!ruleset.generator) {
    std::string names;
    for (const auto* g : all_generators()) names += (names.empty() ? "" : ", ") + g->name();
    generator_value.fail("unknown generator '" + generator_value.text() + "' (known: " + names + ")");
  }
  ruleset.params = ruleset.generator->read_params(root);
  ruleset.layer = read_layer_rules(root);
  root.finish();
  return ruleset;
}

Ruleset load_ruleset_text(const std::string& text, const std::string& file, const std::optional<TableSize>& table) {
  return load_ruleset_source({text, file}, table);
}

Ruleset load_ruleset(const std::string& name_or_path, const std::optional<TableSize>& table) {
  return load_ruleset_source(read_ruleset_source(name_or_path), table);
}

std::vector<RulesetSummary> built_in_rulesets() {
  std::vector<RulesetSummary> out;
  for (const auto& source : built_in_ruleset_sources()) {
    Ruleset ruleset = load_ruleset_source(source);
    YamlMap table = YamlMap(parse_embedded(*source.built_in, source.file)).map("table");
    out.push_back({ruleset.name,
                   ruleset.description,
                   ruleset.table_sizes,
                   {table.required("width_cm").number(), table.required("depth_cm").number()}});
  }
  return out;
}

}  // namespace wargen
