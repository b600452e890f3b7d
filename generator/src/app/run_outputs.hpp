#pragma once
// The files of one run: rendered in memory first (every format of every view), then written all
// or nothing. `wargen generate --view both` renders both views and publishes them together.
#include <filesystem>
#include <vector>

#include "app/pipeline.hpp"
#include "core/atomic_file.hpp"

namespace wargen {

// Every requested format of `scenario`, rendered in memory, nothing written. Refuses an unknown or
// repeated format and, before drawing anything, an output too large to make (output_limits.hpp).
std::vector<FileContent> render_outputs(const Scenario& scenario, const OutputRequest& request);

// Writes the files of one run – every view, every format, any directories – all or nothing
// (core/atomic_file.hpp), creating missing directories (removed again when the run fails).
// Returns the paths written.
std::vector<std::filesystem::path> publish_outputs(const std::vector<FileContent>& files,
                                                   FileSystem& fs = real_file_system());

}  // namespace wargen
