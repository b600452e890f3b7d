#pragma once
// The options of a scenario request: the ruleset's generator declares its own, the scenario layer
// its own; the app checks a request against exactly those, so a third generator adds options
// without touching common code.
#include <string>
#include <vector>

#include "core/option_spec.hpp"
#include "ruleset/ruleset.hpp"

namespace wargen {

// The recorded name of the template a request came from (not an option anyone reads).
inline constexpr const char* kTemplateOption = "template";

// The options `generate` accepts with this ruleset: its generator's (choices filled from the
// ruleset), then the scenario layer's.
std::vector<OptionSpec> scenario_option_specs(const Ruleset& ruleset);

// Every generator's options and the layer's, each key once (the first generator to declare it),
// for front ends that declare flags before they know the ruleset.
std::vector<OptionSpec> all_scenario_option_specs();

// Throws InputError naming the flag for a key `ruleset` does not accept or a value its
// declaration refuses: "--zone: not an option of ruleset gok (…)".
void check_scenario_options(const Ruleset& ruleset, const OptionValues& options);

}  // namespace wargen
