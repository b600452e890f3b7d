#include "app/scenario_copies.hpp"

#include <algorithm>
#include <iterator>
#include <utility>

#include "app/format_writers.hpp"
#include "app/run_outputs.hpp"
#include "core/error.hpp"
#include "scenario_layer/player_copy.hpp"

namespace wargen {

void check_view(const std::string& view) {
  if (!view.empty() && view != "umpire" && view != "player" && view != "both")
    throw InputError("--view: '" + view + "' must be umpire, player or both");
}

std::string effective_view(const Scenario& scenario, const std::string& view) {
  return view.empty() && !scenario.objectives.empty() ? "both" : view;
}

namespace {
// The output request of each copy `view` asks for, the umpire's first: a player's copy is made
// only where it is written, not where its file names are listed.
std::vector<OutputRequest> copy_requests(const Scenario& scenario, const OutputRequest& output, const std::string& view) {
  const std::string shown = effective_view(scenario, view);
  std::vector<OutputRequest> requests;
  if (shown != "player") {
    requests.push_back(output);
    if (!shown.empty()) {
      requests.back().view = MapView::umpire;
      requests.back().file_suffix = "-umpire";
    }
  }
  if (shown == "player" || shown == "both") {
    requests.push_back(output);
    requests.back().view = MapView::player;
    requests.back().file_suffix = "-player";
  }
  return requests;
}
}  // namespace

std::vector<OutputCopy> output_copies(const Scenario& scenario, const OutputRequest& output, const std::string& view) {
  std::vector<OutputCopy> copies;
  for (auto& request : copy_requests(scenario, output, view))
    copies.push_back({request.view == MapView::player ? player_copy(scenario) : scenario, std::move(request)});
  return copies;
}

std::vector<std::filesystem::path> write_scenario_copies(const Scenario& scenario, const OutputRequest& output,
                                                         const std::string& view) {
  if (writes_to_stdout(output)) {
    const std::vector<OutputCopy> copies = output_copies(scenario, output, view);
    if (copies.size() > 1)
      throw InputError(view.empty() ? "--out -: standard output takes one copy, and this scenario has hidden values: "
                                      "name it with --view umpire or --view player"
                                    : "--out -: standard output takes one copy, not --view both");
    return write_outputs(copies.front().scenario, copies.front().output);
  }
  // Both copies are rendered first and written together, all or nothing.
  return publish_outputs(render_scenario_copies(scenario, output, view));
}

std::vector<FileContent> render_scenario_copies(const Scenario& scenario, const OutputRequest& output,
                                                const std::string& view) {
  std::vector<FileContent> files;
  for (const auto& copy : output_copies(scenario, output, view)) {
    auto rendered = render_outputs(copy.scenario, copy.output);
    std::move(rendered.begin(), rendered.end(), std::back_inserter(files));
  }
  return files;
}

std::vector<std::filesystem::path> scenario_copy_paths(const Scenario& scenario, const OutputRequest& output,
                                                       const std::string& view) {
  std::vector<std::filesystem::path> paths;
  for (const auto& request : copy_requests(scenario, output, view))
    for (const auto& format : request.formats) {
      paths.push_back(request.out_dir / copy_file_name(scenario, request, format));
      for (const auto& name : companion_file_names(file_stem(scenario, request), format))
        paths.push_back(request.out_dir / name);
    }
  return paths;
}

}  // namespace wargen
