// VPM-6: every table's secrets (the VP deal, the weather after turn 1, the withdrawal roll) come
// from the umpire key AND the table, so one key used for a whole evening deals every table apart,
// and a player holding a player's copy (seed, ruleset, options) cannot make them again.
#include <catch2/catch.hpp>
#include <set>

#include "app/run_request.hpp"
#include "core/error.hpp"
#include "core/sha256.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario_layer/player_copy.hpp"
#include "scenario_layer/table_secrets.hpp"
#include "support.hpp"
#include "templates/scenario_template.hpp"
#include "victory/adjudication.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

Scenario vp_table(std::uint64_t seed, std::uint64_t umpire_key) {
  GenerateRequest request;
  request.seed = seed;
  request.options["objectives"] = "vp-markers";
  request.options["umpire_key"] = std::to_string(umpire_key);
  return generate_scenario(gok(), request);
}

// What a player's copy leaves out: the VP values and the weather gauge after turn 1.
std::vector<int> hidden_values(const Scenario& s) {
  std::vector<int> out;
  for (const auto& m : s.objectives.markers) out.push_back(m.value_pct);
  for (const auto& turn : s.weather.turns)
    if (turn.turn > 1) out.push_back(turn.gauge);
  return out;
}

std::vector<int> later_weather(const Scenario& s) {
  std::vector<int> out;
  for (const auto& turn : s.weather.turns)
    if (turn.turn > 1) out.push_back(turn.gauge);
  return out;
}

std::vector<int> vp_values(const Scenario& s) {
  std::vector<int> out;
  for (const auto& m : s.objectives.markers) out.push_back(m.value_pct);
  return out;
}

}  // namespace

TEST_CASE("HMAC-SHA256 gives RFC 4231's known answers") {
  // Test case 1: a 20-byte key of 0x0b.
  CHECK(hex_text(hmac_sha256(std::string(20, '\x0b'), "Hi There")) ==
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7");
  // Test case 2: a short key.
  CHECK(hex_text(hmac_sha256("Jefe", "what do ya want for nothing?")) ==
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  // Test case 6: a key longer than the block, hashed first.
  CHECK(hex_text(hmac_sha256(std::string(131, '\xaa'), "Test Using Larger Than Block-Size Key - Hash Key First")) ==
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
}

TEST_CASE("a table's identity names its seed, ruleset, size and options, never the key or the label") {
  Scenario s;
  s.seed = 7;
  s.ruleset_name = "gok";
  s.ruleset_digest = "sha256:ab";
  s.table_width_cm = 180;
  s.table_depth_cm = 120.5;
  s.options = {{"turns", "12"}, {"umpire_key", "99"}, {"label", "Table 3"}, {"table", "180x120.5"}, {"armies", "true"}};
  CHECK(table_identity(s) ==
        "wargen table secrets 1\nseed 1:7\nruleset 3:gok\nruleset_digest 9:sha256:ab\nwidth_cm 3:180\n"
        "depth_cm 5:120.5\noption 6:armies\nvalue 4:true\noption 5:turns\nvalue 2:12\n");
  // Length prefixes: an option whose value holds a line of its own is not another option.
  Scenario forged = s;
  forged.options = {{"armies", "true\noption 5:turns\nvalue 2:12"}};
  CHECK(table_identity(forged) != table_identity(s));
  // Known answers, worked out apart with Python's hmac and PCG32's reference arithmetic: a change
  // of the derivation must be deliberate (and regenerate the samples). The stream starts from
  // HMAC 482c24934041651a c482028e860918b0 ... (state, sequence).
  Pcg32 stream = secret_stream(11111, s, "vp-denominations");
  CHECK(stream.next_u32() == 2292138503u);
  CHECK(stream.next_u32() == 324403775u);
  CHECK(stream.next_u32() == 103320490u);
}

TEST_CASE("one umpire key deals every table differently") {
  // The tables of the report: GoK seeds 101, 102, 103, 110 and 120 under key 11111 all had values
  // 20 15 30 5 5 5 5 5 5 5 and the same later weather.
  std::set<std::vector<int>> deals, weathers;
  std::vector<std::vector<int>> report;
  for (std::uint64_t seed : {101, 102, 103, 110, 120}) report.push_back(vp_values(vp_table(seed, 11111)));
  // Pinned known answer; it follows the ruleset's digest (gok.yaml's no-ford default moved it).
  CHECK(report[0] == std::vector<int>{20, 5, 5, 5, 5, 15, 5, 5, 30, 5});
  for (std::size_t i = 0; i < report.size(); ++i)
    for (std::size_t j = i + 1; j < report.size(); ++j) CHECK(report[i] != report[j]);

  // Many tables under one key: 720 arrangements of the 30, 20 and 15 among ten markers, so 60
  // tables share a deal only by chance (about 2.5 pairs expected).
  const int tables = 60;
  for (std::uint64_t seed = 1; seed <= tables; ++seed) {
    Scenario s = vp_table(seed, 11111);
    deals.insert(vp_values(s));
    weathers.insert(later_weather(s));
  }
  CHECK(deals.size() >= tables - 6);
  CHECK(weathers.size() >= tables - 6);

  // The same table under the same key is the same; the table's options are part of it too.
  CHECK(hidden_values(vp_table(101, 11111)) == hidden_values(vp_table(101, 11111)));
  CHECK(hidden_values(vp_table(101, 11111)) != hidden_values(vp_table(101, 11112)));
  GenerateRequest shorter;
  shorter.seed = 101;
  shorter.options = {{"objectives", "vp-markers"}, {"umpire_key", "11111"}, {"armies", "true"}};
  CHECK(vp_values(generate_scenario(gok(), shorter)) != report[0]);
}

TEST_CASE("the withdrawal roll differs from table to table under one key") {
  const std::string state = "tested: A\ncalled_by: B\noriginal_strength: 235\ncurrent_strength: 138\nvp_pct: 60\n";
  std::set<std::string> rolls;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    AdjudicationReport report = adjudicate(vp_table(seed, 11111), state, "state.yaml", std::nullopt);
    auto at = report.yaml.find("roll: ");
    REQUIRE(at != std::string::npos);
    rolls.insert(report.yaml.substr(at, report.yaml.find('\n', at) - at));
    CHECK_THAT(report.yaml, Catch::Contains("roll_from: umpire key"));
  }
  CHECK(rolls.size() >= 10);  // 100 possible rolls; 20 tables alike would be the old fault
}

TEST_CASE("no hidden value of a player's copy can be made again without the key") {
  // For every built-in template and the plain rulesets, as `generate --view both` makes them: the
  // player holds the player's copy and makes the table again from what it prints.
  std::vector<RunInputs> runs;
  for (const auto& t : built_in_templates(all_run_option_specs())) runs.push_back({"", t.name, {}, {{"view", "both"}}});
  for (const char* ruleset : {"gok", "npow", "npow300"}) runs.push_back({ruleset, "", {}, {{"view", "both"}}});
  int hiding = 0;
  for (const auto& base : runs) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      RunInputs inputs = base;
      inputs.seed = std::to_string(seed);
      PreparedRun run = prepare_run(inputs);
      INFO((base.template_name.empty() ? base.ruleset : base.template_name) << " seed " << seed);
      Scenario umpire;
      try {
        umpire = generate_run(run);
      } catch (const GenerationError&) {
        continue;  // a seed that cannot satisfy the conventions (exit 4): no table to keep secrets of
      }
      Scenario player = player_copy(umpire);
      if (!hides_from_players(run.ruleset, run.request.options, run.view)) {
        // Nothing hidden: no key drawn, and the player's copy is the whole table.
        CHECK(umpire.options.count("umpire_key") == 0);
        CHECK(later_weather(player) == later_weather(umpire));
        continue;
      }
      ++hiding;
      REQUIRE(umpire.options.count("umpire_key") == 1);  // drawn, as none was given
      CHECK(hidden_values(player) != hidden_values(umpire));
      // The player's own run: the same command without the key (a fresh one is drawn) ...
      Scenario again = generate_run(prepare_run(inputs));
      CHECK(player_copy(again) == player);
      CHECK(hidden_values(again) != hidden_values(umpire));
      // ... or the library without any key, from the options the player's copy prints.
      Scenario keyless = generate_scenario(run.ruleset, request_from_scenario(player));
      CHECK(hidden_values(keyless) != hidden_values(umpire));
    }
  }
  CHECK(hiding >= 8 * 3);  // the GoK templates and plain GoK hide the later weather at least
}

TEST_CASE("the seed a player's copy prints does not rebuild the umpire's weather") {
  // The report's case: `--view both` hid turns 2-12 from the player's copy, and the same command
  // without --view rebuilt the umpire's YAML byte for byte from the printed seed.
  TempDir dir("secrets-rebuild");
  const std::string made = "generate --template gok-kings-battle --seed 5 --format yaml ";
  REQUIRE(run_wargen(made + "--view both --out table", dir.path()).exit_code == 0);
  const Scenario umpire = read_scenario_file((dir / "table/gok-5-umpire.yaml").string());
  REQUIRE(umpire.options.count("umpire_key") == 1);
  REQUIRE(later_weather(umpire).size() == 11);
  int rebuilt = 0;
  for (int attempt = 0; attempt < 3; ++attempt) {
    const std::string out = "rebuild-" + std::to_string(attempt);
    REQUIRE(run_wargen(made + "--view both --out " + out, dir.path()).exit_code == 0);
    CHECK(read_file(dir / out / "gok-5-player.yaml") == read_file(dir / "table/gok-5-player.yaml"));
    CHECK(read_file(dir / out / "gok-5.yaml") != read_file(dir / "table/gok-5-umpire.yaml"));
    if (later_weather(read_scenario_file((dir / out / "gok-5-umpire.yaml").string())) == later_weather(umpire)) ++rebuilt;
  }
  CHECK(rebuilt < 3);  // a fresh key each time: the same 11 turns thrice would be the old fault
  // With the umpire's key, the umpire (and only the umpire) makes it again, byte for byte.
  const std::string key = umpire.options.at("umpire_key");
  REQUIRE(run_wargen(made + "--view both --umpire-key " + key + " --out again", dir.path()).exit_code == 0);
  CHECK(read_file(dir / "again/gok-5-umpire.yaml") == read_file(dir / "table/gok-5-umpire.yaml"));
}

}  // namespace WARGEN_TEST_FILE
