#include "generators/sector_dice/sector_dice_validator.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>
#include <string_view>
#include <unordered_map>

#include "core/det_math.hpp"
#include "core/extensions.hpp"
#include "core/number_text.hpp"
#include "generators/sector_dice/box_matching.hpp"
#include "generators/sector_dice/piece_dice_check.hpp"
#include "generators/sector_dice/sector_grid.hpp"
#include "generators/sector_dice/symmetric_table.hpp"
#include "generators/sector_dice/town_bridges.hpp"
#include "scenario/feature_index.hpp"
#include "scenario/pair_report.hpp"
#include "scenario/structure_checks.hpp"
#include "stages/deployment.hpp"
#include "stages/weather.hpp"
#include "symmetry/symmetric_option.hpp"
#include "symmetry/symmetry_check.hpp"

namespace wargen {

namespace {
using Violations = std::vector<Violation>;

// "feature f3 (wood)", built only when a message needs it: the checks run for every piece of every
// table a survey validates.
std::string what_feature(const Feature& f) { return "feature " + f.id + " (" + f.kind + ")"; }

bool parse_double(const std::string& text, double& value) {
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() && !text.empty();
}

bool count_possible(const CountSpec& spec, int n) {
  return spec.dice ? n >= spec.dice->min() && n <= spec.dice->max() : n == spec.fixed;
}

bool on_edge(Point p, const Scenario& s) { return !table_edge_at(p, s).empty(); }

void check_table(const Scenario& s, const SectorDiceParams& p, const SectorGrid& grid, Violations& out) {
  if (s.table_width_cm != quantize_cm(p.table_width_cm) || s.table_depth_cm != quantize_cm(p.table_depth_cm))
    out.push_back({"GOK-T1", "the table is not the ruleset's size"});
  if (!grid.matches(s.sectors)) out.push_back({"GOK-T2", "the sectors are not the ruleset's grid"});
}

// GOK-T3 on a symmetric table (symmetric_table.hpp): side A's half rolled, and each sector of B's
// half a twin entry naming its original and repeating its die. The pieces then follow the entries
// as they do on any table, and WARGEN-SYM checks each twin is its original turned.
void check_twin_entries(const std::vector<const DiceLogEntry*>& rolls, const SectorGrid& grid, Violations& out) {
  for (int sector = rolled_half(grid); sector < grid.count(); ++sector) {
    const DiceLogEntry& twin = *rolls[static_cast<std::size_t>(sector)];
    const int original = twin_sector(grid, sector);
    const DiceLogEntry& rolled = *rolls[static_cast<std::size_t>(original)];
    if (twin.note.find(twin_entry_mark(grid.id(original))) == std::string::npos || twin.result != rolled.result ||
        twin.rolls != rolled.rolls || twin.dice != rolled.dice)
      out.push_back({"GOK-T3", "sector " + grid.id(sector) + " on a symmetric table: its entry is not the twin of " +
                                   grid.id(original) + "'s roll (" + rolled.dice + " " + std::to_string(rolled.result) +
                                   ")"});
  }
  for (int sector = 0; sector < rolled_half(grid); ++sector)
    if (rolls[static_cast<std::size_t>(sector)]->note.find("(--symmetric)") != std::string::npos)
      out.push_back({"GOK-T3", "sector " + grid.id(sector) +
                                   " is in side A's half, whose sectors are rolled, but "
                                   "its entry is a twin's"});
}

// GOK-T3: one die per sector, and a piece exactly where it came up.
void check_pieces(const Scenario& s, const SectorDiceParams& p, const SectorGrid& grid, Violations& out) {
  std::vector<const DiceLogEntry*> rolls;
  rolls.reserve(static_cast<std::size_t>(grid.count()));  // one a sector, in a table that holds
  for (const auto& e : s.dice_log)
    if (e.rule == "GOK-T3") rolls.push_back(&e);
  if (static_cast<int>(rolls.size()) != grid.count()) {
    out.push_back({"GOK-T3", "the dice log has " + std::to_string(rolls.size()) + " sector rolls for " +
                                 std::to_string(grid.count()) + " sectors"});
    return;
  }
  if (symmetric_requested(s.options)) check_twin_entries(rolls, grid, out);
  std::vector<int> pieces_in(static_cast<std::size_t>(grid.count()), 0);
  for (const auto& f : s.features)
    if (int sector = grid.index_of(f.sector); sector >= 0) ++pieces_in[static_cast<std::size_t>(sector)];
  // GOK-B1, B2: a sector the club's box could not serve stays open ground, as its log says (a
  // twin as its original).
  std::vector<bool> open_ground(static_cast<std::size_t>(grid.count()), false);
  for (const auto& e : s.dice_log)
    if (const std::string_view sector = box_open_ground_sector(e.note); !sector.empty())
      if (const int index = grid.index_of(std::string(sector)); index >= 0)
        open_ground[static_cast<std::size_t>(index)] = true;
  if (symmetric_requested(s.options))
    for (int i = rolled_half(grid); i < grid.count(); ++i)
      open_ground[static_cast<std::size_t>(i)] = open_ground[static_cast<std::size_t>(twin_sector(grid, i))];
  for (int i = 0; i < grid.count(); ++i) {
    int result = rolls[static_cast<std::size_t>(i)]->result;
    bool piece = result >= p.piece_present_on.first && result <= p.piece_present_on.second;
    int here = pieces_in[static_cast<std::size_t>(i)];
    if (piece && here == 0 && open_ground[static_cast<std::size_t>(i)]) continue;
    if (here != (piece ? 1 : 0))
      out.push_back({"GOK-T3", "sector " + grid.id(i) + " rolled " + std::to_string(result) + " but has " +
                                   std::to_string(here) + " generated features"});
  }
}

bool parse_count(const std::string& text, int& value) {
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() && !text.empty() && value >= 0;
}

// GOK-T8: the crossings rolled come from the river's quality row; fewer are on the table only
// when the river had no room for them (its note says so), and fords go before bridges.
void check_rolled_crossings(const Feature& f, const RiverQuality& quality, int bridges, int fords, Violations& out) {
  auto what = [&f] { return what_feature(f); };
  int rolled_bridges = bridges, rolled_fords = fords;
  const bool dropped = f.attributes.count("crossings_note") > 0;
  if (dropped && (!parse_count(attribute(f, "bridges_rolled"), rolled_bridges) ||
                  !parse_count(attribute(f, "fords_rolled"), rolled_fords))) {
    out.push_back({"GOK-T8", what() + ": a crossings_note without whole bridges_rolled and fords_rolled"});
    return;
  }
  if (!count_possible(quality.bridges, rolled_bridges) || !count_possible(quality.fords, rolled_fords))
    out.push_back({"GOK-T8", what() + ": " + std::to_string(rolled_bridges) + " bridges and " +
                                 std::to_string(rolled_fords) + " fords cannot come from its quality row"});
  if (dropped &&
      !(bridges + fords < rolled_bridges + rolled_fords && bridges <= rolled_bridges && fords <= rolled_fords))
    out.push_back({"GOK-T8", what() + ": its crossings_note does not go with fewer crossings than rolled"});
  if (bridges < rolled_bridges && fords > 0)
    out.push_back({"GOK-T8", what() + ": a bridge left out while a ford was kept"});
}

// GOK-T8: no two crossings on one river closer than the ruleset's gap (the file's 0.01 cm grid
// aside).
// A town's own bridge (town_bridges.hpp) is not one of its river's rolled crossings.
void check_crossing_gap(const Scenario& s, const SectorDiceParams& p, const ScenarioIndex& index,
                        const std::set<std::string>& town_bridges, Violations& out) {
  const std::string under = "under placement.crossing_gap_cm " + format_number(p.crossing_gap_cm);
  PairReport close("GOK-T8");
  for (std::size_t i = 0; i < s.crossings.size(); ++i) {
    const Crossing& a = s.crossings[i];
    if (town_bridges.count(a.id)) continue;
    close.check(
        index.crossings, point_box(a.at), p.crossing_gap_cm, i + 1,
        [&](std::size_t j) {
          const Crossing& b = s.crossings[j];
          return a.feature == b.feature && !town_bridges.count(b.id) && distance(a.at, b.at) < p.crossing_gap_cm - 0.02;
        },
        [&](const std::vector<std::size_t>& near, std::size_t count) {
          const Crossing& b = s.crossings[near[0]];
          if (count == 1)
            return "crossings " + a.id + " and " + b.id + " on " + a.feature + " are " +
                   format_number(std::round(distance(a.at, b.at) * 10) / 10) + " cm apart, " + under;
          std::vector<std::string> ids;
          for (std::size_t k : near) ids.push_back(s.crossings[k].id);
          return "crossing " + a.id + " on " + a.feature + " and " + std::to_string(count) + " more are closer, " +
                 under + ": " + partner_list(ids, count);
        },
        out);
  }
  close.finish("are closer to a later crossing on their watercourse, " + under, out);
}

// GOK-T5, T7, T8: each feature is one of the ruleset's, at one of its sizes, with its movement.
// Bridges and fords rolled for each watercourse (GOK-T8; the towns' own bridges aside), by its id.
using CrossingCounts = std::unordered_map<std::string_view, std::pair<int, int>>;
CrossingCounts crossings_by_feature(const Scenario& s, const std::set<std::string>& town_bridges) {
  CrossingCounts counts;
  for (const auto& c : s.crossings)
    if (!town_bridges.count(c.id)) (c.kind == "bridge" ? counts[c.feature].first : counts[c.feature].second) += 1;
  return counts;
}

void check_feature_template(const Feature& f, const SectorDiceParams& p, const CrossingCounts& crossings,
                            Violations& out) {
  auto what = [&f] { return what_feature(f); };
  auto within = [](double v, RangeCm r) { return v >= r.lowest - 0.05 && v <= r.highest + 0.05; };
  if (f.kind == "players_choice") {
    std::string player = attribute(f, "player");
    if (player != "A" && player != "B") out.push_back({"GOK-T7", what() + ": player must be A or B"});
    if (!p.categories.count(attribute(f, "suggested_kind")))
      out.push_back({"GOK-T7", what() + ": suggested_kind is not one of the ruleset's categories"});
    double length = 0, depth = 0;
    if (!parse_double(attribute(f, "length_cm"), length) || !parse_double(attribute(f, "depth_cm"), depth) ||
        !within(length, p.choice_site_size_cm) || !within(depth, p.choice_site_size_cm))
      out.push_back({"GOK-T7", what() + ": site size outside players_choice.site_size_cm"});
    return;
  }
  auto it = p.templates.find(attribute(f, "template"));
  if (it == p.templates.end() || it->second.kind != f.kind || it->second.variant != attribute(f, "variant")) {
    out.push_back({"GOK-T5", what() + ": not a feature of the ruleset (template/variant)"});
    return;
  }
  const FeatureTemplate& t = it->second;
  // GOK-B2, B3: a feature laid from the club's box has the piece's size, not the template's range.
  const bool from_box = !f.pieces.empty();
  if (t.is_watercourse()) {
    if (!from_box && !within(f.width_cm, t.width_cm))
      out.push_back({"GOK-T5", what() + ": width outside the ruleset's range"});
  } else {
    double length = 0, depth = 0;
    if (!parse_double(attribute(f, "length_cm"), length) || !parse_double(attribute(f, "depth_cm"), depth) ||
        (!from_box && (!within(length, t.length_cm) || !within(depth, t.depth_cm))))
      out.push_back({"GOK-T5", what() + ": size outside the ruleset's range"});
    // The outline must not be larger than its stated size allows (the longest chord fits the diagonal).
    Box box = bounding_box(f.outline);
    double diagonal = std::sqrt(length * length + depth * depth);
    if (std::hypot(box.max_x - box.min_x, box.max_y - box.min_y) > diagonal * 1.5 + 0.1)
      out.push_back({"GOK-T5", what() + ": outline much larger than its stated size"});
  }
  const std::string* movement = &t.movement;  // the ruleset's own text, not a copy per feature
  if (t.quality) {
    const RiverQuality* quality = nullptr;
    for (const auto& e : t.quality->entries)
      if (e.row.passability == attribute(f, "passability")) quality = &e.row;
    if (!quality) {
      out.push_back({"GOK-T8", what() + ": passability is not one of the ruleset's"});
      return;
    }
    movement = &quality->movement;
    auto counted = crossings.find(f.id);
    auto [bridges, fords] = counted == crossings.end() ? std::pair<int, int>{0, 0} : counted->second;
    if (attribute(f, "bridges") != std::to_string(bridges) || attribute(f, "fords") != std::to_string(fords))
      out.push_back({"GOK-T8", what() + ": its crossings do not match its bridges and fords"});
    check_rolled_crossings(f, *quality, bridges, fords, out);
  }
  if (attribute(f, "movement") != *movement) out.push_back({"GOK-T8", what() + ": movement is not the ruleset's"});
}

// The watercourses in an index of their own: a check asking for the water near a piece must not
// be handed every piece stacked on it as a candidate.
struct WaterIndex {
  std::vector<std::size_t> features;  // entry k is s.features[features[k]]
  BoxIndex boxes;
};

WaterIndex index_water(const Scenario& s, const ScenarioIndex& index) {
  WaterIndex water;
  std::vector<Box> boxes;
  for (std::size_t k = 0; k < s.features.size(); ++k)
    if (const Feature& w = s.features[k]; !w.is_area() && is_watercourse_kind(w.kind) && w.path.size() >= 2) {
      water.features.push_back(k);
      boxes.push_back(index.features.box(k));
    }
  water.boxes = BoxIndex(std::move(boxes));
  return water;
}

// A table has a few watercourses. More than this many lying on one course is a file stacking
// copies: said once, for that course, instead of measuring every pair of the stack.
constexpr std::size_t kMostWatercoursesOnOne = 64;

// GOK-T6: rises in its sector or at the table edge, ends at the edge or on another watercourse,
// and touches no other watercourse on the way.
void check_watercourse(const Scenario& s, const Feature& f, const SectorDiceParams& p, const SectorGrid& grid,
                       const WaterIndex& water, Violations& out) {
  auto what = [&f] { return "watercourse " + f.id; };
  int home = grid.index_of(f.sector);
  Point start = f.path.front(), end = f.path.back();
  if (!on_edge(start, s) && home >= 0) {
    Box b = grid.box(home);
    if (start.x < b.min_x || start.x > b.max_x || start.y < b.min_y || start.y > b.max_y)
      out.push_back({"GOK-T6", what() + ": rises neither at the table edge nor in its sector " + f.sector});
  }
  auto touches = [](Point p, const Feature& other) {
    return is_watercourse_kind(other.kind) && other.path.size() >= 2 &&
           point_polyline_within(p, other.path, kOnLineToleranceCm);
  };
  // Only watercourses whose boxes come within the tolerance of this one's can touch or run into it
  // (each box already holds half its width); in file order, as the violations are listed.
  std::vector<std::size_t> near_entries;
  water.boxes.visit_near(feature_box(f), kOnLineToleranceCm, 0, [&](std::size_t k) {
    if (&s.features[water.features[k]] == &f) return true;
    near_entries.push_back(k);
    return near_entries.size() <= kMostWatercoursesOnOne;
  });
  if (near_entries.size() > kMostWatercoursesOnOne) {
    out.push_back({"GOK-T6", what() + ": more than " + std::to_string(kMostWatercoursesOnOne) +
                                 " other watercourses lie on it (its joins and crossings are not measured)"});
    return;
  }
  std::sort(near_entries.begin(), near_entries.end());
  std::vector<const Feature*> near;
  for (std::size_t k : near_entries) near.push_back(&s.features[water.features[k]]);
  bool joins_any = false;
  for (const Feature* other : near) joins_any = joins_any || (other != &f && touches(end, *other));
  if (!on_edge(end, s) && !joins_any)
    out.push_back({"GOK-T6", what() + ": ends neither at a table edge nor at another watercourse"});
  // It crosses the board: in by one edge, out by another, and a sector long at least.
  const std::string in = table_edge_at(start, s), out_by = table_edge_at(end, s);
  if (!joins_any && !in.empty() && in == out_by)
    out.push_back({"GOK-T6", what() + ": leaves by the " + in + " edge it came in by"});
  const double min_length_cm = p.min_length_sectors * std::max(p.sector_width_cm(), p.sector_depth_cm());
  if (!joins_any && polyline_length(f.path) < min_length_cm - kOnLineToleranceCm)
    out.push_back({"GOK-T6", what() + ": leaves the table " +
                                 format_number(std::round(polyline_length(f.path) * 10) / 10) + " cm long, under " +
                                 format_number(min_length_cm) + " cm (watercourses.min_length_sectors)"});
  // A tributary, not a stub lying on the watercourse it joins.
  if (joins_any && polyline_length(f.path) < p.min_tributary_cm - kOnLineToleranceCm)
    out.push_back({"GOK-T6", what() + ": joins another after " +
                                 format_number(std::round(polyline_length(f.path) * 10) / 10) + " cm, under " +
                                 format_number(p.min_tributary_cm) + " cm (watercourses.min_tributary_cm)"});
  for (const Feature* near_one : near) {
    const Feature& other = *near_one;
    if (&other == &f || !is_watercourse_kind(other.kind) || other.path.size() < 2) continue;
    // Where one joins the other they meet at that end; the joining stretch is not a crossing.
    if (touches(other.path.back(), f)) continue;
    Polyline course = touches(end, other) ? trim_end(f.path, (f.width_cm + other.width_cm) / 2 + 4.0) : f.path;
    if (course.size() < 2) continue;
    if (polylines_closer_than(course, other.path, (f.width_cm + other.width_cm) / 2))
      out.push_back({"GOK-T6", what() + " runs into " + other.id + " other than at its end"});
  }
}

// WARGEN-PLACE (DESIGN): pieces keep their gaps, stay in their sector, avoid water and crossings.
// The pairs go into PairReports: one line a piece, whatever a hostile file stacks on it.
void check_placement(const Scenario& s, const SectorDiceParams& p, const SectorGrid& grid, const ScenarioIndex& index,
                     const WaterIndex& water, Violations& out) {
  const double tolerance = 0.05;
  const std::string gap_text = "closer than " + std::to_string(p.gap_cm) + " cm";
  PairReport gaps("WARGEN-PLACE"), waters("WARGEN-PLACE"), covered("WARGEN-PLACE");
  auto feature_ids = [&s](const std::vector<std::size_t>& entries) {
    std::vector<std::string> ids;
    for (std::size_t k : entries) ids.push_back(s.features[k].id);
    return ids;
  };
  for (std::size_t i = 0; i < s.features.size(); ++i) {
    const Feature& a = s.features[i];
    if (!a.is_area() || a.outline.size() < 3) continue;
    auto what = [&a] { return what_feature(a); };
    int home = grid.index_of(a.sector);
    if (home >= 0) {
      Box b = grid.box(home);
      Point c = centroid(a.outline);
      if (c.x < b.min_x - 1 || c.x > b.max_x + 1 || c.y < b.min_y - 1 || c.y > b.max_y + 1)
        out.push_back({"WARGEN-PLACE", what() + ": its centre is not in its sector " + a.sector});
    }
    // A box gap is never more than the outlines' distance, so the pairs beyond gap_cm are skipped
    // unmeasured; the same holds for water (its box holds half its width) and crossings.
    const Box a_box = index.features.box(i);
    gaps.check(
        index.features, a_box, p.gap_cm, i + 1,
        [&](std::size_t j) {
          const Feature& b = s.features[j];
          return b.is_area() && b.outline.size() >= 3 && polygons_closer_than(a.outline, b.outline, p.gap_cm - tolerance);
        },
        [&](const std::vector<std::size_t>& near, std::size_t count) {
          return count == 1 ? what() + " and " + s.features[near[0]].id + " are " + gap_text
                            : what() + " and " + std::to_string(count) + " pieces are " + gap_text + ": " +
                                  partner_list(feature_ids(near), count);
        },
        out);
    auto t = p.templates.find(attribute(a, "template"));
    bool may_cover_water = t != p.templates.end() && t->second.may_cover_water;
    if (!may_cover_water)
      waters.check(
          water.boxes, a_box, p.water_gap_cm, 0,
          [&](std::size_t k) {
            const Feature& w = s.features[water.features[k]];
            return polyline_polygon_closer_than(w.path, a.outline, w.width_cm / 2 + p.water_gap_cm - tolerance);
          },
          [&](const std::vector<std::size_t>& near, std::size_t count) {
            std::vector<std::size_t> features;
            for (std::size_t k : near) features.push_back(water.features[k]);
            return count == 1 ? what() + " lies on " + s.features[features[0]].id + "'s water"
                              : what() + " lies on the water of " + std::to_string(count) +
                                    " watercourses: " + partner_list(feature_ids(features), count);
          },
          out);
    covered.check(
        index.crossings, a_box, 0, 0,
        [&](std::size_t k) {
          // A town's own bridge lies inside it (GOK-T8, town_bridges.hpp).
          return point_in_polygon(s.crossings[k].at, a.outline) && !names_town_bridge(a, s.crossings[k].id);
        },
        [&](const std::vector<std::size_t>& near, std::size_t count) {
          std::vector<std::string> ids;
          for (std::size_t k : near) ids.push_back(s.crossings[k].id);
          return count == 1 ? what() + " covers crossing " + ids[0]
                            : what() + " covers " + std::to_string(count) + " crossings: " + partner_list(ids, count);
        },
        out);
  }
  gaps.finish("are " + gap_text + " to a later piece", out);
  waters.finish("lie on a watercourse's water", out);
  covered.finish("cover a crossing", out);
}
}  // namespace

std::vector<Violation> validate_sector_dice(const Scenario& s, const SectorDiceParams& p) {
  Violations out;
  check_structure(s, out);
  check_dice_log(s, out);
  if (!out.empty()) return out;  // rule checks assume well-formed geometry
  SectorGrid grid(p.table_width_cm, p.table_depth_cm, p.columns, p.rows);
  check_table(s, p, grid, out);
  check_pieces(s, p, grid, out);
  check_piece_dice(s, p, grid, symmetric_requested(s.options) ? rolled_half(grid) : grid.count(), out);
  const ScenarioIndex index(s);
  const WaterIndex water = index_water(s, index);
  const std::set<std::string> town_bridges = town_bridge_ids(s);
  const CrossingCounts crossings = crossings_by_feature(s, town_bridges);
  for (const auto& f : s.features) {
    check_feature_template(f, p, crossings, out);
    if (is_watercourse_kind(f.kind)) check_watercourse(s, f, p, grid, water, out);
  }
  check_crossing_gap(s, p, index, town_bridges, out);
  check_town_bridges(s, out);
  check_placement(s, p, grid, index, water, out);
  if (without_extensions(s.deployment) != make_deployment(p.deployment, p.table_width_cm, p.table_depth_cm))
    out.push_back({"WARGEN-DEPLOY", "deployment zones are not the ruleset's"});
  if (s.weather.turns.empty()) out.push_back({"GOK-W1", "no starting weather"});
  check_weather(s.weather, p.weather, out);
  if (symmetric_requested(s.options)) {
    // WARGEN-SYM: the twins are where the half turn puts them.
    auto faults = symmetry_faults(s);
    out.insert(out.end(), faults.begin(), faults.end());
  }
  return out;
}

}  // namespace wargen
