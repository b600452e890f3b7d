#pragma once
// `wargen fairness FILE…|-`: the fairness report (docs/fairness.md) of any scenario files, for
// people or for programs.
#include <string>
#include <vector>

namespace wargen {

// The report for each file, in the one form asked for (text by default; at most one of `yaml`,
// `json` and `brief`, else InputError). Several files give several YAML documents (each after
// "---") or one JSON array. A file that cannot be read or measured is one line on stderr; the
// others are still reported. Returns the worst exit code of the files (0 when all were measured).
int run_fairness_command(const std::vector<std::string>& files, bool yaml, bool json, bool brief);

}  // namespace wargen
