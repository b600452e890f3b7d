// The sample boxes under templates/boxes through the whole pipeline, as `wargen generate
// --terrain-box` runs it: each ruleset's generator draws from the box, and the table passes the
// ruleset's checks and WARGEN-BOX's (check_box_use) against the file, or the seed is refused as
// one the box cannot serve (exit 4). A table that breaks a check is a bug (InvalidTableError).
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>

#include "app/pipeline.hpp"
#include "core/error.hpp"
#include "support.hpp"
#include "terrain_box/box_use_check.hpp"
#include "terrain_box/terrain_box_file.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

TEST_CASE("the sample boxes make tables that keep every rule, or seeds refused as the box's", "[terrain-box]") {
  const char* env = std::getenv("WARGEN_BOX_SAMPLE_SEEDS");
  const int seeds = env ? std::atoi(env) : 60;
  for (const char* file : {"templates/boxes/small-club.yaml", "templates/boxes/generous.yaml"}) {
    const auto box = std::make_shared<const TerrainBox>(load_terrain_box(source_path(file)));
    for (const char* name : {"gok", "npow", "npow300"}) {
      const Ruleset ruleset = load_ruleset(name);
      int made = 0, refused = 0;
      for (int seed = 1; seed <= seeds; ++seed) {
        GenerateRequest request;
        request.seed = static_cast<std::uint64_t>(seed);
        request.terrain_box = box;
        INFO(file << " " << name << " seed " << seed);
        try {
          const Scenario s = generate_scenario(ruleset, request);
          ++made;
          CHECK(check_box_use(s, *box).empty());
          std::size_t laid = 0;
          for (const Feature& f : s.features) laid += f.pieces.empty() ? 0 : 1;
          CHECK(laid > 0);  // the box was drawn from, not ignored
        } catch (const GenerationError&) {
          ++refused;  // exit 4: the box cannot serve this seed
        }
      }
      WARN(file << " " << name << ": " << made << " made, " << refused << " refused of " << seeds);
      CHECK(made > 0);
      if (std::string(file).find("generous") != std::string::npos) CHECK(refused == 0);
    }
  }
}

}  // namespace WARGEN_TEST_FILE
