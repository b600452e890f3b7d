#pragma once
// The single building an enclosed field holds (NPOW catalogue): a rectangle of the ruleset's depth
// and a length rolled within its range, square to its field.
#include "core/geometry.hpp"
#include "core/rng.hpp"
#include "generators/npow/npow_params.hpp"
#include "ruleset/table_size.hpp"

namespace wargen {

// Somewhere inside `field`, centred at `centre` and turned `turn_deg`, keeping 1.5 cm off its hedges.
Polygon building_in_field(const BuildingSpec& building, const ElementSpec& field, Point centre, double turn_deg,
                          Pcg32& rng);

// The symmetric table's centre element's building: on the centre, made point-symmetric so that it is
// its own twin.
Polygon centre_building(const BuildingSpec& building, Point centre, double turn_deg, TableSize table, Pcg32& rng);

}  // namespace wargen
