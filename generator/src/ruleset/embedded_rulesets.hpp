#pragma once
#include <vector>

#include "core/embedded_files.hpp"

namespace wargen {

// A ruleset file compiled into the binary from rulesets/*.yaml.
using EmbeddedRuleset = EmbeddedFile;

const std::vector<EmbeddedFile>& embedded_rulesets();

}  // namespace wargen
