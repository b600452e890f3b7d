#pragma once
// Reading an input file by name, where "-" names standard input (`wargen validate -`,
// `wargen adjudicate scenario.yaml -`), so other tools can pipe into wargen.
#include <string>

namespace wargen {

// The name for messages: "(stdin)" for "-", else the path.
std::string input_name(const std::string& path);

// The whole text of `path` or of standard input. `what` names the file in messages ("scenario
// file"). A directory, a missing or unreadable file is an InputError naming the path.
std::string read_input_text(const std::string& path, const std::string& what);

}  // namespace wargen
