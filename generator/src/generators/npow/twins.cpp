#include "generators/npow/twins.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "symmetry/half_turn.hpp"

namespace wargen {

namespace {

// Two pieces are twins when one's kind is the other's and its points, turned, are the other's
// points in any order: an outline read from any vertex and a path read from either end.
// Coordinates are compared as numbers (0 and -0 alike).
using SortedPoints = std::vector<std::pair<double, double>>;

SortedPoints sorted_points(const std::vector<Point>& points) {
  SortedPoints out;
  out.reserve(points.size());
  for (Point p : points) out.emplace_back(p.x, p.y);
  std::sort(out.begin(), out.end());
  return out;
}

// A sum over the points, so the same whatever their order, and alike for points that compare
// alike (each -0 made 0): pieces whose sums differ are not twins; of those whose sums agree, the
// kinds, the counts of points and the points themselves are compared.
std::uint64_t points_sum(const std::vector<Point>& points) {
  std::uint64_t sum = 0;
  for (Point p : points) {
    std::uint64_t h = std::bit_cast<std::uint64_t>(p.x + 0.0) * 0x9E3779B97F4A7C15ull;
    h ^= std::bit_cast<std::uint64_t>(p.y + 0.0) + 0x632BE59BD9B4E019ull + (h << 6) + (h >> 2);
    h *= 0xD6E8FEB86659FD93ull;
    sum += h ^ (h >> 32);
  }
  return sum;
}

// Whether `b` is `a` read from another point or the other way (or both): then they hold the same
// points, as a twin's outline and path mostly do, and need no sorting to say so.
bool same_cycle(const std::vector<Point>& a, const std::vector<Point>& b) {
  const std::size_t n = a.size();
  if (n == 0 || b.size() != n) return false;
  auto same = [](Point p, Point q) { return p.x == q.x && p.y == q.y; };
  for (std::size_t start = 0; start < n; ++start) {
    if (!same(a[0], b[start])) continue;
    bool forward = true, backward = true;
    for (std::size_t i = 1; i < n && (forward || backward); ++i) {
      forward = forward && same(a[i], b[(start + i) % n]);
      backward = backward && same(a[i], b[(start + n - i) % n]);
    }
    if (forward || backward) return true;
  }
  return false;
}

template <typename Item, typename PointsOf>
void match(const std::vector<Item>& items, PointsOf points_of, TableSize table,
           std::map<std::string, std::string>& out) {
  // (sum, place) of every piece, in order: the pieces with one sum lie together, in their order.
  std::vector<std::pair<std::uint64_t, std::size_t>> by_sum;
  by_sum.reserve(items.size());
  for (std::size_t k = 0; k < items.size(); ++k) by_sum.emplace_back(points_sum(points_of(items[k])), k);
  std::sort(by_sum.begin(), by_sum.end());
  std::vector<SortedPoints> sorted(items.size());  // made when first compared
  for (const auto& item : items) {
    const std::vector<Point> turned = half_turn(points_of(item), table);
    const std::uint64_t turned_sum = points_sum(turned);
    SortedPoints turned_sorted;
    // The first piece that is its turn, as a lookup by kind and sorted points would find it.
    auto first = std::lower_bound(by_sum.begin(), by_sum.end(), std::pair<std::uint64_t, std::size_t>{turned_sum, 0});
    for (auto at = first; at != by_sum.end() && at->first == turned_sum; ++at) {
      const std::size_t k = at->second;
      const auto& other = items[k];
      if (other.kind != item.kind || points_of(other).size() != turned.size()) continue;
      if (same_cycle(turned, points_of(other))) {
        out[item.id] = other.id;
        break;
      }
      if (turned_sorted.empty()) turned_sorted = sorted_points(turned);
      if (sorted[k].empty()) sorted[k] = sorted_points(points_of(other));
      if (sorted[k] == turned_sorted) {
        out[item.id] = other.id;
        break;
      }
    }
  }
}

}  // namespace

std::map<std::string, std::string> twin_ids(const Scenario& s) {
  TableSize table{s.table_width_cm, s.table_depth_cm};
  std::map<std::string, std::string> out;
  match(
      s.features, [](const Feature& f) -> const std::vector<Point>& { return f.is_area() ? f.outline : f.path; }, table,
      out);
  match(
      s.crossings, [](const Crossing& c) { return std::vector<Point>{c.at}; }, table, out);
  return out;
}

}  // namespace wargen
