#pragma once
// The output options of `generate` (and of every front end that writes a scenario's files),
// declared once like the generators' options.
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "core/option_spec.hpp"

namespace wargen {

// format, no_yaml, title, table, out, px_per_cm, grid, paper, print_scale, label, view, cell_cm.
// (`table` is read by prepare_run: it changes the ruleset the scenario is made with.)
const std::vector<OptionSpec>& output_option_specs();

// The output request for checked values (defaults for what is absent). Throws InputError naming
// the flag for a value no declaration can check alone (an empty format list, a bad print scale).
OutputRequest output_request(const OptionValues& values);

}  // namespace wargen
