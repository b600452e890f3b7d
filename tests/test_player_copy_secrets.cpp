// VPM-6, GOK-W: a player's copy holds nothing a player may not know. Tested as information flow:
// two umpire copies that differ only in hidden things – the VP values, the umpire key, the
// weather after turn 1 and its GOK-W2 dice – give byte-identical player copies in every format.
#include <catch2/catch.hpp>

#include <algorithm>

#include "app/format_writers.hpp"
#include "scenario_layer/player_copy.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

Scenario umpire_scenario(std::uint64_t seed, std::uint64_t umpire_key) {
  GenerateRequest request;
  request.seed = seed;
  request.options["objectives"] = "vp-markers";
  request.options["armies"] = "true";
  request.options["umpire_key"] = std::to_string(umpire_key);
  return generate_scenario(gok(), request);
}

// Changes every hidden thing and nothing else: another deal of the values, another umpire key,
// other weather after the first turn with other dice.
Scenario with_other_secrets(Scenario s, int variant) {
  std::rotate(s.objectives.markers.begin(), s.objectives.markers.begin() + 1 + variant % 9, s.objectives.markers.end());
  std::vector<int> values;
  for (const auto& m : s.objectives.markers) values.push_back(m.value_pct);
  std::sort(s.objectives.markers.begin(), s.objectives.markers.end(),
            [](const VpMarker& a, const VpMarker& b) { return a.number < b.number; });
  for (std::size_t i = 0; i < values.size(); ++i) s.objectives.markers[i].value_pct = values[i];
  s.options["umpire_key"] = std::to_string(1000 + variant);
  for (auto& turn : s.weather.turns) {
    if (turn.turn == 1) continue;
    turn.gauge = 2 + (turn.gauge + variant) % 11;
    turn.state = variant % 2 ? "heavy rain" : "fog";
    turn.movement_pct = -50;
    turn.extreme_heat = !turn.extreme_heat;
  }
  for (auto& entry : s.dice_log)
    if (entry.rule == "GOK-W2") {
      entry.rolls = {1 + (entry.result + variant) % 6};
      entry.result = entry.rolls[0];
    }
  return s;
}

OutputRequest player_request() {
  OutputRequest request;
  request.view = MapView::player;
  request.file_suffix = "-player";
  request.px_per_cm = 3;
  return request;
}

}  // namespace

TEST_CASE("player copies of umpire copies that differ only in secrets are byte-identical in every format") {
  const Scenario umpire = umpire_scenario(17, 1);
  REQUIRE(umpire.weather.turns.size() > 1);
  const OutputRequest request = player_request();
  for (int variant = 0; variant < 3; ++variant) {
    const Scenario other = with_other_secrets(umpire, variant);
    REQUIRE(other.objectives.markers != umpire.objectives.markers);
    REQUIRE(!(other.weather.turns == umpire.weather.turns));
    for (const auto& format : known_formats()) {
      INFO("format " << format << ", variant " << variant);
      CHECK(render_format(player_copy(umpire), format, request) == render_format(player_copy(other), format, request));
    }
  }
}

TEST_CASE("a player copy has no VP values, no umpire key, no weather after turn 1 and no GOK-W2 dice") {
  const Scenario copy = player_copy(umpire_scenario(17, 1));
  CHECK(copy.objectives.view == "player");
  for (const auto& m : copy.objectives.markers) CHECK(m.value_pct == 0);
  CHECK(copy.options.count("umpire_key") == 0);
  REQUIRE(copy.weather.turns.size() == 1);
  CHECK(copy.weather.turns[0].turn == 1);
  for (const auto& entry : copy.dice_log) CHECK(entry.rule != "GOK-W2");
  const std::string yaml = render_format(copy, "yaml", player_request());
  CHECK(yaml.find("umpire_key") == std::string::npos);
  CHECK(yaml.find("value_pct: 30") == std::string::npos);
}

TEST_CASE("generate --view player with two umpire keys writes the same player files") {
  TempDir dir("player-copy-keys");
  for (const std::string key : {"1", "2"}) {
    auto result = run_wargen("generate --seed 17 --objectives vp-markers --armies --view player --umpire-key " + key +
                                 " --format yaml,png,svg,pdf,sheet --px-per-cm 3 --out k" + key,
                             dir.path());
    REQUIRE(result.exit_code == 0);
  }
  for (const std::string name : {"gok-17-player.yaml", "gok-17-player.png", "gok-17-player.svg", "gok-17-player.pdf",
                                 "gok-17-player-sheet.md"}) {
    INFO(name);
    CHECK(read_file(dir / ("k1/" + name)) == read_file(dir / ("k2/" + name)));
  }
}

TEST_CASE("adjudicate rolls with the umpire key, and a player copy cannot roll") {
  TempDir dir("umpire-rolls");
  for (const std::string key : {"1", "2"})
    REQUIRE(run_wargen("generate --seed 17 --objectives vp-markers --view both --umpire-key " + key +
                           " --format yaml --out k" + key,
                       dir.path())
                .exit_code == 0);
  std::ofstream(dir / "state.yaml") << "tested: A\ncalled_by: B\noriginal_strength: 100\ncurrent_strength: 50\n"
                                       "vp_pct: 60\n";
  // Same public seed, different keys: the umpire's rolls are not the seed's.
  std::vector<std::string> rolls;
  for (int turn = 1; turn <= 8; ++turn) {
    std::ofstream(dir / "turn.yaml") << "tested: A\ncalled_by: B\nturn: " << turn
                                     << "\noriginal_strength: 100\ncurrent_strength: 50\nvp_pct: 60\n";
    for (const std::string key : {"1", "2"}) {
      auto result = run_wargen("adjudicate k" + key + "/gok-17-umpire.yaml turn.yaml --yaml", dir.path());
      REQUIRE(result.exit_code == 0);
      CHECK(result.out.find("roll_from: umpire key") != std::string::npos);
      CHECK(result.out.find("umpire_key") == std::string::npos);
      rolls.push_back(result.out.substr(result.out.find("\nroll: ")));
    }
  }
  int differing = 0;
  for (std::size_t i = 0; i < rolls.size(); i += 2) differing += rolls[i] != rolls[i + 1];
  CHECK(differing >= 4);  // 8 pairs of 2d10 rolls: equal by chance now and then, not mostly
  auto player = run_wargen("adjudicate k1/gok-17-player.yaml state.yaml", dir.path());
  CHECK(player.exit_code == 2);
  CHECK(player.err ==
        "wargen: state.yaml:1: key 'roll': is required: scenario gok-17 is a player copy, which holds no umpire key to "
        "roll with (VPM-6): adjudicate with the umpire's copy, or roll 2d10 at the table and give --roll N\n");
  CHECK(run_wargen("adjudicate k1/gok-17-player.yaml state.yaml --roll 28", dir.path()).exit_code == 0);
}

}  // namespace WARGEN_TEST_FILE
