#include "generators/npow/road_search.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "core/bucket_queue.hpp"

namespace wargen {

namespace {

constexpr RoadSearch::Cost kUnreached = std::numeric_limits<RoadSearch::Cost>::max();

// The queue's buckets are this many hundredths of a centimetre of estimated cost wide.
constexpr RoadSearch::Cost kQueueBucketCost = 32;

}  // namespace

struct RoadSearch::Queued {
  RoadSearch::Cost f, g;  // estimated whole cost, cost so far
  int cell;
};
// The queue's order (a type, not a function pointer, so the heap's steps inline it): by estimated
// whole cost, then the one further along first, then by cell - a total order, so the same cells
// come out in the same order on every standard library.
struct RoadSearch::LaterOut {
  bool operator()(const Queued& a, const Queued& b) const {
    if (a.f != b.f) return a.f > b.f;
    if (a.g != b.g) return a.g < b.g;
    return a.cell > b.cell;
  }
};

struct RoadSearch::CellSearch {
  std::uint64_t search = 0;  // the search that reached the cell; the rest holds only for that one
  Cost dist = 0, estimate = 0;
  Step prev{-1, -1};  // the cell it was reached from, and how
};

// The per-cell search state and the queue outlive the search, one per thread: fresh blocks for
// every network made the allocator give memory back to the system and fault it in again (in a
// survey, more system time than the searches took). The cells are stamped with a count of every
// search the thread made, so no state is ever taken for another search's. So does the table of
// the goals' cells: filled afresh for each RoadSearch (one per pair of supply-line spots tried),
// it cost more than the searches' own setting of their goals; each search now clears only the
// cells the one before it set.
struct RoadSearch::Scratch {
  std::uint64_t searches = 0;
  std::vector<CellSearch> cells;
  BucketQueue<Queued, LaterOut, &Queued::f> queue{kQueueBucketCost};
  std::vector<int> wanted;        // cell -> index of the goal it reaches, or -1
  std::vector<int> wanted_cells;  // the cells `wanted` holds a goal for (the last search's)
};

RoadSearch::Scratch& RoadSearch::scratch() {
  thread_local Scratch s;
  return s;
}

RoadSearch::Cost RoadSearch::cost_of(double cm) { return static_cast<Cost>(std::llround(cm * 100)); }

RoadSearch::RoadSearch(const RoadGrid& grid)
    : grid_(grid),
      straight_w_(cost_of(grid.cell_cm())),
      straight_h_(cost_of(grid.cell_depth_cm())),
      diagonal_(cost_of(grid.diagonal_cm())) {
  for (int k = 0; k < 8; ++k) {
    step_costs_[k] = k >= 4 ? diagonal_ : RoadGrid::kStepRows[k] == 0 ? straight_w_ : straight_h_;
    offsets_[k] = RoadGrid::kStepRows[k] * grid.columns() + RoadGrid::kStepColumns[k];
  }
}

// A diagonal step for each row and column the two cells have in common, then straight ones: no
// route between them costs less (a diagonal costs less than the two straight steps it replaces,
// and more than either).
RoadSearch::Cost RoadSearch::free_cost(int columns, int rows) const {
  const int diagonal_steps = std::min(columns, rows);
  return diagonal_steps * diagonal_ + (columns - diagonal_steps) * straight_w_ + (rows - diagonal_steps) * straight_h_;
}

// A jump is a straight road from bank to bank, a little shorter than the grid's steps between the
// same cells when it runs aslant. It costs at least what those steps would, so that the estimate
// never falls by more than a step or a jump costs (see cheapest).
RoadSearch::Cost RoadSearch::jump_cost(const RoadGrid::Jump& jump) const {
  const int columns = grid_.columns();
  return std::max(cost_of(jump.cost_cm), free_cost(std::abs(jump.from % columns - jump.to % columns),
                                                   std::abs(jump.from / columns - jump.to / columns)));
}

RoadSearch::Cost RoadSearch::estimate(int cell) const {
  const int column = cell % grid_.columns(), row = cell / grid_.columns();
  Cost best = kUnreached;
  for (const CellBox& b : goals_)
    best = std::min(best, free_cost(std::max({0, b.column0 - column, column - b.column1}),
                                    std::max({0, b.row0 - row, row - b.row1})));
  return best;
}

// The estimate of a cell is the same however it is reached: worked out once per search, when it
// is first reached. Kept out of line so that the test before it stays small and inlined.
[[gnu::noinline]] void RoadSearch::enqueue(Scratch& scratch, CellSearch& at, int from, int to, int jump, Cost d) {
  if (at.search != search_) at = {search_, kUnreached, flood_ ? 0 : estimate(to), {-1, -1}};
  at.dist = d;
  at.prev = {from, jump};
  scratch.queue.push({d + at.estimate, d, to});
}

// A*. The estimate of a cell is what the grid's steps would cost to the nearest goal's box of
// cells on an empty table: never more than a route there, and never falling by more than a step
// or jump costs. So the first goal cell taken is one of the cheapest, as a full flood would find,
// and the search keeps to the way there.
RoadSearch::Route RoadSearch::cheapest(const std::vector<int>& sources, const std::vector<const std::vector<int>*>& goals) {
  Scratch& s = scratch();
  std::vector<CellSearch>& cells = s.cells;
  // A cell's search state counts only when stamped with this search; no clearing between roads.
  search_ = ++s.searches;
  const auto count = static_cast<std::size_t>(grid_.count());
  if (cells.size() < count) cells.resize(count);
  std::vector<int>& wanted = s.wanted;
  for (int c : s.wanted_cells) wanted[static_cast<std::size_t>(c)] = -1;
  s.wanted_cells.clear();
  if (wanted.size() < count) wanted.resize(count, -1);
  s.queue.clear();
  goals_.clear();
  const int columns = grid_.columns();
  for (std::size_t g = 0; g < goals.size(); ++g) {
    if (goals[g]->empty()) continue;
    const int front = goals[g]->front();
    CellBox box{front % columns, front / columns, front % columns, front / columns};
    for (int c : *goals[g]) {
      if (wanted[static_cast<std::size_t>(c)] < 0) {
        wanted[static_cast<std::size_t>(c)] = static_cast<int>(g);
        s.wanted_cells.push_back(c);
      }
      box = {std::min(box.column0, c % columns), std::min(box.row0, c / columns), std::max(box.column1, c % columns),
             std::max(box.row1, c / columns)};
    }
    goals_.push_back(box);
  }
  // Such as the cells along every table edge, a goal of the road on past a bridge or ford: a
  // search that estimates nothing, as estimate() would find.
  flood_ = std::any_of(goals_.begin(), goals_.end(), [&](const CellBox& b) {
    return b.column0 == 0 && b.row0 == 0 && b.column1 == columns - 1 && b.row1 == grid_.rows() - 1;
  });
  Route route;
  if (s.wanted_cells.empty()) return route;  // nothing a route could reach
  // Most steps reach a cell no more cheaply than before: that test comes first, on its own, so
  // it stays small enough to be inlined.
  auto reach = [&](int from, int to, int jump, Cost d) {
    CellSearch& at = cells[static_cast<std::size_t>(to)];
    if (at.search != search_ || d < at.dist) enqueue(s, at, from, to, jump, d);
  };
  for (int cell : sources)  // the order they go in does not matter: the queue's order is total
    reach(-1, cell, -1, 0);
  while (!s.queue.empty()) {
    const Queued top = s.queue.pop();
    const int cell = top.cell;
    if (cells[static_cast<std::size_t>(cell)].dist != top.g) continue;  // reached more cheaply since
    if (wanted[static_cast<std::size_t>(cell)] >= 0) {
      route.goal = wanted[static_cast<std::size_t>(cell)];
      route.cost = top.g;
      // Counted back to the source first, then written from the goal end: one block of memory.
      std::size_t length = 0;
      for (int at = cell; at >= 0; at = cells[static_cast<std::size_t>(at)].prev.cell) ++length;
      route.steps.resize(length);
      for (int at = cell; at >= 0; at = cells[static_cast<std::size_t>(at)].prev.cell)
        route.steps[--length] = {at, cells[static_cast<std::size_t>(at)].prev.jump};
      return route;
    }
    // Lowest bit first: the steps in the grid's order.
    for (unsigned steps = grid_.open_steps(cell); steps != 0; steps &= steps - 1) {
      const int k = std::countr_zero(steps);
      reach(cell, cell + offsets_[k], -1, top.g + step_costs_[k]);
    }
    for (int j : grid_.jumps_from(cell)) {
      if (!grid_.usable(j)) continue;
      const auto& jump = grid_.jumps()[static_cast<std::size_t>(j)];
      reach(cell, jump.from == cell ? jump.to : jump.from, j, top.g + jump_cost(jump));
    }
  }
  return route;
}

}  // namespace wargen
