// Properties of the fairness measures over many generated tables (docs/fairness.md):
// every balance lies in [0, 1] and the score weighs the mean of the counted measures and the least
// stake (0.4 / 0.6); exchanging the
// sides' names exchanges their figures exactly (nothing depends on being called A); and turning
// the whole table half a turn, with each side keeping its own zone, leaves every figure of the
// halves, distances and roads as it was.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdlib>

#include "app/pipeline.hpp"
#include "app/ruleset_loader.hpp"
#include "fairness/fairness_report.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

// WARGEN_FAIRNESS_PROPERTY_SEEDS: fewer for a sanitizer pass.
std::uint64_t seed_count() {
  const char* text = std::getenv("WARGEN_FAIRNESS_PROPERTY_SEEDS");
  return text ? std::strtoull(text, nullptr, 10) : 150;
}

std::string other(const std::string& side) { return side == "A" ? "B" : side == "B" ? "A" : side; }

Scenario sides_renamed(Scenario s) {
  for (auto& z : s.deployment) z.side = other(z.side);
  for (auto& z : s.zones) z.side = other(z.side);
  auto swap_points = [](ObjectivePoints& p) {
    ObjectivePoints out;
    for (const auto& [side, n] : p) out[other(side)] = n;
    p = out;
  };
  for (auto& f : s.features) {
    swap_points(f.points);
    if (auto it = f.attributes.find("side"); it != f.attributes.end()) it->second = other(it->second);
  }
  for (auto& c : s.crossings) swap_points(c.points);
  return s;
}

Scenario half_turned(Scenario s) {
  auto turn = [&](Point& p) { p = {s.table_width_cm - p.x, s.table_depth_cm - p.y}; };
  auto turn_all = [&](std::vector<Point>& points) {
    for (auto& p : points) turn(p);
  };
  for (auto& f : s.features) {
    turn_all(f.outline);
    turn_all(f.path);
  }
  for (auto& c : s.crossings) turn(c.at);
  for (auto& z : s.zones) turn_all(z.polygon);
  for (auto& m : s.objectives.markers) turn(m.at);
  for (auto& z : s.deployment) {
    turn_all(z.polygon);
    z.edge = z.edge == "south" ? "north" : "south";
  }
  return s;
}

void check_table(const Scenario& s) {
  const FairnessReport r = measure_fairness(s);
  double sum = 0, least = 2, one_sided = 1;
  int counted = 0;
  for (const auto& m : r.measures) {
    REQUIRE(m.balance >= 0);
    REQUIRE(m.balance <= 1);
    if (m.counted) sum += m.balance, ++counted;
    if (m.counted && m.stake) least = std::min(least, m.balance);
    if (m.counted && m.stake) one_sided = std::max(one_sided, (1 - m.balance) * (1 - m.balance) * std::abs(m.a - m.b) / m.reference);
  }
  REQUIRE(r.mean_balance == Approx(counted ? sum / counted : 1));
  REQUIRE(r.least_stake == Approx(least <= 1 ? least : r.mean_balance));
  REQUIRE(r.one_sided == Approx(one_sided));
  REQUIRE(r.balance == Approx((0.3 * r.mean_balance + 0.7 * r.least_stake) / one_sided));
  REQUIRE(r.balance <= 1);

  const FairnessReport renamed = measure_fairness(sides_renamed(s));
  for (std::size_t i = 0; i < r.measures.size(); ++i) {
    INFO(r.measures[i].measure);
    REQUIRE(renamed.measures[i].a == r.measures[i].b);
    REQUIRE(renamed.measures[i].b == r.measures[i].a);
  }

  const FairnessReport turned = measure_fairness(half_turned(s));
  for (std::size_t i = 0; i < r.measures.size(); ++i) {
    // Sight too: each side is measured from its own seat, whichever edge it holds.
    INFO(r.measures[i].measure);
    REQUIRE(turned.measures[i].a == Approx(r.measures[i].a).margin(1e-6));
    REQUIRE(turned.measures[i].b == Approx(r.measures[i].b).margin(1e-6));
  }
}

}  // namespace

TEST_CASE("Fairness measures hold their properties on generated tables", "[fairness][property]") {
  for (const char* name : {"gok", "npow"}) {
    const Ruleset ruleset = load_ruleset(name);
    for (std::uint64_t seed = 1; seed <= seed_count(); ++seed) {
      INFO(name << " seed " << seed);
      check_table(generate_scenario(ruleset, GenerateRequest{seed, {}}));
    }
  }
}

}  // namespace WARGEN_TEST_FILE
