#pragma once
// The scenario layer on top of any generator's battlefield: objectives, then armies, then the
// victory system (the last stages of the pipeline in style.md), each stage on its own random
// stream. Nothing is added unless the request asks for it, so a battlefield-only file is
// byte-identical to one made without this layer.
#include <vector>

#include "scenario/violation.hpp"
#include "ruleset/ruleset.hpp"
#include "scenario/scenario.hpp"
#include "scenario_layer/layer_request.hpp"

namespace wargen {

// Throws InputError for a request the ruleset cannot honour (an unknown scheme or system, armies
// without an army list) and GenerationError when a rule cannot be met.
void add_scenario_layer(Scenario& scenario, const Ruleset& ruleset, const LayerRequest& request);

// The victory system a request is played by: --victory, else the objective scheme's, else the
// ruleset's; "" when none. Throws InputError for an unknown name.
std::string chosen_victory_system(const Ruleset& ruleset, const LayerRequest& request);

// Every rule of the layer (VPM, GOK-A, GOK-V1, victory parameters) that `scenario` breaks.
std::vector<Violation> validate_scenario_layer(const Scenario& scenario, const Ruleset& ruleset);

}  // namespace wargen
