// The scenario YAML format (docs/scenario-format.md): numbers as text, string quoting, the writer's
// exact layout, lossless write -> read -> write, and the reader's error messages.
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/number_text.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

std::string fixture(const std::string& name) {
  return std::string(WARGEN_SOURCE_DIR) + "/tests/fixtures/scenarios/" + name;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

template <typename F>
std::string input_error(F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  FAIL("no InputError was thrown");
  return {};
}

// Strings that a naive emitter gets wrong: YAML types, indicators, escapes, non-ASCII.
const std::vector<std::string>& tricky_strings() {
  // clang-format off
  static const std::vector<std::string> strings = {
      "",          "true",        "True",          "no",           "null",         "~",
      "12",        "1.5",         "0.1.0",         "1e3",          "0x1F",         "2024-05-01",
      "-leading",  "- item",      ":colon",        "a: b",         "a:b",          "sha256:ab",
      "# hash",    "a #b",        "a#b",           "[x]",          "{x}",          "a, b",
      "?q",        "&anchor",     "*alias",        "!tag",         "|lit",         ">fold",
      "'single'",  "\"double\"",  "say \"hi\"",    "O'Brien's",    "%TAG",         "@home",
      "`tick",     " padded",     "padded ",       "two  spaces",  "line\nbreak",  "tab\there",
      "back\\sl",  "x\x01y",      "del\x7f",       "\xC2\x85nel",  "\xE2\x80\xA8ls", "\xEF\xBB\xBF" "bom",
      "Wörthbach", "Ölmühle",     "A1",            "GOK-T3",       "1d6",          "3rd Brigade"};
  // clang-format on
  return strings;
}

Scenario full_scenario() {
  Scenario s;
  s.id = "gok-\"7\": test";
  s.seed = 18446744073709551615ull;  // the largest seed: must not pass through a double
  s.generator_name = "wargen";
  s.generator_version = "0.1.0";
  s.ruleset_name = "gok";
  s.ruleset_digest = "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
  s.options = {{"turns", "12"}, {"choice_A", "wood"}, {"true", "yes"}, {"note", "a: b # c"}, {"empty", ""}};
  s.table_width_cm = 182.88;
  s.table_depth_cm = 76.2;
  s.sectors = {{"A1", 0, 0, 30.48, 38.1}, {"12", 30.48, 38.1, 30.48, 38.1}};
  s.features = {
      {"f1",
       "hill",
       "Windmill \"Hill\": north",
       "A1",
       {{1.5, 2}, {12, 2}, {12, 10.25}, {1.5, 9}},
       {},
       0,
       {{"variant", "steep"},
        {"movement", "half: uphill"},
        {"length_cm", "30.48"},
        {"odd", "012"},
        {"flag", "true"},
        {"sci", "1e3"},
        {"neg", "-0"},
        {"", "empty key"},
        {"blank", ""}}},
      {"f2", "river", "Wörthbach", "12", {}, {{30.48, 0}, {40, 20.5}, {55.12, 38.1}}, 4.5, {{"-dash", "- dash"}}},
      {"f3", "built_up", "", "", {{-0.01, -0.02}, {0.01, 0}, {0, 0.01}}, {}, 0, {}}};
  s.crossings = {{"x1", "bridge", {40, 20.5}, "f2"}, {"x2", "ford", {-1.25, 0.07}, "f2"}};
  s.deployment = {{"A", "south", {{0, 0}, {182.88, 0}, {182.88, 15.24}, {0, 15.24}}},
                  {"B", "north", {{0, 60.96}, {182.88, 60.96}, {182.88, 76.2}, {0, 76.2}}}};
  s.weather.turns = {{1, 7, "fair", false, 0, 0, 0}, {2, 12, "heavy_rain", true, -50, -2, 30.48}};
  s.dice_log = {{"GOK-T3", "1d6", {5}, 5, "sector A1: terrain piece"},
                {"GOK-W1", "2d6", {3, 4}, 7, ""},
                {"GOK-X", "1d4-1", {}, -1, "line\nbreak \"quoted\" \\ tab\t"}};
  return s;
}

}  // namespace

TEST_CASE("format_number writes the shortest text that reads back exactly", "[scenario_yaml]") {
  CHECK(format_number(0.1) == "0.1");
  CHECK(format_number(182.88) == "182.88");
  CHECK(format_number(76.2) == "76.2");
  CHECK(format_number(12.0) == "12");
  CHECK(format_number(-0.0) == "0");
  CHECK(format_number(0.0) == "0");
  CHECK(format_number(1e-2) == "0.01");
  CHECK(format_number(-3.25) == "-3.25");
  CHECK(format_number(0.1 + 0.2) == "0.30000000000000004");
  CHECK(format_number(1e6) == "1000000");  // shortest general form would be "1e+06"
  CHECK(format_number(999999999999999.9) == "999999999999999.9");
  CHECK(format_number(1e-7) == "0.0000001");
  CHECK_THROWS_AS(format_number(std::numeric_limits<double>::quiet_NaN()), std::invalid_argument);
  CHECK_THROWS_AS(format_number(std::numeric_limits<double>::infinity()), std::invalid_argument);
}

TEST_CASE("format_number and parse_number round-trip bit for bit", "[scenario_yaml]") {
  // Every value on the 0.01 cm grid a table uses, then random bit patterns over the whole range.
  for (int i = -100000; i <= 100000; ++i) {
    double v = i / 100.0;
    std::string text = format_number(v);
    INFO(text);
    REQUIRE(text.find_first_of("eE") == std::string::npos);
    REQUIRE(std::bit_cast<std::uint64_t>(parse_number(text)) == std::bit_cast<std::uint64_t>(v == 0 ? 0.0 : v));
  }
  std::uint64_t state = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < 20000; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    double v = std::bit_cast<double>(state);
    if (!std::isfinite(v)) continue;
    std::string text = format_number(v);
    INFO(text);
    REQUIRE(std::bit_cast<std::uint64_t>(parse_number(text)) == std::bit_cast<std::uint64_t>(v == 0 ? 0.0 : v));
  }
}

TEST_CASE("format_number writes what the standard library's shortest fixed text is", "[scenario_yaml]") {
  // Numbers on the 0.01 grid take a shortcut past std::to_chars: it must write the same text.
  auto standard = [](double v) {
    char buffer[400];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed);
    return std::string(buffer, result.ptr);
  };
  std::vector<double> values;
  for (int i = -200000; i <= 200000; ++i) values.push_back(i / 100.0);
  std::uint64_t state = 0x2545F4914F6CDD1Dull;
  for (int i = 0; i < 200000; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    auto hundredths = static_cast<std::int64_t>(state >> 11) % 200000000000LL - 100000000000LL;
    values.push_back(hundredths / 100.0);                        // on the grid, up to the shortcut's limit
    values.push_back(std::nextafter(hundredths / 100.0, 1e300));  // one ulp off it
    values.push_back(static_cast<double>(state >> 40) / 1000.0);  // thousandths: off the grid
  }
  for (double v : {999999999.99, -999999999.99, 1e9, 1e9 + 0.5, 0.07, 0.1 + 0.2, 1e-7, 123456.785})
    values.push_back(v);
  for (double v : values) {
    if (v == 0) continue;
    INFO(standard(v));
    REQUIRE(format_number(v) == standard(v));
  }
}

TEST_CASE("parse_number refuses what is not a finite decimal number", "[scenario_yaml]") {
  CHECK(parse_number("182.88") == 182.88);
  CHECK(parse_number("1.5e3") == 1500);
  CHECK_FALSE(std::signbit(parse_number("-0")));
  for (const char* bad : {"", " 1", "1 ", "+1", "1.5cm", "abc", "nan", "inf", "-inf", "1e400", "0x10", "1,5"}) {
    INFO(bad);
    CHECK_THROWS_AS(parse_number(bad), std::invalid_argument);
  }
}

TEST_CASE("yaml_string quotes only what a YAML reader could take for something else", "[scenario_yaml]") {
  for (const char* plain : {"A1", "GOK-T3", "1d6", "gok-7", "wargen-scenario/1", "Wörthbach", "3rd Brigade",
                            "say \"hi\"", "O'Brien's", "two  spaces", "back\\sl", "_x", "yesterday"}) {
    INFO(plain);
    CHECK(yaml_string(plain) == plain);
  }
  CHECK(yaml_string("") == "\"\"");
  CHECK(yaml_string("true") == "\"true\"");
  CHECK(yaml_string("No") == "\"No\"");
  CHECK(yaml_string("~") == "\"~\"");
  CHECK(yaml_string("12") == "\"12\"");
  CHECK(yaml_string("0.1.0") == "\"0.1.0\"");
  CHECK(yaml_string("2024-05-01") == "\"2024-05-01\"");
  CHECK(yaml_string("0x1F") == "\"0x1F\"");
  CHECK(yaml_string("-leading") == "\"-leading\"");
  CHECK(yaml_string("a: b") == "\"a: b\"");
  CHECK(yaml_string("a, b") == "\"a, b\"");
  CHECK(yaml_string("a terrain piece?") == "\"a terrain piece?\"");  // found by fuzz_scenario
  CHECK(yaml_string("why?not") == "\"why?not\"");
  CHECK(yaml_string(" padded") == "\" padded\"");
  CHECK(yaml_string("padded ") == "\"padded \"");
  CHECK(yaml_string("say \"hi\": now") == "\"say \\\"hi\\\": now\"");
  CHECK(yaml_string("-a\\b") == "\"-a\\\\b\"");
  CHECK(yaml_string("line\nbreak\ttab") == "\"line\\nbreak\\ttab\"");
  CHECK(yaml_string("x\x01y\x7f") == "\"x\\x01y\\x7F\"");
  CHECK(yaml_string("\xC2\x85") == "\"\\x85\"");
  CHECK(yaml_string("a\xE2\x80\xA8") == "\"a\\u2028\"");
  CHECK_THROWS_AS(yaml_string("bad \xFF byte"), InputError);
  CHECK_THROWS_AS(yaml_string("overlong \xC0\xAF"), InputError);
  CHECK_THROWS_AS(yaml_string("cut \xE2\x80"), InputError);
}

TEST_CASE("attribute values that are canonical numbers or booleans stay plain", "[scenario_yaml]") {
  CHECK(yaml_attribute_value("30.48") == "30.48");
  CHECK(yaml_attribute_value("-12") == "-12");
  CHECK(yaml_attribute_value("true") == "true");
  CHECK(yaml_attribute_value("steep") == "steep");
  CHECK(yaml_attribute_value("012") == "\"012\"");  // not canonical: another tool would read 12 or 10
  CHECK(yaml_attribute_value("1e3") == "\"1e3\"");
  CHECK(yaml_attribute_value("-0") == "\"-0\"");
  CHECK(yaml_attribute_value("yes") == "\"yes\"");
  CHECK(yaml_attribute_value("") == "\"\"");
}

TEST_CASE("a fully populated scenario survives write and read unchanged", "[scenario_yaml]") {
  Scenario s = full_scenario();
  std::string text = write_scenario_yaml(s);
  Scenario back = read_scenario_yaml(text, "memory.yaml");
  // Field checks first, so a failure names what was lost; then the whole.
  CHECK(back.seed == 18446744073709551615ull);
  CHECK(back.id == s.id);
  CHECK(back.options == s.options);
  REQUIRE(back.features.size() == 3);
  CHECK(back.features[0].attributes == s.features[0].attributes);
  CHECK(back.features[1].path == s.features[1].path);
  CHECK(back.features[1].width_cm == 4.5);
  CHECK(back.dice_log == s.dice_log);
  CHECK(back.weather == s.weather);
  CHECK(back == s);
  CHECK(write_scenario_yaml(back) == text);
}

TEST_CASE("every tricky string survives every string field", "[scenario_yaml]") {
  for (const auto& t : tricky_strings()) {
    INFO("string: " << yaml_string(t));
    Scenario s = full_scenario();
    s.id = s.generator_name = s.generator_version = s.ruleset_name = s.ruleset_digest = t;
    s.options = {{t, t}};
    s.sectors[0].id = t;
    s.features[0].id = s.features[0].name = s.features[0].sector = t;
    s.features[0].attributes = {{t, t}};
    s.crossings[0].id = s.crossings[0].feature = t;
    s.dice_log[0].rule = s.dice_log[0].dice = s.dice_log[0].note = t;
    std::string text = write_scenario_yaml(s);
    Scenario back = read_scenario_yaml(text, "memory.yaml");
    CHECK(back.features[0].name == t);
    CHECK(back.features[0].attributes == s.features[0].attributes);
    CHECK(back == s);
    CHECK(write_scenario_yaml(back) == text);
  }
}

TEST_CASE("an empty scenario writes empty lists and maps and reads back", "[scenario_yaml]") {
  Scenario s;
  s.id = "empty";
  s.table_width_cm = 120;
  s.table_depth_cm = 80;
  std::string text = write_scenario_yaml(s);
  CHECK_THAT(text, Contains("\noptions: {}\n"));
  CHECK_THAT(text, Contains("\ntable: {width_cm: 120, depth_cm: 80}\n"));
  for (const char* key : {"sectors", "features", "crossings", "deployment", "weather", "dice_log"}) {
    INFO(key);
    CHECK_THAT(text, Contains(std::string("\n") + key + ": []\n"));
  }
  CHECK(read_scenario_yaml(text, "memory.yaml") == s);
}

TEST_CASE("the example fixture is exactly what the writer produces", "[scenario_yaml]") {
  // Freezes the layout, key order and quoting that other tools parse.
  std::string path = fixture("valid.yaml");
  std::string text = slurp(path);
  Scenario s = read_scenario_file(path);
  CHECK(s.seed == 1815);
  CHECK(s.generator_version == "0.1.0");
  CHECK(s.features.at(0).name == "Windmill \"Hill\": north");
  CHECK(s.features.at(0).attributes.at("rotation_deg") == "90");
  CHECK(s.features.at(1).name == "Wörthbach");
  CHECK(s.dice_log.at(1).note.empty());
  CHECK(write_scenario_yaml(s) == text);
}

TEST_CASE("the example in docs/scenario-format.md is the fixture", "[scenario_yaml]") {
  // Keeps the documentation honest: its example is the file the writer is checked against.
  std::string doc = slurp(std::string(WARGEN_SOURCE_DIR) + "/docs/scenario-format.md");
  const std::string open = "```yaml\n";
  std::size_t start = doc.find(open);
  REQUIRE(start != std::string::npos);
  start += open.size();
  std::size_t end = doc.find("```\n", start);
  REQUIRE(end != std::string::npos);
  CHECK(doc.substr(start, end - start) == slurp(fixture("valid.yaml")));
}

TEST_CASE("optional keys may be left out", "[scenario_yaml]") {
  std::string text =
      "format: wargen-scenario/1\nid: hand-made\nseed: 0\ngenerator: {name: editor, version: '2'}\n"
      "ruleset: {name: gok, digest: none}\ntable: {width_cm: 180, depth_cm: 120}\nfeatures:\n"
      "  - {id: w, kind: wood, outline: [[0, 0], [10, 0], [0, 10]]}\n";
  Scenario s = read_scenario_yaml(text, "hand.yaml");
  CHECK(s.options.empty());
  CHECK(s.sectors.empty());
  CHECK(s.crossings.empty());
  CHECK(s.deployment.empty());
  CHECK(s.weather.turns.empty());
  CHECK(s.dice_log.empty());
  REQUIRE(s.features.size() == 1);
  CHECK(s.features[0].name.empty());
  CHECK(s.features[0].attributes.empty());
  CHECK(s.features[0].outline.size() == 3);
}

TEST_CASE("reader errors in fixture files name the file, the line and the key", "[scenario_yaml]") {
  struct Case {
    const char* file;
    int line;
    const char* key;
    const char* what;
  };
  const Case cases[] = {
      {"unknown_key.yaml", 25, "features[1].colour", "is not a known key"},
      {"missing_key.yaml", 11, "sectors[1].depth_cm", "is required but missing"},
      {"wrong_type.yaml", 17, "features[0].outline[1][1]", "must be a finite decimal number, not 'two'"},
      {"duplicate_key.yaml", 27, "crossings[0].kind", "appears twice"},
      {"unknown_format.yaml", 2, "format", "reads scenario format version 1 only"},
      {"bad_kind.yaml", 20, "features[1].kind", "not 'canal'"},
  };
  for (const auto& c : cases) {
    std::string path = fixture(c.file);
    std::string message = input_error([&] { read_scenario_file(path); });
    INFO(message);
    CHECK_THAT(message, StartsWith(path + ":" + std::to_string(c.line) + ": key '" + c.key + "': "));
    CHECK_THAT(message, Contains(c.what));
  }
  std::string path = fixture("malformed.yaml");
  std::string message = input_error([&] { read_scenario_file(path); });
  CHECK_THAT(message, StartsWith(path + ":21: not valid YAML"));
}

TEST_CASE("reader errors in edited texts name the line and the key", "[scenario_yaml]") {
  const std::string valid = slurp(fixture("valid.yaml"));
  struct Case {
    const char* from;
    const char* to;
    const char* key;
    const char* what;
    int line = 0;  // 0: the line of the edit; a missing key is reported at the line of its map
  };
  const Case cases[] = {
      {"seed: 1815", "seed: -1", "seed", "whole number"},
      {"seed: 1815", "seed: 18446744073709551616", "seed", "whole number"},
      {"table: {", "author: me\ntable: {", "author", "is not a known key"},
      {"format: wargen-scenario/1\n", "", "format", "is required but missing", 2},
      {"table: {width_cm: 182.88, depth_cm: 76.2}", "table: [182.88, 76.2]", "table", "must be a mapping"},
      {"depth_cm: 76.2}", "depth_cm: 0}", "table.depth_cm", "greater than 0"},
      {"{width_cm: 182.88,", "{width_cm: -1,", "table.width_cm", "greater than 0"},
      {"y_cm: 0, width_cm: 30.48, depth_cm: 38.1}\n  - {id: B1", "y_cm: 0, width_cm: 0, depth_cm: 38.1}\n  - {id: B1",
       "sectors[0].width_cm", "greater than 0"},
      {"[12, 10.25], [1.5, 9]]", "]", "features[0].outline", "at least 3 points"},
      {"    attributes: {movement", "    path: [[0, 0], [1, 1]]\n    attributes: {movement", "features[0].path",
       "not both"},
      {"path: [[30.48, 0], [40, 20.5], [55.12, 38.1]]\n    width_cm: 4\n", "outline: [[30.48, 0], [1, 1], [2, 0]]\n",
       "features[1].outline", "linear feature"},
      {"    width_cm: 4\n", "", "features[1].width_cm", "is required but missing", 19},
      {"width_cm: 4\n", "width_cm: 0\n", "features[1].width_cm", "greater than 0"},
      {"[30.48, 0], [40, 20.5], ", "", "features[1].path", "at least 2 points"},
      {"variant: steep}", "variant: [steep]}", "features[0].attributes.variant", "single value"},
      {"kind: bridge", "kind: ferry", "crossings[0].kind", "bridge, ford"},
      {"at: [40, 20.5]", "at: [40, .nan]", "crossings[0].at[1]", "finite"},
      {"at: [40, 20.5]", "at: [40]", "crossings[0].at", "must be a point"},
      {"side: B", "side: C", "deployment[1].side", "one of A, B"},
      {"gauge: 7", "gauge: high", "weather[0].gauge", "whole number"},
      {"extreme_heat: false, movement_pct: 0", "extreme_heat: no, movement_pct: 0", "weather[0].extreme_heat",
       "true or false"},
      {"state: fog", "state: [fog]", "weather[1].state", "single value"},
      {"rolls: [5]", "rolls: [5.5]", "dice_log[0].rolls[0]", "whole number"},
      {"rolls: [5]", "rolls: 5", "dice_log[0].rolls", "must be a list"},
  };
  for (const auto& c : cases) {
    std::size_t at = valid.find(c.from);
    REQUIRE(at != std::string::npos);
    REQUIRE(valid.find(c.from, at + 1) == std::string::npos);  // the edit must be unambiguous
    std::string text = valid.substr(0, at) + c.to + valid.substr(at + std::string(c.from).size());
    int line =
        c.line ? c.line : 1 + static_cast<int>(std::count(valid.begin(), valid.begin() + static_cast<long>(at), '\n'));
    std::string message = input_error([&] { read_scenario_yaml(text, "edited.yaml"); });
    INFO("edit: " << c.from << " -> " << c.to << "\nmessage: " << message);
    CHECK_THAT(message, StartsWith("edited.yaml:" + std::to_string(line) + ": key '" + c.key + "': "));
    CHECK_THAT(message, Contains(c.what));
  }
}

TEST_CASE("a missing scenario file is an InputError naming the path", "[scenario_yaml]") {
  std::string path = fixture("no_such_scenario.yaml");
  std::string message = input_error([&] { read_scenario_file(path); });
  CHECK_THAT(message, StartsWith(path + ": cannot open the scenario file"));
  std::string dir = fixture("");
  CHECK_THAT(input_error([&] { read_scenario_file(dir); }), Contains("is a directory"));
}

}  // namespace WARGEN_TEST_FILE
