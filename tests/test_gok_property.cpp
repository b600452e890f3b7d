// Property tests over 10,000 seeds: every Game of Kings scenario the generator makes passes every
// rule of `validate`, reads back from its YAML unchanged, and the mean feature count is the six
// the source promises (GOK-T3: 12 sectors x 1/2).
#include <catch2/catch.hpp>

#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

TEST_CASE("10000 GoK scenarios all pass validate - with 6 +- 0.1 features on average") {
  constexpr std::uint64_t kSeeds = 10000;
  std::size_t features = 0, failures = 0;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    Scenario s = gok_scenario(seed);
    features += s.features.size();
    auto violations = gok().generator->validate(s, gok());
    if (!violations.empty()) {
      ++failures;
      if (failures <= 5) FAIL_CHECK("seed " << seed << ": " << violations.front().rule << ": " << violations.front().message);
    }
  }
  CHECK(failures == 0);
  double mean = static_cast<double>(features) / kSeeds;
  INFO("mean feature count " << mean);
  CHECK(mean > 5.9);
  CHECK(mean < 6.1);
}

TEST_CASE("every 10th of 10000 scenarios round-trips through YAML bit for bit and still validates") {
  for (std::uint64_t seed = 0; seed < 10000; seed += 10) {
    Scenario s = gok_scenario(seed);
    std::string text = write_scenario_yaml(s);
    Scenario back = read_scenario_yaml(text, "seed-" + std::to_string(seed) + ".yaml");
    REQUIRE(back == s);
    REQUIRE(write_scenario_yaml(back) == text);
    REQUIRE(gok().generator->validate(back, gok()).empty());
  }
}

TEST_CASE("the same seed gives the same scenario - stages do not disturb each other") {
  CHECK(write_scenario_yaml(gok_scenario(42)) == write_scenario_yaml(gok_scenario(42)));
  CHECK(write_scenario_yaml(gok_scenario(42)) != write_scenario_yaml(gok_scenario(43)));
  // More weather turns draw more weather dice, and nothing else may move.
  Scenario short_game = gok_scenario(42, 6);
  Scenario long_game = gok_scenario(42, 30);
  CHECK(short_game.features == long_game.features);
  CHECK(short_game.crossings == long_game.crossings);
  CHECK(long_game.weather.turns.size() == 30);
  CHECK(std::equal(short_game.weather.turns.begin(), short_game.weather.turns.end(), long_game.weather.turns.begin()));
}

}  // namespace WARGEN_TEST_FILE
