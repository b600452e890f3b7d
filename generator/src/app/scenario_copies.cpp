#include "app/scenario_copies.hpp"

#include "app/format_writers.hpp"
#include "app/run_outputs.hpp"
#include "core/error.hpp"
#include "scenario_layer/player_copy.hpp"

namespace wargen {

namespace {

// The umpire's request (or the plain one, for a scenario with nothing hidden) and the player's.
struct CopyRequests {
  std::optional<OutputRequest> umpire;
  std::optional<OutputRequest> player;
};

CopyRequests copy_requests(const Scenario& scenario, const OutputRequest& output, const std::string& view) {
  const std::string shown = effective_view(scenario, view);
  CopyRequests copies;
  if (shown != "player") {
    copies.umpire = output;
    if (!shown.empty()) copies.umpire->view = MapView::umpire;
  }
  if (shown == "player" || shown == "both") {
    copies.player = output;
    copies.player->view = MapView::player;
    copies.player->file_suffix = "-player";
  }
  return copies;
}

}  // namespace

void check_view(const std::string& view) {
  if (!view.empty() && view != "umpire" && view != "player" && view != "both")
    throw InputError("--view: '" + view + "' must be umpire, player or both");
}

std::string effective_view(const Scenario& scenario, const std::string& view) {
  return view.empty() && !scenario.objectives.empty() ? "umpire" : view;
}

std::vector<std::filesystem::path> write_scenario_copies(const Scenario& scenario, const OutputRequest& output,
                                                         const std::string& view) {
  CopyRequests copies = copy_requests(scenario, output, view);
  if (writes_to_stdout(output)) {
    if (copies.umpire && copies.player) throw InputError("--out -: standard output takes one copy, not --view both");
    return copies.umpire ? write_outputs(scenario, *copies.umpire) : write_outputs(player_copy(scenario), *copies.player);
  }
  // Both copies are rendered first and written together, all or nothing.
  std::vector<FileContent> files;
  if (copies.umpire) files = render_outputs(scenario, *copies.umpire);
  if (copies.player) {
    auto player_files = render_outputs(player_copy(scenario), *copies.player);
    files.insert(files.end(), player_files.begin(), player_files.end());
  }
  return publish_outputs(files);
}

std::vector<std::filesystem::path> scenario_copy_paths(const Scenario& scenario, const OutputRequest& output,
                                                       const std::string& view) {
  CopyRequests copies = copy_requests(scenario, output, view);
  std::vector<std::filesystem::path> paths;
  for (const auto* copy : {&copies.umpire, &copies.player})
    if (*copy)
      for (const auto& format : (*copy)->formats) {
        const std::string stem = scenario.id + (*copy)->file_suffix;
        paths.push_back((*copy)->out_dir / output_file_name(stem, format));
        for (const auto& name : companion_file_names(stem, format)) paths.push_back((*copy)->out_dir / name);
      }
  return paths;
}

}  // namespace wargen
