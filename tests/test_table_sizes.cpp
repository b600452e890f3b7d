// A club's own table (`--table`): every size a ruleset's `table_sizes:` allows must give tables
// that keep the ruleset's rules. NPOW-T2 joins a remainder under `sectors.join_remainder_under_cm`
// to the sector beside it (a 6 x 4 ft table keeps the source's 3 x 2 sectors), NPOW-S1/S5's dice
// are scaled to a table larger than the source's, and NPOW-T4's own half reaches the central zone
// on any depth (docs/rules.md).
//
// WARGEN_TABLE_SIZE_SEEDS sets the seeds tried at each size of the sweep (4).
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "app/pipeline.hpp"
#include "app/ruleset_loader.hpp"
#include "core/det_math.hpp"
#include "core/error.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/table_sectors.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "ruleset/table_size.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

std::uint64_t seeds_per_size() {
  const char* text = std::getenv("WARGEN_TABLE_SIZE_SEEDS");
  return text ? std::strtoull(text, nullptr, 10) : 4;
}

Ruleset ruleset_on(const std::string& name, double width_cm, double depth_cm) {
  return load_ruleset(name, TableSize{width_cm, depth_cm});
}

const NpowParams& npow_params(const Ruleset& r) { return dynamic_cast<const NpowParams&>(*r.params); }

int logged(const Scenario& s, const std::string& rule) {
  int n = 0;
  for (const auto& entry : s.dice_log) n += entry.rule == rule;
  return n;
}

// "" when the seed's table is made and keeps every rule; otherwise what went wrong.
std::string made_and_valid(const Ruleset& ruleset, std::uint64_t seed) {
  GenerateRequest request;
  request.seed = seed;
  try {
    Scenario s = generate_scenario(ruleset, request);
    auto violations = ruleset.generator->validate(s, ruleset);
    return violations.empty() ? "" : violations.front().rule + ": " + violations.front().message;
  } catch (const GenerationError& e) {
    return std::string("exit 4: ") + e.what();
  }
}

}  // namespace

TEST_CASE("NPOW-T2: a 6 x 4 ft table keeps 3 x 2 sectors, its thin strips joined to the last ones", "[npow][tables]") {
  Ruleset r = load_ruleset("npow", parse_table_size("6x4ft"));
  const NpowParams& p = npow_params(r);
  std::vector<DiceLogEntry> log;
  Pcg32 rng = Pcg32::for_stage(1, "sectors");
  LiveDice dice(rng, log);
  SectorGrid grid = npow_sector_grid(p, roll_sector_remainder(p, dice));
  CHECK(log.empty());  // no remainder, no die
  REQUIRE(grid.count() == 6);
  const Box corner = grid.box(grid.index_of("C2"));
  CHECK(corner.min_x == 120);
  CHECK(corner.max_x == Approx(182.88).margin(0.005));
  CHECK(corner.min_y == 60);
  CHECK(corner.max_y == Approx(121.92).margin(0.005));
}

TEST_CASE("NPOW-T2: a remainder under join_remainder_under_cm joins, a wider one is a sector with its die",
          "[npow][tables]") {
  struct Case {
    double width_cm, depth_cm;
    int columns, rows, dice;
  };
  // Under 20 cm joins, 20 cm is a column of its own and rolls its side, as NPOW300's 20 cm row.
  for (const Case& c : {Case{199.99, 120, 3, 2, 0}, Case{200, 120, 4, 2, 1}, Case{180, 138, 3, 2, 0},
                        Case{200, 140, 4, 3, 2}, Case{152.4, 121.92, 3, 2, 1}, Case{120, 80, 2, 2, 1}}) {
    CAPTURE(c.width_cm, c.depth_cm);
    Ruleset r = ruleset_on("npow", c.width_cm, c.depth_cm);
    std::vector<DiceLogEntry> log;
    Pcg32 rng = Pcg32::for_stage(3, "sectors");
    LiveDice dice(rng, log);
    SectorGrid grid = npow_sector_grid(npow_params(r), roll_sector_remainder(npow_params(r), dice));
    CHECK(grid.count() == c.columns * c.rows);
    CHECK(grid.index_of(std::string(1, static_cast<char>('A' + c.columns - 1)) + std::to_string(c.rows)) ==
          grid.count() - 1);
    CHECK(static_cast<int>(log.size()) == c.dice);
  }
}

TEST_CASE("NPOW-S1, S5: dice scaled to a table larger than the source's by area, to the nearest", "[npow][tables]") {
  auto scaled = [](const std::string& ruleset, double width_cm, double depth_cm, int rolled) {
    return scaled_to_table(rolled, npow_params(ruleset_on(ruleset, width_cm, depth_cm)));
  };
  CHECK(scaled("npow", 360, 240, 9) == 36);  // four times the area
  CHECK(scaled("npow", 240, 120, 7) == 9);   // 1.33 times: 9.33
  CHECK(scaled("npow", 240, 180, 12) == 24);
  CHECK(scaled("npow", 240, 120, 2) == 3);          // 2.67 up; 1.33 would be 1
  CHECK(scaled("npow", 240, 135, 2) == 3);          // 1.5 times: 3 exactly
  CHECK(scaled("npow", 270, 120, 1) == 2);          // 1.5 times: a half goes up
  CHECK(scaled("npow", 180, 120, 12) == 12);        // the source's table
  CHECK(scaled("npow", 182.88, 121.92, 12) == 12);  // 6 x 4 ft is 3.2 % larger: 12.39
  CHECK(scaled("npow", 120, 80, 7) == 7);           // a smaller table keeps the dice as rolled
  CHECK(scaled("npow300", 240, 120, 10) == 30);     // NPOW300's 120 x 80 is its source table
}

TEST_CASE("NPOW-S1: a 360 x 240 table's pool is the scaled count, the log the die as rolled", "[npow][tables]") {
  Ruleset r = ruleset_on("npow", 360, 240);
  GenerateRequest request;
  request.seed = 5;
  Scenario s = generate_scenario(r, request);
  REQUIRE(s.sectors.size() == 24);
  REQUIRE(logged(s, "NPOW-S1") == 1);
  const DiceLogEntry* count = nullptr;
  for (const auto& entry : s.dice_log)
    if (entry.rule == "NPOW-S1") count = &entry;
  CHECK(count->note.find("times 4.00 (this table's area over the source's), to the nearest whole number") !=
        std::string::npos);
  int elements = 0;
  for (const auto& entry : s.dice_log) elements += entry.rule == "NPOW-S2";
  CHECK(elements >= 4 * count->result);  // re-rolls (S5) come on top
  CHECK(r.generator->validate(s, r).empty());
}

TEST_CASE("NPOW: the README's 6 x 4 ft table works for every seed tried", "[npow][tables]") {
  for (const std::string name : {"npow", "npow300"}) {
    Ruleset r = load_ruleset(name, parse_table_size(name == "npow" ? "6x4ft" : "5x3ft"));
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      CAPTURE(name, seed);
      CHECK(made_and_valid(r, seed).empty());
    }
  }
}

// Every size from the smallest the ruleset allows to the largest, in steps of a few cm both ways
// (not multiples of 60, so slivers of every width come up), a few seeds each: made and valid.
TEST_CASE("Every table size a ruleset allows gives valid tables", "[tables][sizes]") {
  const std::uint64_t seeds = seeds_per_size();
  for (const std::string name : {"npow", "npow300", "gok"}) {
    const TableSizeRules rules = *load_ruleset(name).table_sizes;
    const double step_w = name == "gok" ? 24.4 : 11.3, step_d = name == "gok" ? 12.2 : 7.7;
    int sizes = 0;
    for (double w = rules.min_width_cm; w <= rules.max_width_cm + 1e-9; w += step_w) {
      for (double d = rules.min_depth_cm; d <= rules.max_depth_cm + 1e-9; d += step_d) {
        if (d > w) continue;  // the long edges are the players'
        Ruleset r = ruleset_on(name, quantize_cm(w), quantize_cm(d));
        ++sizes;
        for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
          const std::string problem = made_and_valid(r, seed * 7919 + sizes);
          if (!problem.empty())
            FAIL(name << " " << w << " x " << d << " seed " << seed * 7919 + sizes << ": " << problem);
        }
      }
    }
    WARN(name << ": " << sizes << " sizes, " << seeds << " seeds each");
    CHECK(sizes > 20);
  }
}

TEST_CASE("NPOW-T4: the own half reaches the central zone's edge on any table depth", "[npow][tables]") {
  CHECK(npow_params(load_ruleset("npow")).own_half_cm == 45);  // the source's figures
  CHECK(npow_params(load_ruleset("npow300")).own_half_cm == 25);
  CHECK(npow_params(ruleset_on("npow", 360, 240)).own_half_cm == 105);
  CHECK(npow_params(ruleset_on("npow", 120, 80)).own_half_cm == 25);
  CHECK(npow_params(ruleset_on("npow", 182.88, 121.92)).own_half_cm == Approx(45.96));

  // A ruleset may fix it in cm instead (as rulesets did before), but not say both.
  std::ifstream in(std::string(WARGEN_SOURCE_DIR) + "/rulesets/npow.yaml");
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  const std::string reach = "own_half: to_central_zone";
  std::string fixed = text, both = text;
  fixed.replace(fixed.find(reach), reach.size(), "own_half_cm: 40");
  both.replace(both.find(reach), reach.size(), reach + "\n  own_half_cm: 40");
  CHECK(npow_params(load_ruleset_text(fixed, "fixed.yaml", TableSize{360, 240})).own_half_cm == 40);
  try {
    load_ruleset_text(both, "both.yaml");
    FAIL("both keys were accepted");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find("both.yaml:") == 0);
    CHECK(std::string(e.what()).find("own_half") != std::string::npos);
  }
}

}  // namespace WARGEN_TEST_FILE
