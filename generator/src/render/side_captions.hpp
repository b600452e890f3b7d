#pragma once
// What the map says about each side: which long edge it holds and, when the scenario records
// them, its role (attacker/defender) and army. Shared by the map, the print pages and the sheet.
#include <string>

#include "scenario/scenario.hpp"

namespace wargen::render {

// The side ("A"/"B") holding a long edge ("south"/"north"): from the scenario's sides, else its
// deployment zones, else the format's convention (A south, B north).
std::string side_at_edge(const Scenario& scenario, const std::string& edge);

// The side's role (scenario.sides, NPOW-E1) and army (scenario.armies, GOK-A2) as one phrase
// ("attacker, Prussian army"); empty when the scenario records neither.
std::string side_details(const Scenario& scenario, const std::string& side);

// "Side A (south edge)", or "Side A (south edge) · attacker, Prussian army" when known.
std::string edge_caption(const Scenario& scenario, const std::string& edge);

}  // namespace wargen::render
