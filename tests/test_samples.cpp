// Golden files: every committed sample under output-samples/ is regenerated from the seed and
// ruleset written in it and must come out byte for byte the same, YAML and PNG alike. A
// deliberate change to the output is committed with scripts/regenerate-samples.sh, on its own.
#include <catch2/catch.hpp>

#include "render/map_renderer.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "support.hpp"

using namespace wargen;
using namespace wargen::test;

TEST_CASE("committed output samples are what this build generates") {
  std::size_t checked = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(source_path("output-samples"))) {
    if (entry.path().extension() != ".yaml") continue;
    auto png_path = entry.path();
    png_path.replace_extension(".png");
    std::string committed = read_file(entry.path());
    Scenario sample = read_scenario_yaml(committed, entry.path().string());
    Scenario fresh = generate_scenario(load_ruleset(sample.ruleset_name), request_from_scenario(sample));
    INFO(entry.path().string() << ": run scripts/regenerate-samples.sh if this change is deliberate");
    CHECK(write_scenario_yaml(fresh) == committed);
    if (std::filesystem::exists(png_path)) CHECK(render_png(fresh, RenderOptions{}) == read_file(png_path));
    ++checked;
  }
  CHECK(checked >= 3);
}
