// Validation at scale: the spatial index the validators use finds every near pair a check over all
// pairs would find, and a 20 000-piece scenario reports exactly the violations planted in it.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "core/box_index.hpp"
#include "core/rng.hpp"
#include "generators/sector_dice/sector_dice_rules.hpp"
#include "large_scenario.hpp"
#include "scenario/pair_report.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

double box_gap(const Box& a, const Box& b) {
  return std::max({a.min_x - b.max_x, b.min_x - a.max_x, a.min_y - b.max_y, b.min_y - a.max_y, 0.0});
}

Box random_box(Pcg32& rng, double table_cm) {
  double x = rng.uniform(0, table_cm), y = rng.uniform(0, table_cm);
  // Mostly small pieces, a few long ones (rivers, roads across the table), some points.
  double size = rng.below(10) == 0 ? rng.uniform(0, table_cm) : rng.below(5) == 0 ? 0 : rng.uniform(0, 8);
  return {x, y, x + size * rng.unit(), y + size * rng.unit()};
}

std::vector<std::string> messages(const std::vector<Violation>& found) {
  std::vector<std::string> out;
  for (const auto& v : found) out.push_back(v.rule + ": " + v.message);
  return out;
}

}  // namespace

TEST_CASE("BoxIndex returns every box within the margin, ascending, once", "[validate-scale]") {
  Pcg32 rng(2024, 7);
  for (int round = 0; round < 40; ++round) {
    const double table_cm = round % 2 ? 180 : 4000;
    std::vector<Box> boxes;
    // Half the rounds as few boxes as a generated table holds, which are not gridded.
    const int n = 1 + static_cast<int>(rng.below(round < 20 ? 600 : 48));
    for (int i = 0; i < n; ++i) boxes.push_back(random_box(rng, table_cm));
    if (round % 4 == 3) {  // what a hostile file may hold: NaN, infinity, an empty box
      boxes[0] = {std::numeric_limits<double>::quiet_NaN(), 0, 1, 1};
      boxes[n / 2] = {0, 0, std::numeric_limits<double>::infinity(), 1};
      boxes[n - 1] = bounding_box({});
    }
    BoxIndex index(boxes);
    for (int q = 0; q < 200; ++q) {
      Box query = random_box(rng, table_cm);
      double margin = rng.below(3) == 0 ? 0 : rng.uniform(0, 20);
      std::vector<std::size_t> found = index.near(query, margin);
      REQUIRE(std::is_sorted(found.begin(), found.end()));
      REQUIRE(std::adjacent_find(found.begin(), found.end()) == found.end());
      for (std::size_t i = 0; i < boxes.size(); ++i) {
        // A box within the margin must be found (a usable one beyond it may be too).
        bool usable = std::isfinite(boxes[i].min_x) && std::isfinite(boxes[i].max_x) &&
                      boxes[i].min_x <= boxes[i].max_x && boxes[i].min_y <= boxes[i].max_y;
        if (!usable || box_gap(boxes[i], query) <= margin) {
          INFO("round " << round << " query " << q << " box " << i);
          REQUIRE(std::binary_search(found.begin(), found.end(), i));
        }
      }
    }
  }
}

TEST_CASE("BoxIndex::visit_near visits near()'s entries from the first asked, each once, and stops when told",
          "[validate-scale]") {
  Pcg32 rng(2026, 45);
  for (int round = 0; round < 20; ++round) {
    std::vector<Box> boxes;
    const int n = 1 + static_cast<int>(rng.below(round < 10 ? 600 : 48));
    for (int i = 0; i < n; ++i) boxes.push_back(random_box(rng, 180));
    if (round % 4 == 3) boxes[0] = {std::numeric_limits<double>::quiet_NaN(), 0, 1, 1};
    BoxIndex index(boxes);
    for (int q = 0; q < 100; ++q) {
      const Box query = random_box(rng, 180);
      const double margin = rng.below(3) == 0 ? 0 : rng.uniform(0, 20);
      const std::size_t first = rng.below(static_cast<std::uint32_t>(n));
      std::vector<std::size_t> expected;
      for (std::size_t i : index.near(query, margin))
        if (i >= first) expected.push_back(i);
      std::vector<std::size_t> visited;
      index.visit_near(query, margin, first, [&](std::size_t i) {
        visited.push_back(i);
        return true;
      });
      std::sort(visited.begin(), visited.end());
      INFO("round " << round << " query " << q);
      REQUIRE(visited == expected);
      std::size_t calls = 0;
      index.visit_near(query, margin, first, [&](std::size_t) { return ++calls < 2; });
      REQUIRE(calls == std::min<std::size_t>(2, expected.size()));
    }
  }
}

TEST_CASE("GoK validate finds the same close pairs as measuring every pair", "[validate-scale]") {
  // Pieces thrown at random on a small patch of the table: many near pairs, overlapping ones too.
  const Ruleset& ruleset = gok();
  const double gap_cm = dynamic_cast<const SectorDiceParams&>(*ruleset.params).gap_cm;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Scenario s = large_scenario_base(ruleset, 400);  // a table 800 x 900 cm
    const std::vector<Feature> models = lattice_models(s);
    Pcg32 rng(seed, 11);
    for (int k = 0; k < 400; ++k) {
      Feature piece = lattice_piece(models, 1, k % static_cast<int>(models.size()));  // x 1, y 101 + 40 j
      piece.id = "p" + std::to_string(k);
      double dx = rng.uniform(0, 300), dy = rng.uniform(0, 300);
      for (auto& q : piece.outline) q = {quantize_cm(q.x + dx), quantize_cm(q.y + dy)};
      s.features.push_back(piece);
    }
    // Each feature's later partners, as the report counts them: the first kListedFeatures
    // features that have one get a line with their count, the rest are counted in one line.
    std::vector<std::string> expected;
    std::size_t pairs = 0, unlisted = 0;
    for (std::size_t i = 0; i < s.features.size(); ++i) {
      std::size_t count = 0;
      std::string first;
      for (std::size_t j = i + 1; j < s.features.size(); ++j)
        if (s.features[i].is_area() && s.features[j].is_area() &&
            polygon_distance(s.features[i].outline, s.features[j].outline) < gap_cm - 0.05) {
          if (++count == 1) first = s.features[j].id;
        }
      pairs += count;
      if (count == 0) continue;
      if (expected.size() == kListedFeatures) {
        ++unlisted;
        continue;
      }
      const std::string what = "WARGEN-PLACE: feature " + s.features[i].id + " (" + s.features[i].kind + ") and ";
      expected.push_back(what + (count == 1 ? first : std::to_string(count) + " pieces") + " are closer than");
    }
    if (unlisted > 0)
      expected.push_back("WARGEN-PLACE: " + std::to_string(unlisted) + " more features are closer than");
    std::vector<std::string> reported;
    for (const auto& m : messages(ruleset.generator->validate(s, ruleset)))
      if (m.find(" are closer than ") != std::string::npos)
        reported.push_back(m.substr(0, m.find(" are closer than ") + std::string(" are closer than").size()));
    INFO("seed " << seed);
    CHECK(pairs > 100);
    CHECK(reported == expected);
  }
}

TEST_CASE("GoK validate of 20 000 pieces reports exactly the planted overlaps", "[validate-scale]") {
  const Ruleset& ruleset = gok();
  const int pieces = 20000;
  // What the generated table alone breaks on a table this size (GOK-T1, the river's end).
  std::vector<std::string> expected = messages(validate_scenario(large_scenario_base(ruleset, pieces), ruleset));
  Scenario s = large_scenario(ruleset, pieces, {3, 14998});
  std::vector<std::string> found = messages(validate_scenario(s, ruleset));
  std::vector<std::string> planted;
  for (int k : {3, 14998}) {
    const Feature& a = *s.find_feature("p" + std::to_string(k));
    planted.push_back("WARGEN-PLACE: feature " + a.id + " (" + a.kind + ") and p" + std::to_string(k + 1) +
                      " are closer than 2.000000 cm");
  }
  std::vector<std::string> rest;
  std::vector<std::string> seen_planted;
  for (const auto& m : found)
    (std::find(planted.begin(), planted.end(), m) != planted.end() ? seen_planted : rest).push_back(m);
  CHECK(seen_planted == planted);  // each once, in feature order
  CHECK(rest == expected);
  CHECK(std::count_if(expected.begin(), expected.end(),
                      [](const std::string& m) { return m.rfind("GOK-T1:", 0) == 0; }) == 1);
}

}  // namespace WARGEN_TEST_FILE
