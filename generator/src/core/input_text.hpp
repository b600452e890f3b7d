#pragma once
// Reading an input file by name, where "-" names standard input (`wargen validate -`,
// `wargen adjudicate scenario.yaml -`), so other tools can pipe into wargen.
#include <cstddef>
#include <string>

namespace wargen {

// The name for messages: "(stdin)" for "-", else the path.
std::string input_name(const std::string& path);

// The whole text of `path` (read as core/input_file.hpp reads a file) or of standard input, at most
// `max_bytes` either way. `what` names the file in messages ("scenario file").
std::string read_input_text(const std::string& path, const std::string& what, std::size_t max_bytes);

}  // namespace wargen
