// chord_through: where the horizontal line through a point leaves an outline on either side, so
// how far the outline may slide and still hold the point; on shapes whose answers are known by
// hand, and on a star slid by those distances.
#include <catch2/catch.hpp>
#include <cmath>

#include "core/geometry.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

constexpr double kHair = 1e-6;

// The chord's ends, or nothing: both ends checked at once.
bool chord_is(const Polygon& polygon, Point p, double west, double east) {
  const auto chord = chord_through(polygon, p, kHair);
  return chord && chord->west == Approx(west).margin(1e-12) && chord->east == Approx(east).margin(1e-12);
}

}  // namespace

TEST_CASE("chord_through finds the outline's sides along the line through the point", "[geometry]") {
  const Polygon square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  CHECK(chord_is(square, {7, 5}, 0, 10));
  CHECK(chord_is(square, {0.5, 9.5}, 0, 10));
  // Near the top edge but far from both sides: the line through it still meets only the sides.
  CHECK(chord_is(square, {4, 10 - 1e-9}, 0, 10));
  // Outside, on a side, or within the hair of either side along the line: nothing.
  for (Point p : {Point{11, 5}, Point{-1, 5}, Point{5, 11}, Point{0, 5}, Point{5e-7, 5}, Point{10 - 5e-7, 5}})
    CHECK_FALSE(chord_through(square, p, kHair));
  // Aslant sides: a diamond's chord through its centre, and nearer a corner.
  const Polygon diamond{{5, 0}, {10, 5}, {5, 10}, {0, 5}};
  CHECK(chord_is(diamond, {5, 5}, 0, 10));
  CHECK(chord_is(diamond, {6, 8}, 3, 7));
}

TEST_CASE("chord_through in a hollow outline ends at the nearest sides", "[geometry]") {
  // A U open to the north: arms from x 0 to 3 and 7 to 10, joined below y 3.
  const Polygon u{{0, 0}, {10, 0}, {10, 10}, {7, 10}, {7, 3}, {3, 3}, {3, 10}, {0, 10}};
  CHECK(chord_is(u, {8, 6}, 7, 10));  // the inner side at x 7
  CHECK(chord_is(u, {2, 6}, 0, 3));
  CHECK_FALSE(chord_through(u, {5, 6}, kHair));  // in the hollow
  CHECK(chord_is(u, {8, 1}, 0, 10));             // below the hollow
  // The same U wound the other way round.
  const Polygon clockwise(u.rbegin(), u.rend());
  CHECK(chord_is(clockwise, {8, 6}, 7, 10));
  CHECK_FALSE(chord_through(clockwise, {5, 6}, kHair));
  // A line through two vertices: the U's inner corners lie on y 3.
  CHECK(chord_is(u, {8, 3}, 7, 10));
}

TEST_CASE("an outline moved by less than the chord's ends allow still holds the point", "[geometry]") {
  // A star of 9 points, uneven: the line through a point meets it several times.
  Polygon star;
  for (int k = 0; k < 18; ++k) {
    const double radius = k % 2 == 0 ? 10 + k % 5 : 3 + k % 3, turn = 2 * 3.14159265358979 * k / 18;
    star.push_back({std::round(100 * (20 + radius * std::cos(turn))) / 100,
                    std::round(100 * (20 + radius * std::sin(turn))) / 100});
  }
  auto moved = [&](double by) {
    Polygon out;
    for (Point q : star) out.push_back({q.x + by, q.y});
    return out;
  };
  int held = 0, left = 0;
  for (int i = 0; i <= 400; ++i)
    for (int j = 0; j <= 400; j += 7) {
      const Point p{5 + i * 0.075, 5 + j * 0.075};
      const auto chord = chord_through(star, p, kHair);
      INFO("point " << p.x << ", " << p.y);
      if (!chord) continue;
      ++held;
      REQUIRE(point_in_polygon(p, star));
      const double east_room = p.x - chord->west - kHair, west_room = chord->east - p.x - kHair;
      for (double share : {0.0, 1.0 / 3, 0.5, 0.99, 1.0}) {
        REQUIRE(point_in_polygon(p, moved(share * east_room)));
        REQUIRE(point_in_polygon(p, moved(-share * west_room)));
      }
      // Moved a little past either end, the point has mostly left the outline: the chord is not
      // shorter than it could be (a line through a vertex may end it sooner).
      left += !point_in_polygon(p, moved(east_room + 3 * kHair));
      left += !point_in_polygon(p, moved(-west_room - 3 * kHair));
    }
  CHECK(held > 2000);
  CHECK(left > 2 * held * 95 / 100);
}

}  // namespace WARGEN_TEST_FILE
