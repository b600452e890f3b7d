#pragma once
// The per-half figures of the fairness report: what lies in the half of the table along one
// long edge (docs/fairness.md, "In each half").
#include <string>
#include <vector>

#include "fairness/fairness_report.hpp"
#include "sight/objective_sites.hpp"

namespace wargen {

// `edge` is "south" (y from 0 to depth / 2) or "north" (the other half).
HalfFigures half_figures(const Scenario& scenario, const std::vector<sight::ObjectiveSite>& objectives,
                         const std::string& edge);

}  // namespace wargen
