// twin_ids (generators/npow/twins.hpp) pairs each piece of a symmetric table with the one that is
// its half turn: same kind, and its points turned are the other's points in any order. It must
// pair exactly as a lookup by kind and sorted points does, the first such piece in the table's
// order: the later stages of the symmetric procedure give each thing its twin's counterpart.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "app/pipeline.hpp"
#include "core/error.hpp"
#include "generators/npow/twins.hpp"
#include "npow_support.hpp"
#include "symmetry/half_turn.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

// The plain lookup: every piece under its kind and sorted points (the first kept), each asked
// for with its turned points.
std::map<std::string, std::string> twins_by_lookup(const Scenario& s) {
  using Key = std::pair<std::string, std::vector<std::pair<double, double>>>;
  auto key_of = [](const std::string& kind, const std::vector<Point>& points) {
    Key key{kind, {}};
    for (Point p : points) key.second.emplace_back(p.x, p.y);
    std::sort(key.second.begin(), key.second.end());
    return key;
  };
  const TableSize table{s.table_width_cm, s.table_depth_cm};
  std::map<std::string, std::string> out;
  auto match = [&](const auto& items, auto points_of) {
    std::map<Key, std::string> by_key;
    for (const auto& item : items) by_key.emplace(key_of(item.kind, points_of(item)), item.id);
    for (const auto& item : items) {
      auto it = by_key.find(key_of(item.kind, half_turn(points_of(item), table)));
      if (it != by_key.end()) out[item.id] = it->second;
    }
  };
  match(s.features, [](const Feature& f) { return f.is_area() ? f.outline : f.path; });
  match(s.crossings, [](const Crossing& c) { return std::vector<Point>{c.at}; });
  return out;
}

Feature piece(const std::string& id, const std::string& kind, std::vector<Point> points, bool area = true) {
  Feature f;
  f.id = id;
  f.kind = kind;
  (area ? f.outline : f.path) = std::move(points);
  return f;
}

}  // namespace

TEST_CASE("twin_ids pairs pieces whose turned points are the other's in any order", "[npow][symmetry]") {
  Scenario s;
  s.table_width_cm = 100;
  s.table_depth_cm = 60;
  // A hill and its twin written from another vertex; a river and its twin run backwards.
  s.features.push_back(piece("h1", "hill", {{10, 10}, {20, 10}, {20, 20}, {10, 20}}));
  s.features.push_back(piece("h2", "hill", {{80, 40}, {90, 40}, {90, 50}, {80, 50}}));
  s.features.push_back(piece("r1", "river", {{0, 5}, {30, 8}, {45, 20}}, false));
  s.features.push_back(piece("r2", "river", {{55, 40}, {70, 52}, {100, 55}}, false));
  // A wood whose twin lists the same points in an order neither turned nor reversed.
  s.features.push_back(piece("w1", "wood", {{30, 30}, {40, 30}, {40, 35}, {35, 38}, {30, 35}}));
  s.features.push_back(piece("w2", "wood", {{70, 30}, {65, 22}, {60, 30}, {70, 25}, {60, 25}}));
  // A town on the centre, its own twin; a marsh with none; a hill of another kind where a twin
  // would be.
  s.features.push_back(piece("t1", "built_up", {{45, 25}, {55, 25}, {55, 35}, {45, 35}}));
  s.features.push_back(piece("m1", "marsh", {{5, 40}, {15, 40}, {15, 50}}));
  s.features.push_back(piece("x1", "wood", {{85, 10}, {95, 10}, {95, 20}}));
  s.features.push_back(piece("x2", "hill", {{5, 40}, {15, 50}, {5, 50}}));
  // Two copies of one field: each pairs with the first piece where its twin lies.
  s.features.push_back(piece("f1", "open_field", {{10, 45}, {20, 45}, {20, 55}}));
  s.features.push_back(piece("f2", "open_field", {{90, 15}, {80, 15}, {80, 5}}));
  s.features.push_back(piece("f3", "open_field", {{90, 15}, {80, 15}, {80, 5}}));
  // -0 and 0 are one coordinate.
  s.features.push_back(piece("z1", "obstacle", {{-0.0, 0}, {4, 0}, {4, 3}}, false));
  s.features.push_back(piece("z2", "obstacle", {{96, 57}, {96, 60}, {100, 60}}, false));
  Crossing c1, c2;
  c1.id = "x-1", c1.kind = "bridge", c1.at = {30, 8};
  c2.id = "x-2", c2.kind = "bridge", c2.at = {70, 52};
  s.crossings = {c1, c2};

  const std::map<std::string, std::string> twins = twin_ids(s);
  const std::map<std::string, std::string> expected = {
      {"h1", "h2"}, {"h2", "h1"}, {"r1", "r2"}, {"r2", "r1"}, {"w1", "w2"}, {"w2", "w1"},   {"t1", "t1"},
      {"f1", "f2"}, {"f2", "f1"}, {"f3", "f1"}, {"z1", "z2"}, {"z2", "z1"}, {"x-1", "x-2"}, {"x-2", "x-1"}};
  CHECK(twins == expected);
  CHECK(twins == twins_by_lookup(s));
}

TEST_CASE("twin_ids pairs a symmetric NPOW table's pieces as the plain lookup does", "[npow][symmetry]") {
  int tables = 0;
  std::size_t pairs = 0;
  for (std::uint64_t seed = 1; tables < 60; ++seed) {
    Scenario s;
    try {
      s = generate_scenario(npow_ruleset(seed % 2 ? "npow" : "npow300"),
                            GenerateRequest{seed, {{"symmetric", "true"}}});
    } catch (const GenerationError&) {
      continue;
    }
    ++tables;
    INFO("seed " << seed);
    const std::map<std::string, std::string> twins = twin_ids(s);
    REQUIRE(twins == twins_by_lookup(s));
    pairs += twins.size();
  }
  // Every piece of a symmetric table has its twin: most of the table is paired.
  CHECK(pairs > 60 * 10);
}

}  // namespace WARGEN_TEST_FILE
