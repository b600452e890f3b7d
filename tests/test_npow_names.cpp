// NPOW features carry place names like Game of Kings' pieces: in a language of the defender's
// geographic zone (NPOW-S2), every element of a kind the name lists name, one name per element
// (both sections of a split bank share it), no two elements alike.
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <set>

#include "names/name_lists.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

std::string escaped(const std::string& text) {
  static const std::string special = R"(\^$.|?*+()[]{})";
  std::string out;
  for (char c : text) {
    if (special.find(c) != std::string::npos) out += '\\';
    out += c;
  }
  return out;
}

// A regular expression matching every name `pattern` can give ({name}: any name).
std::string pattern_regex(const std::string& pattern, const NameLanguage& language) {
  std::string out;
  std::size_t at = 0;
  while (at < pattern.size()) {
    std::size_t open = pattern.find('{', at);
    if (open == std::string::npos) {
      out += escaped(pattern.substr(at));
      break;
    }
    out += escaped(pattern.substr(at, open - at));
    std::size_t close = pattern.find('}', open);
    std::string part = pattern.substr(open + 1, close - open - 1);
    if (part == "name") {
      out += ".+";
    } else {
      std::string alternatives;
      for (const auto& entry : language.parts.at(part))
        alternatives += (alternatives.empty() ? "" : "|") + escaped(entry);
      out += "(?:" + alternatives + ")";
    }
    at = close + 1;
  }
  return out;
}

// Whether some language serving `zone` could have named feature `f` so.
bool from_zone(const Feature& f, const std::string& zone) {
  for (const auto& language : name_languages()) {
    if (!language.zone_weights.count(zone)) continue;
    const auto* patterns = language.patterns_for(f.kind, attribute(f, "variant"));
    if (!patterns) continue;
    std::vector<std::string> all = *patterns;
    all.insert(all.end(), language.variations.begin(), language.variations.end());
    for (const auto& pattern : all)
      if (std::regex_match(f.name, std::regex(pattern_regex(pattern, language)))) return true;
    // The last resort numbers a taken name ("Eichberg 2").
    for (const auto& pattern : *patterns)
      if (std::regex_match(f.name, std::regex(pattern_regex(pattern, language) + " [0-9]+"))) return true;
  }
  return false;
}

bool named_kind(const std::string& kind) { return kind != "road" && kind != "supply_line" && kind != "obstacle"; }

}  // namespace

TEST_CASE("NPOW features have place names of the defender's zone, one per element", "[npow][names]") {
  const std::map<std::string, std::string> names_zone = {{"central", "central"},
                                                         {"north-east", "north-east"},
                                                         {"south", "south"},
                                                         {"north-africa", "north-africa"},
                                                         {"army-list", "central"}};  // rulesets' place_names
  int named = 0;
  for (const char* ruleset : {"npow", "npow300"})
    for (const auto& zone : npow_zones())
      for (std::uint64_t seed = 0; seed < 40; ++seed) {
        Scenario s = npow_scenario(seed, zone, ruleset);
        INFO(ruleset << " " << zone << " seed " << seed);
        std::map<std::string, std::string> element_name;  // pool element (or feature) -> name
        std::set<std::string> taken;
        for (const auto& f : s.features) {
          INFO(f.id << " " << f.kind << " '" << f.name << "'");
          if (!named_kind(f.kind)) {
            CHECK(f.name.empty());
            continue;
          }
          REQUIRE_FALSE(f.name.empty());
          CHECK(from_zone(f, names_zone.at(zone)));
          ++named;
          // A building shares its field's element number but is a place of its own.
          std::string key = f.kind == "building" ? f.id : attribute(f, "element");
          auto [it, first] = element_name.emplace(key, f.name);
          if (first)
            CHECK(taken.insert(f.name).second);  // no two elements alike
          else
            CHECK(it->second == f.name);  // the second section of a split element
        }
      }
  CHECK(named > 2000);
}

}  // namespace WARGEN_TEST_FILE
