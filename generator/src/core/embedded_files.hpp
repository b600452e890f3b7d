#pragma once
// Data files compiled into the binary, so `wargen` works from any directory. Each data directory
// (rulesets/, names/) becomes one generated function listing its files; see
// generator/tools/embed_files.cpp and wargen_embed() in generator/CMakeLists.txt.
#include <string_view>
#include <vector>

#include "core/yaml_document.hpp"

namespace wargen {

struct EmbeddedFile {
  std::string_view name;  // file stem, e.g. "gok"
  std::string_view text;
  std::string_view sha256_hex;  // of text, worked out when wargen was built
  const YamlDocument::Frozen* tree = nullptr;  // a YAML file's tree, parsed when wargen was built
};

}  // namespace wargen
