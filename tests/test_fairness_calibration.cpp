// Calibration of the balance score (docs/fairness.md, "Calibration"): over a fixed set of seeds
// per ruleset, a table made lopsided on purpose – all its terrain, all its cover or all its
// objectives moved into side A's half – must score below the 10th percentile of that ruleset's
// ordinary tables, and every symmetric table (--symmetric) above their 90th percentile. A table
// the dice already made lopsided (one side holds under a tenth of a measure, short by at least its
// reference) is not ordinary: it is what the moved tables imitate, and must score below the
// ordinary median. Tables below the substance floor are left out: an empty table is balanced and
// useless.
//
// WARGEN_FAIRNESS_CALIBRATION_SEEDS: seeds per ruleset (300 by default, the full check; CI's
// sanitizer pass runs 60).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <functional>

#include "app/pipeline.hpp"
#include "app/ruleset_loader.hpp"
#include "core/error.hpp"
#include "core/shape_measure.hpp"
#include "fairness/fairness_report.hpp"
#include "fairness/half_figures.hpp"
#include "gok_property_seeds.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

std::uint64_t seed_count() { return test::seeds_from_environment("WARGEN_FAIRNESS_CALIBRATION_SEEDS", 300); }

bool is_cover(const Feature& f) { return f.kind == "wood" || f.kind == "built_up" || f.kind == "building"; }
bool is_terrain(const Feature& f) { return f.kind != "road" && f.kind != "supply_line"; }

Point where(const Feature& f) {
  if (f.is_area()) return centroid(f.outline);
  const PathWalk walk(f.path);
  return walk.point_at(polyline_length(f.path) / 2);
}

// Moves what `pick` chooses from the half away from A's edge into A's half: each piece is
// mirrored in the table's middle line, so its shape and its distance from the middle are kept.
// Returns whether anything moved.
struct Lopsided {
  std::function<bool(const Feature&)> feature;
  bool crossings;
  bool markers;
  bool points_only;     // move the objective points (and VP markers), not the pieces
  std::string measure;  // the measure the move is about
};

// Each chosen piece whose point lies outside A's own half (the ruleset's band where it draws one)
// is mirrored in the table's middle line when it lies beyond it, keeping its shape and its
// distance from the middle, then, if still outside (in a central band), slid along y until its
// point is 2 cm inside A's half. Returns whether anything moved.
bool move_to_side_a(Scenario& s, const Lopsided& how) {
  const double depth = s.table_depth_cm, middle = depth / 2;
  const DeploymentZone* a = nullptr;
  for (const auto& z : s.deployment)
    if (z.side == "A" && !a) a = &z;
  REQUIRE(a);
  const bool south = a->edge != "north";
  const Box half = own_half(s, *a);
  auto inside = [&](Point p) { return p.y >= half.min_y && p.y <= half.max_y; };
  // The shift along y that takes `p` into A's half.
  auto shift = [&](Point p) {
    double y = (south ? p.y > middle : p.y < middle) ? depth - p.y : p.y;
    if (south && y > half.max_y - 2) y = half.max_y - 2;
    if (!south && y < half.min_y + 2) y = half.min_y + 2;
    return std::pair<bool, double>{(south ? p.y > middle : p.y < middle), y};
  };
  auto place = [&](Point& q, Point p) {
    const auto [mirrored, y] = shift(p);
    const double from = mirrored ? depth - p.y : p.y;
    if (mirrored) q.y = depth - q.y;
    q.y += y - from;
  };
  bool moved = false;
  if (how.points_only) {
    // Every objective point off A's half goes onto the first objective in A's half, side by
    // side; VP markers, which are their points, move as pieces do.
    ObjectivePoints* target = nullptr;
    for (Feature& f : s.features)
      if (!target && f.objective.value_or(false) && inside(where(f))) target = &f.points;
    for (Crossing& c : s.crossings)
      if (!target && c.objective.value_or(false) && inside(c.at)) target = &c.points;
    auto take = [&](ObjectivePoints& from) {
      for (auto& [side, n] : from)
        if (n > 0 && target) (*target)[side] += n, n = 0, moved = true;
    };
    for (Feature& f : s.features)
      if (f.objective.value_or(false) && !inside(where(f))) take(f.points);
    for (Crossing& c : s.crossings)
      if (c.objective.value_or(false) && !inside(c.at)) take(c.points);
    for (VpMarker& m : s.objectives.markers)
      if (!inside(m.at)) place(m.at, m.at), moved = true;
    return moved;
  }
  for (Feature& f : s.features) {
    if (!how.feature(f)) continue;
    const Point p = where(f);
    if (inside(p)) continue;
    for (Point& q : f.outline) place(q, p);
    if (shift(p).first) std::reverse(f.outline.begin(), f.outline.end());  // mirrored, it would turn clockwise
    for (Point& q : f.path) place(q, p);
    moved = true;
  }
  if (how.crossings)
    for (Crossing& c : s.crossings)
      if (!inside(c.at)) place(c.at, c.at), moved = true;
  if (how.markers)
    for (VpMarker& m : s.objectives.markers)
      if (!inside(m.at)) place(m.at, m.at), moved = true;
  return moved;
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(std::floor(p * static_cast<double>(v.size() - 1)))];
}

const MeasureBalance& measure(const FairnessReport& r, const std::string& name) {
  for (const auto& m : r.measures)
    if (m.measure == name) return m;
  FAIL("no measure " << name);
  throw;
}

// Lopsided as rolled on `m`: one side holds under a tenth of it, and the other more by at least
// its reference amount, the difference a moved table must gain to be judged.
bool lopsided_as_rolled(const MeasureBalance& m) {
  return std::abs(m.a - m.b) >= m.reference && std::min(m.a, m.b) < 0.1 * (m.a + m.b);
}

std::string seeds_at_or_above(const std::vector<std::pair<std::uint64_t, double>>& scores, double bound) {
  std::string list;
  for (const auto& [seed, balance] : scores)
    if (balance >= bound) list += " " + std::to_string(seed) + " (" + std::to_string(balance) + ")";
  return list.empty() ? " none" : list;
}

void calibrate(const std::string& name) {
  const Ruleset ruleset = load_ruleset(name);
  const std::uint64_t seeds = seed_count();
  std::vector<double> ordinary;
  std::map<std::string, std::vector<std::pair<std::uint64_t, double>>> lopsided;
  std::map<std::string, std::vector<std::pair<std::uint64_t, double>>> as_rolled;  // by its first such kind
  std::vector<std::pair<std::uint64_t, double>> symmetric;
  const std::map<std::string, Lopsided> kinds = {
      {"terrain", {is_terrain, true, true, false, "terrain_area_cm2"}},
      {"cover", {is_cover, false, false, false, "cover_area_cm2"}},
      {"objective points", {is_terrain, false, false, true, "objective_points"}}};
  std::size_t thin = 0;
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    Scenario s;
    try {
      s = generate_scenario(ruleset, GenerateRequest{seed, {}});
    } catch (const GenerationError&) {
      continue;
    }
    const FairnessReport r = measure_fairness(s);
    if (!r.substance.above_floor) {
      ++thin;
      continue;
    }
    std::string rolled;
    for (const auto& [kind, how] : kinds)
      if (rolled.empty() && lopsided_as_rolled(measure(r, how.measure))) rolled = kind;
    if (rolled.empty())
      ordinary.push_back(r.balance);
    else
      as_rolled[rolled].push_back({seed, r.balance});
    for (const auto& [kind, how] : kinds) {
      Scenario moved = s;
      if (!move_to_side_a(moved, how)) continue;
      // Judged only where the move made the measure more uneven by at least its reference amount:
      // a table that had (nearly) everything on A's side already is the ordinary table itself, and
      // so is one that had it on B's side, with the sides' names swapped (the score is the same for
      // both sides' names, docs/fairness.md).
      const FairnessReport lop = measure_fairness(moved);
      const MeasureBalance &before = measure(r, how.measure), &after = measure(lop, how.measure);
      if (std::abs(after.a - after.b) - std::abs(before.a - before.b) >= after.reference)
        lopsided[kind].push_back({seed, lop.balance});
    }
    GenerateRequest twin{seed, {}};
    twin.options["symmetric"] = "true";
    try {
      const FairnessReport even = measure_fairness(generate_scenario(ruleset, twin));
      if (even.substance.above_floor) symmetric.push_back({seed, even.balance});
    } catch (const GenerationError&) {
    }
  }
  REQUIRE(ordinary.size() * 2 > seeds);
  const double p10 = percentile(ordinary, 0.1), p90 = percentile(ordinary, 0.9);
  const double median = percentile(ordinary, 0.5);
  std::string figures;
  for (const auto& [kind, scores] : lopsided) {
    double worst = 0;
    for (const auto& [seed, balance] : scores) worst = std::max(worst, balance);
    figures += ", " + kind + " " + std::to_string(scores.size()) + " tables, highest " + std::to_string(worst);
  }
  WARN(name << ": " << ordinary.size() << " ordinary tables (" << thin << " below the floor), p10 " << p10
            << ", median " << median << ", p90 " << p90 << figures << ", " << symmetric.size() << " symmetric");
  for (const auto& [kind, scores] : lopsided)
    for (const auto& [seed, balance] : scores) {
      INFO(name << " seed " << seed << " with all its " << kind << " in A's half: balance " << balance << ", p10 "
                << p10);
      CHECK(balance < p10);
    }
  for (const auto& [kind, scores] : as_rolled) {
    WARN(name << ": " << scores.size() << " tables lopsided as rolled in " << kind
              << "; at or above the ordinary p10:" << seeds_at_or_above(scores, p10));
    for (const auto& [seed, balance] : scores) {
      INFO(name << " seed " << seed << " with its " << kind << " lopsided as rolled: balance " << balance
                << ", ordinary median " << median);
      CHECK(balance < median);
    }
  }
  for (const auto& [seed, balance] : symmetric) {
    INFO(name << " --symmetric seed " << seed << ": balance " << balance << ", p90 " << p90);
    CHECK(balance > p90);
  }
  CHECK(symmetric.size() * 2 > seeds);
}

}  // namespace

TEST_CASE("calibration: lopsided gok tables score below the 10th percentile, symmetric ones above the 90th",
          "[fairness][calibration]") {
  calibrate("gok");
}

TEST_CASE("calibration: lopsided npow tables score below the 10th percentile, symmetric ones above the 90th",
          "[fairness][calibration]") {
  calibrate("npow");
}

TEST_CASE("calibration: lopsided npow300 tables score below the 10th percentile, symmetric ones above the 90th",
          "[fairness][calibration]") {
  calibrate("npow300");
}

}  // namespace WARGEN_TEST_FILE
