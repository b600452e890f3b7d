#pragma once
// The per-half figures of the fairness report: what lies in one side's own half of the table
// (docs/fairness.md, "In each half").
#include <string>
#include <vector>

#include "fairness/fairness_report.hpp"
#include "sight/objective_sites.hpp"

namespace wargen {

// A side's own half: the scenario's `own_half` zone of that side where the ruleset draws one
// (NPOW-T4, the band NPOW-O2 caps the points in), else the geometric half along its edge.
Box own_half(const Scenario& scenario, const DeploymentZone& zone);

// The figures of a side whose edge is the south one (the caller turns the table for the other):
// `half` is its own half, `enemy_half` the other side's. Objectives count in `half` (NPOW-O2 caps
// the points there). Ground counts by nearness: all of it in `half`, none in `enemy_half`, and
// between the two (NPOW's central zone, NPOW-T3) a share falling straight from 1 at the edge of
// `half` to 0 at the edge of `enemy_half`, so a piece there counts for both sides, most for the
// side it is nearer to (docs/fairness.md, "Sides and halves", says why). Players' choice sites
// (GOK-T7) are left out: until a player names the piece they are open ground, for these figures
// as for sight.
HalfFigures half_figures(const Scenario& scenario, const std::vector<sight::ObjectiveSite>& objectives,
                         const std::string& side, const Box& half, const Box& enemy_half);

// The terrain pieces that count: area and line features other than roads, supply lines and
// players' choice sites.
bool is_real_piece(const std::string& kind);

}  // namespace wargen
