#pragma once
// The objectives of a scenario, whatever put them there, as places on the table: features and
// crossings marked as objectives with the points each side put on them (NPOW-O1), and the VP
// markers of the scenario layer with their value (VPM-1; 0 when hidden in a player copy).
// The fairness measures and the Fields of Strategy board both read this one list.
#include <map>
#include <string>
#include <vector>

#include "scenario/scenario.hpp"

namespace wargen::sight {

struct ObjectiveSite {
  std::string id;                     // the feature's or crossing's id, or "vp<number>" for a VP marker
  std::string kind;                   // the feature kind, "bridge" / "ford", or "vp_marker"
  Point at;                           // an area's centroid, a line's middle, a crossing's or marker's point
  Polygon area;                       // an area objective's outline; empty for a point
  std::map<std::string, int> points;  // side -> points (NPOW-O1); a VP marker: {"value_pct": n}, none when hidden
  int total_points() const;
};

// In file order: features, then crossings, then VP markers.
std::vector<ObjectiveSite> objective_sites(const Scenario& scenario);

}  // namespace wargen::sight
