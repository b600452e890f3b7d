#pragma once
// The cheapest route on the RoadGraph (NPOW-L2): from any of some nodes to the first of some
// goals it can reach - sets of nodes, the roads already laid (met at their nearest point), or the
// table edge (likewise). Costs are whole hundredths of a centimetre. A straight road between two
// nodes costs its length; a jump over water the straight road from bank to bank plus its
// new-crossing cost while no bridge or ford stands there. The search is A* with the straight
// distance to the nearest goal's box as its estimate; a straight road is tested only when the
// search takes the node it reaches (most are never needed). Ties go to the lower node, so every
// machine takes the same route.
#include <cstdint>
#include <vector>

#include "generators/npow/road_graph.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

class RoadSearch {
 public:
  using Cost = std::int64_t;  // hundredths of a centimetre
  // One step of a route: onto `node`, by a straight road (jump -1) or over `jump`.
  struct Step {
    int node;
    int jump;
  };
  struct Goals {
    std::vector<const std::vector<int>*> nodes;  // reaching one of a set's nodes reaches it
    const std::vector<Feature>* roads = nullptr;  // the roads laid, when they are a goal
    bool edge = false;                            // whether the table edge is a goal
  };
  static constexpr int kRoads = -2, kEdge = -3;
  struct Route {
    int goal = -1;  // index in Goals::nodes, kRoads, kEdge, or -1 when it reaches none
    Cost cost = 0;
    std::vector<Step> steps;  // from a source (its jump -1) to the last node
    Point end;                // kRoads, kEdge: where the straight road from the last node meets it
    int road = -1;            // kRoads: which road
  };

  explicit RoadSearch(RoadGraph& graph, double table_width_cm, double table_depth_cm);

  static Cost cost_of(double cm);

  // The cheapest route from any of `sources` (each at no cost) to any goal; a node in several
  // sets counts for the first of them. The graph's jumps are read as they stand now.
  Route cheapest(const std::vector<int>& sources, const Goals& goals);

 private:
  struct NodeSearch {
    std::uint64_t search = 0;  // the search that reached the node; the rest holds only for that one
    Cost dist = 0, estimate = 0;
    int prev = -1, jump = -1;  // the node it was reached from, and how
    int goal = -1;             // the goal set it is in, or -1
    bool taken = false;        // expanded
  };
  struct Queued {
    Cost f, g;
    int node;
  };
  struct LaterOut;
  NodeSearch& at(int node);
  Cost estimate(Point p) const;
  // The nearest point of the goals kRoads and kEdge from `p`, and which.
  void nearest_goal_point(Point p, Cost g, int node);
  void push(int node, Cost d, int from, int jump);

  RoadGraph& graph_;
  double width_cm_, depth_cm_;
  const Goals* goals_ = nullptr;
  std::vector<Box> goal_boxes_;  // of the goal sets, then of the roads
  std::uint64_t search_ = 0;
  std::vector<NodeSearch> nodes_;
  std::vector<Queued> queue_;
  std::vector<int> taken_;  // the nodes expanded, in order
  Route best_end_;          // the cheapest way found to the roads or the edge
};

}  // namespace wargen
