// NPOW-L2: roads join things. A road built to reach a bridge or ford stops at it, and `validate`
// refuses a road whose end is at nothing (the stub past a crossing that earlier versions drew).
#include <catch2/catch.hpp>

#include "core/det_math.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

const Crossing* crossing_joined_by(const Scenario& s, const Feature& road) {
  for (const auto& c : s.crossings)
    if (road.attributes.count("joins") && road.attributes.at("joins") == c.id) return &c;
  return nullptr;
}

}  // namespace

TEST_CASE("NPOW-L2: a road that serves a bridge or ford ends at it", "[npow][roads]") {
  int roads_to_crossings = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Scenario s = npow_scenario(seed);
    for (const auto& road : s.features) {
      if (road.kind != "road") continue;
      const Crossing* c = crossing_joined_by(s, road);
      if (!c) continue;
      ++roads_to_crossings;
      INFO("seed " << seed << " road " << road.id);
      CHECK(distance(road.path.back(), c->at) < 0.02);
    }
  }
  CHECK(roads_to_crossings > 50);  // the property means something only if such roads are common
}

TEST_CASE("NPOW-L2: validate names a road that runs on to nothing", "[npow][roads][validate]") {
  Scenario s = first_npow_scenario([](const Scenario& s) {
    for (const auto& road : s.features)
      if (road.kind == "road" && crossing_joined_by(s, road)) return true;
    return false;
  });
  REQUIRE(npow_rules_broken(s).empty());
  for (auto& road : s.features) {
    if (road.kind != "road" || !crossing_joined_by(s, road)) continue;
    Point end = road.path.back(), before = road.path[road.path.size() - 2];
    double dx = end.x - before.x, dy = end.y - before.y, length = distance(end, before);
    // 6 cm on past the crossing, the old stub.
    road.path.push_back({quantize_cm(end.x + 6 * dx / length), quantize_cm(end.y + 6 * dy / length)});
    break;
  }
  auto rules = npow_rules_broken(s);
  CHECK(std::find(rules.begin(), rules.end(), "NPOW-L2") != rules.end());
}

}  // namespace WARGEN_TEST_FILE
