#pragma once
// The table as a sparse graph for routing roads (NPOW-L2, L3). A road may cross every element
// except a built-up area (and a farm's building) and may not run along water: it keeps
// clearance_cm() (half its width and half a routing step's diagonal) off both. Its nodes are the
// places a road bends or ends: just off the corners of built-up areas and buildings, along both
// banks of every watercourse and around its ends, the banks of every bridge or ford and of every
// place a new one may stand, and the supply lines' gates. Any two nodes are joined by a straight
// road when it keeps its clearance (tested against the obstacles' boxes first, then exactly), so
// roads run straight between bends. A road crosses a watercourse only by a "jump" from bank to
// bank - at a bridge or ford already there, or where a new one may stand (NPOW-L3: outside the
// 15 cm strips of NPOW-P3, not on another element, clear of the other crossings).
#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/geometry.hpp"
#include "core/leg_runs.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/table_bands.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

class RoadGraph {
 public:
  struct Jump {
    int from = 0, to = 0;  // bank nodes, both ways
    Point at;              // where the road meets the water: the crossing's point
    std::string water;     // feature id of the watercourse
    std::string crossing;  // the bridge or ford there, or "" for a new one (NPOW-L3)
    double cost_cm = 0;    // its length, plus new_crossing_cost_cm if new; < 0 when not usable
  };

  // The water's lines are measured with fewer legs, each point of a line within this of the fewer
  // legs and the other way round, and roads keep this much further off them: at least as far from
  // the water as the clearance, for a fraction of the legs to measure (a river has a hundred and
  // more).
  static constexpr double kWaterLineToleranceCm = 0.2;

  RoadGraph(const NpowParams& params, const Scenario& scenario);

  int count() const { return static_cast<int>(points_.size()); }
  Point point(int node) const { return points_[static_cast<std::size_t>(node)]; }
  // How far a road's centre line keeps from water and from built-up areas and buildings.
  double clearance_cm() const { return clearance_cm_; }
  // Whether a road may pass through `p`: on the table and clear of water and towns.
  bool point_clear(Point p) const;
  // Whether a straight road from `a` to `b` keeps its clearance all along.
  bool clear(Point a, Point b) const;
  // The same for two points known to be clear: whether the road between them keeps the clearance.
  bool clear_between(Point a, Point b) const;
  // clear() between two nodes, remembered: the searches of one table ask the same pairs often.
  bool sees(int a, int b);
  // Whether sees(a, b) has been asked and found the road blocked.
  bool known_blocked(int a, int b) const {
    return std::max(a, b) < seen_nodes_ &&
           seen_[static_cast<std::size_t>(a) * static_cast<std::size_t>(seen_nodes_) + static_cast<std::size_t>(b)] == 2;
  }
  // A node at `p` (a supply line's gate, the table's centre) for the searches to come, or -1 when
  // a road may not pass there; drop_nodes_from(n) removes the nodes added since count() was n.
  int add_node(Point p);
  void drop_nodes_from(int first);

  // Nodes near a built-up area from which a road reaches its edge straight, over no water and
  // keeping off the other built-up areas; none when it has no such node.
  const std::vector<int>& approaches(const std::string& feature_id) const;
  const std::vector<Jump>& jumps() const { return jumps_; }
  // The jumps with a bank at `node`, in the order of jumps().
  std::span<const int> jumps_from(int node) const;
  bool usable(int jump) const { return jumps_[static_cast<std::size_t>(jump)].cost_cm >= 0; }
  // A new crossing made at `jump` (NPOW-L3): later roads use it at no extra cost, and no other
  // new one may stand within `gap_cm` of it.
  void settle(int jump, const std::string& crossing_id, double penalty_cm, double gap_cm);
  // No new crossing may stand on `outline`, an element laid after the graph was built (NPOW-L3):
  // the graph is then as if built with it.
  void close_new_crossings_on(const Polygon& outline);
  // No road may cross `water_id` anywhere, until restore_jumps: the road on past a bridge or ford
  // leaves its far bank by land or over other water (NPOW-L3).
  void close_jumps_over(const std::string& water_id);
  // The jumps as jumps() gave them before some settle, close_new_crossings_on and
  // close_jumps_over calls.
  void restore_jumps(const std::vector<Jump>& jumps) { jumps_ = jumps; }

 private:
  // A line a road keeps `reach_cm` from: a band of water (its half width and the clearance) or
  // the edge of a built-up area or building (the clearance).
  struct Obstacle {
    Polyline line;
    double reach_cm;
    Box box;                // the line's, grown by reach_cm
    std::vector<Box> runs;  // leg_run_boxes(line)
    bool town;              // a built-up area's or building's edge
  };
  void add_obstacle(Polyline line, double reach_cm, bool town);
  bool line_near(const Obstacle& o, Point a, Point b) const;
  // A node just off each outward corner of `outline` (and of each edge's middle when `edges`).
  std::vector<int> corner_nodes(const Polygon& outline, bool edges);
  void add_water_nodes(const NpowParams& params, const Scenario& scenario, const TableBands& bands,
                       std::size_t water);
  bool passes_town(Point a, Point b) const;
  void index_jump_banks();

  double width_cm_, depth_cm_, clearance_cm_;
  std::vector<Point> points_;
  std::vector<Obstacle> obstacles_;
  std::vector<Polygon> areas_;  // built-up areas and buildings: no node inside one
  std::vector<char> water_;     // per scenario feature: a watercourse
  std::vector<Box> boxes_;      // per scenario feature: its outline's or path's box
  std::vector<LegRuns> runs_;   // per scenario feature: its path's legs, for the meeting tests
  std::vector<std::pair<std::string, std::vector<int>>> approaches_;
  std::vector<Jump> jumps_;
  std::vector<int> bank_nodes_, bank_jumps_;  // bank_nodes_[k] is a bank of jump bank_jumps_[k]
  // sees(): per pair of nodes, 0 not yet asked, 1 clear, 2 not; `seen_nodes_` nodes a row.
  std::vector<unsigned char> seen_;
  int seen_nodes_ = 0;
};

}  // namespace wargen
