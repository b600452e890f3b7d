#pragma once
#include <vector>

#include "core/embedded_files.hpp"

namespace wargen {

// Every scenario template compiled into the binary from templates/*.yaml.
const std::vector<EmbeddedFile>& embedded_templates();

}  // namespace wargen
