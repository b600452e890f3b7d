// Golden files: every committed sample under output-samples/ is regenerated from the seed and
// ruleset written in it and must come out byte for byte the same, YAML and PNG alike. A
// deliberate change to the output is committed with scripts/regenerate-samples.sh, on its own.
#include <catch2/catch.hpp>

#include "app/format_writers.hpp"
#include "render/map_renderer.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario/table_label.hpp"
#include "scenario_layer/player_copy.hpp"
#include "support.hpp"
#include "victory/adjudication.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

TEST_CASE("committed output samples are what this build generates") {
  std::size_t checked = 0, map_files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(source_path("output-samples"))) {
    if (entry.path().extension() != ".yaml") continue;
    if (entry.path().stem() == "state" || entry.path().stem() == "result") continue;  // adjudication examples
    if (entry.path().parent_path().filename() == "exports" &&
        !read_file(entry.path()).starts_with("format: wargen-scenario/"))
      continue;  // an export of a scenario beside it, checked by its format's own sample test
    // A batch's catalogue and its identity record (test_batch and test_batch_resume_options check them).
    if (entry.path().stem() == "index" || entry.path().filename() == "batch-options.yaml") continue;
    if (entry.path().stem().string().ends_with("-fairness")) continue;  // a map's fairness report
    auto png_path = entry.path();
    png_path.replace_extension(".png");
    std::string committed = read_file(entry.path());
    Scenario sample = read_scenario_yaml(committed, entry.path().string());
    Scenario fresh = generate_scenario(load_ruleset(sample.ruleset_name, table_of(sample, entry.path().string())),
                                       request_from_scenario(sample));
    fresh.title = sample.title;
    set_label(fresh, scenario_label(sample));  // a tournament table's label (output-samples/tournament)
    // VPM-6: a player's copy is the umpire's without the values (and without the umpire's key,
    // which it does not need: its bytes do not depend on the deal).
    RenderOptions options;
    if (!sample.objectives.empty())
      options.view = sample.objectives.view == "player" ? MapView::player : MapView::umpire;
    if (sample.objectives.view == "player") fresh = player_copy(fresh);
    INFO(entry.path().string() << ": run scripts/regenerate-samples.sh if this change is deliberate");
    CHECK(write_scenario_yaml(fresh) == committed);
    if (std::filesystem::exists(png_path)) CHECK(render_png(fresh, options) == read_file(png_path));
    // The sample's SVG, PDF (one page and the sheet) and placement sheet, where committed.
    OutputRequest maps;
    maps.view = options.view;
    for (const std::string format : {"svg", "pdf", "sheet", "json", "geojson", "geojson-cm", "map-png", "dd2vtt", "tmj", "tmj-board"}) {
      const auto path = entry.path().parent_path() / output_file_name(entry.path().stem().string(), format);
      if (!std::filesystem::exists(path)) continue;
      INFO(path.string());
      CHECK(render_format(fresh, format, maps) == read_file(path));
      ++map_files;
    }
    ++checked;
  }
  CHECK(checked >= 3);
  CHECK(map_files >= 3);
}

TEST_CASE("committed adjudication examples are what this build judges") {
  // output-samples/adjudication/<system>/: scenario.yaml + state.yaml -> result.txt and result.yaml.
  std::size_t checked = 0;
  for (const auto& dir : std::filesystem::directory_iterator(source_path("output-samples/adjudication"))) {
    if (!dir.is_directory()) continue;
    INFO(dir.path().string() << ": run scripts/regenerate-samples.sh if this change is deliberate");
    Scenario scenario = read_scenario_yaml(read_file(dir.path() / "scenario.yaml"), "scenario.yaml");
    AdjudicationReport report = adjudicate(scenario, read_file(dir.path() / "state.yaml"), "state.yaml", std::nullopt);
    CHECK(report.system == dir.path().filename().string());
    CHECK(report.text == read_file(dir.path() / "result.txt"));
    CHECK(report.yaml == read_file(dir.path() / "result.yaml"));
    ++checked;
  }
  CHECK(checked == 5);  // one per victory system
}

}  // namespace WARGEN_TEST_FILE
