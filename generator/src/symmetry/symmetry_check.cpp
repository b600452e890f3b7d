#include "symmetry/symmetry_check.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <set>
#include <string>
#include <string_view>
#include <utility>

#include "symmetry/half_turn.hpp"

namespace wargen {
namespace {

// The keys compare numbers exactly: each goes in as its eight bytes, alike exactly when the
// shortest text of the two would be (0 and -0 apart, every NaN of a sign as one), which writing
// them out cost ten times over (a river's path has a hundred points and more, each key is made
// twice). Fixed widths, and a list's length before its points, keep the keys unambiguous.
using NumberBytes = std::array<char, sizeof(double)>;
NumberBytes number_bytes(double value) {
  if (std::isnan(value)) value = std::copysign(std::numeric_limits<double>::quiet_NaN(), value);
  NumberBytes bytes;
  std::memcpy(bytes.data(), &value, sizeof value);
  return bytes;
}

void append_number(std::string& key, double value) {
  const NumberBytes bytes = number_bytes(value);
  key.append(bytes.data(), bytes.size());
}

// How two numbers' bytes compare, as the keys holding them would at that place.
int compare_numbers(double a, double b) {
  return std::char_traits<char>::compare(number_bytes(a).data(), number_bytes(b).data(), sizeof(double));
}

std::string number_key(double value) {
  std::string out;
  append_number(out, value);
  return out;
}

// A list of points: how many, then each point's two numbers, from `first` round to the one before
// it, or `backwards` from `first` round to the one after it.
void append_points_key(std::string& key, const std::vector<Point>& points, std::size_t first = 0,
                       bool backwards = false) {
  const std::size_t n = points.size();
  append_number(key, static_cast<double>(n));
  for (std::size_t k = 0; k < n; ++k) {
    const Point p = points[(backwards ? first + n - k : first + k) % n];
    append_number(key, p.x);
    append_number(key, p.y);
  }
}

std::string points_key(const std::vector<Point>& points) {
  std::string out;
  append_points_key(out, points);
  return out;
}

// A path's key in the direction whose key is the lesser text, and whether that is backwards.
// Both directions' keys start with the same count; the first of their numbers that differ
// decides, byte by byte as the texts compare, so only the key taken is written.
bool append_lesser_path_key(std::string& key, const std::vector<Point>& path) {
  const std::size_t n = path.size();
  int order = 0;  // below 0: backwards is the lesser
  for (std::size_t i = 0; i < n && order == 0; ++i) {
    const Point forward = path[i], backward = path[n - 1 - i];
    order = compare_numbers(backward.x, forward.x);
    if (order == 0) order = compare_numbers(backward.y, forward.y);
  }
  const bool backwards = order < 0;
  append_points_key(key, path, backwards ? n - 1 : 0, backwards);
  return backwards;
}

// A closed outline is the same whichever vertex it is written from: start at the least vertex.
std::size_t least_vertex(const std::vector<Point>& outline) {
  auto least = std::min_element(outline.begin(), outline.end(), [](Point a, Point b) {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
  });
  return static_cast<std::size_t>(least - outline.begin());
}

std::string swapped_side(const std::string& side) { return side == "A" ? "B" : side == "B" ? "A" : side; }

std::string objective_points_key(const ObjectivePoints& points, bool swap) {
  std::string out;
  std::map<std::string, int> sorted;
  for (const auto& [side, value] : points) sorted[swap ? swapped_side(side) : side] = value;
  for (const auto& [side, value] : sorted) out.append(side).append("=").append(std::to_string(value)).append(" ");
  return out;
}

std::string flag_key(const std::optional<bool>& flag) { return flag ? (*flag ? "1" : "0") : "-"; }

// The ids of a scenario's features and crossings, looked up by any text.
using IdSet = std::set<std::string, std::less<>>;

// An attribute as a twin must share it, appended to `key`. Labels differ between twins: a
// generator's element number, and ids - an attribute naming a feature or crossing ("f4",
// "joins:f4") names the twin's own counterpart, so only what it says of it counts. A side or an
// edge turns into the other.
void append_attribute_key(std::string& key, std::string_view name, const std::string& value, const IdSet& ids,
                          bool turn) {
  // Names compared as views: their lengths first, where a C string was measured every time.
  if (name == "element") return;
  if (turn && name == "side") return void(key.append(swapped_side(value)));
  if (turn && name == "edge") return void(key.append(turned_edge(value)));
  const std::size_t colon = value.rfind(':');
  const std::string_view tail =
      colon == std::string::npos ? std::string_view(value) : std::string_view(value).substr(colon + 1);
  if (ids.count(tail)) {
    key.append(value, 0, colon == std::string::npos ? 0 : colon + 1).append("#id");
    return;
  }
  key.append(value);
}

// Everything a twin must share with the feature, the geometry turned when `turn` is set. A path
// reads the same from either end (a river through the centre is its own twin, run backwards), so
// the key takes the lesser direction, and the section qualities follow it.
// Attributes that name places, not the piece: a watercourse's route (sector ids), the edges it
// enters and leaves by, the watercourse it joins. A twin's name its own places, as its id does;
// its turned geometry already says where it runs. A town's own bridges are crossing ids, compared
// as crossings.
bool names_places(std::string_view attribute) {
  return attribute == "route" || attribute == "origin" || attribute == "end" || attribute == "town_bridges";
}

std::string feature_key(const Feature& f, TableSize table, const IdSet& ids, bool turn) {
  // Sized for its points and a little text at once: it grows piece by piece.
  const std::size_t points = f.is_area() ? f.outline.size() : f.path.size();
  std::string key;
  key.reserve(256 + 2 * sizeof(double) * (points + 1) + 32 * f.attributes.size());
  key.append(f.kind).append("|").append(number_key(f.width_cm)).append("|");
  for (const auto& [name, value] : f.attributes)
    if (!names_places(name)) {
      key.append(name).append("=");
      append_attribute_key(key, name, value, ids, turn);
      key.append(";");
    }
  key.append("|").append(flag_key(f.objective)).append(flag_key(f.elevation_only)).append("|");
  key.append(objective_points_key(f.points, turn)).append("|");
  std::vector<std::string> qualities;
  for (const auto& s : f.sections) qualities.push_back(s.quality + "/" + s.passability + "/" + number_key(s.width_cm));
  if (f.is_area()) {
    const std::vector<Point> outline = turn ? half_turn(f.outline, table) : f.outline;
    append_points_key(key.append("outline "), outline, least_vertex(outline));
  } else {
    if (append_lesser_path_key(key.append("path "), turn ? half_turn(f.path, table) : f.path))
      std::reverse(qualities.begin(), qualities.end());
  }
  key.append("|");
  for (const auto& q : qualities) key.append(q).append(";");
  return key;
}

std::string crossing_key(const Crossing& c, TableSize table, bool turn) {
  return c.kind + "|" + flag_key(c.objective) + "|" + objective_points_key(c.points, turn) + "|" +
         points_key({turn ? half_turn(c.at, table) : c.at});
}

std::string zone_key(const std::string& kind, const std::string& side, const Polygon& polygon, TableSize table,
                     bool turn) {
  const std::vector<Point> outline = turn ? half_turn(polygon, table) : polygon;
  std::string key = kind + "|" + (turn ? swapped_side(side) : side) + "|";
  append_points_key(key, outline, least_vertex(outline));
  return key;
}

// Reports each item whose turned key is not among the items' own keys (counted, so two pieces
// cannot share one twin).
template <typename Item, typename Key, typename Describe>
void check_twins(const std::vector<Item>& items, Key key_of, Describe describe, std::vector<Violation>& out) {
  std::vector<std::string> keys;
  keys.reserve(items.size());
  for (const auto& item : items) keys.push_back(key_of(item, false));
  std::sort(keys.begin(), keys.end());
  std::vector<std::pair<std::string, std::size_t>> turned;
  turned.reserve(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) turned.emplace_back(key_of(items[i], true), i);
  std::sort(turned.begin(), turned.end());
  // Walk both sorted lists: a turned key without an unused equal key has no twin.
  std::vector<std::size_t> orphans;
  std::size_t k = 0;
  for (const auto& [key, index] : turned) {
    while (k < keys.size() && keys[k] < key) ++k;
    if (k < keys.size() && keys[k] == key) {
      ++k;
    } else {
      orphans.push_back(index);
    }
  }
  std::sort(orphans.begin(), orphans.end());
  for (std::size_t index : orphans) out.push_back({kSymmetryRule, describe(items[index])});
}

}  // namespace

std::vector<Violation> symmetry_faults(const Scenario& scenario) {
  TableSize table{scenario.table_width_cm, scenario.table_depth_cm};
  std::vector<Violation> out;
  IdSet ids;
  for (const auto& f : scenario.features) ids.insert(f.id);
  for (const auto& c : scenario.crossings) ids.insert(c.id);
  check_twins(
      scenario.features, [&](const Feature& f, bool turn) { return feature_key(f, table, ids, turn); },
      [](const Feature& f) {
        return "feature " + f.id + " (" + f.kind + ") has no twin: nothing of its kind, size and points lies where a "
               "half turn about the table's centre takes it";
      },
      out);
  check_twins(
      scenario.crossings, [&](const Crossing& c, bool turn) { return crossing_key(c, table, turn); },
      [](const Crossing& c) {
        return "crossing " + c.id + " (" + c.kind + ") has no twin at its half turn about the table's centre";
      },
      out);
  check_twins(
      scenario.deployment,
      [&](const DeploymentZone& z, bool turn) { return zone_key("deployment", z.side, z.polygon, table, turn); },
      [](const DeploymentZone& z) {
        return "side " + z.side + "'s deployment zone is not the other side's turned half a turn about the table's "
               "centre";
      },
      out);
  check_twins(
      scenario.zones, [&](const TableZone& z, bool turn) { return zone_key(z.kind, z.side, z.polygon, table, turn); },
      [](const TableZone& z) {
        return "table zone " + z.id + " (" + z.kind + ") has no twin at its half turn about the table's centre";
      },
      out);
  return out;
}

}  // namespace wargen
