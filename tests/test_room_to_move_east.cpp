// room_to_move_east: how far an outline may slide east and still hold a point, on shapes whose
// answers are known by hand.
#include <catch2/catch.hpp>
#include <cmath>

#include "core/geometry.hpp"

using namespace wargen;

namespace {
constexpr double kHair = 1e-6;
}

TEST_CASE("room_to_move_east is the way to the outline's west side, less the hair", "[geometry]") {
  const Polygon square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  CHECK(room_to_move_east(square, {7, 5}, kHair) == Approx(7 - kHair).margin(1e-12));
  CHECK(room_to_move_east(square, {0.5, 9.5}, kHair) == Approx(0.5 - kHair).margin(1e-12));
  // Outside, on the edge, or within the hair of either side along the line: no room.
  CHECK(room_to_move_east(square, {11, 5}, kHair) == 0);
  CHECK(room_to_move_east(square, {-1, 5}, kHair) == 0);
  CHECK(room_to_move_east(square, {5, 11}, kHair) == 0);
  CHECK(room_to_move_east(square, {0, 5}, kHair) == 0);
  CHECK(room_to_move_east(square, {5e-7, 5}, kHair) == 0);
  CHECK(room_to_move_east(square, {10 - 5e-7, 5}, kHair) == 0);
  // Near the top edge but far from both sides: the line through it still meets only the sides.
  CHECK(room_to_move_east(square, {4, 10 - 1e-9}, kHair) == Approx(4 - kHair).margin(1e-12));
}

TEST_CASE("room_to_move_east in a hollow outline ends at the nearest side to the west", "[geometry]") {
  // A U open to the north: arms from x 0 to 3 and 7 to 10, joined below y 3.
  const Polygon u{{0, 0}, {10, 0}, {10, 10}, {7, 10}, {7, 3}, {3, 3}, {3, 10}, {0, 10}};
  CHECK(room_to_move_east(u, {8, 6}, kHair) == Approx(1 - kHair).margin(1e-12));  // the inner side at x 7
  CHECK(room_to_move_east(u, {2, 6}, kHair) == Approx(2 - kHair).margin(1e-12));
  CHECK(room_to_move_east(u, {5, 6}, kHair) == 0);                                // in the hollow
  CHECK(room_to_move_east(u, {8, 1}, kHair) == Approx(8 - kHair).margin(1e-12));  // below the hollow
  // The same U wound the other way round.
  const Polygon clockwise(u.rbegin(), u.rend());
  CHECK(room_to_move_east(clockwise, {8, 6}, kHair) == Approx(1 - kHair).margin(1e-12));
  CHECK(room_to_move_east(clockwise, {5, 6}, kHair) == 0);
  // A line through a vertex: the U's inner corners lie on y 3.
  CHECK(room_to_move_east(u, {8, 3}, kHair) == Approx(1 - kHair).margin(1e-12));
}

TEST_CASE("an outline moved east by less than room_to_move_east still holds the point", "[geometry]") {
  // A star of 9 points, uneven: rays of the line through the point meet it several times.
  Polygon star;
  for (int k = 0; k < 18; ++k) {
    const double radius = k % 2 == 0 ? 10 + k % 5 : 3 + k % 3, turn = 2 * 3.14159265358979 * k / 18;
    star.push_back({std::round(100 * (20 + radius * std::cos(turn))) / 100,
                    std::round(100 * (20 + radius * std::sin(turn))) / 100});
  }
  int held = 0, left = 0;
  for (int i = 0; i <= 400; ++i)
    for (int j = 0; j <= 400; j += 7) {
      const Point p{5 + i * 0.075, 5 + j * 0.075};
      const double room = room_to_move_east(star, p, kHair);
      INFO("point " << p.x << ", " << p.y << ", room " << room);
      if (room == 0) continue;
      ++held;
      REQUIRE(point_in_polygon(p, star));
      for (double by : {0.0, room / 3, room / 2, room * 0.99, room}) {
        Polygon moved;
        for (Point q : star) moved.push_back({q.x + by, q.y});
        REQUIRE(point_in_polygon(p, moved));
      }
      // Moved a little more than the room and the hair, the point has mostly left the outline: the
      // room is not short of what it could be (a line through a vertex may end it sooner).
      Polygon past;
      for (Point q : star) past.push_back({q.x + room + 3 * kHair, q.y});
      left += !point_in_polygon(p, past);
    }
  CHECK(held > 2000);
  CHECK(left > held * 95 / 100);
}
