#pragma once
// Reading a file a user named (ruleset, template, scenario, state). Every such file is treated as
// hostile – it may come from a web upload: only a regular file is read (a directory, a device such
// as /dev/zero, a pipe or a socket is refused by name), and never more than a size cap, so no input
// can hang the tool or make its memory grow without bound.
#include <cstddef>
#include <string>

namespace wargen {

// Caps in bytes. A scenario holds every feature of a table (100,000 features fit); a ruleset,
// template or state file is a page of settings.
inline constexpr std::size_t kMaxScenarioBytes = 64u << 20;
inline constexpr std::size_t kMaxSettingsBytes = 4u << 20;

// The whole file. `what` names the file's role for messages ("ruleset file"). Throws InputError
// "path: is a directory, not a ruleset file" and the like.
std::string read_input_file(const std::string& path, const std::string& what, std::size_t max_bytes);

// Whether a ruleset or template argument names a file rather than a built-in: it holds a '/' or
// ends in .yaml or .yml.
bool names_a_file(const std::string& argument);

}  // namespace wargen
