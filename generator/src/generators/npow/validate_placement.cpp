// NPOW-P1..P5 measured on the scenario as written.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string_view>

#include "core/path_walk.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/npow_features.hpp"
#include "generators/npow/placement_state.hpp"
#include "generators/npow/road_across_town.hpp"
#include "generators/npow/table_bands.hpp"
#include "generators/npow/validation_support.hpp"
#include "scenario/pair_report.hpp"

namespace wargen::npow_validation {

namespace {

constexpr double kLengthToleranceCm = 0.2;  // a drawn 9 cm section may be a millimetre or two out

// NPOW-P1: at least one element in every sector.
void check_sectors(const Scenario& s, const NpowParams& p, const std::map<int, ElementOnTable>& elements,
                   Violations& out) {
  SectorGrid grid = sector_grid_of(s, p);
  // Each footprint's bounds, taken once: a sector asks every footprint.
  std::vector<std::pair<Box, const Footprint*>> footprints;
  for (const auto& [index, e] : elements) footprints.push_back({e.bounds, &e.footprint});
  for (int i = 0; i < grid.count(); ++i) {
    const Box sector = grid.box(i);
    // An element wholly in the sector is present in it (present_in_sector): looked for first,
    // before any area is measured. Which element answers does not change the answer.
    bool found = std::any_of(footprints.begin(), footprints.end(),
                             [&](const auto& f) { return wholly_in_sector(f.first, sector); });
    for (const auto& [b, footprint] : footprints) {
      if (found) break;
      found = present_in_sector(*footprint, b, sector, p.sector_min_overlap_cm2);
    }
    if (!found) out.push_back({"NPOW-P1", "sector " + grid.id(i) + " has no element"});
  }
}

// NPOW-P2: at most two elements in the central zone, at most one of them an objective.
void check_central_zone(const Scenario& s, const NpowParams& p, const std::map<int, ElementOnTable>& elements,
                        Violations& out) {
  TableBands bands = table_bands(p);
  int count = 0, objectives = 0;
  std::string names;
  for (const auto& [index, e] : elements)
    if (bands.in_central_zone(e.footprint, e.bounds)) {
      ++count;
      objectives += e.objective;
      names += (names.empty() ? "" : ", ") + e.features.front()->id;
    }
  for (const auto& c : s.crossings)  // the sections' bridges and fords are elements laid with the table
    if (c.section > 0 && bands.point_in_central_zone(c.at)) {
      ++count;
      objectives += c.objective.value_or(false);
      names += (names.empty() ? "" : ", ") + c.id;
    }
  if (count > p.central_max_elements)
    out.push_back({"NPOW-P2", std::to_string(count) + " elements in the central zone (" + names + "); at most " +
                                  std::to_string(p.central_max_elements)});
  if (objectives > p.central_max_objectives)
    out.push_back({"NPOW-P2", std::to_string(objectives) + " objectives in the central zone (" + names + "); at most " +
                                  std::to_string(p.central_max_objectives)});
}

// NPOW-P3: no objective within the strips along the long edges (supply lines excepted, NPOW-L1).
void check_strips(const Scenario& s, const NpowParams& p, const TableFacts& facts, Violations& out) {
  TableBands bands = table_bands(p);
  std::string strip = mm_text(p.objective_free_strip_cm);
  for (const auto& f : s.features)
    if (f.objective.value_or(false) && f.kind != "supply_line" && f.is_area() &&
        !bands.clear_of_strips(bounding_box(f.outline)))
      out.push_back({"NPOW-P3", what(f) + " is an objective within " + strip + " cm of a long edge"});
  for (std::size_t i = 0; i < s.crossings.size(); ++i) {
    const Crossing& c = s.crossings[i];
    if (c.objective.value_or(false) && !bands.clear_of_strips(crossing_bounds(c.at, facts.crossings[i].width_cm)))
      out.push_back({"NPOW-P3", c.kind + " " + c.id + " is an objective within " + strip + " cm of a long edge"});
  }
}

bool may_overlap(const Feature& a, const Feature& b) {
  // NPOW-P4: woods may lie on hills; a single building stands inside its enclosed field.
  if ((a.kind == "wood" && b.kind == "hill") || (a.kind == "hill" && b.kind == "wood")) return true;
  if (a.kind == "building" && attribute(a, "field") == b.id) return true;
  if (b.kind == "building" && attribute(b, "field") == a.id) return true;
  return false;
}

bool is_ground_line(const Feature& f) { return !f.is_area() && !is_watercourse_kind(f.kind) && f.kind != "road"; }

// NPOW-P4: no element over another, but for the exceptions the rule lists.
void check_overlaps(const Scenario& s, const ScenarioIndex& index, const TableFacts& facts, Violations& out) {
  const auto& fs = s.features;
  const std::vector<int>& element = facts.element;
  // One line a feature (pair_report.hpp), whatever a hostile file stacks on it.
  PairReport overlaps("NPOW-P4");
  for (std::size_t i = 0; i < fs.size(); ++i) {
    const Feature& a = fs[i];
    if (a.kind == "road") continue;
    // Each overlap below needs the two boxes (a line's grown by half its width) to meet.
    auto overlap = [&](std::size_t j) {
      const Feature& b = fs[j];
      if (b.kind == "road" || may_overlap(a, b)) return false;
      if (element[i] != 0 && element[i] == element[j] && a.kind == b.kind) return false;  // P5's two sections
      // Each test below asks "closer than d?", which the closer_than functions answer exactly as
      // the distance would, without measuring every pair of edges. An area's index box is its
      // outline's bounding box; a distance is 0 exactly when it is under the least double above 0.
      if (a.is_area() && b.is_area())
        return index.features.box(i).overlaps(index.features.box(j)) &&
               polygons_closer_than(a.outline, b.outline, std::numeric_limits<double>::denorm_min());
      if (a.is_area() != b.is_area()) {
        const Feature& area = a.is_area() ? a : b;
        const Feature& line = a.is_area() ? b : a;
        const Footprint& water = facts.water[a.is_area() ? j : i];
        // Watercourses lie over other elements, hills excepted (checked below).
        if (is_ground_line(line))
          return bounding_box(line.path).overlaps(bounding_box(area.outline), line.width_cm) &&
                 polyline_polygon_closer_than(line.path, area.outline, line.width_cm / 2 - kLimitToleranceCm);
        return is_watercourse_kind(line.kind) && area.kind == "supply_line" && water_lies_on(water, area.outline);
      }
      return is_ground_line(a) && is_ground_line(b) &&
             bounding_box(a.path).overlaps(bounding_box(b.path), a.width_cm + b.width_cm) &&
             polylines_closer_than(a.path, b.path, (a.width_cm + b.width_cm) / 2 - kLimitToleranceCm);
    };
    overlaps.check(
        index.features, index.features.box(i), 0, i + 1, overlap,
        [&](const std::vector<std::size_t>& near, std::size_t count) {
          if (count == 1) return what(a) + " and " + what(fs[near[0]]) + " overlap";
          std::vector<std::string> ids;
          for (std::size_t k : near) ids.push_back(fs[k].id);
          return what(a) + " overlaps " + std::to_string(count) + " pieces: " + partner_list(ids, count);
        },
        out);
  }
  overlaps.finish("overlap a later piece", out);
  for (const auto& f : fs)
    if (f.kind == "building") {
      const Feature* field = index.ids.find(attribute(f, "field"));
      bool inside = field && field->kind == "enclosed_field" && field->is_area();
      for (Point q : f.outline) inside = inside && point_in_polygon(q, field->outline);
      if (!inside) out.push_back({"NPOW-P4", what(f) + ": a single building stands inside an enclosed field"});
    }
}

// NPOW-P4: watercourses never across hills (a source may touch one); bridges and fords on their
// own ground; every section with its bridge or ford; roads never across built-up areas.
void check_water_and_roads(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, const TableFacts& facts,
                           Violations& out) {
  const CrossingsByWater crossings(s);
  std::vector<std::size_t> near;
  for (std::size_t wi = 0; wi < s.features.size(); ++wi) {
    const Feature& w = s.features[wi];
    if (!is_watercourse_kind(w.kind)) continue;
    const Footprint& water = facts.water[wi];
    // Each band's course from its start (its arc position is never negative, so max(0, 0 - start)
    // is 0): the same for every hill but the one it rises at, so cut once, when a hill is near.
    std::vector<Polyline> band_course;
    const std::string& origin = attribute(w, "origin");
    // Its box holds its widest section: a hill beyond it is never crossed.
    index.features.near(index.features.box(wi), 0, near);
    for (std::size_t k : near) {
      const Feature& hill = s.features[k];
      if (hill.kind != "hill") continue;
      if (band_course.empty())
        for (const auto& band : water.bands) band_course.push_back(sub_polyline(band.line, 0.0, 1e9));
      // The first stretch of a watercourse rising at this hill touches it.
      constexpr std::string_view kHill = "hill:";
      const bool rises_here = std::string_view(origin).substr(0, kHill.size()) == kHill &&
                              std::string_view(origin).substr(std::min(origin.size(), kHill.size())) == hill.id;
      double from = rises_here ? w.width_cm / 2 + p.touch_cm + 1 : 0;
      for (std::size_t b = 0; b < water.bands.size(); ++b) {
        const Band& band = water.bands[b];
        Polyline rising;
        if (rises_here) {
          double start = arc_position(w.path, band.line.front());
          rising = sub_polyline(band.line, std::max(0.0, from - start), 1e9);
        }
        const Polyline& course = rises_here ? rising : band_course[b];
        // "Closer than half its width?" answers as the distance would, without measuring every pair.
        if (course.size() >= 2 &&
            polyline_polygon_closer_than(course, hill.outline, band.width_cm / 2 - kLimitToleranceCm)) {
          out.push_back({"NPOW-P4", what(w) + " runs across " + what(hill) + ": watercourses never cross hills"});
          break;
        }
      }
    }
    for (const auto& section : w.sections) {
      bool carried = false;
      for (const Crossing* c : crossings.on(w.id))
        if (c->section == section.index) {
          const double at = facts.crossings[static_cast<std::size_t>(c - s.crossings.data())].arc_cm;
          carried = carried || (at >= section.from_cm - kLimitToleranceCm && at <= section.to_cm + kLimitToleranceCm);
        }
      if (!carried)
        out.push_back({"NPOW-P4", what(w) + " section " + std::to_string(section.index) + " has no bridge or ford"});
    }
  }
  for (const auto& c : s.crossings) {
    index.features.near(point_box(c.at), 0, near);
    for (std::size_t k : near)
      if (const Feature& f = s.features[k]; f.is_area() && point_in_polygon(c.at, f.outline))
        out.push_back({"NPOW-P4", c.kind + " " + c.id + " lies on " + what(f)});
  }
  for (std::size_t ri = 0; ri < s.features.size(); ++ri) {
    const Feature& road = s.features[ri];
    if (road.kind != "road") continue;
    index.features.near(index.features.box(ri), 0, near);
    const Box road_box = bounding_box(road.path);
    std::optional<PathWalk> walk;  // the road's running lengths, summed once when a town is near
    std::vector<std::pair<double, double>> stretches;
    for (std::size_t k : near) {
      const Feature& town = s.features[k];
      if (town.kind != "built_up" || !road_box.overlaps(bounding_box(town.outline))) continue;
      if (!walk) walk.emplace(road.path);
      if (road_runs_across(*walk, town.outline, stretches))
        out.push_back({"NPOW-P4", what(road) + " runs across " + what(town) + ": roads never cross built-up areas"});
    }
  }
}

// NPOW-P5: a linear element in one piece, or as two separate sections.
void check_linear(const NpowParams& p, const std::map<int, ElementOnTable>& elements, Violations& out) {
  for (const auto& [index, e] : elements) {
    const Feature& first = *e.features.front();
    if (!is_ground_line(first)) continue;
    auto spec_it = p.elements.find(attribute(first, "template"));
    if (spec_it == p.elements.end() || !spec_it->second.is_linear()) continue;  // NPOW-S2 says so
    const ElementSpec& spec = spec_it->second;
    const int element = index;
    auto label = [&] { return "element " + std::to_string(element) + " (" + spec.name + ")"; };  // for a fault
    // NPOW-B1: an element laid from the club's sections has their length and width, which the
    // scenario does not hold; its shape (one piece or two sections apart) is checked all the same.
    const bool from_box = !first.pieces.empty();
    for (const Feature* f : e.features)
      if (!from_box && std::abs(f->width_cm - spec.width_cm) > kLimitToleranceCm)
        out.push_back({"NPOW-P5", what(*f) + " is not " + mm_text(spec.width_cm) + " cm wide"});
    double whole = spec.sections * spec.section_length_cm;
    if (e.features.size() == 1) {
      if (!from_box && std::abs(polyline_length(first.path) - whole) > kLengthToleranceCm)
        out.push_back({"NPOW-P5", label() + ": one piece of " + mm_text(whole) + " cm"});
    } else if (e.features.size() == 2 && spec.sections == 2) {
      for (const Feature* f : e.features)
        if (!from_box && std::abs(polyline_length(f->path) - spec.section_length_cm) > kLengthToleranceCm)
          out.push_back({"NPOW-P5", what(*f) + ": a separate section is " + mm_text(spec.section_length_cm) + " cm"});
      if (polylines_closer_than(e.features[0]->path, e.features[1]->path, first.width_cm))
        out.push_back({"NPOW-P5", label() + ": its two sections touch; they are placed apart or as one piece"});
    } else {
      out.push_back({"NPOW-P5", label() + ": in one piece or two sections, not " + std::to_string(e.features.size())});
    }
  }
}

}  // namespace

void check_placement(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, const TableFacts& facts,
                     const std::map<int, ElementOnTable>& elements, Violations& out) {
  check_sectors(s, p, elements, out);
  check_central_zone(s, p, elements, out);
  check_strips(s, p, facts, out);
  check_overlaps(s, index, facts, out);
  check_water_and_roads(s, p, index, facts, out);
  check_linear(p, elements, out);
}

}  // namespace wargen::npow_validation
