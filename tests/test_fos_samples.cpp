// The committed Fields of Strategy boards in output-samples/exports/ are what this build makes of
// the scenario committed beside each (<id>.yaml -> <id>-fos.yaml and <id>-fos.png).
#include <catch2/catch.hpp>

#include "app/format_writers.hpp"
#include "scenario/scenario_reader.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

TEST_CASE("committed FoS board samples are what this build writes") {
  int checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(source_path("output-samples/exports"))) {
    const std::string name = entry.path().filename().string();
    if (!name.ends_with("-fos.yaml")) continue;
    const std::string id = name.substr(0, name.size() - std::string("-fos.yaml").size());
    INFO(name << ": run scripts/regenerate-samples.sh if this change is deliberate");
    const Scenario scenario = read_scenario_file((entry.path().parent_path() / (id + ".yaml")).string());
    OutputRequest request;  // the defaults the samples are made with: 5 cm cells, 5 px/cm
    CHECK(render_format(scenario, "fos", request) == read_file(entry.path()));
    REQUIRE(companion_formats("fos") == std::vector<std::string>{"fos-png"});
    CHECK(render_format(scenario, "fos-png", request) == read_file(entry.path().parent_path() / (id + "-fos.png")));
    ++checked;
  }
  CHECK(checked >= 2);
}

}  // namespace WARGEN_TEST_FILE
