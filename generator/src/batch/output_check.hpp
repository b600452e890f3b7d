#pragma once
// Resuming a batch: a map already on disk is kept only when it is complete and is the map this run
// would write. The scenario YAML must be byte for byte what this build writes for the seed (so a
// directory from another version, ruleset or set of options is redone); the other files must exist
// and end the way their format ends (PNG IEND chunk, PDF %%EOF, SVG </svg>), so a file cut short
// by a kill is redone.
#include <filesystem>
#include <vector>

#include "scenario/scenario.hpp"

namespace wargen {

// True when every path exists and checks out; `scenario` is the umpire's (or only) copy: <id>.yaml
// is checked against it and <id>-player.yaml against its player's copy.
bool outputs_complete(const Scenario& scenario, const std::vector<std::filesystem::path>& paths);

}  // namespace wargen
