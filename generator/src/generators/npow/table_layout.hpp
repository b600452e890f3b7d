#pragma once
// What the defender's placement (NPOW-P1..P5, S4) decides: where every element of the pool lies.
// Plain data between the placement search and the stage that turns it into scenario features.
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/geometry.hpp"
#include "core/lacked_kind.hpp"
#include "generators/npow/footprint.hpp"
#include "generators/npow/npow_params.hpp"
#include "scenario/scenario.hpp"
#include "terrain_box/terrain_box.hpp"

namespace wargen {

struct PlacedElement {
  int index = 0;  // the pool element (TerrainPool::elements[index - 1])
  const ElementSpec* spec = nullptr;
  bool objective = false;
  bool elevation_only = false;
  Polygon outline;               // areas
  std::vector<Polyline> pieces;  // linear elements: one piece, or two sections (NPOW-P5)
  Polygon building;              // an enclosed field's single building, or empty
  double length_cm = 0, depth_cm = 0, rotation_deg = 0;
  std::string sector;  // the sector it was placed for
  const BoxPiece* box_piece = nullptr;          // NPOW-B1: the club's piece it is laid with, or none
  std::shared_ptr<const ElementSpec> box_spec;  // the catalogue entry sized by that piece (`spec` points here)
  Footprint footprint() const;
};

struct LaidRiver {
  int element = 0;                     // the pool element (the 0 that made it)
  Polyline path;                       // in the direction of flow: from its start to its end
  std::string origin;                  // NPOW-S4: "edge:<edge>" | "hill" | "marsh"
  int origin_element = 0;              // the hill's or marsh's pool element, for those
  std::string end;                     // NPOW-S4: "edge:<edge>" | "joins" (the river of pool element `joins`)
  int joins = 0;
  bool counted_from_start = true;      // NPOW-S6: section 1 is at the path's start
  std::vector<WaterSection> sections;  // crossing ids are filled when features are made
  std::vector<Point> crossings;        // one per section, in section order (NPOW-P4)
  std::vector<PieceUse> box_pieces;    // NPOW-B1: the club's water sections it is laid with
  double width_cm() const;             // the widest section
  Footprint footprint() const { return water_footprint(path, width_cm(), sections); }
};

struct TableLayout {
  std::vector<LaidRiver> rivers;        // the main river first, then a tributary
  std::vector<PlacedElement> elements;  // every other pool element
  std::vector<Box> supply_room;         // room kept for a supply line on each long edge (south, north)
};

// A placement pass that cannot go on; `rule` is the rule it could not satisfy, `box_lacked` what
// the club's box had none of left when that is why (NPOW-B1), for the error that gives the seed up.
class PlacementFailure : public std::runtime_error {
 public:
  PlacementFailure(std::string rule, const std::string& what, std::vector<LackedKind> box_lacked = {})
      : std::runtime_error(what), rule_(std::move(rule)), box_lacked_(std::move(box_lacked)) {}
  const std::string& rule() const { return rule_; }
  const std::vector<LackedKind>& box_lacked() const { return box_lacked_; }

 private:
  std::string rule_;
  std::vector<LackedKind> box_lacked_;
};

}  // namespace wargen
