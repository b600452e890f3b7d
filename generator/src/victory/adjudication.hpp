#pragma once
// `wargen adjudicate SCENARIO STATE`: the scenario names its victory system and parameters; the
// umpire's state file (docs/adjudication.md) says how the game ended; the system judges.
#include <optional>
#include <string>
#include <string_view>

#include "scenario/scenario.hpp"

namespace wargen {

struct AdjudicationReport {
  std::string system;
  std::string text;  // for people
  std::string yaml;  // for programs (--yaml), a whole document
};

// `roll` is a die already rolled at the table (--roll), which wins over one in the state file.
// Throws InputError naming the file, line and key of the first problem.
AdjudicationReport adjudicate(const Scenario& scenario, std::string_view state_text, const std::string& state_file,
                              std::optional<int> roll);

AdjudicationReport adjudicate_files(const std::string& scenario_path, const std::string& state_path,
                                    std::optional<int> roll);

}  // namespace wargen
