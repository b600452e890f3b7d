#include "sight/board_from_scenario.hpp"

#include <algorithm>
#include <cmath>

#include "core/error.hpp"
#include "core/number_text.hpp"
#include "core/shape_measure.hpp"
#include "sight/exact_raster.hpp"

namespace wargen::sight {

namespace {

EdgeObstacle edge_obstacle_of(const std::string& kind) {
  if (kind == "stream") return EdgeObstacle::stream;
  if (kind == "obstacle") return EdgeObstacle::obstacle;
  if (kind == "earthwork") return EdgeObstacle::earthwork;
  return EdgeObstacle::none;
}

// The cells whose squares a bounding box of ticks may touch, clamped to the board.
struct CellRange {
  int col0, row0, col1, row1;
};
CellRange cells_near(const TickPath& shape, const TickGrid& grid, const Board& board, int margin_cells) {
  std::int64_t min_x = shape.front().x, max_x = min_x, min_y = shape.front().y, max_y = min_y;
  for (Tick t : shape) {
    min_x = std::min(min_x, t.x);
    max_x = std::max(max_x, t.x);
    min_y = std::min(min_y, t.y);
    max_y = std::max(max_y, t.y);
  }
  const Cell lo = grid.cell_of({min_x, min_y}), hi = grid.cell_of({max_x, max_y});
  return {std::max(0, lo.col - margin_cells), std::max(0, lo.row - margin_cells),
          std::min(board.cols() - 1, hi.col + margin_cells), std::min(board.rows() - 1, hi.row + margin_cells)};
}

template <class Visit>
void for_each_cell(const CellRange& r, Visit visit) {
  for (int row = r.row0; row <= r.row1; ++row)
    for (int col = r.col0; col <= r.col1; ++col) visit(Cell{col, row});
}

std::vector<Cell> cells_inside(const Polygon& outline, const TickGrid& grid, const Board& board) {
  std::vector<Cell> cells;
  if (outline.size() < 3) return cells;
  const TickPath ticks = to_ticks(outline);
  for_each_cell(cells_near(ticks, grid, board, 0), [&](Cell c) {
    if (inside(grid.centre(c), ticks)) cells.push_back(c);
  });
  return cells;
}

Cell clamped_cell(Point p, const TickGrid& grid, const Board& board) {
  Cell c = grid.cell_of(to_ticks(p));
  return {std::clamp(c.col, 0, board.cols() - 1), std::clamp(c.row, 0, board.rows() - 1)};
}

class Rasterizer {
 public:
  Rasterizer(const Scenario& s, double cell_cm) : scenario_(s), grid_{to_ticks(cell_cm)} {
    const auto cols = (to_ticks(s.table_width_cm) + grid_.cell_ticks - 1) / grid_.cell_ticks;
    const auto rows = (to_ticks(s.table_depth_cm) + grid_.cell_ticks - 1) / grid_.cell_ticks;
    out_.board =
        Board(static_cast<int>(cols), static_cast<int>(rows), static_cast<double>(grid_.cell_ticks) / kTicksPerCm);
    out_.road.assign(static_cast<std::size_t>(cols * rows), 0);
  }

  ScenarioBoard run() {
    for (const Feature& f : scenario_.features) area(f);
    for (const Feature& f : scenario_.features) line(f);
    for (const Crossing& c : scenario_.crossings) crossing(c);
    for (const DeploymentZone& z : scenario_.deployment)
      out_.deployment.push_back({z.side, z.edge, cells_inside(z.polygon, grid_, out_.board)});
    for (ObjectiveSite& site : objective_sites(scenario_)) {
      ObjectiveCells o{std::move(site), {}, {}};
      o.cell = clamped_cell(o.site.at, grid_, out_.board);
      o.cells = cells_inside(o.site.area, grid_, out_.board);
      if (o.cells.empty()) o.cells.push_back(o.cell);
      out_.objectives.push_back(std::move(o));
    }
    return std::move(out_);
  }

 private:
  Board& board() { return out_.board; }

  void area(const Feature& f) {
    if (!f.is_area()) return;
    const AreaRole role = area_role(f.kind);
    if (role == AreaRole::none) return;
    const bool hill = role == AreaRole::level, cover = role == AreaRole::cover, water = role == AreaRole::water;
    for (Cell c : area_cells(f.outline, board())) {
      if (hill) board().set_level(c, board().level(c) + 1);
      if (water) board().set_surface(c, Surface::forbidden);
      if (cover && board().surface(c) != Surface::forbidden) board().set_surface(c, Surface::cover);
    }
  }

  void line(const Feature& f) {
    if (f.path.size() < 2) return;
    if (f.kind == "road") return mark_road(to_ticks(f.path));
    if (f.kind == "river") {
      if (f.sections.empty()) return river(to_ticks(f.path), f.width_cm);
      // NPOW-S6: each section has its own quality; a "stream" section is an edge obstacle.
      const PathWalk walk(f.path);
      for (const WaterSection& s : f.sections) {
        const TickPath piece = to_ticks(sub_polyline(walk, s.from_cm, s.to_cm));
        if (piece.size() < 2) continue;
        if (s.quality == "stream")
          edges(piece, EdgeObstacle::stream);
        else
          river(piece, s.width_cm > 0 ? s.width_cm : f.width_cm);
      }
      return;
    }
    if (EdgeObstacle o = edge_obstacle_of(f.kind); o != EdgeObstacle::none) edges(to_ticks(f.path), o);
  }

  void mark_road(const TickPath& path) {
    for (std::size_t i = 1; i < path.size(); ++i)
      for_each_cell(cells_near({path[i - 1], path[i]}, grid_, board(), 0), [&](Cell c) {
        if (segment_meets_cell(path[i - 1], path[i], grid_, c))
          out_.road[static_cast<std::size_t>(c.row * board().cols() + c.col)] = 1;
      });
  }

  void river(const TickPath& path, double width_cm) {
    const std::int64_t half_width = to_ticks(width_cm) / 2;
    for (std::size_t i = 1; i < path.size(); ++i) {
      const int margin = static_cast<int>(half_width / grid_.cell_ticks) + 1;
      for_each_cell(cells_near({path[i - 1], path[i]}, grid_, board(), margin), [&](Cell c) {
        if (segment_meets_cell(path[i - 1], path[i], grid_, c) ||
            within(grid_.centre(c), path[i - 1], path[i], half_width))
          board().set_surface(c, Surface::forbidden);
      });
    }
  }

  // FOS-B2: the obstacle lies on the edge between two cells when it crosses the segment joining
  // their centres, so a unit crossing from one to the other crosses it.
  void edges(const TickPath& path, EdgeObstacle kind) {
    auto raise = [](EdgeObstacle now, EdgeObstacle o) { return std::max(now, o); };
    for (std::size_t i = 1; i < path.size(); ++i)
      for_each_cell(cells_near({path[i - 1], path[i]}, grid_, board(), 1), [&](Cell c) {
        const Tick centre = grid_.centre(c);
        if (c.col + 1 < board().cols() && segments_meet(centre, grid_.centre({c.col + 1, c.row}), path[i - 1], path[i]))
          board().set_east_edge(c, raise(board().east_edge(c), kind));
        if (c.row + 1 < board().rows() && segments_meet(centre, grid_.centre({c.col, c.row + 1}), path[i - 1], path[i]))
          board().set_north_edge(c, raise(board().north_edge(c), kind));
      });
  }

  // FOS-B1: water is forbidden "except at bridges and fords".
  void crossing(const Crossing& x) {
    const Cell at = clamped_cell(x.at, grid_, board());
    out_.crossings.push_back({x.id, x.kind, at});
    const Feature* water = scenario_.find_feature(x.feature);
    const double width_cm = water ? water->width_cm : 0;
    const Tick p = to_ticks(x.at);
    const std::int64_t near_ticks = grid_.cell_ticks * 3 / 4;
    const std::int64_t open_ticks = to_ticks(width_cm) / 2 + near_ticks;
    const int margin = static_cast<int>(open_ticks / grid_.cell_ticks) + 1;
    for_each_cell(cells_near({p}, grid_, board(), margin), [&](Cell c) {
      const Tick centre = grid_.centre(c);
      if (board().surface(c) == Surface::forbidden && within(centre, p, p, open_ticks))
        board().set_surface(c, Surface::normal);
      const Tick half{grid_.cell_ticks / 2, grid_.cell_ticks / 2};
      if (board().east_edge(c) == EdgeObstacle::stream && within({centre.x + half.x, centre.y}, p, p, near_ticks))
        board().set_east_edge(c, EdgeObstacle::none);
      if (board().north_edge(c) == EdgeObstacle::stream && within({centre.x, centre.y + half.y}, p, p, near_ticks))
        board().set_north_edge(c, EdgeObstacle::none);
    });
  }

  const Scenario& scenario_;
  TickGrid grid_;
  ScenarioBoard out_;
};

}  // namespace

AreaRole area_role(const std::string& kind) {
  if (kind == "hill") return AreaRole::level;
  if (kind == "wood" || kind == "built_up" || kind == "building") return AreaRole::cover;
  if (kind == "lake" || kind == "marsh") return AreaRole::water;
  return AreaRole::none;
}

std::vector<Cell> area_cells(const Polygon& outline, const Board& board) {
  const TickGrid grid{to_ticks(board.cell_cm())};
  std::vector<Cell> cells = cells_inside(outline, grid, board);
  // A piece smaller than a cell (a farm, a knoll) still marks the cell it stands in.
  if (cells.empty() && !outline.empty()) cells.push_back(clamped_cell(centroid(outline), grid, board));
  return cells;
}

ScenarioBoard board_from_scenario(const Scenario& scenario, double cell_cm) {
  if (!(cell_cm >= 1 && cell_cm <= 100))
    throw InputError("--cell-cm: " + (std::isfinite(cell_cm) ? format_number(cell_cm) : std::string("the value")) +
                     " is outside 1 … 100 cm");
  if (!(scenario.table_width_cm > 0 && scenario.table_depth_cm > 0))
    throw InputError("table: width_cm and depth_cm must be > 0 to lay a board on it");
  return Rasterizer(scenario, cell_cm).run();
}

}  // namespace wargen::sight
