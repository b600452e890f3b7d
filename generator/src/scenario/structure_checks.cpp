#include "scenario/structure_checks.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string_view>

#include "scenario/feature_index.hpp"

namespace wargen {

namespace {
bool on_table(Point p, const Scenario& s) {
  return p.x >= 0 && p.y >= 0 && p.x <= s.table_width_cm && p.y <= s.table_depth_cm;
}

// One name space for every id a reference may use (a marker's `features`, a feature's `sector`,
// a GeoJSON export's ids): no id may name things of two kinds, as GoK's sector f1 and feature f1
// once did. Ids are compared exactly, case included.
//
// The ids of sectors, zones, features, crossings and army units, in that order, sorted once: each repeat and
// each sector an id names is then found without a set per kind. Every validation runs this, a
// survey once per table, and a hostile file may hold 100 000 ids.
class ScenarioIds {
 public:
  enum Kind { sector, zone, feature, crossing, unit };

  explicit ScenarioIds(const Scenario& s) {
    entries_.reserve(s.sectors.size() + s.zones.size() + s.features.size() + s.crossings.size());
    add(s.sectors, sector);
    add(s.zones, zone);
    add(s.features, feature);
    add(s.crossings, crossing);
    start_[unit] = entries_.size();
    for (const Army& army : s.armies)
      for (const ArmyUnit& u : army.units) entries_.push_back({u.id, text_prefix(u.id), unit});
    sorted_.resize(entries_.size());
    for (std::size_t k = 0; k < sorted_.size(); ++k) sorted_[k] = k;
    std::sort(sorted_.begin(), sorted_.end(), [&](std::size_t a, std::size_t b) {
      const int order = compare_ids(entries_[a].prefix, entries_[a].id, entries_[b].prefix, entries_[b].id);
      return order < 0 || (order == 0 && a < b);
    });
    // Each run of one id, in the order the file gives them: its first entry's kind, and which
    // kinds came before each entry.
    for (std::size_t g = 0; g < sorted_.size();) {
      std::size_t h = g;
      unsigned seen = 0;
      for (; h < sorted_.size() && same_id(entries_[sorted_[h]], entries_[sorted_[g]]); ++h) {
        Entry& e = entries_[sorted_[h]];
        e.first_kind = entries_[sorted_[g]].kind;
        e.repeat_of_kind = (seen >> e.kind) & 1u;
        seen |= 1u << e.kind;
      }
      for (std::size_t k = g; k < h; ++k) entries_[sorted_[k]].kinds_of_id = seen;
      g = h;
    }
  }

  // FORMAT for each id that names a thing of another kind than its first, in the file's order.
  void report_kinds(std::vector<Violation>& out) const {
    for (const auto& e : entries_)
      if (e.kind != e.first_kind)
        out.push_back({"FORMAT", "id " + std::string(e.id) + " names both a " + name(e.first_kind) + " and a " +
                                     name(e.kind)});
  }
  // Whether the n-th of `kind` repeats an id an earlier one of its kind has.
  bool repeats(Kind kind, std::size_t n) const { return entries_[start_[kind] + n].repeat_of_kind; }
  bool is_sector(std::string_view id) const {
    const std::uint64_t prefix = text_prefix(id);
    auto it = std::lower_bound(sorted_.begin(), sorted_.end(), id, [&](std::size_t k, std::string_view x) {
      return compare_ids(entries_[k].prefix, entries_[k].id, prefix, x) < 0;
    });
    return it != sorted_.end() && compare_ids(entries_[*it].prefix, entries_[*it].id, prefix, id) == 0 &&
           ((entries_[*it].kinds_of_id >> sector) & 1u);
  }

 private:
  struct Entry {
    std::string_view id;
    std::uint64_t prefix;  // text_prefix(id)
    Kind kind;
    Kind first_kind = sector;
    bool repeat_of_kind = false;
    unsigned kinds_of_id = 0;
  };
  static bool same_id(const Entry& a, const Entry& b) { return compare_ids(a.prefix, a.id, b.prefix, b.id) == 0; }
  static const char* name(Kind kind) {
    static const char* const names[] = {"sector", "zone", "feature", "crossing", "unit"};
    return names[kind];
  }
  template <typename Named>
  void add(const std::vector<Named>& things, Kind kind) {
    start_[kind] = entries_.size();
    for (const auto& x : things) entries_.push_back({x.id, text_prefix(x.id), kind});
  }

  std::vector<Entry> entries_;              // sectors, zones, features, crossings, units, as the file lists them
  std::vector<std::size_t> sorted_;         // entries by id, then by place in the file
  std::size_t start_[5] = {0, 0, 0, 0, 0};  // each kind's first entry
};
}  // namespace

std::string table_edge_at(Point p, const Scenario& s) {
  if (p.y <= kOnLineToleranceCm) return "south";
  if (p.y >= s.table_depth_cm - kOnLineToleranceCm) return "north";
  if (p.x <= kOnLineToleranceCm) return "west";
  if (p.x >= s.table_width_cm - kOnLineToleranceCm) return "east";
  return {};
}

void check_structure(const Scenario& s, std::vector<Violation>& out) {
  if (s.format != kScenarioFormat) out.push_back({"FORMAT", "format is '" + s.format + "', expected " + kScenarioFormat});
  const ScenarioIds ids_of(s);
  ids_of.report_kinds(out);
  // Each message is built only for a fault.
  for (std::size_t i = 0; i < s.sectors.size(); ++i)
    if (ids_of.repeats(ScenarioIds::sector, i))
      out.push_back({"FORMAT", "sector id " + s.sectors[i].id + " appears twice"});
  for (std::size_t i = 0; i < s.features.size(); ++i) {
    const Feature& f = s.features[i];
    auto what = [&f] { return "feature " + f.id + " (" + f.kind + ")"; };
    if (ids_of.repeats(ScenarioIds::feature, i)) out.push_back({"FORMAT", "feature id " + f.id + " appears twice"});
    if (!is_feature_kind(f.kind)) out.push_back({"FORMAT", what() + ": unknown kind"});
    if (!f.sector.empty() && !ids_of.is_sector(f.sector))
      out.push_back({"FORMAT", what() + ": sector " + f.sector + " does not exist"});
    if (f.is_area() == !f.path.empty()) {
      out.push_back({"FORMAT", what() + ": needs an outline or a path, not both"});
      continue;
    }
    if (f.is_area()) {
      if (f.outline.size() < 3)
        out.push_back({"FORMAT", what() + ": an outline needs at least 3 points"});
      else if (signed_area(f.outline) <= 0)
        out.push_back({"FORMAT", what() + ": outline is not counter-clockwise"});
      else if (!is_simple(f.outline))
        out.push_back({"FORMAT", what() + ": outline crosses itself"});
      for (auto p : f.outline)
        if (!on_table(p, s)) {
          out.push_back({"WARGEN-PLACE", what() + ": outline goes off the table"});
          break;
        }
    } else {
      if (f.path.size() < 2) out.push_back({"FORMAT", what() + ": a path needs at least 2 points"});
      if (!(f.width_cm > 0)) out.push_back({"FORMAT", what() + ": width_cm must be positive"});
      for (auto p : f.path)
        if (!on_table(p, s)) {
          out.push_back({"WARGEN-PLACE", what() + ": path goes off the table"});
          break;
        }
    }
  }
  const FeatureIds ids(s);
  for (std::size_t i = 0; i < s.crossings.size(); ++i) {
    const Crossing& c = s.crossings[i];
    auto what = [&c] { return "crossing " + c.id; };
    if (ids_of.repeats(ScenarioIds::crossing, i)) out.push_back({"FORMAT", what() + ": id appears twice"});
    if (c.kind != "bridge" && c.kind != "ford") out.push_back({"FORMAT", what() + ": kind must be bridge or ford"});
    const Feature* water = ids.find(c.feature);
    if (!water || !is_watercourse_kind(water->kind) || water->path.size() < 2) {
      out.push_back({"FORMAT", what() + ": " + c.feature + " is not a watercourse"});
      continue;
    }
    if (!point_polyline_within(c.at, water->path, kOnLineToleranceCm))
      out.push_back({"FORMAT", what() + ": not on " + c.feature + "'s course"});
  }
  std::size_t n = 0;
  for (const Army& army : s.armies)
    for (const ArmyUnit& u : army.units)
      if (ids_of.repeats(ScenarioIds::unit, n++)) out.push_back({"FORMAT", "unit id " + u.id + " appears twice"});
  for (const auto& zone : s.deployment) {
    if (zone.side != "A" && zone.side != "B") out.push_back({"FORMAT", "deployment side must be A or B"});
    if (zone.polygon.size() < 3 || signed_area(zone.polygon) <= 0)
      out.push_back({"FORMAT", "deployment zone " + zone.side + ": polygon must be counter-clockwise"});
  }
}

void check_dice_log(const Scenario& s, std::vector<Violation>& out) {
  // A log holds a handful of notations, most entries the one before's: each is parsed once in a run.
  std::string_view parsed_notation;
  Dice dice;
  bool parsed = false;
  for (std::size_t i = 0; i < s.dice_log.size(); ++i) {
    const auto& entry = s.dice_log[i];
    auto what = [&] { return "dice_log[" + std::to_string(i) + "] (" + entry.rule + ")"; };
    if (!parsed || compare_texts(entry.dice, parsed_notation) != 0) {  // a few bytes: no memcmp call
      try {
        dice = Dice::parse(entry.dice);
      } catch (const std::invalid_argument& e) {
        out.push_back({"DICE", what() + ": " + e.what()});
        continue;
      }
      parsed_notation = entry.dice;
      parsed = true;
    }
    if (static_cast<int>(entry.rolls.size()) != dice.count()) {
      out.push_back({"DICE", what() + ": " + entry.dice + " needs " + std::to_string(dice.count()) + " rolls"});
      continue;
    }
    int total = dice.modifier();
    bool faces_ok = true;
    for (int roll : entry.rolls) {
      faces_ok = faces_ok && roll >= 1 && roll <= dice.faces();
      total += roll;
    }
    if (!faces_ok) out.push_back({"DICE", what() + ": a roll is off the die"});
    if (total != entry.result)
      out.push_back(
          {"DICE", what() + ": rolls add up to " + std::to_string(total) + ", not " + std::to_string(entry.result)});
  }
}

}  // namespace wargen
