#include "ruleset/ruleset.hpp"

#include "core/error.hpp"
#include "core/input_file.hpp"
#include "ruleset/built_in_ruleset.hpp"
#include "ruleset/embedded_rulesets.hpp"

namespace wargen {

namespace {
std::string known_names() {
  std::string out;
  for (const auto& r : embedded_rulesets()) out += (out.empty() ? "" : ", ") + std::string(r.name);
  return out;
}

RulesetSource built_in_source(const EmbeddedFile& r) {
  return {std::string(r.text), "rulesets/" + std::string(r.name) + ".yaml", &r};
}
}  // namespace

RulesetSource read_ruleset_source(const std::string& name_or_path) {
  for (const auto& r : embedded_rulesets())
    if (r.name == name_or_path) return built_in_source(r);
  if (!names_a_file(name_or_path))
    throw InputError("unknown ruleset '" + name_or_path + "' (built in: " + known_names() + "; or give a .yaml file)");
  return {read_input_file(name_or_path, "ruleset file", kMaxSettingsBytes), name_or_path};
}

std::optional<RulesetSource> built_in_ruleset_source(const std::string& name) {
  for (const auto& r : embedded_rulesets())
    if (r.name == name) return built_in_source(r);
  return std::nullopt;
}

std::string built_in_ruleset_names() { return known_names(); }

std::vector<RulesetSource> built_in_ruleset_sources() {
  std::vector<RulesetSource> out;
  for (const auto& r : embedded_rulesets()) out.push_back(built_in_source(r));
  return out;
}

}  // namespace wargen
