#include "ruleset/ruleset.hpp"

#include <fstream>
#include <sstream>

#include "core/error.hpp"
#include "ruleset/embedded_rulesets.hpp"

namespace wargen {

namespace {
bool looks_like_path(const std::string& s) {
  auto ends_with = [&](const std::string& suffix) {
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  return s.find('/') != std::string::npos || ends_with(".yaml") || ends_with(".yml");
}

std::string known_names() {
  std::string out;
  for (const auto& r : embedded_rulesets()) out += (out.empty() ? "" : ", ") + std::string(r.name);
  return out;
}

RulesetSource built_in_source(const EmbeddedFile& r) {
  return {std::string(r.text), "rulesets/" + std::string(r.name) + ".yaml"};
}
}  // namespace

RulesetSource read_ruleset_source(const std::string& name_or_path) {
  for (const auto& r : embedded_rulesets())
    if (r.name == name_or_path) return built_in_source(r);
  if (!looks_like_path(name_or_path))
    throw InputError("unknown ruleset '" + name_or_path + "' (built in: " + known_names() + "; or give a .yaml file)");
  std::ifstream in(name_or_path, std::ios::binary);
  if (!in) throw InputError(name_or_path + ": cannot read the ruleset file");
  std::ostringstream text;
  text << in.rdbuf();
  return {text.str(), name_or_path};
}

std::vector<RulesetSource> built_in_ruleset_sources() {
  std::vector<RulesetSource> out;
  for (const auto& r : embedded_rulesets()) out.push_back(built_in_source(r));
  return out;
}

}  // namespace wargen
