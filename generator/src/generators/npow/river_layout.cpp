#include "generators/npow/river_layout.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>

#include "core/det_math.hpp"
#include "core/grid_point.hpp"
#include "core/leg_runs.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/box_elements.hpp"
#include "generators/npow/river_course.hpp"
#include "generators/npow/river_crossing_choice.hpp"
#include "generators/npow/source_hill.hpp"
#include "symmetry/half_turn.hpp"
#include "terrain/outline_shapes.hpp"

namespace wargen {

namespace {

constexpr const char* kEdges[] = {"south", "east", "north", "west"};
constexpr double kCornerMargin = 0.08;    // edge points keep this fraction of the edge from corners
constexpr double kInteriorMarginCm = 20;  // a hill or marsh start lies this far inside the table
constexpr double kMinStraight = 0.55;     // start-to-end distance as a share of the course length:
constexpr double kMaxStraight = 0.93;     // shorter loops back on itself, longer cannot bend
constexpr int kTributaryTries = 30;
constexpr int kStartTries = 12;

struct StartChoice {
  std::string kind;  // "edge" | "hill" | "marsh"
  std::string edge;  // for an edge start
  int element = 0;   // for a hill or marsh start: the pool element
};

class RiverLayer {
 public:
  RiverLayer(PlacementState& state, Pcg32& rng) : st_(state), p_(state.params), rng_(rng) {
    // The kinds of start the ruleset weighs, each with the pool's elements of that kind, found
    // once: every try of every river draws among them.
    for (const auto& [kind, weight] : p_.start_weights) {
      if (weight == 0) continue;
      StartKind start{&kind, weight, {}};
      if (kind != "edge")
        for (const auto& e : st_.pool.elements)
          if (p_.element(e.element).kind == kind) start.elements.push_back(e.index);
      start_kinds_.push_back(std::move(start));
    }
  }

  // One attempt at the whole water layout; nothing is added to the state unless it succeeds.
  bool attempt(bool extend) {
    const PoolElement* first = st_.pool.river();
    const PoolElement* second = st_.pool.second_river();
    int main_sections = first->river_sections + (second && extend ? second->river_sections : 0);
    std::vector<int> used_starts;
    std::vector<LaidRiver> rivers;
    std::vector<StartChoice> starts;
    StartChoice start;
    auto main = lay_main(*first, main_sections, used_starts, start);
    if (!main) return false;
    rivers.push_back(*main);
    starts.push_back(start);
    if (second && !extend) {
      auto tributary = lay_tributary(*second, rivers[0], main_sections, used_starts, start);
      if (!tributary) return false;
      rivers.push_back(*tributary);
      starts.push_back(start);
    }
    std::vector<PlacedElement> start_elements;
    for (std::size_t i = 0; i < rivers.size(); ++i) {
      if (starts[i].kind == "edge") continue;
      auto placed = place_start(rivers, i, starts[i], start_elements);
      if (!placed) return false;
      start_elements.push_back(*placed);
    }
    std::vector<bool> crossing_in_zone;
    if (!choose_crossings(rivers, start_elements, st_, rng_, crossing_in_zone)) return false;
    if (st_.symmetric() && !add_twins(rivers, start_elements, crossing_in_zone)) return false;
    return commit(rivers, start_elements, crossing_in_zone);
  }

 private:
  Point edge_point(const std::string& edge, double t) const {
    double w = p_.table_width_cm, d = p_.table_depth_cm;
    if (edge == "south") return {quantize_cm(t * w), 0};
    if (edge == "north") return {quantize_cm(t * w), quantize_cm(d)};
    if (edge == "west") return {0, quantize_cm(t * d)};
    return {quantize_cm(w), quantize_cm(t * d)};
  }

  Point interior_point() {
    // Drawn x first: a braced list is worked out in order.
    return quantize_point({rng_.uniform(kInteriorMarginCm, p_.table_width_cm - kInteriorMarginCm),
                           rng_.uniform(kInteriorMarginCm, p_.table_depth_cm - kInteriorMarginCm)});
  }

  // NPOW-S4: a table edge, or a marsh or hill of the pool not used yet, by the ruleset's weights.
  StartChoice choose_start(const std::vector<int>& used, const std::string& not_edge) {
    // Each kind weighed, in the ruleset's order: an edge, or the marshes or hills not used yet,
    // one of which is drawn now; a kind with none left is no option.
    options_.clear();
    int total = 0;
    for (const StartKind& start : start_kinds_) {
      if (*start.kind == "edge") {
        options_.push_back({&start, 0});
      } else {
        candidates_.clear();
        for (int element : start.elements)
          if (std::find(used.begin(), used.end(), element) == used.end()) candidates_.push_back(element);
        if (candidates_.empty()) continue;
        options_.push_back({&start, candidates_[rng_.below(static_cast<std::uint32_t>(candidates_.size()))]});
      }
      total += start.weight;
    }
    int pick = rng_.between(0, total - 1);
    const StartOption* chosen = &options_.front();
    for (const StartOption& o : options_) {
      if (pick < o.start->weight) {
        chosen = &o;
        break;
      }
      pick -= o.start->weight;
    }
    StartChoice choice{*chosen->start->kind, "", chosen->element};
    if (choice.kind == "edge") {
      const char* edges[std::size(kEdges)];
      std::size_t count = 0;
      for (const char* e : kEdges)
        if (!(p_.start_edge_differs && e == not_edge)) edges[count++] = e;
      choice.edge = edges[rng_.below(static_cast<std::uint32_t>(count))];
    }
    return choice;
  }

  // A course of `length` from `start` to `end`, neither nearly straight nor looping back (the
  // ends' distance a share of it), that stays on the table and off its edges except at its ends,
  // and never crosses itself (river_course's room).
  std::optional<Polyline> course_between(Point start, Point end, double length) {
    double straight = distance(start, end);
    if (straight < kMinStraight * length || straight > kMaxStraight * length) return std::nullopt;
    const CourseRoom room{p_.table_width_cm, p_.table_depth_cm, kRiverEdgeClearCm};
    return river_course(start, end, length, p_.meander_cm, room, rng_);
  }

  Point start_point(const StartChoice& start) {
    return start.kind == "edge" ? edge_point(start.edge, rng_.uniform(kCornerMargin, 1 - kCornerMargin))
                                : interior_point();
  }

  std::optional<LaidRiver> lay_main(const PoolElement& element, int sections, std::vector<int>& used,
                                    StartChoice& start) {
    std::string end_edge = kEdges[rng_.below(4)];
    start = choose_start(used, end_edge);
    Point from = start_point(start);
    Point to = edge_point(end_edge, rng_.uniform(kCornerMargin, 1 - kCornerMargin));
    auto path = course_between(from, to, sections * p_.section_length_cm);
    if (!path) return std::nullopt;
    if (start.element) used.push_back(start.element);
    LaidRiver river;
    river.element = element.index;
    river.path = *path;
    river.origin = start.kind == "edge" ? "edge:" + start.edge : start.kind;
    river.origin_element = start.element;
    river.end = "edge:" + end_edge;
    river.counted_from_start = start.kind == "edge";  // NPOW-S6: from the table edge
    std::vector<SectionQuality> qualities(st_.pool.section_quality.begin(), st_.pool.section_quality.begin() + sections);
    river.sections = cut_sections(river.path, sections, p_.section_length_cm, river.counted_from_start, qualities);
    return river;
  }

  // NPOW-S4: a tributary ends on the main river; it rises at an edge, a marsh or a hill.
  std::optional<LaidRiver> lay_tributary(const PoolElement& element, const LaidRiver& main, int quality_offset,
                                         std::vector<int>& used, StartChoice& start) {
    double length = element.river_sections * p_.section_length_cm;
    double main_length = polyline_length(main.path);
    auto qualities_begin = st_.pool.section_quality.begin() + quality_offset;
    std::vector<SectionQuality> qualities(qualities_begin, qualities_begin + element.river_sections);
    double width = 0;
    for (const auto& q : qualities) width = std::max(width, q.width_cm);
    const std::vector<Box> main_runs = leg_run_boxes(main.path);  // every try measures against it
    for (int t = 0; t < kTributaryTries; ++t) {
      Point junction = point_at(main.path, rng_.uniform(12, main_length - 12));
      junction = quantize_point(junction);
      start = choose_start(used, "");
      auto path = course_between(start_point(start), junction, length);
      if (!path) continue;
      // Only its last stretch, where it flows in, comes near the main river.
      double apart = (width + main.width_cm()) / 2;
      Polyline course = trim_end(*path, apart + 3);
      if (course.size() >= 2 && polylines_closer_than(course, main.path, main_runs, apart + 1)) continue;
      if (start.element) used.push_back(start.element);
      LaidRiver river;
      river.element = element.index;
      river.path = *path;
      river.origin = start.kind == "edge" ? "edge:" + start.edge : start.kind;
      river.origin_element = start.element;
      river.end = "joins";
      river.joins = main.element;
      river.counted_from_start = true;  // from its source: its other end is on the main river
      river.sections = cut_sections(river.path, element.river_sections, p_.section_length_cm, true, qualities);
      return river;
    }
    return std::nullopt;
  }

  // The hill or marsh a river starts at: a hill touches the source and the water keeps off it
  // (NPOW-P4); a marsh holds the source.
  std::optional<PlacedElement> place_start(const std::vector<LaidRiver>& rivers, std::size_t which,
                                           const StartChoice& start, const std::vector<PlacedElement>& placed) {
    const LaidRiver& river = rivers[which];
    const PoolElement& pool_element = st_.pool.elements[static_cast<std::size_t>(start.element - 1)];
    // NPOW-B1: with a box, the hill or marsh is its first piece that serves (taken once the water is laid).
    const ElementPiece laid(p_.element(pool_element.element),
                            pieces_for(st_, pool_element, st_.symmetric() ? 2 : 1).front());
    const ElementSpec& spec = laid.spec();
    Point source = river.path.front();
    Point flow = direction_at(river.path, 0);
    Polygon local = laid.local_outline(rng_);
    for (int t = 0; t < kStartTries; ++t) {
      double rotation = rng_.between(0, 179);
      auto at = [&](double back, Polygon& out) {
        place_outline(local, {source.x - flow.x * back, source.y - flow.y * back}, rotation, out);
      };
      Polygon outline;
      if (spec.is_hill()) {
        // Backed away from the source until it just touches it.
        at(hill_back_cm(local, rotation, source, flow, spec.length_cm), outline);
        if (point_in_polygon(source, outline) ||
            !point_polyline_within(source, closed_ring(outline), p_.touch_cm * 0.8))
          continue;
      } else {
        at(rng_.uniform(0, spec.depth_cm / 4), outline);
        if (!point_in_polygon(source, outline)) continue;
      }
      const Box bounds = bounding_box(outline);
      if (!st_.inside_table(bounds)) continue;
      if (pool_element.objective && !st_.bands.clear_of_strips(bounds)) continue;
      bool clear = true;
      for (const auto& other : placed) clear = clear && !polygons_closer_than(outline, other.outline, p_.gap_cm);
      if (spec.is_hill())
        for (std::size_t r = 0; r < rivers.size() && clear; ++r) {
          double half = rivers[r].width_cm() / 2;
          // The source's own first stretch touches the hill; all other water keeps off it.
          Polyline water = r == which ? sub_polyline(rivers[r].path, half + p_.touch_cm + 1, 1e9) : rivers[r].path;
          clear = water.size() >= 2 && !polyline_polygon_closer_than(water, outline, half + p_.gap_cm);
        }
      if (!clear) continue;
      PlacedElement e;
      e.index = pool_element.index;
      e.spec = &spec;
      e.objective = pool_element.objective;
      e.elevation_only = pool_element.elevation_only;
      e.outline = outline;
      e.length_cm = spec.length_cm;
      e.depth_cm = spec.depth_cm;
      e.rotation_deg = rotation;
      laid.record(e);
      return e;
    }
    return std::nullopt;
  }

  // "edge:south" seen from the other side of the table: "edge:north"; a hill, marsh or join as it is.
  static std::string turned_end(const std::string& end) {
    const std::string prefix = "edge:";
    return end.rfind(prefix, 0) == 0 ? prefix + turned_edge(end.substr(prefix.size())) : end;
  }

  // The symmetric procedure: every river, the hill or marsh it rises at and its bridges and fords
  // get their half-turn twins, which keep off the originals as the originals keep off each other
  // (NPOW-P4, the crossings' gap). What holds between an original and a twin holds between their
  // twins too, so only those pairs are measured.
  bool add_twins(std::vector<LaidRiver>& rivers, std::vector<PlacedElement>& starts,
                 std::vector<bool>& crossing_in_zone) const {
    const std::size_t n_rivers = rivers.size(), n_starts = starts.size(), n_crossings = crossing_in_zone.size();
    for (std::size_t r = 0; r < n_rivers; ++r) {
      LaidRiver t = rivers[r];
      t.element = st_.pool.twin(t.element);
      t.path = st_.twin(t.path);
      t.crossings = st_.twin(t.crossings);
      t.origin = turned_end(t.origin);
      t.end = turned_end(t.end);
      if (t.origin_element) t.origin_element = st_.pool.twin(t.origin_element);
      if (t.joins) t.joins = st_.pool.twin(t.joins);
      rivers.push_back(std::move(t));
    }
    for (std::size_t e = 0; e < n_starts; ++e) {
      PlacedElement t = starts[e];
      t.index = st_.pool.twin(t.index);
      t.outline = st_.twin(t.outline);
      starts.push_back(std::move(t));
    }
    for (std::size_t c = 0; c < n_crossings; ++c) crossing_in_zone.push_back(crossing_in_zone[c]);
    std::vector<std::vector<Box>> twin_runs;  // each twin's leg_run_boxes, measured against every original
    for (std::size_t b = n_rivers; b < rivers.size(); ++b) twin_runs.push_back(leg_run_boxes(rivers[b].path));
    for (std::size_t a = 0; a < n_rivers; ++a)
      for (std::size_t b = n_rivers; b < rivers.size(); ++b) {
        double apart = (rivers[a].width_cm() + rivers[b].width_cm()) / 2 + p_.gap_cm;
        if (polylines_closer_than(rivers[a].path, rivers[b].path, twin_runs[b - n_rivers], apart)) return false;
        for (std::size_t k = 0; k < rivers[a].crossings.size(); ++k) {
          Point c = rivers[a].crossings[k];
          double radius = crossing_radius(rivers[a].sections[k].width_cm);
          if (point_polyline_closer_than(c, rivers[b].path, rivers[b].width_cm() / 2 + radius + p_.gap_cm)) return false;
          for (Point t : rivers[b].crossings)
            if (distance(c, t) < p_.crossing_gap_cm) return false;
          for (std::size_t e = n_starts; e < starts.size(); ++e)
            if (point_in_polygon(c, starts[e].outline) ||
                point_polyline_closer_than(c, closed_ring(starts[e].outline), radius + p_.gap_cm))
              return false;
        }
      }
    for (std::size_t e = 0; e < n_starts; ++e) {
      for (std::size_t t = n_starts; t < starts.size(); ++t)
        if (polygons_closer_than(starts[e].outline, starts[t].outline, p_.gap_cm)) return false;
      if (!starts[e].spec->is_hill()) continue;  // water runs across a marsh, never over a hill
      for (std::size_t b = n_rivers; b < rivers.size(); ++b)
        if (polyline_polygon_closer_than(rivers[b].path, starts[e].outline, rivers[b].width_cm() / 2 + p_.gap_cm))
          return false;
    }
    return true;
  }

  // NPOW-P2 for the water layout as a whole; then it goes down on the table.
  bool commit(std::vector<LaidRiver>& rivers, std::vector<PlacedElement>& starts,
              const std::vector<bool>& crossing_in_zone) {
    // Each river's sections cut once: counted against the zone now, and on the table below.
    std::vector<Footprint> waters;
    std::vector<bool> water_in_zone;
    int elements = 0, objectives = 0;
    for (const auto& r : rivers) {
      waters.push_back(r.footprint());
      water_in_zone.push_back(st_.bands.in_central_zone(waters.back()));
      elements += water_in_zone.back();
    }
    for (const auto& e : starts)
      if (st_.bands.in_central_zone(e.footprint())) {
        ++elements;
        objectives += e.objective;
      }
    for (bool z : crossing_in_zone) {
      elements += z;
      objectives += z;
    }
    // A symmetric table's centre element (terrain_pool.hpp) comes next and lies in the zone.
    for (const auto& e : st_.pool.elements)
      if (e.centre) {
        ++elements;
        objectives += e.objective;
      }
    if (!st_.zone_has_room(elements, objectives)) return false;
    std::size_t c = 0;
    for (std::size_t i = 0; i < rivers.size(); ++i) {
      LaidRiver& r = rivers[i];
      // Counted, and each section an obstacle at its own width.
      st_.count(waters[i], 0, water_in_zone[i]);
      for (const auto& band : waters[i].bands) st_.obstacles.add_watercourse(band.line, band.width_cm);
      for (std::size_t k = 0; k < r.crossings.size(); ++k, ++c) {
        st_.zone_elements += crossing_in_zone[c];
        st_.zone_objectives += crossing_in_zone[c];
        st_.obstacles.add_point(r.crossings[k], crossing_radius(r.sections[k].width_cm));
      }
      st_.layout.rivers.push_back(std::move(r));
    }
    for (auto& e : starts) {
      const Footprint area = e.footprint();
      st_.count(area, e.objective, st_.bands.in_central_zone(area));
      st_.obstacles.add_area(e.outline, e.spec->is_hill() ? kHillLayer : kGroundLayer);
      st_.layout.elements.push_back(std::move(e));
    }
    return true;
  }

  PlacementState& st_;
  const NpowParams& p_;
  Pcg32& rng_;
  struct StartKind {
    const std::string* kind;  // "edge", or a kind of pool element (NpowParams::start_weights)
    int weight;
    std::vector<int> elements;  // for a kind of element: the pool's elements of that kind
  };
  struct StartOption {
    const StartKind* start;
    int element;  // the element drawn, for a kind of element
  };
  std::vector<StartKind> start_kinds_;  // the kinds of start weighed above 0
  std::vector<StartOption> options_;    // choose_start's, kept between its calls
  std::vector<int> candidates_;         // choose_start's, kept between its calls
};

}  // namespace

std::vector<WaterSection> cut_sections(const Polyline& path, int count, double section_length_cm,
                                       bool counted_from_start, const std::vector<SectionQuality>& qualities) {
  double length = polyline_length(path);
  std::vector<WaterSection> out;
  for (int k = 0; k < count; ++k) {
    double a = k * section_length_cm, b = k + 1 == count ? length : (k + 1) * section_length_cm;
    WaterSection s;
    s.index = k + 1;
    s.from_cm = quantize_cm(counted_from_start ? a : length - b);
    s.to_cm = quantize_cm(counted_from_start ? b : length - a);
    const SectionQuality& q = qualities[static_cast<std::size_t>(k)];
    s.quality = q.quality;
    s.passability = q.passability;
    s.width_cm = q.width_cm;
    out.push_back(s);
  }
  // Listed along the path, whichever end they are counted from.
  if (!counted_from_start) std::reverse(out.begin(), out.end());
  return out;
}

void lay_rivers(PlacementState& state, Pcg32& rng) {
  if (!state.pool.river()) return;
  RiverLayer layer(state, rng);
  bool has_second = state.pool.second_river() != nullptr;
  for (int attempt = 0; attempt < state.params.river_attempts; ++attempt) {
    bool extend = has_second && (state.params.third_section == ThirdSection::extend ||
                                 (state.params.third_section == ThirdSection::either && attempt % 2 == 0));
    if (layer.attempt(extend)) return;
  }
  throw PlacementFailure("NPOW-S4", "no course found for the river in " + std::to_string(state.params.river_attempts) +
                                        " tries (watercourses, placement.river_attempts)");
}

}  // namespace wargen
