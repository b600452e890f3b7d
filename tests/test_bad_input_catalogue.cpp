// The bad-input catalogue: what a hostile or unlucky user can hand wargen, each case with its exact
// message (one line on stderr), its exit code (2: bad input) and the proof that nothing was written
// in the directory it ran in. Drives the built binary, as a user or a web page would.
#include <catch2/catch.hpp>

#include <set>

#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen::test;

namespace {

struct Case {
  std::string name;
  std::string arguments;  // shell fragment; {FIX} is the fixture directory
  std::string message;    // after "wargen: "; {FIX} and {DIR} (the case's directory) substituted
  std::vector<std::pair<std::string, std::string>> files = {};  // made in the case's directory first
  int exit_code = 2;
};

std::string substitute(std::string text, const std::string& from, const std::string& to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

std::set<std::string> paths_under(const std::filesystem::path& dir) {
  std::set<std::string> names;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) names.insert(entry.path().string());
  return names;
}

std::string gok_ruleset() { return read_file(source_path("rulesets/gok.yaml")); }

// The built-in GoK ruleset with one line replaced.
std::string gok_with(const std::string& line, const std::string& replacement) {
  std::string text = gok_ruleset();
  auto at = text.find(line);
  REQUIRE(at != std::string::npos);
  return text.replace(at, line.size(), replacement);
}

// Scenarios the adjudicate and validate cases refer to, made once by the binary itself.
const std::filesystem::path& fixtures() {
  static TempDir dir("catalogue-fixtures");
  static bool made = [] {
    for (const std::string flags : {"--seed 17 --objectives vp-markers --armies --umpire-key 5 --view both --out vp",
                                    "--seed 12 --template gok-kings-battle --out armies", "--seed 7 --out plain"})
      REQUIRE(run_wargen("generate --format yaml " + flags, dir.path()).exit_code == 0);
    std::filesystem::copy_file(source_path("tests/fixtures/scenarios/npow_objectives.yaml"), dir / "npow.yaml");
    std::string plain = read_file(dir / "plain/gok-7.yaml");
    std::ofstream(dir / "foreign-ruleset.yaml")
        << substitute(plain, "ruleset: {name: gok,", "ruleset: {name: /dev/zero,");
    return true;
  }();
  (void)made;
  return dir.path();
}

const std::string kVp = "tested: A\ncalled_by: B\noriginal_strength: 100\ncurrent_strength: 50\n";
const std::string kNpow = "system: objective-holding\nobjectives:\n";

std::vector<Case> catalogue() {
  return {
      // Flags.
      {"empty seed", "generate --seed ''", "--seed: '' is not a whole number from 0 to 18446744073709551615"},
      {"negative seed", "generate --seed -1", "--seed: '-1' is not a whole number from 0 to 18446744073709551615"},
      {"seed with letters", "generate --seed 7abc",
       "--seed: '7abc' is not a whole number from 0 to 18446744073709551615"},
      {"seed over 2^64", "generate --seed 18446744073709551616",
       "--seed: '18446744073709551616' is not a whole number from 0 to 18446744073709551615"},
      {"seed with a newline, ESC and BEL", "generate --seed \"$(printf '7\\n\\033[31mred\\a')\"",
       "--seed: '7\\n\\x1b[31mred\\x07' is not a whole number from 0 to 18446744073709551615"},
      {"a 100 kB seed (the longest argument Linux passes is 128 kB)",
       "generate --seed \"$(head -c 100000 /dev/zero | tr '\\0' 9)\"",
       "--seed: '" + std::string(191, '9') + "\xE2\x80\xA6[shortened: 100063 bytes in all]\xE2\x80\xA6" +
           std::string(96, '9') + "' is not a whole number from 0 to 18446744073709551615"},
      {"empty umpire key", "generate --objectives vp-markers --umpire-key ''",
       "--umpire-key: '' must not be empty"},
      {"umpire key where nothing is hidden", "generate --ruleset npow --umpire-key 5",
       "--umpire-key: this table hides nothing from the players (no --objectives, and no weather after turn 1)"},
      {"a format twice", "generate --format yaml,png,yaml", "--format: 'yaml' is named twice"},
      {"an unknown format", "generate --format yaml,gif", "--format: unknown format 'gif' (known: yaml, png, svg, pdf, sheet, json, geojson, geojson-cm, map-png, dd2vtt, tmj, fos)"},
      {"no format", "generate --format ,", "--format: name at least one format (yaml, png, svg, pdf, sheet, json, geojson, geojson-cm, map-png, dd2vtt, tmj, fos)"},
      {"px-per-cm zero", "generate --px-per-cm 0", "--px-per-cm: '0' is out of range (1 to 40)"},
      {"px-per-cm text", "generate --px-per-cm lots", "--px-per-cm: 'lots' is not a number (1 to 40)"},
      {"grid", "generate --grid hex", "--grid: 'hex' must be one of sectors, none, cm10"},
      {"paper", "generate --paper a5", "--paper: 'a5' must be one of a4, letter, a3"},
      {"print scale", "generate --print-scale 2:1",
       "--print-scale: '2:1' is not a scale (1:1 for true size, 1:N up to 1:100, or fit)"},
      {"turns zero", "generate --turns 0", "--turns: '0' is out of range (1 to 1000)"},
      {"turns fraction", "generate --turns 2.5", "--turns: '2.5' is not a whole number (1 to 1000)"},
      {"choice without side", "generate --choice wood", "--choice: 'wood' must look like A=VALUE or B=VALUE"},
      {"view", "generate --view spectator", "--view: 'spectator' must be one of umpire, player, both"},
      {"defender", "generate --objectives vp-markers --defender C", "--defender: 'C' must be one of A, B"},
      {"unknown flag", "generate --bogus", "The following argument was not expected: --bogus"},
      // Output sizes, checked before anything is drawn.
      {"a 760 cm table at 40 px/cm", "generate --ruleset big.yaml --px-per-cm 40 --format png",
       "--format png: a 760 cm table at --px-per-cm 40 makes a map of 30400 x 3048 px, over the limit of 30000 px a "
       "side and 50 million px: use --px-per-cm 23 or less",
       {{"big.yaml", gok_with("  width_cm: 182.88", "  width_cm: 760")}}},
      {"a title line wider than the map's limit", "generate --seed 1 --table 4x2ft --px-per-cm 40 --format png --title " +
           std::string(80, 'W') + " --label '" + std::string("Round 2 Table 7 ").append(184, 'x') + "'",
       "--format png: at --px-per-cm 40 the map's title line, with --label and --title, takes the map over the limit "
       "of 30000 px a side and 50 million px: shorten --label or --title, or use a smaller --px-per-cm"},
      {"a 10 m table as a 1:1 PDF", "generate --ruleset huge.yaml --format pdf --print-scale 1:1", "--format pdf: the 1000 x 1000 cm table at --print-scale 1:1 needs at least 802 pages, over the limit of 500: use a "
       "smaller scale (1:N with a larger N) or --print-scale fit",
       {{"huge.yaml", gok_with("  width_cm: 182.88\n  depth_cm: 76.2", "  width_cm: 1000\n  depth_cm: 1000")}}},
      // Rulesets and templates: files a user names.
      {"unknown ruleset name", "generate --ruleset nosuch",
       "unknown ruleset 'nosuch' (built in: gok, npow, npow300; or give a .yaml file)"},
      {"missing ruleset file", "generate --ruleset missing.yaml",
       "missing.yaml: cannot open the ruleset file (No such file or directory)"},
      {"ruleset is a directory", "generate --ruleset rules.d/", "rules.d/: is a directory, not a ruleset file",
       {{"rules.d/keep", ""}}},
      {"ruleset is a device", "generate --ruleset /dev/zero",
       "/dev/zero: is not a regular file (a device, pipe or socket), not a ruleset file"},
      {"ruleset over the size cap", "generate --ruleset fat.yaml",
       "fat.yaml: is 5 MiB, over the 4 MiB limit for a ruleset file", {{"fat.yaml", std::string(5u << 20, '#')}}},
      {"ruleset not UTF-8", "generate --ruleset latin1.yaml",
       "latin1.yaml:4: key 'description': is not UTF-8 text (byte 0xE9): save the file as UTF-8",
       {{"latin1.yaml", gok_with("description: \"Game", "description: \"Caf\xE9 Game")}}},
      {"ruleset with a NUL byte", "generate --ruleset nul.yaml",
       "nul.yaml:2: contains a NUL byte (at byte 5): not a YAML text file",
       {{"nul.yaml", std::string("a: 1\n\0b: 2\n", 11)}}},
      {"ruleset nested deeply", "generate --ruleset deep.yaml",
       "deep.yaml:1: lists or maps are nested too deeply (hundreds of levels): not a file wargen writes or reads",
       {{"deep.yaml", "x: " + std::string(5000, '[')}}},
      {"ruleset a list", "generate --ruleset list.yaml", "list.yaml:1: the file must hold a YAML mapping",
       {{"list.yaml", "- a\n- b\n"}}},
      {"ruleset malformed", "generate --ruleset bad.yaml", "bad.yaml:1: not valid YAML: the [ or { opened on this line is never closed (the text ends first)", {{"bad.yaml", "name: [gok\n"}}},
      {"template is a directory", "generate --template t.yaml", "t.yaml: is a directory, not a template file",
       {{"t.yaml/keep", ""}}},
      {"unknown template", "generate --template nosuch",
       "--template: unknown template 'nosuch' (built in: gok-kings-battle, gok-vp-battle, npow-tournament; or give a "
       ".yaml file)"},
      {"out is a file", "generate --seed 3 --out a-file/maps",
       "a-file/maps: cannot create the output directory (Not a directory)", {{"a-file", "x"}}},
      // validate: a scenario may come from anywhere.
      {"scenario names a path as its ruleset", "validate {FIX}/foreign-ruleset.yaml",
       "{FIX}/foreign-ruleset.yaml: key 'ruleset.name': '/dev/zero' is not a built-in ruleset (gok, npow, npow300): "
       "pass the ruleset file it was made with, --ruleset FILE"},
      {"validate a directory", "validate sub", "sub: is a directory, not a scenario file", {{"sub/keep", ""}}},
      {"validate a device", "validate /dev/null", "/dev/null: is not a regular file (a device, pipe or socket), not a scenario file"},
      {"validate --ruleset device", "validate {FIX}/plain/gok-7.yaml --ruleset /dev/zero",
       "/dev/zero: is not a regular file (a device, pipe or socket), not a ruleset file"},
      {"scenario with a quoted number", "validate quoted.yaml",
       // (a seed may be quoted: JSON writes it as a string, so the reader takes both spellings)
       "quoted.yaml:70: key 'weather[0].gauge': must be a whole number, not the quoted text '4' (leave out the quotes)", {{"quoted.yaml", substitute(read_file(fixtures() / "plain/gok-7.yaml"), "{turn: 1, gauge: 4,", "{turn: 1, gauge: \"4\",")}}},
      // adjudicate: the state is checked against the scenario.
      {"state is a directory", "adjudicate {FIX}/plain/gok-7.yaml st", "st: is a directory, not a state file",
       {{"st/keep", ""}}},
      {"player copy cannot roll", "adjudicate {FIX}/vp/gok-17-player.yaml s.yaml",
       "s.yaml:1: key 'roll': is required: scenario gok-17 is a player copy, which holds no umpire key to roll with "
       "(VPM-6): adjudicate with the umpire's copy, or roll 2d10 at the table and give --roll N",
       {{"s.yaml", kVp + "vp_pct: 60\n"}}},
      {"start points contradict the army", "adjudicate {FIX}/armies/gok-12.yaml s.yaml",
       "s.yaml:2: key 'sides.A.start_points': is 99, but side A's army in scenario gok-12 starts with 30 points (leave "
       "start_points out)",
       {{"s.yaml", "sides:\n  A: {points_lost: 3, start_points: 99}\n  B: {points_lost: 3}\n"}}},
      {"duplicate objective id", "adjudicate {FIX}/npow.yaml s.yaml",
       "s.yaml:4: key 'objectives[1]': objective 'x' is listed twice",
       {{"s.yaml", kNpow + "  - {id: x, points: {A: 10}}\n  - {id: x, points: {B: 10}}\n"}}},
      {"points on a non-objective", "adjudicate {FIX}/npow.yaml s.yaml",
       "s.yaml:3: key 'objectives[0].id': 'f1' (wood) is not an objective in scenario npow-56 (NPOW-O1)",
       {{"s.yaml", kNpow + "  - {id: f1, points: {A: 10}}\n"}}},
      {"points on an elevation", "adjudicate {FIX}/npow.yaml s.yaml",
       "s.yaml:3: key 'objectives[0].id': 'f10' is a hill downgraded to an elevation in scenario npow-56: not an "
       "objective (NPOW-S5)",
       {{"s.yaml", kNpow + "  - {id: f10, points: {A: 10}}\n"}}},
      {"occupied objective with last_passed", "adjudicate {FIX}/npow.yaml s.yaml",
       "s.yaml:3: key 'objectives[0].last_passed': is only for an empty objective, but units are on 'x' (NPOW-H2)",
       {{"s.yaml", kNpow + "  - {id: x, points: {A: 10}, on: {A: {formed: 3}}, last_passed: A}\n"}}},
      {"occupied objective with threatened_by", "adjudicate {FIX}/npow.yaml s.yaml",
       "s.yaml:3: key 'objectives[0].threatened_by': is only for an empty objective, but units are on 'x' (NPOW-H3)",
       {{"s.yaml", kNpow + "  - {id: x, points: {A: 10}, on: {B: {other: 3}}, threatened_by: [A]}\n"}}},
      {"routed and off-table above the original", "adjudicate {FIX}/vp/gok-17-umpire.yaml s.yaml --roll 5",
       "s.yaml:4: key 'current_strength': plus routed, off_table and left_table is 110, more than original_strength 100",
       {{"s.yaml", kVp + "vp_pct: 60\nrouted: 30\noff_table: 30\n"}}},
      {"FoS shares that do not add up", "adjudicate {FIX}/plain/gok-7.yaml s.yaml",
       "s.yaml:2: key 'objectives_total': is 8, but the objectives A and B control add up to 6 (FOS-V1: each "
       "objective belongs to the side of the nearest unit)",
       {{"s.yaml", "system: fos-score\nobjectives_total: 8\nsides:\n  A: {units_start: 24, units_left: 19, objectives: "
                   "3}\n  B: {units_start: 24, units_left: 14, objectives: 3}\n"}}},
      {"numbers as strings", "adjudicate {FIX}/plain/gok-7.yaml s.yaml",
       "s.yaml:2: key 'objectives_total': must be a whole number, not the quoted text '8' (leave out the quotes)",
       {{"s.yaml", "system: fos-score\nobjectives_total: \"8\"\nsides:\n  A: {units_start: 24, units_left: 19, "
                   "objectives: 5}\n  B: {units_start: 24, units_left: 14, objectives: 3}\n"}}},
      {"roll out of range", "adjudicate {FIX}/vp/gok-17-umpire.yaml s.yaml --roll 0",
       "--roll: '0' is not a 2d10 percentage roll (a whole number from 1 to 100)", {{"s.yaml", kVp + "vp_pct: 60\n"}}},
      {"state not UTF-8", "adjudicate {FIX}/vp/gok-17-umpire.yaml s.yaml",
       "s.yaml:1: key 'tested': is not UTF-8 text (byte 0xC0): save the file as UTF-8",
       {{"s.yaml", "tested: \xC0\xAF\ncalled_by: B\n"}}},
  };
}

}  // namespace

TEST_CASE("the bad-input catalogue: exact message, exit code 2, nothing written") {
  const std::string fix = fixtures().string();
  std::vector<Case> cases = catalogue();
  REQUIRE(cases.size() >= 40);
  for (auto& c : cases) {
    TempDir dir("catalogue");
    for (auto& [name, content] : c.files) {
      std::filesystem::create_directories((dir / name).parent_path());
      if (name.back() == '/' || name.ends_with("/keep")) continue;  // just the directory
      std::ofstream(dir / name, std::ios::binary) << content;
    }
    const auto before = paths_under(dir.path());
    auto result = run_wargen(substitute(c.arguments, "{FIX}", fix), dir.path());
    std::string expected =
        "wargen: " + substitute(substitute(c.message, "{FIX}", fix), "{DIR}", dir.path().string()) + "\n";
    INFO(c.name << ": wargen " << c.arguments);
    CHECK(result.exit_code == c.exit_code);
    CHECK(result.err == expected);
    CHECK(result.out.empty());
    CHECK(paths_under(dir.path()) == before);
  }
}

}  // namespace WARGEN_TEST_FILE
