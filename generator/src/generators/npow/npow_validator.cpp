#include "generators/npow/npow_validator.hpp"

#include <algorithm>
#include <cmath>
#include <unordered_set>

#include "core/det_math.hpp"
#include "core/error.hpp"
#include "core/extensions.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/logged_pool_box.hpp"
#include "generators/npow/npow_features.hpp"
#include "generators/npow/placement_state.hpp"
#include "generators/npow/sides.hpp"
#include "generators/npow/table_bands.hpp"
#include "generators/npow/table_sectors.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "generators/npow/validation_support.hpp"
#include "scenario/structure_checks.hpp"
#include "stages/deployment.hpp"
#include "symmetry/symmetry_check.hpp"

namespace wargen {

namespace npow_validation {

int element_of(const Feature& f) {
  const std::string& text = attribute(f, "element");
  if (text.empty() || text.size() > 6 || text.find_first_not_of("0123456789") != std::string::npos) return 0;
  return std::stoi(text);
}

std::string what(const Feature& f) { return "feature " + f.id + " (" + f.kind + ")"; }

bool water_lies_on(const Footprint& water, const Polygon& outline) {
  for (const auto& band : water.bands) {
    if (band.line.size() < 2) continue;
    const double half_cm = band.width_cm / 2;
    // A distance of at least half - tolerance + margin leaves distance - half above -tolerance,
    // the margin being far above the rounding in both subtractions.
    const double margin_cm = 1e-6 * (1 + std::abs(half_cm));
    if (!polyline_polygon_closer_than(band.line, outline, half_cm - kLimitToleranceCm + margin_cm)) continue;
    if (polyline_polygon_distance(band.line, outline) - half_cm < -kLimitToleranceCm) return true;
  }
  return false;
}

TableFacts::TableFacts(const Scenario& s, const FeatureIds& ids) {
  element.reserve(s.features.size());
  water.resize(s.features.size());
  for (std::size_t i = 0; i < s.features.size(); ++i) {
    const Feature& f = s.features[i];
    element.push_back(element_of(f));
    if (is_watercourse_kind(f.kind)) water[i] = water_footprint(f.path, f.width_cm, f.sections);
  }
  crossings.reserve(s.crossings.size());
  crossing_width_cm.reserve(s.crossings.size());
  for (const auto& c : s.crossings) {
    CrossingPlace place;
    place.water = ids.find(c.feature);
    if (place.water) {
      place.arc_cm = arc_position(place.water->path, c.at);
      place.width_cm = water_width_at_arc(*place.water, place.arc_cm);
    }
    crossings.push_back(place);
    crossing_width_cm.push_back(place.width_cm);
  }
}

std::map<int, ElementOnTable> elements_on_table(const Scenario& s, const TableFacts& facts) {
  std::map<int, ElementOnTable> out;
  for (std::size_t i = 0; i < s.features.size(); ++i) {
    const Feature& f = s.features[i];
    int index = facts.element[i];
    if (index == 0 || f.kind == "building") continue;
    ElementOnTable& e = out[index];
    e.index = index;
    e.features.push_back(&f);
    e.objective = e.objective || f.objective.value_or(false);
    if (f.is_area()) {
      e.footprint.outline = f.outline;
    } else if (is_watercourse_kind(f.kind)) {
      const Footprint& water = facts.water[i];
      e.footprint.bands.insert(e.footprint.bands.end(), water.bands.begin(), water.bands.end());
    } else {
      e.footprint.bands.push_back({f.path, f.width_cm});
    }
  }
  for (auto& [index, e] : out) e.bounds = e.footprint.bounds();
  return out;
}

CrossingsByWater::CrossingsByWater(const Scenario& s) {
  for (const auto& c : s.crossings) by_water_[c.feature].push_back(&c);
}

const std::vector<const Crossing*>& CrossingsByWater::on(const std::string& water_id) const {
  static const std::vector<const Crossing*> none;
  auto it = by_water_.find(water_id);
  return it == by_water_.end() ? none : it->second;
}

SectorGrid sector_grid_of(const Scenario& s, const NpowParams& p) {
  ReplayDice dice(s.dice_log, {"NPOW-T2"});
  try {
    return npow_sector_grid(p, roll_sector_remainder(p, dice));
  } catch (const ReplayMismatch&) {
    return npow_sector_grid(p, {});  // check_table reports the log
  }
}

}  // namespace npow_validation

namespace {

using namespace npow_validation;

void check_table(const Scenario& s, const NpowParams& p, Violations& out) {
  if (s.table_width_cm != quantize_cm(p.table_width_cm) || s.table_depth_cm != quantize_cm(p.table_depth_cm))
    out.push_back({"NPOW-T1", "the table is not the ruleset's " + mm_text(p.table_width_cm) + " x " +
                                  mm_text(p.table_depth_cm) + " cm"});
  ReplayDice dice(s.dice_log, {"NPOW-T2"});
  try {
    SectorGrid grid = npow_sector_grid(p, roll_sector_remainder(p, dice));
    if (dice.unused() > 0)
      out.push_back({"NPOW-T2", "the dice log has a roll for NPOW-T2 where the sectors divide the table"});
    if (!grid.matches(s.sectors))
      out.push_back({"NPOW-T2", "the sectors are not the ruleset's grid of " + mm_text(p.sector_width_cm) + " x " +
                                    mm_text(p.sector_depth_cm) + " cm with the remainder where its die put it"});
  } catch (const ReplayMismatch& e) {
    out.push_back({e.rule(), e.what()});
  }
}

void check_zones(const Scenario& s, const NpowParams& p, Violations& out) {
  std::vector<TableZone> expected = make_table_zones(p, side_on(s.sides, "south"));
  for (const auto& zone : expected) {
    const char* rule = zone.kind == "central" ? "NPOW-T3" : zone.kind == "own_half" ? "NPOW-T4" : "NPOW-P3";
    const TableZone* found = nullptr;
    for (const auto& z : s.zones)
      if (z.id == zone.id) found = &z;
    if (!found)
      out.push_back({rule, "zone " + zone.id + " is missing"});
    else if (!(without_extensions(*found) == zone))
      out.push_back({rule, "zone " + zone.id + " is not where the rules put it"});
  }
  if (s.zones.size() != expected.size()) out.push_back({"NPOW-T3", "the zones are not the ruleset's"});
}

// NPOW-S2, S3, S5: each element of the replayed pool is on the table as what it rolled.
void check_pool_elements(const Scenario& s, const NpowParams& p, const TerrainPool& pool, bool no_objective_max,
                         const TableFacts& facts, const std::map<int, ElementOnTable>& on_table, Violations& out) {
  std::map<int, int> buildings_of;  // by element
  for (std::size_t i = 0; i < s.features.size(); ++i)
    if (s.features[i].kind == "building") ++buildings_of[facts.element[i]];
  for (const auto& e : pool.elements) {
    const ElementSpec& spec = p.element(e.element);
    auto label = [&e] { return "element " + std::to_string(e.index) + " (" + e.element + ")"; };  // for a fault
    auto it = on_table.find(e.index);
    if (spec.watercourse) {
      bool extension = e.second_zero && it == on_table.end();  // the second 0 (or its twin) extended the river
      if (!extension && it == on_table.end())
        out.push_back({"NPOW-S3", label() + ": the river it brings is not on the table"});
      if (it != on_table.end())
        for (const Feature* f : it->second.features)
          if (f->kind != spec.kind) out.push_back({"NPOW-S2", what(*f) + ": " + label() + " is a " + spec.kind});
      continue;
    }
    if (it == on_table.end()) {
      out.push_back({"NPOW-S2", label() + " is not on the table"});
      continue;
    }
    for (const Feature* f : it->second.features) {
      if (f->kind != spec.kind || attribute(*f, "template") != spec.name)
        out.push_back({"NPOW-S2", what(*f) + ": the dice made " + label() + " a " + spec.name});
      if (f->objective.value_or(false) != e.objective)
        out.push_back({"NPOW-S5", what(*f) + (e.objective ? " must be an objective" : " must not be an objective")});
      if (f->elevation_only.value_or(false) != e.elevation_only)
        out.push_back(
            {"NPOW-S5", what(*f) + (e.elevation_only ? " is a hill downgraded to an elevation (too many objectives)"
                                                     : " is not downgraded")});
    }
    auto counted = buildings_of.find(e.index);
    int buildings = counted == buildings_of.end() ? 0 : counted->second;
    if (buildings != (spec.building ? 1 : 0))
      out.push_back(
          {"NPOW-S2", label() + (spec.building ? " has no single building" : " has a building it did not roll")});
  }
  for (const auto& [index, e] : on_table)
    if (index > pool.count)
      out.push_back({"NPOW-S1", what(*e.features.front()) + ": element " + std::to_string(index) + " is beyond the " +
                                    std::to_string(pool.count) + " rolled"});
  for (std::size_t i = 0; i < s.features.size(); ++i)
    if (const Feature& f = s.features[i]; facts.element[i] == 0 && f.kind != "road" && f.kind != "supply_line")
      out.push_back({"NPOW-S1", what(f) + " is not an element of the pool"});

  // NPOW-S5: the count on the table against the die.
  int objectives = 0;
  for (const auto& f : s.features)
    objectives += f.objective.value_or(false) && (f.kind == "hill" || f.kind == "built_up");
  if (p.count_section_crossings)
    for (const auto& c : s.crossings) objectives += c.section > 0;
  // A hill is left to downgrade when taking it away keeps the die's count; on a symmetric table a
  // hill goes with its twin, two objectives at once, unless it is the centre element, its own twin.
  bool hill_left = false;
  for (const auto& e : pool.elements) {
    int drop = pool.symmetric && !e.centre ? 2 : 1;
    hill_left =
        hill_left || (e.objective && p.element(e.element).is_hill() && objectives - drop >= pool.objective_target);
  }
  if (objectives < pool.objective_target)
    out.push_back({"NPOW-S5", std::to_string(objectives) + " objectives where the die asks for " +
                                  std::to_string(pool.objective_target)});
  if (objectives > pool.objective_target && hill_left && !no_objective_max)
    out.push_back({"NPOW-S5", std::to_string(objectives) + " objectives where the die asks for " +
                                  std::to_string(pool.objective_target) + ", and a hill is left to downgrade"});
}

// NPOW-S6: every section's quality is the one its die gave, with that quality's width and crossing.
void check_sections(const Scenario& s, const TerrainPool& pool, const TableFacts& facts, Violations& out) {
  std::size_t next = 0;
  // The first 0's river took the first qualities rolled, a tributary from the second 0 the rest;
  // on a symmetric table their twins then took the copies, in the same order.
  std::vector<int> zeros;
  for (const PoolElement* zero : {pool.river(), pool.second_river()})
    if (zero) zeros.push_back(zero->index);
  if (pool.symmetric)
    for (std::size_t k = 0, n = zeros.size(); k < n; ++k) zeros.push_back(pool.twin(zeros[k]));
  std::vector<const Feature*> waters;
  for (int zero : zeros)
    for (std::size_t i = 0; i < s.features.size(); ++i)
      if (is_watercourse_kind(s.features[i].kind) && facts.element[i] == zero) waters.push_back(&s.features[i]);
  const std::unordered_set<const Feature*> from_zeros(waters.begin(), waters.end());
  for (const auto& f : s.features)
    if (is_watercourse_kind(f.kind) && !from_zeros.count(&f)) waters.push_back(&f);
  std::size_t total = 0;
  for (const Feature* f : waters) total += f->sections.size();
  if (static_cast<int>(total) != pool.river_sections())
    out.push_back({"NPOW-S3", std::to_string(total) + " river sections on the table where the dice gave " +
                                  std::to_string(pool.river_sections())});
  for (const Feature* f : waters) {
    std::vector<WaterSection> by_index = f->sections;  // the dice were rolled from the table edge
    std::sort(by_index.begin(), by_index.end(), [](const auto& a, const auto& b) { return a.index < b.index; });
    for (const auto& section : by_index) {
      if (next >= pool.section_quality.size()) break;
      const SectionQuality& q = pool.section_quality[next++];
      auto label = [&] { return what(*f) + " section " + std::to_string(section.index); };  // for a fault
      // NPOW-B1: a course laid from the club's sections is as wide as they are.
      const bool width_ok = section.width_cm == q.width_cm || !f->pieces.empty();
      if (section.quality != q.quality || section.passability != q.passability || !width_ok)
        out.push_back(
            {"NPOW-S6", label() + ": its quality die gave " + q.quality + " (" + mm_text(q.width_cm) + " cm)"});
      for (const auto& c : s.crossings)
        if (c.id == section.crossing && c.kind != q.crossing)
          out.push_back(
              {"NPOW-S6", label() + ": a " + q.quality + " section carries a " + q.crossing + ", not a " + c.kind});
    }
  }
}

void check_sides(const Scenario& s, const NpowParams& p, const NpowSettings& settings, Violations& out) {
  ReplayDice dice(s.dice_log, {"NPOW-E1"});
  try {
    std::vector<Side> expected = choose_sides(p, settings, dice);
    std::vector<Side> sides;
    for (const auto& side : s.sides) sides.push_back(without_extensions(side));
    if (sides != expected)
      out.push_back({"NPOW-E1",
                     "the sides are not what the initiative and the attacker's pick of edge give "
                     "(the attacker " +
                         (settings.attacker.empty() ? std::string("by the dice") : settings.attacker) + ")"});
  } catch (const ReplayMismatch& e) {
    out.push_back({e.rule(), e.what()});
  }
  if (dice.unused() > 0) out.push_back({"NPOW-E1", "the dice log has a roll for NPOW-E1 the procedure does not make"});
  if (without_extensions(s.deployment) != make_deployment(p.deployment, p.table_width_cm, p.table_depth_cm, side_on(s.sides, "south")))
    out.push_back({"WARGEN-DEPLOY", "deployment zones are not the ruleset's, on the sides' edges"});
}

}  // namespace

std::vector<Violation> validate_npow(const Scenario& s, const NpowParams& p) {
  Violations out;
  check_structure(s, out);
  check_dice_log(s, out);
  if (!out.empty()) return out;  // the rule checks assume well-formed geometry and dice
  NpowSettings settings;
  try {
    settings = resolve_settings(p, s.options);
  } catch (const Error& e) {
    out.push_back({"OPTIONS", e.what()});
    return out;
  }
  check_table(s, p, out);
  check_zones(s, p, out);
  const ScenarioIndex index(s);
  const TableFacts facts(s, index.ids);
  const auto on_table = elements_on_table(s, facts);
  ReplayDice dice(s.dice_log, {"NPOW-S1", "NPOW-S2", "NPOW-S3", "NPOW-S5", "NPOW-S6"});
  try {
    LoggedPoolBox box(dice);  // NPOW-B1: the box's re-rolls, as the log records them
    TerrainPool pool = roll_pool(p, {settings.table_zone, settings.no_objective_max, settings.symmetric}, dice, &box);
    if (dice.unused() > 0)
      out.push_back({dice.first_unused().rule, "the dice log has a " + dice.first_unused().rule +
                                                   " roll the procedure does not make (" + dice.first_unused().note +
                                                   ")"});
    check_pool_elements(s, p, pool, settings.no_objective_max, facts, on_table, out);
    check_sections(s, pool, facts, out);
  } catch (const ReplayMismatch& e) {
    out.push_back({e.rule(), e.what()});
  } catch (const GenerationError& e) {
    out.push_back({"NPOW-S5", e.what()});
  }
  check_sides(s, p, settings, out);
  check_placement(s, p, index, facts, on_table, out);
  check_watercourses(s, p, index, out);
  check_links(s, p, index, facts, out);
  check_points(s, p, settings, index, facts, out);
  // The symmetric procedure: the recorded option holds the table to WARGEN-SYM too.
  if (settings.symmetric)
    for (auto& v : symmetry_faults(s)) out.push_back(std::move(v));
  return out;
}

}  // namespace wargen
