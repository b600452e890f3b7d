#include "generators/npow/road_grid.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "core/det_math.hpp"
#include "core/grid_point.hpp"
#include "core/path_walk.hpp"
#include "core/shape_measure.hpp"
#include "generators/npow/footprint.hpp"

namespace wargen {

namespace {

double width_at(const Feature& water, double arc_cm) {
  for (const auto& s : water.sections)
    if (arc_cm >= s.from_cm - 1e-9 && arc_cm <= s.to_cm + 1e-9) return s.width_cm;
  return water.width_cm;
}

}  // namespace

RoadGrid::RoadGrid(const NpowParams& p, const Scenario& s)
    : width_cm_(s.table_width_cm),
      depth_cm_(s.table_depth_cm),
      columns_(std::max(1, static_cast<int>(std::lround(s.table_width_cm / p.road_grid_cm)))),
      rows_(std::max(1, static_cast<int>(std::lround(s.table_depth_cm / p.road_grid_cm)))) {
  cell_w_ = width_cm_ / columns_;
  cell_h_ = depth_cm_ / rows_;
  kind_.assign(static_cast<std::size_t>(count()), kOpen);
  // A road's centre in an open cell is at most half a diagonal from the cell's centre, so cells
  // whose centre keeps this far from water or a town keep the whole road clear of them.
  double margin = p.road_width_cm / 2 + diagonal_cm() / 2;
  // Each feature's kind and box, found once: the tests below ask for them many times over.
  water_.reserve(s.features.size());
  boxes_.reserve(s.features.size());
  runs_.reserve(s.features.size());
  for (const auto& f : s.features) {
    water_.push_back(is_watercourse_kind(f.kind));
    boxes_.push_back(bounding_box(f.is_area() ? f.outline : f.path));
    runs_.emplace_back(f.path);
  }
  for (std::size_t i = 0; i < s.features.size(); ++i) {
    const Feature& f = s.features[i];
    if (!water_[i]) continue;
    for (const auto& band : water_footprint(f.path, f.width_cm, f.sections).bands)
      mark_near(band.line, band.width_cm / 2 + margin, kWater);
  }
  // Closed: every built-up area (NPOW-P4: never across one), then every farm's single building
  // (DESIGN: nor over one). Each feature's index, with the cells near it.
  std::vector<std::pair<std::size_t, std::vector<NearCell>>> near_areas;
  for (std::size_t i = 0; i < s.features.size(); ++i)
    if (s.features[i].kind == "built_up") near_areas.emplace_back(i, mark_area(s.features[i], margin));
  for (std::size_t i = 0; i < s.features.size(); ++i)
    if (s.features[i].kind == "building") near_areas.emplace_back(i, mark_area(s.features[i], margin));
  // A road reaches a town from an open cell straight to its edge, over no water and no other town.
  std::vector<char> town(s.features.size());
  for (std::size_t i = 0; i < s.features.size(); ++i) town[i] = s.features[i].kind == "built_up";
  for (const auto& [own, near] : near_areas) {
    std::vector<int> kept;
    for (const NearCell& n : near) {
      if (!open(n.cell)) continue;
      const Point from = centre(n.cell), to = n.edge;
      bool clear = true;
      Box reach = segment_box(from, to);
      for (std::size_t i = 0; i < s.features.size() && clear; ++i) {
        if (water_[i] && reach.overlaps(boxes_[i]))
          clear = runs_[i].meeting_points(from, to) == 0;
        else if (town[i] && i != own && reach.overlaps(boxes_[i], p.road_width_cm))
          clear = !polyline_polygon_closer_than({from, to}, s.features[i].outline, p.road_width_cm / 2);
      }
      if (clear) kept.push_back(n.cell);
    }
    approaches_.push_back({s.features[own].id, std::move(kept)});
  }
  TableBands bands = table_bands(p);
  for (std::size_t i = 0; i < s.features.size(); ++i)
    if (water_[i]) add_jumps(p, s, bands, i);
  index_jump_banks();
  find_open_steps();  // the cells' kinds are final
}

void RoadGrid::index_jump_banks() {
  std::vector<std::pair<int, int>> banks;  // (cell, jump)
  banks.reserve(2 * jumps_.size());
  for (std::size_t k = 0; k < jumps_.size(); ++k)
    for (int cell : {jumps_[k].from, jumps_[k].to}) banks.emplace_back(cell, static_cast<int>(k));
  std::sort(banks.begin(), banks.end());
  bank_cells_.clear();
  bank_jumps_.clear();
  has_jumps_.assign(static_cast<std::size_t>(count()) / 64 + 1, 0);
  for (const auto& [cell, jump] : banks) {
    bank_cells_.push_back(cell);
    bank_jumps_.push_back(jump);
    has_jumps_[static_cast<std::size_t>(cell) / 64] |= std::uint64_t{1} << (static_cast<std::size_t>(cell) % 64);
  }
}

void RoadGrid::find_open_steps() {
  // Eight cells at a time, one byte each, in a 64-bit word. First whether each cell is open (1)
  // or not (0), in rows with a closed border around the table, so that every neighbour is read
  // without a bounds test; `wide` leaves room for the last word of a row to run past its end.
  constexpr std::uint64_t kOnes = 0x0101010101010101ull;
  auto load = [](const unsigned char* at) {
    std::uint64_t word;
    std::memcpy(&word, at, sizeof word);
    return word;
  };
  auto store = [](unsigned char* at, std::uint64_t word) { std::memcpy(at, &word, sizeof word); };
  const int words = (columns_ + 7) / 8, wide = 8 * words + 2;
  std::vector<unsigned char> kinds(static_cast<std::size_t>(wide));  // one row of kind_, padded
  std::vector<unsigned char> opened(static_cast<std::size_t>(wide * (rows_ + 2)), 0);
  for (int r = 0; r < rows_; ++r) {
    std::fill(kinds.begin(), kinds.end(), kBlocked);
    std::memcpy(kinds.data(), &kind_[static_cast<std::size_t>(r * columns_)], static_cast<std::size_t>(columns_));
    unsigned char* row = &opened[static_cast<std::size_t>((r + 1) * wide + 1)];
    for (int w = 0; w < words; ++w) {
      const std::uint64_t kind = load(&kinds[static_cast<std::size_t>(8 * w)]);  // kOpen is 0, the others 1 or 2
      store(row + 8 * w, ((kind | kind >> 1) & kOnes) ^ kOnes);
    }
  }
  // Then each step's bit, in kStepColumns/kStepRows order; a diagonal also needs the two cells
  // beside it open. Each bit stays inside its own cell's byte. A row's last word may run into the
  // next row's first cells, which that row then writes over (and the last row into 8 spare bytes).
  open_steps_.assign(static_cast<std::size_t>(count() + 8), 0);
  for (int r = 0; r < rows_; ++r) {
    const unsigned char* above = &opened[static_cast<std::size_t>(r * wide + 1)];  // row r - 1
    const unsigned char* same = above + wide;
    const unsigned char* below = same + wide;  // row r + 1
    unsigned char* steps = &open_steps_[static_cast<std::size_t>(r * columns_)];
    for (int w = 0; w < words; ++w) {
      const int c = 8 * w;
      const std::uint64_t right = load(same + c + 1), left = load(same + c - 1), down = load(below + c),
                          up = load(above + c);
      store(steps + c, right | left << 1 | down << 2 | up << 3 | (load(below + c + 1) & right & down) << 4 |
                           (load(above + c + 1) & right & up) << 5 | (load(below + c - 1) & left & down) << 6 |
                           (load(above + c - 1) & left & up) << 7);
    }
  }
}

int RoadGrid::cell_at(Point p) const {
  if (p.x < 0 || p.y < 0 || p.x > width_cm_ || p.y > depth_cm_) return -1;
  int c = std::min(columns_ - 1, static_cast<int>(p.x / cell_w_));
  int r = std::min(rows_ - 1, static_cast<int>(p.y / cell_h_));
  return r * columns_ + c;
}

const std::vector<int>& RoadGrid::approaches(const std::string& feature_id) const {
  static const std::vector<int> none;
  for (const auto& [id, cells] : approaches_)
    if (id == feature_id) return cells;
  return none;
}

void RoadGrid::mark_near(const Polyline& line, double reach, Kind kind) {
  for (std::size_t i = 1; i < line.size(); ++i) {
    Box b = segment_box(line[i - 1], line[i]);
    int c0 = std::max(0, static_cast<int>((b.min_x - reach) / cell_w_)),
        c1 = std::min(columns_ - 1, static_cast<int>((b.max_x + reach) / cell_w_));
    int r0 = std::max(0, static_cast<int>((b.min_y - reach) / cell_h_)),
        r1 = std::min(rows_ - 1, static_cast<int>((b.max_y + reach) / cell_h_));
    const NearestOnSegment leg(line[i - 1], line[i]);
    for (int r = r0; r <= r1; ++r) {
      const double y = centre(0, r).y;
      unsigned char* row = &kind_[static_cast<std::size_t>(r * columns_)];
      // Every cell measured, two at a time (see NearestOnSegment), without asking first whether
      // it is marked already or beyond reach of the leg's box; a cell marked this way or worse
      // stays so.
      for (int c = c0; c <= c1; ++c) {
        const double x = centre(c, 0).x;
        const Point n = leg.nearest({x, y});
        const bool near = distance({x, y}, n) < reach;
        row[c] = near && row[c] < kind ? static_cast<unsigned char>(kind) : row[c];
      }
    }
  }
}

std::vector<RoadGrid::NearCell> RoadGrid::mark_area(const Feature& f, double reach) {
  Box b = bounding_box(f.outline);
  double around = reach + 1.5 * diagonal_cm();
  int c0 = std::max(0, static_cast<int>((b.min_x - around) / cell_w_)),
      c1 = std::min(columns_ - 1, static_cast<int>((b.max_x + around) / cell_w_));
  int r0 = std::max(0, static_cast<int>((b.min_y - around) / cell_h_)),
      r1 = std::min(rows_ - 1, static_cast<int>((b.max_y + around) / cell_h_));
  std::vector<NearCell> near;
  if (c0 > c1 || r0 > r1) return near;
  const Polyline ring = closed_ring(f.outline);
  // Each cell's distance to the edge and the nearest point on it, as point_polyline_distance and
  // nearest_on_polyline find them (the first leg in ring order that comes nearest), but each leg
  // measured only to the cells within `around` of its box: a cell further from every leg is
  // neither blocked nor near, and for a nearer one its nearest legs are among those measured.
  const int window_columns = c1 - c0 + 1;
  std::vector<double> least(static_cast<std::size_t>(window_columns * (r1 - r0 + 1)),
                            std::numeric_limits<double>::max());
  std::vector<Point> nearest(least.size());
  for (std::size_t i = 1; i < ring.size(); ++i) {
    const Point a = ring[i - 1], e = ring[i];
    const Box leg = segment_box(a, e);
    // Cell c's centre is at (c + 0.5) cells: rounded outwards, with a hair more for the
    // divisions' rounding, the columns and rows whose centres lie within `around` of the leg's box.
    constexpr double kHair = 1e-9;
    const int lc0 = std::max(c0, static_cast<int>(std::floor((leg.min_x - around) / cell_w_ - 0.5 - kHair))),
              lc1 = std::min(c1, static_cast<int>(std::ceil((leg.max_x + around) / cell_w_ - 0.5 + kHair))),
              lr0 = std::max(r0, static_cast<int>(std::floor((leg.min_y - around) / cell_h_ - 0.5 - kHair))),
              lr1 = std::min(r1, static_cast<int>(std::ceil((leg.max_y + around) / cell_h_ - 0.5 + kHair)));
    const NearestOnSegment segment(a, e);
    for (int r = lr0; r <= lr1; ++r) {
      const double y = centre(0, r).y;
      double* row_least = least.data() + static_cast<std::size_t>((r - r0) * window_columns);
      Point* row_nearest = nearest.data() + static_cast<std::size_t>((r - r0) * window_columns);
      for (int c = lc0; c <= lc1; ++c) {
        const double x = centre(c, 0).x;
        const Point n = segment.nearest({x, y});
        const double d = distance({x, y}, n);
        const std::size_t k = static_cast<std::size_t>(c - c0);
        const bool nearer = d < row_least[k];
        row_least[k] = nearer ? d : row_least[k];
        row_nearest[k].x = nearer ? n.x : row_nearest[k].x;
        row_nearest[k].y = nearer ? n.y : row_nearest[k].y;
      }
    }
  }
  for (int r = r0; r <= r1; ++r)
    for (int c = c0; c <= c1; ++c) {
      int cell = r * columns_ + c;
      const std::size_t k = static_cast<std::size_t>((r - r0) * window_columns + (c - c0));
      const double edge = least[k];
      // A cell is 0 from the area when its centre lies inside, else `edge` from it. Blocked either
      // way when the edge is that close; and a centre beyond the box (by more than the rounding
      // in point_in_polygon) is outside.
      const Point q = centre(c, r);
      constexpr double kHair = 1e-6;
      const bool inside = edge >= reach && q.x >= b.min_x - kHair && q.x <= b.max_x + kHair && q.y >= b.min_y &&
                          q.y <= b.max_y && point_in_polygon(q, f.outline);
      const double d = inside ? 0 : edge;
      if (d < reach)
        kind_[static_cast<std::size_t>(cell)] = kBlocked;
      else if (d < around)
        near.push_back({cell, nearest[k]});
    }
  // Filtered once everything is marked (see the constructor).
  return near;
}

void RoadGrid::add_jumps(const NpowParams& p, const Scenario& s, const TableBands& bands, std::size_t own) {
  const Feature& water = s.features[own];
  PathWalk walk(water.path);
  double length = walk.length_cm();
  double margin = p.road_width_cm / 2 + diagonal_cm() / 2;
  auto add = [&](Point at, double arc, const std::string& crossing) {
    double w = width_at(water, arc);
    Point t = walk.direction_at(arc), n{-t.y, t.x};
    for (int extra = 0; extra < 4; ++extra) {
      double o = w / 2 + margin + 0.5 + extra * cell_w_;
      int a = cell_at({at.x + n.x * o, at.y + n.y * o}), b = cell_at({at.x - n.x * o, at.y - n.y * o});
      if (a < 0 || b < 0 || a == b || !open(a) || !open(b)) continue;
      Point ca = centre(a), cb = centre(b);
      // It crosses this water once, at `at`, no other water, and keeps off the towns.
      bool clean = runs_[own].meeting_points(ca, cb) == 1 && !passes_blocked(ca, at) && !passes_blocked(at, cb);
      Box span = segment_box(ca, cb);
      for (std::size_t i = 0; i < s.features.size() && clean; ++i)
        if (water_[i] && i != own && span.overlaps(boxes_[i])) clean = runs_[i].meeting_points(ca, cb) == 0;
      if (!clean) continue;
      double cost = distance(ca, at) + distance(at, cb) + (crossing.empty() ? p.new_crossing_cost_cm : 0);
      jumps_.push_back({a, b, at, water.id, crossing, cost});
      return;
    }
  };
  for (const auto& c : s.crossings)
    if (c.feature == water.id) add(c.at, arc_position(water.path, c.at), c.id);
  // NPOW-L3: where a new bridge or ford may stand.
  std::size_t bookmark = 0;
  for (double arc = p.crossing_end_margin_cm; arc <= length - p.crossing_end_margin_cm; arc += cell_w_) {
    Point at = walk.point_at_onward(arc, bookmark);
    at = quantize_point(at);
    double w = width_at(water, arc);
    if (!bands.clear_of_strips(crossing_bounds(at, w))) continue;  // NPOW-P3: an objective
    if (at.x < crossing_radius(w) || at.x > width_cm_ - crossing_radius(w)) continue;
    bool free = true;
    for (const auto& c : s.crossings) free = free && distance(c.at, at) >= p.crossing_gap_cm;
    for (std::size_t i = 0; i < s.features.size() && free; ++i) {
      const Feature& f = s.features[i];
      const Box& b = boxes_[i];
      if (f.is_area()) {
        // NPOW-P4: not on another element
        if (b.holds(at)) free = !point_in_polygon(at, f.outline);
      } else if (&f != &water && water_[i]) {
        double apart = (w + f.width_cm) / 2 + 4;
        if (b.overlaps({at.x, at.y, at.x, at.y}, apart)) free = !point_polyline_closer_than(at, f.path, apart);
      }
    }
    if (free) add(at, arc, "");
  }
}

void RoadGrid::settle(int jump, const std::string& crossing_id, double penalty_cm, double gap_cm) {
  Jump& settled = jumps_[static_cast<std::size_t>(jump)];
  settled.crossing = crossing_id;
  settled.cost_cm -= penalty_cm;
  for (auto& j : jumps_)
    if (&j != &settled && j.crossing.empty() && distance(j.at, settled.at) < gap_cm) j.cost_cm = -1;
}

void RoadGrid::close_new_crossings_on(const Polygon& outline) {
  const Box b = bounding_box(outline);
  for (auto& j : jumps_)  // as add_jumps refuses a place on another element
    if (j.crossing.empty() && b.holds(j.at) && point_in_polygon(j.at, outline))
      j.cost_cm = -1;
}

void RoadGrid::close_jumps_over(const std::string& water_id) {
  for (auto& j : jumps_)
    if (j.water == water_id) j.cost_cm = -1;
}

void RoadGrid::restore_jumps(const std::vector<Jump>& jumps) { jumps_ = jumps; }

bool RoadGrid::passes_blocked(Point a, Point b) const {
  return any_cell_along(a, b, [&](int cell) { return cell >= 0 && kind_[static_cast<std::size_t>(cell)] == kBlocked; });
}

bool RoadGrid::segment_clear(Point a, Point b) const {
  return !any_cell_along(a, b, [&](int cell) { return cell < 0 || !open(cell); });
}

}  // namespace wargen
