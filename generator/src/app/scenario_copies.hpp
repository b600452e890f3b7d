#pragma once
// Which copies of a scenario a run writes (VPM-6): the umpire's (<id>-umpire.*: VP values, hidden
// weather, marked UMPIRE on every page) and/or the players' (<id>-player.*, nothing they may not
// know). A scenario with nothing hidden and no --view has one copy under the plain name <id>.*. `generate` and `batch`
// both write through here, so a batch map is byte for byte what `generate` writes for the same seed.
#include <filesystem>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "core/atomic_file.hpp"

namespace wargen {

// Checks a --view value: "", "umpire", "player" or "both". Throws InputError otherwise.
void check_view(const std::string& view);

// The view actually written: a scenario with hidden VP values defaults to both copies, so neither
// is written under a name that does not say whose it is.
std::string effective_view(const Scenario& scenario, const std::string& view);

// The copies to write for `view` (effective_view): the umpire's (suffix "-umpire"; no suffix when
// no view is named and nothing is hidden) unless only the player's is asked for; the player's
// (suffix "-player", no hidden values) for "player" or "both". Each with its own output request
// (view, file suffix).
struct OutputCopy {
  Scenario scenario;
  OutputRequest output;
};
std::vector<OutputCopy> output_copies(const Scenario& scenario, const OutputRequest& output, const std::string& view);

// Every copy `view` asks for, rendered in memory (render_outputs), nothing written.
std::vector<FileContent> render_scenario_copies(const Scenario& scenario, const OutputRequest& output,
                                                const std::string& view);

// Every copy `view` asks for, written by write_outputs; returns the paths written.
std::vector<std::filesystem::path> write_scenario_copies(const Scenario& scenario, const OutputRequest& output,
                                                         const std::string& view);

// The file paths write_scenario_copies would write, without rendering anything.
std::vector<std::filesystem::path> scenario_copy_paths(const Scenario& scenario, const OutputRequest& output,
                                                       const std::string& view);

}  // namespace wargen
