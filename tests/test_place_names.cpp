// Place names: every terrain piece gets a regional name from names/*.yaml, none twice on a table,
// the same ones for the same seed, drawn on their own stream; every language file loads and names
// every kind it claims; a zone picks among its languages.
#include <catch2/catch.hpp>
#include <set>

#include "core/error.hpp"
#include "names/place_names.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

std::string lower(std::string text) {
  for (char& c : text)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return text;
}

// Every kind of terrain piece once, with the variants the patterns tell apart.
Scenario one_of_everything() {
  Scenario s;
  s.id = "names";
  s.table_width_cm = 180;
  s.table_depth_cm = 120;
  int n = 0;
  auto add = [&](const std::string& kind, const std::string& variant) {
    Feature f;
    f.id = "f" + std::to_string(++n);
    f.kind = kind;
    if (!variant.empty()) f.attributes["variant"] = variant;
    s.features.push_back(f);
  };
  for (const char* kind : {"hill", "wood", "built_up", "river", "stream", "lake", "marsh", "open_field",
                           "enclosed_field", "rough", "sand", "building", "earthwork"})
    add(kind, "");
  for (const char* v : {"steep", "gentle"}) add("hill", v);
  for (const char* v : {"open", "dense"}) add("wood", v);
  for (const char* v : {"farmstead", "village", "town", "walled_town"}) add("built_up", v);
  add("players_choice", "");
  add("obstacle", "");
  return s;
}

}  // namespace

TEST_CASE("every GoK terrain piece has a German name and no two are alike on 2000 seeds") {
  std::size_t named = 0, problems = 0;
  std::set<std::string> distinct;
  for (std::uint64_t seed = 0; seed < 2000; ++seed) {
    const Scenario s = gok_scenario(seed);
    std::set<std::string> seen;
    for (const Feature& f : s.features) {
      const bool should = f.kind != "players_choice";
      if (should != !f.name.empty() && ++problems <= 5)
        FAIL_CHECK("seed " << seed << " " << f.id << " (" << f.kind << "): name '" << f.name << "'");
      if (f.name.empty()) continue;
      ++named;
      distinct.insert(f.name);
      if (!seen.insert(lower(f.name)).second && ++problems <= 5)
        FAIL_CHECK("seed " << seed << ": the name '" << f.name << "' twice");
      if (f.name.find_first_of("{}") != std::string::npos && ++problems <= 5)
        FAIL_CHECK("seed " << seed << ": unexpanded pattern in '" << f.name << "'");
    }
  }
  CHECK(problems == 0);
  INFO(named << " names, " << distinct.size() << " distinct");
  CHECK(named > 5000);
  CHECK(distinct.size() > 1000);  // plenty of variety, not a short list going round
}

TEST_CASE("names come from the names stream and leave the rest of the scenario alone") {
  const Scenario s = gok_scenario(12);
  CHECK(gok_scenario(12) == s);  // the same seed, the same names
  // Naming again on a fresh "names" stream gives the names the generator wrote.
  Scenario unnamed = s;
  for (Feature& f : unnamed.features) f.name.clear();
  Pcg32 rng = Pcg32::for_stage(s.seed, "names");
  assign_place_names(unnamed, name_language("german"), rng);
  CHECK(unnamed == s);
  // Another seed, other names.
  std::set<std::string> a, b;
  for (const Feature& f : gok_scenario(1).features) a.insert(f.name);
  for (const Feature& f : gok_scenario(2).features) b.insert(f.name);
  CHECK(a != b);
}

TEST_CASE("every language names every kind of terrain piece") {
  REQUIRE(name_languages().size() == 7);
  for (const NameLanguage& language : name_languages()) {
    INFO(language.id);
    Scenario s = one_of_everything();
    Pcg32 rng = Pcg32::for_stage(7, "names");
    assign_place_names(s, language, rng);
    std::set<std::string> seen;
    for (const Feature& f : s.features) {
      INFO(f.kind);
      if (f.kind == "players_choice" || f.kind == "obstacle") {
        CHECK(f.name.empty());  // the players decide a choice site; hedges and walls go unnamed
        continue;
      }
      CHECK_FALSE(f.name.empty());
      CHECK(seen.insert(lower(f.name)).second);
    }
  }
}

TEST_CASE("a crowded table still gets names that differ") {
  // Far more hills than the German hill patterns have plain stems for: the variations and, at the
  // very last, numbers keep every name different.
  Scenario s;
  for (int i = 0; i < 400; ++i) {
    Feature f;
    f.id = "f" + std::to_string(i);
    f.kind = "hill";
    f.attributes["variant"] = "steep";
    s.features.push_back(f);
  }
  Pcg32 rng = Pcg32::for_stage(1, "names");
  assign_place_names(s, name_language("german"), rng);
  std::set<std::string> seen;
  for (const Feature& f : s.features) CHECK(seen.insert(lower(f.name)).second);
}

TEST_CASE("a zone picks one of its languages and an unknown zone or language is refused") {
  const std::map<std::string, std::set<std::string>> expected = {{"central", {"german", "french", "italian"}},
                                                                 {"north-east", {"polish", "russian", "german"}},
                                                                 {"south", {"spanish", "italian"}},
                                                                 {"north-africa", {"arabic"}}};
  for (const auto& [zone, languages] : expected) {
    std::set<std::string> picked;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
      Pcg32 rng = Pcg32::for_stage(seed, "names");
      picked.insert(language_for_zone(zone, rng).id);
    }
    INFO(zone);
    CHECK(picked == languages);
  }
  Pcg32 rng = Pcg32::for_stage(0, "names");
  CHECK_THROWS_AS(language_for_zone("atlantis", rng), InputError);
  CHECK_THROWS_WITH(name_language("klingon"), Catch::Contains("unknown place-name language 'klingon'"));
}

TEST_CASE("a broken name file is refused with its line and key") {
  const std::string good =
      "language: test\ndescription: x\nzones: {central: 1}\nparts:\n  a: [Eich]\n"
      "kinds:\n  hill: [\"{a}berg\"]\nvariations: [\"Groß {name}\"]\n";
  CHECK(read_name_language(good, "test.yaml", "test").patterns_for("hill", "steep")->front() == "{a}berg");
  auto refused = [&](const std::string& from, const std::string& to, const std::string& says) {
    std::string text = good;
    text.replace(text.find(from), from.size(), to);
    CHECK_THROWS_WITH(read_name_language(text, "test.yaml", "test"), Catch::Contains(says));
  };
  refused("{a}berg", "{b}berg", "uses {b}, which is not under 'parts'");
  refused("hill:", "dragon:", "'dragon' is not a feature kind");
  refused("central", "atlantis", "unknown zone 'atlantis'");
  refused("Groß {name}", "Groß", "a variation must contain {name}");
  refused("language: test", "language: other", "must be the file's own name");
  refused("{a}berg", "{a", "unclosed or empty {}");
  refused("zones:", "zonez:", "test.yaml");
}

TEST_CASE("the ruleset names the language and refuses one that does not exist") {
  std::string text = read_file(source_path("rulesets/gok.yaml"));
  const std::string key = "place_names: german";
  REQUIRE(text.find(key) != std::string::npos);
  text.replace(text.find(key), key.size(), "place_names: elvish");
  CHECK_THROWS_WITH(load_ruleset_text(text, "mine.yaml"),
                    Catch::Contains("mine.yaml:") && Catch::Contains("place_names") && Catch::Contains("elvish"));
}

}  // namespace WARGEN_TEST_FILE
