// The NPOW dice tables give their outcomes at the rates the rules and the ruleset say (NPOW-S1,
// S2, S5, S6, E1). Chi-square over a fixed set of seeds: deterministic, so it cannot flake; the
// thresholds are the 0.999 quantiles, so a wrong table fails by a wide margin. The pool stage is
// rolled on its own (terrain_pool.hpp), as the generator rolls it, so many seeds cost little.
#include <catch2/catch.hpp>
#include <map>

#include "generators/npow/npow_params.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "chi_square.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

constexpr std::uint64_t kSeeds = 20000;


const NpowParams& params(const std::string& ruleset) {
  return dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params);
}

// Rolls the pool of `seed` as the generator does, keeping the dice log.
std::vector<DiceLogEntry> pool_log(const std::string& ruleset, const std::string& zone, std::uint64_t seed,
                                   TerrainPool* pool = nullptr) {
  std::vector<DiceLogEntry> log;
  Pcg32 rng = Pcg32::for_stage(seed, "pool");
  LiveDice dice(rng, log);
  TerrainPool rolled = roll_pool(params(ruleset), {zone, false}, dice);
  if (pool) *pool = rolled;
  return log;
}

std::map<std::string, double> uniform(int lo, int hi) {
  std::map<std::string, double> p;
  for (int v = lo; v <= hi; ++v) p[std::to_string(v)] = 1.0 / (hi - lo + 1);
  return p;
}

}  // namespace

TEST_CASE("NPOW-S1: the element count is uniform on 7..12 (npow) and 7..10 (npow300)", "[npow][tables]") {
  for (auto [ruleset, top] : {std::pair{"npow", 12}, std::pair{"npow300", 10}}) {
    std::map<std::string, int> counts;
    for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
      TerrainPool pool;
      pool_log(ruleset, "central", seed, &pool);
      counts[std::to_string(pool.count)]++;
    }
    INFO(ruleset);
    CHECK(chi_square(counts, uniform(7, top)) < critical(static_cast<std::size_t>(top - 7)));
  }
}

TEST_CASE("NPOW-S2: each zone's first rolls follow its d10 table and a 10 is always the watercourse",
          "[npow][tables]") {
  const NpowParams& p = params("npow");
  for (const auto& zone : npow_zones()) {
    const TerrainZone& table = p.zones.at(zone);
    CHECK(p.element(table.terrain.lookup(10)).watercourse);
    std::map<std::string, double> expected;
    auto probabilities = table.terrain.probabilities();
    for (std::size_t i = 0; i < table.terrain.entries.size(); ++i)
      expected[table.terrain.entries[i].row] += probabilities[i];
    std::map<std::string, int> counts;
    for (std::uint64_t seed = 0; seed < 4000; ++seed)
      for (const auto& e : pool_log("npow", zone, seed))
        if (e.rule == "NPOW-S2") counts[table.terrain.lookup(e.result)]++;
    INFO(zone);
    CHECK(chi_square(counts, expected) < critical(expected.size() - 1));
  }
}

TEST_CASE("NPOW-S2: the zone tables lean as the issue asks", "[npow][tables]") {
  const NpowParams& p = params("npow");
  auto share = [&](const std::string& zone, const std::vector<std::string>& elements) {
    const auto& table = p.zones.at(zone).terrain;
    auto probabilities = table.probabilities();
    double total = 0;
    for (std::size_t i = 0; i < table.entries.size(); ++i)
      if (std::find(elements.begin(), elements.end(), table.entries[i].row) != elements.end())
        total += probabilities[i];
    return total;
  };
  CHECK(share("north-east", {"wood", "marsh"}) > share("central", {"wood", "marsh"}));
  CHECK(share("south", {"hill", "rough"}) > share("central", {"hill", "rough"}));
  CHECK(share("north-africa", {"sand", "rough"}) > share("central", {"sand", "rough"}));
  CHECK(share("north-africa", {"sand"}) > 0);
}

TEST_CASE("NPOW-S5: the objective count is 1d4 and the pool meets it", "[npow][tables]") {
  std::map<std::string, int> counts;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    TerrainPool pool;
    pool_log("npow", "south", seed, &pool);
    counts[std::to_string(pool.objective_target)]++;
    REQUIRE(pool.objectives() >= pool.objective_target);
    // Over the count only when no hill is left to downgrade.
    if (pool.objectives() > pool.objective_target)
      for (const auto& e : pool.elements) REQUIRE(!(e.objective && e.element == "hill"));
  }
  CHECK(chi_square(counts, uniform(1, 4)) < critical(3));
}

TEST_CASE("NPOW-S3 and S6: a river has 2 sections or 3 and each section's quality follows its table",
          "[npow][tables]") {
  const NpowParams& p = params("npow");
  std::map<std::string, double> expected;
  auto probabilities = p.river_quality.probabilities();
  for (std::size_t i = 0; i < p.river_quality.entries.size(); ++i)
    expected[p.river_quality.entries[i].row.quality] += probabilities[i];
  std::map<std::string, int> qualities;
  int rivers = 0;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    TerrainPool pool;
    pool_log("npow", "central", seed, &pool);
    int sections = pool.river_sections();
    REQUIRE((sections == 0 || sections == 2 || sections == 3));
    rivers += sections > 0;
    for (const auto& q : pool.section_quality) qualities[q.quality]++;
  }
  CHECK(rivers > 0);
  CHECK(chi_square(qualities, expected) < critical(expected.size() - 1));
}

TEST_CASE("NPOW-E1: by the dice each side attacks half the time and picks either edge", "[npow][tables]") {
  std::map<std::string, int> attacker, edge;
  for (std::uint64_t seed = 0; seed < 600; ++seed) {
    Scenario s = npow_scenario(seed, "north-africa");
    for (const auto& side : s.sides)
      if (side.role == "attacker") {
        attacker[side.side]++;
        edge[side.edge]++;
      }
  }
  CHECK(chi_square(attacker, {{"A", 0.5}, {"B", 0.5}}) < critical(1));
  CHECK(chi_square(edge, {{"south", 0.5}, {"north", 0.5}}) < critical(1));
}

}  // namespace WARGEN_TEST_FILE
