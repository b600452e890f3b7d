// NPOW-L2 in docs/rules.md promises the cheapest route on the road grid. The road search is A*
// with an estimate that has to stay below every route and change by no more than a step or jump
// costs; these cases hold what it returns to a plain flood of the whole grid (Dijkstra from every
// source), on the grids of generated tables with many sources and goals drawn at random.
#include <catch2/catch.hpp>
#include <functional>
#include <queue>
#include <utility>
#include <vector>

#include "core/rng.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/road_grid.hpp"
#include "generators/npow/road_search.hpp"
#include "npow_support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

using Cost = RoadSearch::Cost;
constexpr Cost kNever = -1;

// The least cost from any source to every cell, taking every step and usable jump.
std::vector<Cost> flood(const RoadGrid& grid, const RoadSearch& costs, const std::vector<int>& sources) {
  std::vector<Cost> least(static_cast<std::size_t>(grid.count()), kNever);
  using Entry = std::pair<Cost, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
  for (int cell : sources) queue.push({0, cell});
  while (!queue.empty()) {
    auto [cost, cell] = queue.top();
    queue.pop();
    if (least[static_cast<std::size_t>(cell)] != kNever) continue;
    least[static_cast<std::size_t>(cell)] = cost;
    const int column = cell % grid.columns(), row = cell / grid.columns();
    for (int k = 0; k < 8; ++k)
      if ((grid.open_steps(cell) >> k) & 1u)
        queue.push({cost + costs.step_cost(k),
                    (row + RoadGrid::kStepRows[k]) * grid.columns() + column + RoadGrid::kStepColumns[k]});
    for (int j : grid.jumps_from(cell)) {
      if (!grid.usable(j)) continue;
      const auto& jump = grid.jumps()[static_cast<std::size_t>(j)];
      queue.push({cost + costs.jump_cost(jump), jump.from == cell ? jump.to : jump.from});
    }
  }
  return least;
}

// What the route's steps cost, or kNever when one of them is not a step or jump the grid allows.
Cost route_cost(const RoadGrid& grid, const RoadSearch& costs, const std::vector<RoadSearch::Step>& steps) {
  Cost total = 0;
  for (std::size_t i = 1; i < steps.size(); ++i) {
    const int from = steps[i - 1].cell, to = steps[i].cell;
    if (steps[i].jump >= 0) {
      const auto& jump = grid.jumps()[static_cast<std::size_t>(steps[i].jump)];
      const bool joins = (jump.from == from && jump.to == to) || (jump.to == from && jump.from == to);
      if (!joins || !grid.usable(steps[i].jump)) return kNever;
      total += costs.jump_cost(jump);
      continue;
    }
    int taken = -1;
    for (int k = 0; k < 8; ++k)
      if (((grid.open_steps(from) >> k) & 1u) &&
          to == from + RoadGrid::kStepRows[k] * grid.columns() + RoadGrid::kStepColumns[k])
        taken = k;
    if (taken < 0) return kNever;
    total += costs.step_cost(taken);
  }
  return total;
}

std::vector<int> random_cells(const RoadGrid& grid, int count, bool open, Pcg32& rng) {
  std::vector<int> cells;
  while (static_cast<int>(cells.size()) < count) {
    const int cell = static_cast<int>(rng.below(static_cast<std::uint32_t>(grid.count())));
    if (grid.open(cell) == open) cells.push_back(cell);
  }
  return cells;
}

// A bank cell of a random jump: routes from one bank to another often cross the water.
int random_bank(const RoadGrid& grid, Pcg32& rng) {
  const auto& jump = grid.jumps()[rng.below(static_cast<std::uint32_t>(grid.jumps().size()))];
  return rng.below(2) ? jump.from : jump.to;
}

}  // namespace

TEST_CASE("the road search's route costs what a flood of the whole grid finds cheapest", "[npow][roads]") {
  Pcg32 rng(20261126, 7);
  int searches = 0, over_jumps = 0, unreachable = 0;
  for (const std::string ruleset : {"npow", "npow300"})
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
      const std::string& zone = npow_zones()[seed % npow_zones().size()];
      const Scenario s = npow_scenario(seed, zone, ruleset);
      RoadGrid grid(dynamic_cast<const NpowParams&>(*npow_ruleset(ruleset).params), s);
      // Some new crossings settled, as a network in the making has them: the jumps near them go.
      for (std::size_t j = 0; j < grid.jumps().size(); ++j)
        if (grid.jumps()[j].crossing.empty() && rng.below(8) == 0) grid.settle(static_cast<int>(j), "x", 25, 15);
      RoadSearch search(grid);
      bool closed = false;
      for (int cell = 0; cell < grid.count(); ++cell) closed = closed || !grid.open(cell);
      for (int query = 0; query < 40; ++query) {
        // Many sources, as a grown network has; goals of a few cells each, as towns have. Some
        // from bank to bank; some to a closed cell, which no route reaches.
        std::vector<int> sources = random_cells(grid, 1 + static_cast<int>(rng.below(query % 4 == 0 ? 60 : 3)), true, rng);
        std::vector<std::vector<int>> goal_cells;
        for (int g = 0, goals = 1 + static_cast<int>(rng.below(4)); g < goals; ++g)
          goal_cells.push_back(random_cells(grid, 1 + static_cast<int>(rng.below(6)), true, rng));
        if (!grid.jumps().empty() && query % 2 == 1) {
          sources = {random_bank(grid, rng)};
          goal_cells = {{random_bank(grid, rng)}};
        }
        if (query % 10 == 9 && closed) goal_cells = {random_cells(grid, 1, false, rng)};
        std::vector<const std::vector<int>*> goals;
        for (const auto& cells : goal_cells) goals.push_back(&cells);

        const RoadSearch::Route route = search.cheapest(sources, goals);
        const std::vector<Cost> least = flood(grid, search, sources);
        Cost cheapest = kNever;
        int first_goal_of_end = -1;
        for (std::size_t g = 0; g < goal_cells.size(); ++g)
          for (int cell : goal_cells[g]) {
            const Cost c = least[static_cast<std::size_t>(cell)];
            if (c != kNever && (cheapest == kNever || c < cheapest)) cheapest = c;
          }
        INFO(ruleset << " seed " << seed << " query " << query);
        ++searches;
        if (cheapest == kNever) {
          ++unreachable;
          CHECK(route.goal == -1);
          continue;
        }
        REQUIRE(route.goal >= 0);
        REQUIRE(!route.steps.empty());
        CHECK(route.cost == cheapest);
        CHECK(route_cost(grid, search, route.steps) == route.cost);
        CHECK(std::find(sources.begin(), sources.end(), route.steps.front().cell) != sources.end());
        for (std::size_t g = 0; g < goal_cells.size() && first_goal_of_end < 0; ++g)
          if (std::find(goal_cells[g].begin(), goal_cells[g].end(), route.steps.back().cell) != goal_cells[g].end())
            first_goal_of_end = static_cast<int>(g);
        CHECK(route.goal == first_goal_of_end);
        over_jumps += std::any_of(route.steps.begin(), route.steps.end(), [](const RoadSearch::Step& step) { return step.jump >= 0; });
      }
    }
  // The cases mean something only if many routes cross water and some goals cannot be reached.
  CHECK(over_jumps > searches / 10);
  CHECK(unreachable > 0);
  CHECK(unreachable < searches / 4);
}

TEST_CASE("a jump costs at least the grid's steps between its banks", "[npow][roads]") {
  const Scenario s = first_npow_scenario([](const Scenario& s) { return !s.crossings.empty(); });
  const RoadGrid grid(dynamic_cast<const NpowParams&>(*npow_ruleset("npow").params), s);
  const RoadSearch search(grid);
  REQUIRE(!grid.jumps().empty());
  int aslant = 0;
  for (const auto& jump : grid.jumps()) {
    const int columns = std::abs(jump.from % grid.columns() - jump.to % grid.columns()),
              rows = std::abs(jump.from / grid.columns() - jump.to / grid.columns());
    const int diagonal = std::min(columns, rows);
    const Cost steps = diagonal * search.step_cost(4) + (columns - diagonal) * search.step_cost(0) +
                       (rows - diagonal) * search.step_cost(2);
    CHECK(search.jump_cost(jump) == std::max(RoadSearch::cost_of(jump.cost_cm), steps));
    aslant += steps > RoadSearch::cost_of(jump.cost_cm);
  }
  CHECK(aslant > 0);  // some jump is dearer on the grid than straight
}

}  // namespace WARGEN_TEST_FILE
