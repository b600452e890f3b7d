#pragma once
#include <vector>

#include "core/embedded_files.hpp"

namespace wargen {

// The place-name files compiled into the binary from names/*.yaml, one per language.
const std::vector<EmbeddedFile>& embedded_name_lists();

}  // namespace wargen
