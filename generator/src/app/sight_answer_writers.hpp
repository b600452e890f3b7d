#pragma once
// A sight answer written out (docs/rules.md, "Asking for sight"): one line for people, and a tree
// (format wargen-sight/1) written as YAML or as one line of JSON for tools.
#include <string>

#include "fairness/report_tree.hpp"
#include "sight/sight_query.hpp"

namespace wargen {

inline constexpr const char* kSightFormat = "wargen-sight/1";

// One line, no newline: both ends, visible or not, where and why sight stops, what a unit and a
// leader learn.
std::string sight_answer_line(const sight::SightAnswer& answer);

ReportNode sight_answer_tree(const sight::SightAnswer& answer, double cell_cm);

}  // namespace wargen
