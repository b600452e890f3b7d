#pragma once
// NPOW's naming stage: the table's features get place names in a language of the defender's
// geographic zone (NPOW-S2: the zone whose terrain table was rolled; its `place_names` zone in the
// ruleset), like Game of Kings' features. Names are drawn on their own stream, so naming never
// moves a feature or changes a die.
#include "core/rng.hpp"
#include "generators/npow/npow_params.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// `table_zone` is a key of params.zones. A linear element laid in two sections (NPOW-P5) is one
// element: both its features carry the first one's name.
void name_npow_features(const NpowParams& params, const std::string& table_zone, Scenario& scenario, Pcg32& rng);

}  // namespace wargen
