// NPOW-S5's objective count under both readings (pool.count_section_crossings). The default
// counts the pool's objectives only - hills and built-up areas, as they stand at the end of terrain
// generation - so a river's section bridges and fords, laid later during placement, no longer
// push hills down to elevations. Rolled on the pool stage alone (terrain_pool.hpp), exactly as the
// generator rolls it: 10,000 seeds per ruleset and zone cost well under a second.
//
// WARGEN_PRINT_FIGURES=1 prints the figures the rules reference quotes (docs/rules.md, NPOW-S5).
#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>

#include "core/error.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

constexpr std::uint64_t kSeeds = 10000;

struct Figures {
  int tables = 0;
  int hills = 0, elevations = 0;
  int river_tables_with_hills = 0, river_tables_no_objective_hill = 0;
  // pool objectives (0..12, capped at 8+) for each face of the 1d4
  std::array<std::array<int, 9>, 5> by_target{};
  int over_target = 0;  // pools that end with more objectives than the die asked (no hill left)

  double elevation_share() const { return hills ? static_cast<double>(elevations) / hills : 0; }
  double no_objective_hill_share() const {
    return river_tables_with_hills ? static_cast<double>(river_tables_no_objective_hill) / river_tables_with_hills : 0;
  }
};

NpowParams reading(const std::string& ruleset, bool count_section_crossings) {
  NpowParams p = dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params);
  p.count_section_crossings = count_section_crossings;
  return p;
}

TerrainPool pool_of(const NpowParams& p, const std::string& zone, std::uint64_t seed) {
  std::vector<DiceLogEntry> log;
  Pcg32 rng = Pcg32::for_stage(seed, "pool");
  LiveDice dice(rng, log);
  return roll_pool(p, {zone, false}, dice);
}

int pool_objectives(const TerrainPool& pool) {
  int n = 0;
  for (const auto& e : pool.elements) n += e.objective;
  return n;
}

Figures measure(const NpowParams& p, const std::string& zone) {
  Figures f;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    TerrainPool pool = pool_of(p, zone, seed);
    ++f.tables;
    int hills = 0, objective_hills = 0;
    for (const auto& e : pool.elements)
      if (p.element(e.element).is_hill()) {
        ++hills;
        objective_hills += e.objective;
        f.elevations += e.elevation_only;
      }
    f.hills += hills;
    if (pool.river_sections() > 0 && hills > 0) {
      ++f.river_tables_with_hills;
      f.river_tables_no_objective_hill += objective_hills == 0;
    }
    int objectives = pool_objectives(pool);
    f.by_target[static_cast<std::size_t>(pool.objective_target)][static_cast<std::size_t>(std::min(objectives, 8))]++;
    f.over_target += pool.objectives() > pool.objective_target;
  }
  return f;
}

void add(Figures& total, const Figures& f) {
  total.tables += f.tables;
  total.hills += f.hills;
  total.elevations += f.elevations;
  total.river_tables_with_hills += f.river_tables_with_hills;
  total.river_tables_no_objective_hill += f.river_tables_no_objective_hill;
  total.over_target += f.over_target;
  for (std::size_t d = 0; d < f.by_target.size(); ++d)
    for (std::size_t k = 0; k < f.by_target[d].size(); ++k) total.by_target[d][k] += f.by_target[d][k];
}

void print_line(const std::string& label, const Figures& f) {
  std::printf(
      "%-30s elevations %5.1f %% of %5d hills, kept as objectives %5.1f %%; river tables with no "
      "objective hill %5.1f %%; more objectives than the die %4.1f %%\n",
      label.c_str(), 100 * f.elevation_share(), f.hills, 100 * (1 - f.elevation_share()),
      100 * f.no_objective_hill_share(), 100.0 * f.over_target / f.tables);
}

// Pool objectives (hills and built-up areas that stay objectives) for each face of the 1d4.
void print_distribution(const Figures& f) {
  for (std::size_t d = 1; d <= 4; ++d) {
    int n = 0;
    for (int c : f.by_target[d]) n += c;
    std::printf("    1d4 = %zu (%4.1f %%): pool objectives", d, 100.0 * n / f.tables);
    for (std::size_t k = 0; k <= 8; ++k)
      if (f.by_target[d][k]) std::printf("  %zu%s: %4.1f %%", k, k == 8 ? "+" : "", 100.0 * f.by_target[d][k] / n);
    std::printf("\n");
  }
}

bool print_figures() { return std::getenv("WARGEN_PRINT_FIGURES") != nullptr; }

}  // namespace

TEST_CASE("NPOW-S5 default: the die counts the pool's hills and built-up areas, never the section crossings",
          "[npow][tables]") {
  for (const char* ruleset : {"npow", "npow300"}) {
    const auto& p = dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params);
    REQUIRE_FALSE(p.count_section_crossings);
    for (const auto& zone : npow_zones()) {
      INFO(ruleset << " " << zone);
      for (std::uint64_t seed = 0; seed < 2000; ++seed) {
        TerrainPool pool = pool_of(p, zone, seed);
        int built_up = 0;
        for (const auto& e : pool.elements) built_up += e.objective && !p.element(e.element).is_hill();
        INFO("seed " << seed);
        REQUIRE(pool.objectives() == pool_objectives(pool));
        // Exactly the die, unless the built-up areas alone are more (hills only are downgraded).
        REQUIRE(pool.objectives() == std::max(pool.objective_target, built_up));
        for (const auto& e : pool.elements) REQUIRE(!(e.elevation_only && e.objective));
      }
    }
  }
}

TEST_CASE("NPOW-S5: the pool-only reading keeps more hills as objectives than counting section crossings",
          "[npow][tables]") {
  for (const char* ruleset : {"npow", "npow300"}) {
    Figures all_pool_only, all_with_crossings;
    for (const auto& zone : npow_zones()) {
      Figures pool_only = measure(reading(ruleset, false), zone);
      Figures with_crossings = measure(reading(ruleset, true), zone);
      add(all_pool_only, pool_only);
      add(all_with_crossings, with_crossings);
      if (print_figures()) {
        print_line(std::string(ruleset) + " " + zone + ", pool only", pool_only);
        print_line(std::string(ruleset) + " " + zone + ", + crossings", with_crossings);
      }
      INFO(ruleset << " " << zone);
      CHECK(pool_only.elevation_share() < with_crossings.elevation_share());
      CHECK(pool_only.no_objective_hill_share() < with_crossings.no_objective_hill_share());
      // Every face of the 1d4 is met: the pool never ends short of the die.
      for (std::size_t d = 1; d <= 4; ++d)
        for (std::size_t k = 0; k < d; ++k) CHECK(pool_only.by_target[d][k] == 0);
    }
    if (print_figures()) {
      print_line(std::string(ruleset) + " all zones, pool only", all_pool_only);
      print_distribution(all_pool_only);
      print_line(std::string(ruleset) + " all zones, + crossings", all_with_crossings);
      print_distribution(all_with_crossings);
    }
  }
}

TEST_CASE("NPOW-S5: a pool left with only objectives and rivers rolls its last river again", "[npow][tables]") {
  // A symmetric NPOW300 pool rolls half as many elements, and a river takes its twin along: now
  // and then every element left is an objective or a river. The river rolled last (a second 0's
  // section before its river) is then rolled again, with its twin, and the pool reaches the die.
  const auto& npow300 = dynamic_cast<const NpowParams&>(*npow_ruleset("npow300").params);
  int rivers_rolled_again = 0;
  for (const auto& zone : npow_zones())
    for (std::uint64_t seed = 0; seed < 1000; ++seed) {
      std::vector<DiceLogEntry> log;
      Pcg32 rng = Pcg32::for_stage(seed, "pool");
      LiveDice dice(rng, log);
      INFO(zone << " seed " << seed);
      const TerrainPool pool = roll_pool(npow300, {zone, false, true}, dice);
      REQUIRE(pool.objectives() >= pool.objective_target);
      bool river_again = false;
      for (const auto& entry : log)
        if (entry.note.find("so the river rolled last") != std::string::npos) {
          REQUIRE(entry.rule == "NPOW-S5");
          river_again = true;
        }
      if (!river_again) continue;
      ++rivers_rolled_again;
      // A second 0's extra section never outlives the river it extends.
      REQUIRE((pool.second_river() == nullptr || pool.river() != nullptr));
    }
  CHECK(rivers_rolled_again > 10);
  // A ruleset whose pool cannot hold the die's objectives however it is rolled (2–3 elements, 4–5
  // objectives) says so, once every element is one.
  {
    NpowParams three = npow300;
    three.element_count = Dice(1, 2, 1);  // 2 or 3
    three.objective_count = Dice(1, 2, 3);  // 4 or 5
    std::vector<DiceLogEntry> log;
    Pcg32 rng = Pcg32::for_stage(7, "pool");
    LiveDice dice(rng, log);
    try {
      roll_pool(three, {"central"}, dice);
      FAIL("a pool of 3 reached 4 objectives");
    } catch (const GenerationError& e) {
      const std::string message = e.what();
      INFO(message);
      CHECK(message.rfind("NPOW-S5: ", 0) == 0);
    CHECK(message.find(" objectives not reached on the central table: after ") != std::string::npos);
      CHECK(message.find(" every element is an objective; give the table more hills or built-up areas") !=
            std::string::npos);
    }
  }
  // With room for two re-rolls only, pools that need more stop at the limit and name it.
  NpowParams two = dynamic_cast<const NpowParams&>(*npow_ruleset("npow").params);
  two.reroll_limit = 2;
  int at_limit = 0;
  for (std::uint64_t seed = 0; seed < 2000; ++seed) {
    std::vector<DiceLogEntry> log;
    Pcg32 rng = Pcg32::for_stage(seed, "pool");
    LiveDice dice(rng, log);
    try {
      roll_pool(two, {"central"}, dice);
    } catch (const GenerationError& e) {
      INFO("seed " << seed);
      REQUIRE(std::string(e.what()) ==
              "NPOW-S5: " + std::to_string(std::stoi(std::string(e.what()).substr(9))) +
                  " objectives not reached after 2 re-rolls on the central table (pool.reroll_limit); give the "
                  "table more hills or built-up areas");
      ++at_limit;
    }
  }
  CHECK(at_limit > 10);
}

}  // namespace WARGEN_TEST_FILE
