#include "generators/npow/twins.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "symmetry/half_turn.hpp"

namespace wargen {

namespace {

// A piece's kind and its points in a fixed order: an outline read from any vertex and a path
// read from either end give the same key.
using Key = std::pair<std::string, std::vector<std::pair<double, double>>>;

Key key_of(const std::string& kind, const std::vector<Point>& points) {
  Key key{kind, {}};
  for (Point p : points) key.second.emplace_back(p.x, p.y);
  std::sort(key.second.begin(), key.second.end());
  return key;
}

template <typename Item, typename PointsOf>
void match(const std::vector<Item>& items, PointsOf points_of, TableSize table,
           std::map<std::string, std::string>& out) {
  std::map<Key, std::string> by_key;
  for (const auto& item : items) by_key.emplace(key_of(item.kind, points_of(item)), item.id);
  for (const auto& item : items) {
    auto it = by_key.find(key_of(item.kind, half_turn(points_of(item), table)));
    if (it != by_key.end()) out[item.id] = it->second;
  }
}

}  // namespace

std::map<std::string, std::string> twin_ids(const Scenario& s) {
  TableSize table{s.table_width_cm, s.table_depth_cm};
  std::map<std::string, std::string> out;
  match(
      s.features, [](const Feature& f) { return f.is_area() ? f.outline : f.path; }, table, out);
  match(
      s.crossings, [](const Crossing& c) { return std::vector<Point>{c.at}; }, table, out);
  return out;
}

}  // namespace wargen
