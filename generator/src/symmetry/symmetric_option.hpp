#pragma once
// The `symmetric` option: a generator that can lay a point-symmetric table (symmetry_check.hpp)
// declares it among its own options, so `generate`, `batch`, templates and the page all offer it
// and the scenario records it (options.symmetric: "true"), which tells `validate` to hold the
// table to WARGEN-SYM and to read the dice log as the symmetric procedure rolled it.
#include <string>

#include "core/option_spec.hpp"

namespace wargen {

inline constexpr const char* kSymmetricOption = "symmetric";

// `procedure`: one line on what the generator rolls and what it turns, for --help.
OptionSpec symmetric_option_spec(const std::string& group, const std::string& procedure);

// Whether a request or a scenario's recorded options ask for a symmetric table.
bool symmetric_requested(const OptionValues& options);

}  // namespace wargen
