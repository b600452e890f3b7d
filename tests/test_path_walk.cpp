// PathWalk answers the arc-length questions of geometry.hpp (point_at, direction_at) and
// sub_polyline from sums made once; these cases hold it to the plain walks from the line's start,
// bit for bit, on random lines with repeated points (legs of no length) among them.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstring>
#include <vector>

#include "core/geometry.hpp"
#include "core/path_walk.hpp"
#include "core/rng.hpp"
#include "core/shape_measure.hpp"

using namespace wargen;

namespace {

// Points on the 0.01 grid, now and then the same point twice or three times running.
Polyline random_line(Pcg32& rng) {
  Polyline line;
  const std::uint32_t n = 1 + rng.below(30);
  for (std::uint32_t i = 0; i < n; ++i) {
    if (!line.empty() && rng.below(5) == 0)
      line.push_back(line.back());
    else
      line.push_back({rng.between(0, 20000) / 100.0, rng.between(0, 20000) / 100.0});
  }
  return line;
}

// sub_polyline as it was first written: every leg summed from the start, each point tested.
Polyline sub_polyline_walked(const Polyline& line, double from_cm, double to_cm) {
  Polyline out;
  if (line.empty()) return out;
  const double length = polyline_length(line);
  from_cm = std::clamp(from_cm, 0.0, length);
  to_cm = std::clamp(to_cm, from_cm, length);
  out.push_back(point_at(line, from_cm));
  double walked = 0;
  for (std::size_t i = 1; i < line.size(); ++i) {
    walked += distance(line[i - 1], line[i]);
    if (walked > from_cm && walked < to_cm) out.push_back(line[i]);
  }
  out.push_back(point_at(line, to_cm));
  return out;
}

bool same_bits(Point a, Point b) {
  return std::memcmp(&a.x, &b.x, sizeof a.x) == 0 && std::memcmp(&a.y, &b.y, sizeof a.y) == 0;
}

}  // namespace

TEST_CASE("PathWalk finds the points and directions the plain walks find, bit for bit", "[geometry]") {
  Pcg32 rng = Pcg32::for_stage(20261126, "path-walk");
  for (int round = 0; round < 2000; ++round) {
    INFO("round " << round);
    const Polyline line = random_line(rng);
    const PathWalk walk(line);
    REQUIRE(walk.length_cm() == polyline_length(line));
    // Positions in increasing order, from before the start to past the end, some exactly on a
    // point (where two legs meet) and some in steps, as the candidate walks take them.
    std::vector<double> positions{-1.0, 0.0};
    for (std::size_t i = 1; i < line.size(); ++i) positions.push_back(walk.arc_to(i));
    const double step = 0.5 + rng.below(300) / 100.0;
    for (double s = 0; s <= walk.length_cm() + 2; s += step) positions.push_back(s);
    std::sort(positions.begin(), positions.end());
    std::size_t bookmark = 0;
    for (double s : positions) {
      INFO("s " << s);
      REQUIRE(same_bits(walk.point_at(s), point_at(line, s)));
      REQUIRE(same_bits(walk.point_at_onward(s, bookmark), point_at(line, s)));
      REQUIRE(same_bits(walk.direction_at(s), direction_at(line, s)));
    }
    for (int piece = 0; piece < 5; ++piece) {
      double from = rng.between(-100, static_cast<int>(walk.length_cm() * 100) + 100) / 100.0;
      double to = rng.between(-100, static_cast<int>(walk.length_cm() * 100) + 100) / 100.0;
      if (piece == 0 && line.size() > 1) from = walk.arc_to(1), to = walk.arc_to(line.size() - 1);  // on points
      const Polyline expected = sub_polyline_walked(line, from, to);
      for (const Polyline& got : {sub_polyline(line, from, to), sub_polyline(walk, from, to)}) {
        REQUIRE(got.size() == expected.size());
        for (std::size_t k = 0; k < got.size(); ++k) REQUIRE(same_bits(got[k], expected[k]));
      }
    }
  }
}
