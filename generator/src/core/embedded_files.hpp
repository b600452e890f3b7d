#pragma once
// Data files compiled into the binary, so `wargen` works from any directory. Each data directory
// (rulesets/, names/) becomes one generated function listing its files; see
// cmake/embed_files.cmake and wargen_embed() in generator/CMakeLists.txt.
#include <string_view>
#include <vector>

namespace wargen {

struct EmbeddedFile {
  std::string_view name;  // file stem, e.g. "gok"
  std::string_view text;
};

}  // namespace wargen
