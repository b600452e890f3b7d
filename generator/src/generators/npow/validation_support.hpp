#pragma once
// Shared by the NPOW validator's files: the scenario seen as pool elements.
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "generators/npow/footprint.hpp"
#include "generators/npow/npow_params.hpp"
#include "generators/npow/npow_settings.hpp"
#include "generators/npow/table_sectors.hpp"
#include "generators/scenario_generator.hpp"
#include "scenario/feature_index.hpp"

namespace wargen::npow_validation {

using Violations = std::vector<Violation>;

// The pool element a feature belongs to (attribute `element`), or 0.
int element_of(const Feature& f);
std::string what(const Feature& f);  // "feature f3 (hill)"

// water_clearance(water, outline) < -kLimitToleranceCm: its water lies over the outline, `water`
// being the watercourse's water_footprint. Each section is first asked "closer than its half
// width less the tolerance, and a margin above the rounding?"; only a section that is has its
// distance measured, as water_clearance measures it.
bool water_lies_on(const Footprint& water, const Polygon& outline);

// What several checks read of the scenario, measured once for them all.
struct TableFacts {
  TableFacts(const Scenario& s, const FeatureIds& ids);
  std::vector<int> element;      // element_of(s.features[i])
  std::vector<Footprint> water;  // a watercourse's water_footprint, section by section; else empty
  // Each crossing's watercourse (ids.find(c.feature): null when there is none), the arc length of
  // its point along that course (arc_position) and the course's width there (water_width_at; 0
  // without a watercourse): a walk of the whole course, which four checks would each make.
  struct CrossingPlace {
    const Feature* water = nullptr;
    double arc_cm = 0;
    double width_cm = 0;
  };
  std::vector<CrossingPlace> crossings;
  std::vector<double> crossing_width_cm;  // crossings[i].width_cm, as placed_objectives reads them
};

// A pool element as it lies on the table: its features (a split linear element has two; a
// farm's building is left out) and the ground they cover together.
struct ElementOnTable {
  int index = 0;
  std::vector<const Feature*> features;
  Footprint footprint;
  Box bounds;  // footprint.bounds(), which two checks read
  bool objective = false;
};
std::map<int, ElementOnTable> elements_on_table(const Scenario& s, const TableFacts& facts);

// NPOW-T2's grid as the scenario's logged die lays it out (a faulty log is check_table's to report).
SectorGrid sector_grid_of(const Scenario& s, const NpowParams& p);

// Each check takes the scenario's spatial index, so that pairs of things far apart are never
// measured, and reports in the order of the scenario's lists.
// `elements` is elements_on_table(s, facts), made once for the checks that read it.
void check_placement(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, const TableFacts& facts,
                     const std::map<int, ElementOnTable>& elements, Violations& out);
void check_watercourses(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, Violations& out);
void check_links(const Scenario& s, const NpowParams& p, const ScenarioIndex& index, const TableFacts& facts,
                 Violations& out);
void check_points(const Scenario& s, const NpowParams& p, const NpowSettings& settings, const ScenarioIndex& index,
                  const TableFacts& facts, Violations& out);
// The crossings on each watercourse, by its id, in the scenario's order.
class CrossingsByWater {
 public:
  explicit CrossingsByWater(const Scenario& s);
  const std::vector<const Crossing*>& on(const std::string& water_id) const;

 private:
  std::unordered_map<std::string_view, std::vector<const Crossing*>> by_water_;
};

}  // namespace wargen::npow_validation
