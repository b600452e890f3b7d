#include "scenario/structure_checks.hpp"

#include <map>
#include <set>
#include <stdexcept>

#include "scenario/feature_index.hpp"

namespace wargen {

namespace {
bool on_table(Point p, const Scenario& s) {
  return p.x >= 0 && p.y >= 0 && p.x <= s.table_width_cm && p.y <= s.table_depth_cm;
}

// One name space for every id a reference may use (a marker's `features`, a feature's `sector`,
// a GeoJSON export's ids): no id may name things of two kinds, as GoK's sector f1 and feature f1
// once did. Ids are compared exactly, case included.
void check_ids_across_kinds(const Scenario& s, std::vector<Violation>& out) {
  std::map<std::string, std::string> kind_of;
  auto add = [&](const std::string& id, const std::string& kind) {
    auto [it, fresh] = kind_of.emplace(id, kind);
    if (!fresh && it->second != kind)
      out.push_back({"FORMAT", "id " + id + " names both a " + it->second + " and a " + kind});
  };
  for (const auto& sector : s.sectors) add(sector.id, "sector");
  for (const auto& zone : s.zones) add(zone.id, "zone");
  for (const auto& f : s.features) add(f.id, "feature");
  for (const auto& c : s.crossings) add(c.id, "crossing");
}
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
  check_ids_across_kinds(s, out);
  std::set<std::string> sector_ids, feature_ids, crossing_ids;
  for (const auto& sector : s.sectors)
    if (!sector_ids.insert(sector.id).second) out.push_back({"FORMAT", "sector id " + sector.id + " appears twice"});
  for (const auto& f : s.features) {
    std::string what = "feature " + f.id + " (" + f.kind + ")";
    if (!feature_ids.insert(f.id).second) out.push_back({"FORMAT", "feature id " + f.id + " appears twice"});
    if (!is_feature_kind(f.kind)) out.push_back({"FORMAT", what + ": unknown kind"});
    if (!f.sector.empty() && !sector_ids.count(f.sector))
      out.push_back({"FORMAT", what + ": sector " + f.sector + " does not exist"});
    if (f.is_area() == !f.path.empty()) {
      out.push_back({"FORMAT", what + ": needs an outline or a path, not both"});
      continue;
    }
    if (f.is_area()) {
      if (f.outline.size() < 3) out.push_back({"FORMAT", what + ": an outline needs at least 3 points"});
      else if (signed_area(f.outline) <= 0) out.push_back({"FORMAT", what + ": outline is not counter-clockwise"});
      else if (!is_simple(f.outline)) out.push_back({"FORMAT", what + ": outline crosses itself"});
      for (auto p : f.outline)
        if (!on_table(p, s)) {
          out.push_back({"WARGEN-PLACE", what + ": outline goes off the table"});
          break;
        }
    } else {
      if (f.path.size() < 2) out.push_back({"FORMAT", what + ": a path needs at least 2 points"});
      if (!(f.width_cm > 0)) out.push_back({"FORMAT", what + ": width_cm must be positive"});
      for (auto p : f.path)
        if (!on_table(p, s)) {
          out.push_back({"WARGEN-PLACE", what + ": path goes off the table"});
          break;
        }
    }
  }
  const FeatureIds ids(s);
  for (const auto& c : s.crossings) {
    std::string what = "crossing " + c.id;
    if (!crossing_ids.insert(c.id).second) out.push_back({"FORMAT", what + ": id appears twice"});
    if (c.kind != "bridge" && c.kind != "ford") out.push_back({"FORMAT", what + ": kind must be bridge or ford"});
    const Feature* water = ids.find(c.feature);
    if (!water || !is_watercourse_kind(water->kind) || water->path.size() < 2) {
      out.push_back({"FORMAT", what + ": " + c.feature + " is not a watercourse"});
      continue;
    }
    if (point_polyline_distance(c.at, water->path) > kOnLineToleranceCm)
      out.push_back({"FORMAT", what + ": not on " + c.feature + "'s course"});
  }
  for (const auto& zone : s.deployment) {
    if (zone.side != "A" && zone.side != "B") out.push_back({"FORMAT", "deployment side must be A or B"});
    if (zone.polygon.size() < 3 || signed_area(zone.polygon) <= 0)
      out.push_back({"FORMAT", "deployment zone " + zone.side + ": polygon must be counter-clockwise"});
  }
}

void check_dice_log(const Scenario& s, std::vector<Violation>& out) {
  for (std::size_t i = 0; i < s.dice_log.size(); ++i) {
    const auto& entry = s.dice_log[i];
    std::string what = "dice_log[" + std::to_string(i) + "] (" + entry.rule + ")";
    Dice dice;
    try {
      dice = Dice::parse(entry.dice);
    } catch (const std::invalid_argument& e) {
      out.push_back({"DICE", what + ": " + e.what()});
      continue;
    }
    if (static_cast<int>(entry.rolls.size()) != dice.count()) {
      out.push_back({"DICE", what + ": " + entry.dice + " needs " + std::to_string(dice.count()) + " rolls"});
      continue;
    }
    int total = dice.modifier();
    bool faces_ok = true;
    for (int roll : entry.rolls) {
      faces_ok = faces_ok && roll >= 1 && roll <= dice.faces();
      total += roll;
    }
    if (!faces_ok) out.push_back({"DICE", what + ": a roll is off the die"});
    if (total != entry.result) out.push_back({"DICE", what + ": rolls add up to " + std::to_string(total) + ", not " + std::to_string(entry.result)});
  }
}

}  // namespace wargen
