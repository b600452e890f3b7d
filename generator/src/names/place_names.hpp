#pragma once
// The naming stage: every terrain feature gets a plausible regional place name ("Eichberg",
// "Bois des Loups", "Tell el-Kebir"), drawn from the name parts of one language. Names are part
// of the scenario (Feature::name), so they go in the YAML, on the map and on the placement sheet.
//
// Generators call this as a stage with its own stream, Pcg32::for_stage(seed, "names"), so naming
// never shifts any other stage's dice. A generator picks the language from its ruleset (Game of
// Kings: `place_names: german`) or from its geographic zone with language_for_zone (NPOW-S2 zones:
// central, north-east, south, north-africa).
#include <string>

#include "core/rng.hpp"
#include "names/name_lists.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Names every feature that has no name yet and whose kind the language names (players' choice
// sites never get one: the players decide what they are). Features are named in scenario order;
// a name already present is kept and counts as taken. No two features end up with the same
// name, compared without regard to ASCII letter case.
void assign_place_names(Scenario& scenario, const NameLanguage& language, Pcg32& rng);

// One language for a zone, drawn by the languages' zone weights (a battle in central Europe may
// be German, French or Italian). Throws InputError for an unknown zone.
const NameLanguage& language_for_zone(const std::string& zone, Pcg32& rng);

}  // namespace wargen
