// NPOW-T2: 60 x 60 cm sectors, and on a table 60 does not divide (NPOW300, 120 x 80 cm) a 20 cm
// remainder row whose long edge a logged die decides, so that NPOW-P1's "an element in every
// sector" does not load the same edge with terrain on every table.
//
// WARGEN_PRINT_FIGURES=1 prints the terrain in each 20 cm edge band with the remainder always
// north (the grid's reading order, as before) and by the die; WARGEN_NPOW_BAND_SEEDS sets the
// number of tables (300).
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

#include "chi_square.hpp"
#include "generators/npow/table_sectors.hpp"
#include "generators/npow/validation_support.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

const NpowParams& params(const std::string& ruleset) {
  return dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params);
}

SectorRemainder remainder_of(const std::string& ruleset, std::uint64_t seed, std::vector<DiceLogEntry>& log) {
  Pcg32 rng = Pcg32::for_stage(seed, "sectors");
  LiveDice dice(rng, log);
  return roll_sector_remainder(params(ruleset), dice);
}

// npow300 with every face of the remainder die on the north row: the grid as it was before the die.
Ruleset npow300_always_north() {
  std::ifstream in(std::string(WARGEN_SOURCE_DIR) + "/rulesets/npow300.yaml");
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string text = buffer.str();
  const std::string south = "{rolls: [1, 3], side: south-west}";
  auto at = text.find(south);
  REQUIRE(at != std::string::npos);
  text.replace(at, south.size(), "{rolls: [1, 3], side: north-east}");
  return load_ruleset_text(text, "npow300-north.yaml");
}

struct BandFigures {
  int tables = 0;
  double south_cm2 = 0, north_cm2 = 0;  // terrain elements within 20 cm of each long edge
  int empty_south = 0, empty_north = 0;
};

BandFigures band_figures(const Ruleset& ruleset, std::uint64_t seeds) {
  const auto& p = dynamic_cast<const NpowParams&>(*ruleset.params);
  const double band_cm = p.table_depth_cm - p.sector_depth_cm;
  const Box south{0, 0, p.table_width_cm, band_cm};
  const Box north{0, p.table_depth_cm - band_cm, p.table_width_cm, p.table_depth_cm};
  BandFigures f;
  for (std::uint64_t seed = 0; seed < seeds; ++seed) {
    GenerateRequest request;
    request.seed = seed;
    Scenario s = generate_scenario(ruleset, request);
    double in_south = 0, in_north = 0;
    const npow_validation::TableFacts facts(s, FeatureIds(s));
    for (const auto& [index, e] : npow_validation::elements_on_table(s, facts)) {
      in_south += e.footprint.area_in(south);
      in_north += e.footprint.area_in(north);
    }
    ++f.tables;
    f.south_cm2 += in_south;
    f.north_cm2 += in_north;
    f.empty_south += in_south < 1;
    f.empty_north += in_north < 1;
  }
  return f;
}

}  // namespace

TEST_CASE("NPOW-T2: no remainder die where 60 divides the table, one die for NPOW300's 20 cm row", "[npow][tables]") {
  std::map<std::string, int> sides;
  for (std::uint64_t seed = 0; seed < 4000; ++seed) {
    std::vector<DiceLogEntry> log;
    remainder_of("npow", seed, log);
    REQUIRE(log.empty());
    SectorRemainder r = remainder_of("npow300", seed, log);
    REQUIRE(log.size() == 1);
    REQUIRE(log.front().rule == "NPOW-T2");
    REQUIRE_FALSE(r.west_column);
    sides[r.south_row ? "south" : "north"]++;
    // The grid keeps whole 60 cm sectors and puts the 20 cm row on the side the die gave.
    auto sectors = npow_sector_grid(params("npow300"), r).sectors();
    REQUIRE(sectors.size() == 4);
    REQUIRE(sectors[0].depth_cm == (r.south_row ? 20 : 60));
    REQUIRE(sectors[3].depth_cm == (r.south_row ? 60 : 20));
    REQUIRE(sectors[3].y_cm + sectors[3].depth_cm == 80);
  }
  CHECK(chi_square(sides, {{"south", 0.5}, {"north", 0.5}}) < critical(1));
  auto whole = npow_sector_grid(params("npow"), {}).sectors();
  REQUIRE(whole.size() == 6);
  for (const auto& sector : whole) CHECK((sector.width_cm == 60 && sector.depth_cm == 60));
}

TEST_CASE("NPOW-T2: the validator lays the sectors where the logged die put the remainder", "[npow][validate]") {
  Scenario s;
  for (std::uint64_t seed = 0;; ++seed) {
    s = npow_scenario(seed, "central", "npow300");
    if (s.sectors.front().depth_cm == 20) break;  // the remainder in the south
  }
  REQUIRE(npow_rules_broken(s, "npow300").empty());
  Scenario flipped = s;
  for (auto& e : flipped.dice_log)
    if (e.rule == "NPOW-T2") e.result = e.rolls.front() = 6;
  auto rules = npow_rules_broken(flipped, "npow300");
  CHECK(std::find(rules.begin(), rules.end(), "NPOW-T2") != rules.end());
  Scenario no_die = s;
  no_die.dice_log.erase(std::find_if(no_die.dice_log.begin(), no_die.dice_log.end(),
                                     [](const DiceLogEntry& e) { return e.rule == "NPOW-T2"; }));
  rules = npow_rules_broken(no_die, "npow300");
  CHECK(std::find(rules.begin(), rules.end(), "NPOW-T2") != rules.end());
  Scenario extra = npow_scenario(1);
  extra.dice_log.insert(extra.dice_log.begin(), s.dice_log.front());
  rules = npow_rules_broken(extra);
  CHECK(std::find(rules.begin(), rules.end(), "NPOW-T2") != rules.end());
}

TEST_CASE("NPOW-T2: by the die, terrain in NPOW300's edge bands no longer leans north", "[npow]") {
  const char* asked = std::getenv("WARGEN_NPOW_BAND_SEEDS");  // more for the figures
  const std::uint64_t seeds = asked ? std::strtoull(asked, nullptr, 10) : 300;
  BandFigures by_die = band_figures(npow_ruleset("npow300"), seeds);
  if (std::getenv("WARGEN_PRINT_FIGURES")) {
    BandFigures north = band_figures(npow300_always_north(), seeds);
    for (auto [label, f] : {std::pair{"remainder always north", north}, std::pair{"remainder by the die", by_die}})
      std::printf(
          "npow300, %s: mean terrain in the south 20 cm band %.0f cm2, north %.0f cm2; empty south band %d, "
          "empty north %d of %d tables\n",
          label, f.south_cm2 / f.tables, f.north_cm2 / f.tables, f.empty_south, f.empty_north, f.tables);
  }
  double ratio = by_die.north_cm2 / by_die.south_cm2;
  CHECK(ratio > 0.8);
  CHECK(ratio < 1.25);
}

}  // namespace WARGEN_TEST_FILE
