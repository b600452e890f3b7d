#pragma once
// VPM-3: the players take turns placing markers; a policy is how one side chooses. Policies are
// const and stateless, listed in objectives/registry.cpp beside the schemes.
#include <cstddef>
#include <string>
#include <vector>

#include "objectives/vp_candidates.hpp"

namespace wargen {

// What a policy sees when its side places the next marker.
struct PlacementView {
  const std::vector<VpPlace>* places = nullptr;   // ranked best first
  // Per place, its distance to the nearest marker already down (infinity before the first).
  const std::vector<double>* nearest_marker_cm = nullptr;
  std::string side;                               // "A" | "B"
  double own_edge_y_cm = 0;                       // y of the side's own long edge
  double table_width_cm = 0;
  double table_depth_cm = 0;
  double home_ground_weight = 0;
  double spread_cap_cm = 0;  // see below
};

// Ties: among places a policy values alike (e.g. open ground), the better one by the distance to
// the nearest marker already down, up to spread_cap_cm (VPM-5: spread rather than bunched), less
// half the distance from the table's centre line, where the armies will meet, and a fifth of the
// distance from its middle across (no markers pushed to the short edges); then the nearer the
// middle of the table; then the better-ranked.

class PlacementPolicy {
 public:
  virtual ~PlacementPolicy() = default;
  virtual std::string name() const = 0;
  virtual std::string describe() const = 0;
  // Picks one of `legal` (indices into *view.places, ascending, never empty).
  virtual std::size_t choose(const PlacementView& view, const std::vector<std::size_t>& legal) const = 0;
};

// "Both sides work together to identify the 10 most likely terrain objectives" (seed 000): the
// most prominent legal place, ties broken as above.
class MostProminentPolicy : public PlacementPolicy {
 public:
  std::string name() const override { return "most-prominent"; }
  std::string describe() const override { return "the most prominent legal place (the source's joint choice)"; }
  std::size_t choose(const PlacementView& view, const std::vector<std::size_t>& legal) const override;
};

// A side that wants markers it can reach: prominence plus home_ground_weight x (1 - distance from
// its own edge / table depth).
class HomeGroundPolicy : public PlacementPolicy {
 public:
  std::string name() const override { return "home-ground"; }
  std::string describe() const override { return "prominent places near the side's own edge (outside its zone)"; }
  std::size_t choose(const PlacementView& view, const std::vector<std::size_t>& legal) const override;
};

const PlacementPolicy* find_placement_policy(const std::string& name);
std::string placement_policy_names();

}  // namespace wargen
