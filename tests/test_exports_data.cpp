// The scenario as data for other tools: JSON beside YAML (one reader for both), a tool's x- keys,
// standard input and output, ids that name one thing each (units and sectors included, over many
// seeds of every ruleset). The JSON Schema and the GeoJSON are
// checked by readers we did not write (tests/readers/, run by ctest).
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <regex>
#include <set>

#include "core/error.hpp"
#include "export/geojson.hpp"
#include "gok_property_seeds.hpp"
#include "npow_support.hpp"
#include "scenario/scenario_json.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario/structure_checks.hpp"
#include "scenario_layer/player_copy.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;

namespace {

std::string fixture(const std::string& name) { return source_path("tests/fixtures/scenarios/" + name); }

std::string input_error(const std::string& text) {
  try {
    read_scenario_yaml(text, "edited.yaml");
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

// Generated scenarios of every ruleset, with and without the scenario layer.
std::vector<Scenario> sample_scenarios() {
  std::vector<Scenario> out;
  for (const std::string ruleset : {"gok", "npow", "npow300"}) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      GenerateRequest request;
      request.seed = seed;
      if (seed % 2 == 0) {
        request.options["objectives"] = "vp-markers";
        if (ruleset == "gok") request.options["armies"] = "true";  // GOK-A1: only Game of Kings has army lists
        request.options["umpire_key"] = std::to_string(seed);
      }
      Scenario s = generate_scenario(ruleset == "gok" ? gok() : npow_ruleset(ruleset), request);
      out.push_back(s);
      if (seed == 4) out.push_back(player_copy(s));
    }
  }
  return out;
}

// Runs a shell command line (with its own redirections) and returns the exit code.
int shell(const std::string& command) {
  int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string quoted(const std::filesystem::path& path) { return "'" + path.string() + "'"; }

}  // namespace

TEST_CASE("JSON holds the YAML's model and reads back bit for bit", "[exports_data]") {
  for (const auto& s : sample_scenarios()) {
    INFO(s.id << (s.objectives.view == "player" ? " (player)" : ""));
    std::string json = write_scenario_json(s);
    Scenario back = read_scenario_yaml(json, "memory.json");
    CHECK(back == s);
    CHECK(write_scenario_json(back) == json);
    CHECK(write_scenario_yaml(back) == write_scenario_yaml(s));
  }
}

TEST_CASE("the JSON of the example fixture has the YAML's keys, order and layout", "[exports_data]") {
  // The layout other tools see: the YAML's block lists and maps one item per line, its flow ones
  // on one line. output-samples/exports/*.json freeze whole files (test_samples.cpp).
  Scenario s = read_scenario_file(fixture("valid.yaml"));
  std::string json = write_scenario_json(s);
  CHECK_THAT(json, StartsWith("{\n  \"format\": \"wargen-scenario/1\",\n  \"id\": \"gok-7\",\n  \"seed\": \"1815\",\n"
                              "  \"generator\": {\"name\": \"wargen\", \"version\": \"0.1.0\"},\n"));
  CHECK_THAT(json, Contains("\n  \"features\": [\n    {\n      \"id\": \"f1\",\n      \"kind\": \"hill\",\n"
                            "      \"name\": \"Windmill \\\"Hill\\\": north\",\n"));
  CHECK_THAT(json, Contains("\n  \"crossings\": [\n    {\"id\": \"x1\", \"kind\": \"bridge\", \"at\": [40, 20.5], "
                            "\"feature\": \"f2\"}\n  ],\n"));
  CHECK_THAT(json, EndsWith("\"note\": \"\"}\n  ]\n}\n"));
  CHECK(read_scenario_yaml(json, "valid.json") == s);
}

TEST_CASE("JSON strings escape what JSON must and keep the rest", "[exports_data]") {
  Scenario s = read_scenario_file(fixture("valid.yaml"));
  const std::string names[] = {"say \"hi\"",
                               "back\\slash",
                               "tab\tline\nend",
                               std::string("nul\x01"
                                           "bell\x07"),
                               "line\xE2\x80\xA8sep",
                               "Wörthbach",
                               "12",
                               "true",
                               "null",
                               "",
                               "-3"};
  for (const auto& name : names) {
    s.features[0].name = name;
    s.features[0].attributes = {{"note", name}};
    std::string json = write_scenario_json(s);
    INFO(json.substr(json.find("\"name\": ", json.find("\"f1\"")), 60));
    CHECK(read_scenario_yaml(json, "memory.json") == s);
  }
  s.features[0].name = std::string("a\x01\"\\\xE2\x80\xA8z");
  CHECK_THAT(write_scenario_json(s), Contains("\"name\": \"a\\u0001\\\"\\\\\\u2028z\""));
  // Types follow the YAML: a canonical number or boolean attribute is one, other text a string.
  s.features[0].attributes = {{"n", "30.48"}, {"b", "true"}, {"t", "012"}, {"e", "1e3"}};
  CHECK_THAT(write_scenario_json(s),
             Contains("\"attributes\": {\"b\": true, \"e\": \"1e3\", \"n\": 30.48, \"t\": \"012\"}"));
  CHECK_THAT(write_scenario_json(s), Contains("\"seed\": \"1815\","));
}

TEST_CASE("a tool's x- keys are read anywhere and written back as they were", "[exports_data]") {
  std::string text = read_file(fixture("extensions.yaml"));
  Scenario s = read_scenario_yaml(text, "extensions.yaml");
  CHECK(s.extensions.at("x-tool") ==
        "{name: Table Builder, version: \"2.1\", tags: [felt, \"true\", false, 0.5, []], empty: {}}");
  CHECK(s.table_extensions.at("x-felt") == "green");
  CHECK(s.sectors.at(0).extensions.at("x-label") == "null");
  CHECK(s.features.at(0).extensions.at("x-tool.height_mm") == "12.5");
  CHECK(s.dice_log.at(0).extensions.at("x-rolled_by") == "-1e3");
  CHECK(write_scenario_yaml(s) == text);
  std::string json = write_scenario_json(s);
  CHECK_THAT(json, Contains("\"x-tool\": {\"name\": \"Table Builder\", \"version\": \"2.1\", \"tags\": [\"felt\", "
                            "\"true\", false, 0.5, []], \"empty\": {}}"));
  CHECK(read_scenario_yaml(json, "extensions.json") == s);
  CHECK(write_scenario_json(read_scenario_yaml(json, "extensions.json")) == json);
  // The validator judges the terrain, not a tool's notes.
  std::vector<Violation> found;
  check_structure(s, found);
  CHECK(found.empty());
}

TEST_CASE("x- keys survive in every part of the model, YAML and JSON", "[exports_data]") {
  GenerateRequest request;
  request.seed = 56;
  request.options["objectives"] = "vp-markers";
  request.options["umpire_key"] = "1";
  Scenario s = generate_scenario(npow_ruleset("npow"), request);
  request.options["armies"] = "true";  // GOK-A1: army lists come from Game of Kings
  s.armies = generate_scenario(gok(), request).armies;
  REQUIRE((!s.sides.empty() && !s.zones.empty() && !s.objectives.markers.empty() && !s.armies.empty()));
  auto rules_broken = [](const Scenario& scenario) {
    std::vector<std::string> rules;
    for (const auto& v : validate_scenario(scenario, npow_ruleset("npow"))) rules.push_back(v.rule + ": " + v.message);
    return rules;
  };
  const auto broken_without_notes = rules_broken(s);  // GoK armies on an NPOW table break GOK-A1, no more
  const Extensions note = {{"x-a", "1"}, {"x-b", "{k: [true, null, text]}"}};
  s.extensions = s.generator_extensions = s.ruleset_extensions = s.table_extensions = note;
  s.sides[0].extensions = s.zones[0].extensions = s.objectives.extensions = note;
  s.objectives.markers[0].extensions = s.armies[1].extensions = s.armies[1].units[3].extensions = note;
  s.victory.extensions = s.deployment[1].extensions = note;
  if (!s.weather.turns.empty()) s.weather.turns[0].extensions = note;
  for (auto& f : s.features)
    if (!f.sections.empty()) f.sections[0].extensions = note;
  std::string yaml = write_scenario_yaml(s);
  Scenario back = read_scenario_yaml(yaml, "memory.yaml");
  CHECK(back == s);
  CHECK(write_scenario_yaml(back) == yaml);
  std::string json = write_scenario_json(s);
  CHECK(read_scenario_yaml(json, "memory.json") == s);
  CHECK(write_scenario_json(read_scenario_yaml(json, "memory.json")) == json);
  // The rules judge the terrain and the layer, not a tool's notes.
  CHECK(rules_broken(back) == broken_without_notes);
}

TEST_CASE("x- values keep their JSON type, and what JSON cannot hold is refused", "[exports_data]") {
  std::string valid = read_file(fixture("valid.yaml"));
  auto with = [&](const std::string& line) { return valid + line + "\n"; };
  // YAML 1.1 words and other scalars become the text every reader agrees on.
  Scenario s = read_scenario_yaml(with("x-a: {yes: yes, n: ~, d: 2024-05-01, h: 0x1F, q: 'it''s', f: 1.50}"), "m.yaml");
  CHECK(s.extensions.at("x-a") == "{\"yes\": \"yes\", \"n\": null, d: \"2024-05-01\", h: \"0x1F\", q: it's, f: 1.50}");
  CHECK_THAT(input_error(with("x-a: !!binary aGVsbG8=")), Contains("key 'x-a': an extension value may be"));
  CHECK_THAT(input_error(with("x-a: {k: 1, k: 2}")), Contains("key 'x-a.k': appears twice"));
  CHECK_THAT(input_error(with("x-a: {[1]: 2}")), Contains("map keys must be text"));
  CHECK_THAT(input_error(with("x-: 1")), Contains("key 'x-': an extension key is x- and then"));
  CHECK_THAT(input_error(with("x-my note: 1")), Contains("key 'x-my note': an extension key is x- and then"));
  CHECK_THAT(input_error(with("X-tool: 1")), Contains("key 'X-tool': is not a known key"));
}

TEST_CASE("sector ids are upper case and no id names two kinds of thing", "[exports_data]") {
  for (const auto& s : sample_scenarios()) {
    INFO(s.id);
    std::set<std::string> ids;
    std::size_t count = 0;
    for (const auto& sector : s.sectors) {
      CHECK((sector.id.size() >= 2 && sector.id[0] >= 'A' && sector.id[0] <= 'Z'));
      ids.insert(sector.id);
    }
    for (const auto& z : s.zones) ids.insert(z.id);
    for (const auto& f : s.features) ids.insert(f.id);
    for (const auto& c : s.crossings) ids.insert(c.id);
    count = s.sectors.size() + s.zones.size() + s.features.size() + s.crossings.size();
    CHECK(ids.size() == count);
  }
  Scenario s = gok_scenario(7);
  REQUIRE(s.features.size() >= 2);
  s.features[1].id = s.sectors[0].id;
  std::vector<Violation> found;
  check_structure(s, found);
  bool named = false;
  for (const auto& v : found)
    named = named || v.message == "id " + s.sectors[0].id + " names both a sector and a feature";
  CHECK(named);
}

TEST_CASE("out - writes the one format to standard output, and - reads standard input", "[exports_data]") {
  TempDir dir("exports-stdio");
  auto bin = std::string("'") + WARGEN_BINARY + "'";
  for (const char* format : {"yaml", "json", "geojson", "png"}) {
    INFO(format);
    auto piped = dir / (std::string("piped.") + format);
    // One umpire key for both: GoK's weather after turn 1 is keyed by it (VPM-6).
    REQUIRE(shell(bin + " generate --seed 7 --umpire-key 7 --format " + format + " --out - > " + quoted(piped) +
                  " 2> " + quoted(dir / "err.txt")) == 0);
    CHECK(run_wargen(std::string("generate --seed 7 --umpire-key 7 --format ") + format + " --out files", dir.path())
              .exit_code == 0);
    CHECK(read_file(piped) == read_file(dir / (std::string("files/gok-7.") + format)));
    CHECK_THAT(read_file(dir / "err.txt"), Contains("gok-7: ruleset gok, seed 7"));  // the summary on stderr
  }
  auto many = run_wargen("generate --seed 7 --format yaml,png --out -", dir.path());
  CHECK(many.exit_code == 2);
  CHECK(many.out.empty());
  CHECK_THAT(many.err, Contains("--out -: standard output takes one format, not 2"));
  auto both = run_wargen("generate --seed 7 --objectives vp-markers --view both --format yaml --out -", dir.path());
  CHECK(both.exit_code == 2);
  CHECK(both.out.empty());
  // A Tiled map needs its board picture beside it: never written alone to a pipe.
  auto tmj = run_wargen("generate --seed 7 --format tmj --out -", dir.path());
  CHECK(tmj.exit_code == 2);
  CHECK(tmj.out.empty());
  CHECK(tmj.err == "wargen: --out -: a tmj map refers to files written beside it (gok-7-board.png): write them to a "
                   "directory with --out DIR\n");
  // Binary output on a terminal (script(1) gives the command a pseudo-terminal), refused; text is fine.
  for (const char* format : {"png", "pdf", "map-png", "yaml"}) {
    INFO(format);
    const bool binary = std::string(format) != "yaml";
    const int code = shell("cd " + quoted(dir.path()) + " && script -qec \"" + bin + " generate --seed 7 --format " +
                           format + " --out - 2> tty-err.txt\" /dev/null > tty-out.txt");
    CHECK(code == (binary ? 2 : 0));
    if (binary)
      CHECK_THAT(read_file(dir / "tty-err.txt"),
                 Contains(std::string("--out -: standard output is a terminal and ") + format + " is binary"));
    else
      CHECK_THAT(read_file(dir / "tty-out.txt"), Contains("format: wargen-scenario/1"));
  }

  auto yaml = dir / "files/gok-7.yaml";
  auto json = dir / "files/gok-7.json";
  CHECK(shell("cat " + quoted(json) + " | " + bin + " validate - > " + quoted(dir / "v.txt")) == 0);
  CHECK(read_file(dir / "v.txt") ==
        "(stdin): valid (" + std::to_string(read_scenario_file(yaml.string()).features.size()) + " features)\n");
  CHECK(shell("echo 'format: [' | " + bin + " validate - 2> " + quoted(dir / "v.txt")) == 2);
  CHECK_THAT(read_file(dir / "v.txt"), Contains("(stdin):1"));

  auto scenario = source_path("output-samples/adjudication/army-points/scenario.yaml");
  auto state = source_path("output-samples/adjudication/army-points/state.yaml");
  CHECK(shell(bin + " adjudicate '" + scenario + "' - < '" + state + "' > " + quoted(dir / "a.txt")) == 0);
  CHECK(read_file(dir / "a.txt") == read_file(source_path("output-samples/adjudication/army-points/result.txt")));
  CHECK(shell(bin + " adjudicate - '" + state + "' < '" + scenario + "' > " + quoted(dir / "b.txt")) == 0);
  CHECK(read_file(dir / "b.txt") == read_file(dir / "a.txt"));
  CHECK(shell(bin + " adjudicate - - < '" + state + "' 2> " + quoted(dir / "c.txt")) == 2);
  CHECK_THAT(read_file(dir / "c.txt"), Contains("only one of the scenario and the state"));
}

namespace {

// Each id of the scenario with what it names, counted: an id named twice is counted twice.
std::map<std::string, std::vector<std::string>> ids_of(const Scenario& s) {
  std::map<std::string, std::vector<std::string>> named;
  for (const auto& x : s.sectors) named[x.id].push_back("sector");
  for (const auto& x : s.zones) named[x.id].push_back("zone");
  for (const auto& x : s.features) named[x.id].push_back("feature " + x.kind);
  for (const auto& x : s.crossings) named[x.id].push_back("crossing");
  for (const auto& army : s.armies)
    for (const auto& u : army.units) named[u.id].push_back("unit " + u.type);
  return named;
}

std::string repeated(const std::map<std::string, std::vector<std::string>>& named) {
  std::string out;
  for (const auto& [id, things] : named)
    if (things.size() > 1) {
      out += id + ":";
      for (const auto& t : things) out += " " + t + ";";
    }
  return out;
}

}  // namespace

TEST_CASE("every id in a generated file names one thing: units and sectors included", "[exports_data]") {
  // 300 scenarios, about a second of CPU; WARGEN_UNIQUE_ID_SEEDS sizes it.
  const std::uint64_t seeds = seeds_from_environment("WARGEN_UNIQUE_ID_SEEDS", 100);
  const std::regex feature_id("^\\{\"type\": \"Feature\", \"id\": \"([^\"]*)\"");
  std::size_t files = 0, units = 0;
  for (const std::string ruleset : {"gok", "npow", "npow300"}) {
    const Ruleset& rules = ruleset == "gok" ? gok() : npow_ruleset(ruleset);
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      INFO(ruleset << " seed " << seed);
      GenerateRequest request;
      request.seed = seed;
      request.options["objectives"] = "vp-markers";
      request.options["umpire_key"] = std::to_string(seed);
      if (ruleset == "gok") request.options["armies"] = "true";  // GOK-A1: only Game of Kings has army lists
      const Scenario s = generate_scenario(rules, request);
      auto named = ids_of(s);
      CHECK(repeated(named).empty());
      for (const auto& army : s.armies) units += army.units.size();
      // The GeoJSON's Feature ids: the scenario's, with the table's, the deployment zones' and the markers'.
      std::map<std::string, std::vector<std::string>> exported;
      const std::string geojson = write_geojson(s, GeojsonFrame::wgs84);
      std::size_t at = 0;
      for (std::size_t end; (end = geojson.find('\n', at)) != std::string::npos; at = end + 1) {
        std::smatch m;
        const std::string line = geojson.substr(at, end - at);
        if (std::regex_search(line, m, feature_id)) exported[m[1]].push_back("GeoJSON Feature");
      }
      CHECK(repeated(exported).empty());
      CHECK(exported.size() == 1 + s.sectors.size() + s.zones.size() + s.features.size() + s.crossings.size() +
                                   s.deployment.size() + s.objectives.markers.size());
      ++files;
    }
  }
  CHECK(files == 3 * seeds);
  CHECK(units >= 40 * seeds);  // GoK's two armies of 20 (GOK-A1): the unit ids were checked
}

TEST_CASE("validate reports a unit id that is also a sector's and a unit id used twice", "[exports_data]") {
  // A file written before units had their own ids: GoK's sector A1 and unit A1.
  GenerateRequest request;
  request.seed = 7;
  request.options["armies"] = "true";
  Scenario s = generate_scenario(gok(), request);
  REQUIRE(s.armies.size() == 2);
  s.armies[0].units[0].id = "A1";
  s.armies[1].units[1].id = s.armies[1].units[0].id;
  std::vector<Violation> found;
  check_structure(s, found);
  std::vector<std::string> messages;
  for (const auto& v : found) messages.push_back(v.rule + ": " + v.message);
  CHECK(std::count(messages.begin(), messages.end(), "FORMAT: id A1 names both a sector and a unit") == 1);
  CHECK(std::count(messages.begin(), messages.end(), "FORMAT: unit id uB1 appears twice") == 1);
  CHECK(found.size() == 2);
}

}  // namespace WARGEN_TEST_FILE
