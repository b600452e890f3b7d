#include "generators/npow/element_placement.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>

#include "core/grid_point.hpp"
#include "generators/npow/box_elements.hpp"
#include "generators/npow/element_buildings.hpp"
#include "generators/npow/element_centre_region.hpp"
#include "generators/npow/linear_element_lines.hpp"
#include "symmetry/half_turn.hpp"
#include "terrain/outline_shapes.hpp"
#include "terrain/refused_reaches.hpp"

namespace wargen {

namespace {

constexpr double kSweepStepCm = 2;     // the systematic search's grid
const double kSweepRotations[] = {0, 90, 45, 135, 15, 165, 75, 105};

// `local` moved by `by`, into `out` (kept from spot to spot: a placement tries dozens); gives
// bounding_box(out), found as the points are moved.
Box move_into(const Polygon& local, Point by, Polygon& out) {
  out.resize(local.size());
  BoxGrowth bounds;
  for (std::size_t k = 0; k < local.size(); ++k) {
    out[k] = quantize_point({local[k].x + by.x, local[k].y + by.y});
    bounds.add(out[k]);
  }
  return bounds.box();
}

std::uint32_t overlap_mask(const ElementSpec& spec) {
  // NPOW-P4: woods may lie on hills, partly or wholly (and so a hill may go under a wood).
  if (spec.may_lie_on_hills) return 1u << kHillLayer;
  if (spec.is_hill()) return 1u << kWoodLayer;
  return 0;
}

int layer_of(const ElementSpec& spec) {
  if (spec.is_hill()) return kHillLayer;
  if (spec.may_lie_on_hills) return kWoodLayer;
  return kGroundLayer;
}

class ElementPlacer {
 public:
  ElementPlacer(PlacementState& state, Pcg32& rng)
      : st_(state), p_(state.params), rng_(rng), regions_(state.table(), state.bands) {}

  void run() {
    if (st_.symmetric()) place_centre_element();
    std::vector<const PoolElement*> todo = elements_to_place();
    // An element covers at most four sectors (one at a corner); with its twin, eight.
    const std::size_t most_covered = st_.symmetric() ? 8 : 4;
    for (std::size_t i = 0; i < todo.size(); ++i) {
      const PoolElement* e = todo[i];
      std::vector<int> uncovered = st_.uncovered_sectors();
      // NPOW-P1 is out of reach when even four sectors per element (one at a corner) are too few.
      if (uncovered.size() > most_covered * (todo.size() - i))
        throw PlacementFailure("NPOW-P1", std::to_string(uncovered.size()) + " sectors still without an element and " +
                                              std::to_string(todo.size() - i) + " elements to place");
      bool coverage = !uncovered.empty();
      std::vector<int> sectors = coverage ? uncovered : spread_order();
      if (coverage) rng_.shuffle(sectors);
      bool placed = false;
      // NPOW-B1: with a box, each piece that serves is tried in the box's order, a piece that
      // does not fit after the others.
      for (const BoxPiece* piece : pieces_for(st_, *e, st_.symmetric() ? 2 : 1)) {
        for (int sector : sectors)
          if ((placed = place(*e, sector, coverage, piece))) break;
        if (placed) break;
      }
      if (!placed) {
        std::string rule = "NPOW-P4";
        int most = 0;
        for (const auto& [r, n] : rejections_by_rule())
          if (n > most) most = n, rule = r;
        throw PlacementFailure(rule, "no room for element " + std::to_string(e->index) + " (" + e->element + ")");
      }
    }
    if (!st_.uncovered_sectors().empty())
      throw PlacementFailure("NPOW-P1", "sector " + st_.grid.id(st_.uncovered_sectors().front()) + " has no element");
  }

 private:
  // Objectives first (P2, P3 leave them least room), then the other areas, then linear elements.
  std::vector<const PoolElement*> elements_to_place() {
    std::vector<const PoolElement*> groups[3];
    for (const auto& e : st_.pool.elements) {
      const ElementSpec& spec = p_.element(e.element);
      if (spec.watercourse || e.twin_of != 0 || e.centre) continue;  // twins come with their originals
      bool done = std::any_of(st_.layout.elements.begin(), st_.layout.elements.end(),
                              [&](const PlacedElement& placed) { return placed.index == e.index; });
      if (done) continue;
      groups[e.objective ? 0 : spec.is_linear() ? 2 : 1].push_back(&e);
    }
    std::vector<const PoolElement*> out;
    for (auto& group : groups) {
      rng_.shuffle(group);
      out.insert(out.end(), group.begin(), group.end());
    }
    return out;
  }

  // The element as laid with `piece` (NPOW-B1); kinds() is cached by address, which a new spec may reuse.
  const ElementSpec& lay(const PoolElement& e, const BoxPiece* piece) {
    laying_ = ElementPiece(p_.element(e.element), piece);
    kinds_ = {};
    return laying_.spec();
  }

  // Sectors in a random order that favours those with fewer elements, so the table fills evenly.
  std::vector<int> spread_order() {
    const auto sectors = static_cast<std::size_t>(st_.grid.count());
    std::vector<std::pair<double, int>> keyed;
    keyed.reserve(sectors);
    for (std::size_t i = 0; i < sectors; ++i)
      keyed.push_back({rng_.unit() * (1 + st_.sector_elements[i]), static_cast<int>(i)});
    std::sort(keyed.begin(), keyed.end());
    std::vector<int> out(sectors);
    for (std::size_t i = 0; i < sectors; ++i) out[i] = keyed[i].second;
    return out;
  }

  double rotation() {
    int pick = rng_.between(0, 9);
    if (pick < 5) return (rng_.between(-15, 15) + 180) % 180;  // along the long edges, as most tables lay them
    if (pick < 7) return rng_.between(75, 105);
    return rng_.between(0, 179);
  }

  // Counted by the rule's text as the sweep rejects spot after spot: a pointer compared, no
  // string built; rejections_by_rule() adds them up by rule when a placement fails.
  void reject(const char* rule) {
    for (auto& [r, n] : rejections_)
      if (r == rule) {
        ++n;
        return;
      }
    rejections_.push_back({rule, 1});
  }
  std::map<std::string, int> rejections_by_rule() const {
    std::map<std::string, int> out;
    for (const auto& [r, n] : rejections_) out[r] += n;
    return out;
  }

  // What the exact checks ask of an element's kind, worked out once per element rather than by
  // comparing kind names for every spot tried.
  struct Kinds {
    const ElementSpec* spec = nullptr;
    bool hill = false, built_up = false;
    std::uint32_t may_overlap = 0;
  };
  const Kinds& kinds(const ElementSpec& spec) {
    if (kinds_.spec != &spec) kinds_ = {&spec, spec.is_hill(), spec.kind == "built_up", overlap_mask(spec)};
    return kinds_;
  }

  // The exact checks, cheapest first. Returns whether it is in the central zone through `in_zone`.
  bool acceptable(const Polygon& outline, const Box& bounds, Point centre, const ElementSpec& spec, bool objective,
                  int sector_index, bool coverage, bool& in_zone) {
    // The spots place() tries are made in the footprint already (see footprint()); another
    // outline is copied in.
    if (&outline != &spot_footprint_.outline) {
      spot_x_to_put_down_.reset();
      spot_footprint_.outline.assign(outline.begin(), outline.end());
    }
    if (const char* rule = refusal_by_place(bounds, objective, sector_index, coverage, in_zone))
      return reject(rule), false;
    const Kinds& kind = kinds(spec);
    if (sweeping_row_ && in_refused_reach(centre, kind)) return reject("NPOW-P4"), false;
    const Polygon& shape = footprint().outline;  // `outline` itself, or the spot it stands for
    if (!st_.obstacles.clear(shape, bounds, p_.gap_cm, p_.gap_cm, !kind.hill, kind.may_overlap, &last_blocker_))
      return blocked_by_obstacle_ = true, reject("NPOW-P4"), false;
    if (kind.built_up && !leaves_crossings_open(shape)) return reject("NPOW-L2"), false;
    if (zone_room_for(objective)) in_zone = st_.bands.in_central_zone(footprint(), bounds);
    return true;
  }

  // The rule that refuses the spot in the footprint for where it lies on the table, or none: the
  // table (T1), the strips (P3), the central zone (P2) and the sector (P1), in that order, the
  // cheapest first; whether it is in the central zone through `in_zone` (see zone_room_for).
  const char* refusal_by_place(const Box& bounds, bool objective, int sector_index, bool coverage, bool& in_zone) {
    if (!st_.inside_table(bounds)) return "NPOW-T1";
    if (objective && !st_.bands.clear_of_strips(bounds)) return "NPOW-P3";
    // Whether most of it lies in the central zone takes clipping; while the zone has room the
    // answer only counts once the spot is taken, so it is asked then, not for every spot tried.
    if (!zone_room_for(objective) && (in_zone = full_zone_test(bounds))) return "NPOW-P2";
    if (coverage && !present_in_sector(footprint(), bounds, st_.grid.box(sector_index), p_.sector_min_overlap_cm2))
      return "NPOW-P1";
    return nullptr;
  }

  // Whether the sweep's spot centred at `centre` lies where a spot near it found this element's
  // outline refused at every turn (RefusedReaches); the reach that holds it is kept for the row.
  bool in_refused_reach(Point centre, const Kinds& kind) {
    held_by_reach_ = refused_.holding(centre, st_.obstacles, p_.gap_cm, kind.may_overlap);
    return held_by_reach_.has_value();
  }

  // The spot being tried: every test reads its points from here, so a spot whose points are not
  // down yet (see put_down_spot) has them put down before any test looks.
  const Footprint& footprint() {
    put_down_spot();
    return spot_footprint_;
  }

  // NPOW-P2 for a spot while the zone is full. A sweep's row moves one shape along x, and the
  // zone runs the table's width: the first answer that holds along x serves the whole row.
  bool full_zone_test(const Box& bounds) {
    if (row_in_zone_) return *row_in_zone_;
    const Footprint& fp = footprint();
    if (!sweeping_row_) return st_.bands.in_central_zone(fp, bounds);
    const TableBands::ZoneAnswer answer = st_.bands.in_central_zone_along_x(fp, bounds);
    if (answer.same_along_x) row_in_zone_ = answer.in_zone;
    return answer.in_zone;
  }

  // A road never crosses a built-up area (NPOW-P4) but must reach every bridge and ford (NPOW-L2):
  // a town keeps back from the crossings.
  bool leaves_crossings_open(const Polygon& outline) const {
    const Polyline ring = closed_ring(outline);
    for (const auto& river : st_.layout.rivers)
      for (std::size_t k = 0; k < river.crossings.size(); ++k) {
        // Room on the bank for the road to come square up to it, clear of the town's edge.
        double keep = river.sections[k].width_cm / 2 + 4 * p_.road_width_cm + 2;
        Point c = river.crossings[k];
        if (point_in_polygon(c, outline) || point_polyline_closer_than(c, ring, keep)) return false;
      }
    return true;
  }

  // A wood may be drawn onto a hill already down (NPOW-P4), now and then.
  std::optional<Point> on_a_hill(const ElementSpec& spec) {
    if (!spec.may_lie_on_hills || rng_.unit() >= p_.wood_on_hill_chance) return std::nullopt;
    std::vector<const PlacedElement*> hills;
    for (const auto& e : st_.layout.elements)
      if (e.spec->is_hill()) hills.push_back(&e);
    if (hills.empty()) return std::nullopt;
    Box b = bounding_box(hills[rng_.below(static_cast<std::uint32_t>(hills.size()))]->outline);
    return Point{rng_.uniform(b.min_x, b.max_x), rng_.uniform(b.min_y, b.max_y)};
  }

  bool place(const PoolElement& e, int sector_index, bool coverage, const BoxPiece* piece) {
    const ElementSpec& spec = lay(e, piece);
    if (spec.is_linear()) return place_linear(e, spec, sector_index, coverage);
    Box sector = st_.grid.box(sector_index);
    Polygon local = laying_.local_outline(rng_);
    bool zone_full = !zone_room_for(e.objective);
    for (int attempt = 0; attempt < p_.attempts; ++attempt) {
      double turn = rotation();
      Polygon& shape = turned_;
      const Box shape_box = place_outline_boxed(local, {0, 0}, turn, shape);
      auto centre = on_a_hill(spec);
      if (!centre) centre = regions_.random_centre(shape_box, sector, e.objective, zone_full, rng_);
      if (!centre) continue;
      const Point c = quantize_point(*centre);
      Polygon& spot = spot_footprint_.outline;
      const Box spot_box = move_into(shape, c, spot);
      if (try_commit(e, spec, spot, spot_box, c, turn, sector_index, coverage)) return true;
    }
    // Systematic sweep: every position on a grid within the region, at a set of angles.
    refused_.reset(local);
    for (double turn : kSweepRotations) {
      Polygon shape = place_outline(local, {0, 0}, turn);
      const Box shape_box = bounding_box(shape);
      auto region = regions_.of(shape_box, sector, e.objective, zone_full);
      if (!region) continue;
      // A spot is the shape moved in whole hundredths: each point the sum of the shape's and the
      // spot's, and so is its box, since the sums keep the shape's order (see grid_hundredths).
      shape_xs_.resize(shape.size());
      shape_ys_.resize(shape.size());
      for (std::size_t k = 0; k < shape.size(); ++k) {
        shape_xs_[k] = grid_hundredths(shape[k].x);
        shape_ys_[k] = grid_hundredths(shape[k].y);
      }
      const std::int64_t shape_min_x = grid_hundredths(shape_box.min_x), shape_max_x = grid_hundredths(shape_box.max_x);
      // From a random offset, but never past a band narrower than a step.
      double x0 = rng_.uniform(0, std::min(kSweepStepCm, region->x.hi - region->x.lo));
      for (const CentreInterval& band : region->y())
        for (double y = band.lo + rng_.uniform(0, std::min(kSweepStepCm, band.hi - band.lo)); y <= band.hi;
             y += kSweepStepCm) {
          // A row's spots share their ys, so those are worked out once for the row.
          const std::int64_t row_y = grid_hundredths(y);
          row_ys_.resize(shape_ys_.size());
          for (std::size_t k = 0; k < shape_ys_.size(); ++k) row_ys_[k] = grid_cm(shape_ys_[k] + row_y);
          const double row_min_y = grid_cm(grid_hundredths(shape_box.min_y) + row_y),
                       row_max_y = grid_cm(grid_hundredths(shape_box.max_y) + row_y);
          sweeping_row_ = true;
          row_in_zone_.reset();
          // Spots west of this overlap the obstacle that refused the last spot measured: refused
          // without measuring (Obstacles::overlap_room_east). Most spots a sweep tries lie on an
          // element already down, in runs along the row.
          double refused_until_cm = -std::numeric_limits<double>::infinity();
          for (double x = region->x.lo + x0; x <= region->x.hi; x += kSweepStepCm) {
            const std::int64_t spot_x = grid_hundredths(x);
            const Point c{grid_cm(spot_x), grid_cm(row_y)};
            const Polygon& spot = spot_footprint_.outline;
            const Box bounds{grid_cm(shape_min_x + spot_x), row_min_y, grid_cm(shape_max_x + spot_x), row_max_y};
            // Its points are put down only when a test asks for them: most spots are refused
            // without (here, or by the refused reaches).
            spot_x_to_put_down_ = spot_x;
            // A spot on the obstacle is refused here, by the rule try_commit would name: a test
            // before the obstacles' may refuse it first. Most spots a sweep tries end here.
            if (c.x < refused_until_cm) {
              bool in_zone = false;
              const char* rule = refusal_by_place(bounds, e.objective, sector_index, coverage, in_zone);
              reject(rule ? rule : "NPOW-P4");
              continue;
            }
            blocked_by_obstacle_ = false;
            held_by_reach_.reset();
            if (try_commit(e, spec, spot, bounds, c, turn, sector_index, coverage)) return end_row(), true;
            if (blocked_by_obstacle_)
              refused_until_cm = c.x + st_.obstacles.overlap_room_east(last_blocker_, spot, bounds);
            else if (held_by_reach_)
              refused_until_cm = std::max(refused_until_cm, RefusedReaches::east_end_on_row(*held_by_reach_, c.y));
          }
        }
    }
    end_row();
    return false;
  }
  // The sweep's spot at spot_x_to_put_down_ (hundredths east), its points put down in the
  // footprint, when they are not down yet.
  void put_down_spot() {
    if (spot_x_to_put_down_) put_down_pending_spot();
  }
  // Out of line: the tests that call put_down_spot() stay small enough to be inlined.
  [[gnu::noinline]] void put_down_pending_spot() {
    Polygon& spot = spot_footprint_.outline;
    spot.resize(shape_xs_.size());
    for (std::size_t k = 0; k < shape_xs_.size(); ++k)
      spot[k] = {grid_cm(shape_xs_[k] + *spot_x_to_put_down_), row_ys_[k]};
    spot_x_to_put_down_.reset();
  }
  void end_row() {
    sweeping_row_ = false;
    spot_x_to_put_down_.reset();
    row_in_zone_.reset();
  }

  // `bounds`: the outline's bounding box, the footprint's too: every test starts from it.
  bool try_commit(const PoolElement& e, const ElementSpec& spec, const Polygon& outline, const Box& bounds, Point centre,
                  double turn, int sector_index, bool coverage) {
    bool in_zone = false;
    if (!acceptable(outline, bounds, centre, spec, e.objective, sector_index, coverage, in_zone)) return false;
    const bool paired = st_.symmetric() && !single_;
    Polygon twin = paired ? st_.twin(outline) : Polygon{};
    if (paired && !twin_acceptable(outline, twin, spec)) return false;
    PlacedElement placed;
    placed.index = e.index;
    placed.spec = &spec;
    placed.objective = e.objective;
    placed.elevation_only = e.elevation_only;
    placed.outline = outline;
    placed.length_cm = spec.length_cm;
    placed.depth_cm = spec.depth_cm;
    placed.rotation_deg = turn;
    placed.sector = st_.grid.id(sector_index);
    laying_.take(placed, st_, paired ? 2 : 1);
    if (spec.building)
      placed.building =
          single_ ? centre_building(*spec.building, centre, turn, st_.table(), rng_)
                  : building_in_field(*spec.building, spec, centre, turn, rng_);
    if (paired) {
      PlacedElement t = placed;
      t.index = st_.pool.twin(e.index);
      t.outline = twin;
      if (!t.building.empty()) t.building = st_.twin(t.building);
      t.sector = st_.grid.id(st_.twin_sector(sector_index));
      commit(std::move(t), layer_of(spec), in_zone);
    }
    commit(std::move(placed), layer_of(spec), in_zone);
    return true;
  }

  void commit(PlacedElement placed, int layer, bool in_zone) {
    st_.count(placed.footprint(), placed.objective, in_zone);
    if (placed.pieces.empty()) {
      st_.obstacles.add_area(placed.outline, layer);
    } else {
      for (const auto& piece : placed.pieces)
        for (std::size_t i = 1; i < piece.size(); ++i)
          st_.obstacles.add_area(piece_outline(piece[i - 1], piece[i], placed.spec->width_cm), layer);
    }
    st_.layout.elements.push_back(std::move(placed));
  }

  // NPOW-P2 has room for the element, and for its twin beside it on a symmetric table (the
  // central zone turns into itself, so a twin lies there exactly when its original does).
  bool zone_room_for(bool objective) const {
    int n = st_.symmetric() && !single_ ? 2 : 1;
    return st_.zone_has_room(n, n * objective);
  }

  // The twin keeps off its original and everything down (NPOW-P4), and a town's twin off the
  // crossings (NPOW-L2). The rest holds for it because it holds for the original: the table, the
  // strips and the central zone turn into themselves.
  bool twin_acceptable(const Polygon& outline, const Polygon& twin, const ElementSpec& spec) {
    if (polygons_closer_than(outline, twin, p_.gap_cm)) return reject("NPOW-P4"), false;
    const Kinds& kind = kinds(spec);
    if (!st_.obstacles.clear(twin, p_.gap_cm, p_.gap_cm, !kind.hill, kind.may_overlap)) return reject("NPOW-P4"), false;
    if (kind.built_up && !leaves_crossings_open(twin)) return reject("NPOW-L2"), false;
    return true;
  }

  // The symmetric table's odd element, its own twin (terrain_pool.hpp): centred on the table's
  // centre, an outline made point-symmetric (the first half of its vertices, then their half
  // turns), or a straight linear element through the centre.
  void place_centre_element() {
    const PoolElement* centre = nullptr;
    for (const auto& e : st_.pool.elements)
      if (e.centre) centre = &e;
    if (!centre) return;
    const ElementSpec& spec = lay(*centre, pieces_for(st_, *centre, 1).front());
    const Point c = table_centre(st_.table());
    int sector = 0;
    for (int i = 0; i < st_.grid.count(); ++i)
      if (st_.grid.box(i).holds(c)) sector = i;
    single_ = true;
    bool placed = false;
    for (int attempt = 0; attempt < p_.attempts && !placed; ++attempt) {
      double turn = rotation();
      if (spec.is_linear()) {
        placed = try_commit_linear(*centre, spec, {centre_line(spec, c, turn, st_.table())}, sector, false);
      } else {
        const Polygon outline =
            point_symmetric_outline(place_outline(laying_.local_outline(rng_), c, turn), st_.table());
        placed = try_commit(*centre, spec, outline, bounding_box(outline), c, turn, sector, false);
      }
    }
    single_ = false;
    if (!placed)
      throw PlacementFailure("NPOW-P4", "no room on the table's centre for element " + std::to_string(centre->index) +
                                            " (" + centre->element + "), its own twin");
  }

  // NPOW-P5: in one piece of `sections` x section_length (bent at the joints) or, by the
  // ruleset's weights, as two separate sections.
  bool place_linear(const PoolElement& e, const ElementSpec& spec, int sector_index, bool coverage) {
    Box sector = st_.grid.box(sector_index);
    bool split = spec.sections == 2 && rng_.between(1, p_.contiguous_weight + p_.split_weight) > p_.contiguous_weight;
    for (int attempt = 0; attempt < 4 * p_.attempts; ++attempt) {
      const std::vector<Polyline> pieces = random_linear_pieces(spec, sector, st_.table(), split, rng_);
      if (try_commit_linear(e, spec, pieces, sector_index, coverage)) return true;
    }
    return false;
  }

  bool try_commit_linear(const PoolElement& e, const ElementSpec& spec, const std::vector<Polyline>& pieces,
                         int sector_index, bool coverage) {
    for (const auto& piece : pieces)
      for (Point q : piece)
        if (q.x < kLinearMarginCm || q.y < kLinearMarginCm || q.x > p_.table_width_cm - kLinearMarginCm ||
            q.y > p_.table_depth_cm - kLinearMarginCm)
          return reject("NPOW-T1"), false;
    if (pieces.size() == 2 && polylines_closer_than(pieces[0], pieces[1], p_.gap_cm + spec.width_cm))
      return reject("NPOW-P5"), false;
    Footprint fp = line_footprint(pieces, spec.width_cm);
    bool in_zone = st_.bands.in_central_zone(fp);
    if (in_zone && !zone_room_for(false)) return reject("NPOW-P2"), false;
    if (coverage && !present_in_sector(fp, st_.grid.box(sector_index), p_.sector_min_overlap_cm2))
      return reject("NPOW-P1"), false;
    std::vector<Polygon> outlines;
    for (const auto& piece : pieces)
      for (std::size_t i = 1; i < piece.size(); ++i)
        outlines.push_back(piece_outline(piece[i - 1], piece[i], spec.width_cm));
    for (const auto& o : outlines)
      if (!st_.obstacles.clear(o, p_.gap_cm, p_.gap_cm, false)) return reject("NPOW-P4"), false;
    const bool paired = st_.symmetric() && !single_;
    std::vector<Polyline> twins;
    if (paired) {
      for (const auto& piece : pieces) twins.push_back(st_.twin(piece));
      for (const auto& piece : pieces)
        for (const auto& twin : twins)
          if (polylines_closer_than(piece, twin, p_.gap_cm + spec.width_cm)) return reject("NPOW-P4"), false;
      for (const auto& twin : twins)
        for (std::size_t i = 1; i < twin.size(); ++i)
          if (!st_.obstacles.clear(piece_outline(twin[i - 1], twin[i], spec.width_cm), p_.gap_cm, p_.gap_cm, false))
            return reject("NPOW-P4"), false;
    }
    PlacedElement placed;
    placed.index = e.index;
    placed.spec = &spec;
    placed.pieces = pieces;
    placed.sector = st_.grid.id(sector_index);
    laying_.take(placed, st_, paired ? 2 : 1);
    if (paired) {
      PlacedElement t = placed;
      t.index = st_.pool.twin(e.index);
      t.pieces = twins;
      t.sector = st_.grid.id(st_.twin_sector(sector_index));
      commit(std::move(t), kGroundLayer, in_zone);
    }
    commit(std::move(placed), kGroundLayer, in_zone);
    return true;
  }

  PlacementState& st_;
  const NpowParams& p_;
  Pcg32& rng_;
  CentreRegions regions_;  // where an area element's centre may go
  std::vector<std::pair<const char*, int>> rejections_;  // see reject()
  Kinds kinds_;                                          // see kinds()
  Obstacles::Blocker last_blocker_;                      // what stood in the way of the last spot
  Polygon turned_;                                       // the element turned, at the origin, for a random spot
  std::vector<double> row_ys_;                           // its ys along a row of the sweep
  std::vector<std::int64_t> shape_xs_, shape_ys_;        // the swept shape's points, in hundredths
  Footprint spot_footprint_;  // the spot being tried, as a footprint (reused: the sweep tries hundreds)
  bool sweeping_row_ = false;         // the spots tried are a sweep's row
  bool blocked_by_obstacle_ = false;  // the spot tried was refused by Obstacles::clear
  std::optional<std::int64_t> spot_x_to_put_down_;       // see put_down_spot
  std::optional<bool> row_in_zone_;                      // NPOW-P2's answer for the whole row, once known
  bool single_ = false;  // placing the symmetric table's centre element, which has no other twin
  ElementPiece laying_;                                  // NPOW-B1: the element being tried, with its box piece
  RefusedReaches refused_;                                // where the swept element's outline is refused at every turn
  std::optional<RefusedReaches::Reach> held_by_reach_;    // the reach that refused the spot just tried
};

}  // namespace

void place_elements(PlacementState& state, Pcg32& rng) { ElementPlacer(state, rng).run(); }

}  // namespace wargen
