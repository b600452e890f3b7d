// --terrain-box on the command line (docs/terrain-box.md): generate records the box it was given,
// validate checks a table against a box, a template names its box from its own folder, survey
// reports how the box served, and a bad box is one line and exit 2 before any work.
#include <catch2/catch.hpp>
#include <fstream>
#include <string>

#include "core/sha256.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {

using namespace wargen;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

void write(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

const std::string kSmallBox = test::source_path("templates/boxes/small-club.yaml");

}  // namespace

TEST_CASE("generate --terrain-box records the box in the scenario, and validate --terrain-box accepts it",
          "[terrain_box][cli]") {
  test::TempDir dir("box-generate");
  auto run = test::run_wargen("generate --seed 7 --terrain-box '" + kSmallBox + "' --format yaml --out .", dir.path());
  REQUIRE(run.exit_code == 0);
  const std::string yaml = test::read_file(dir / "gok-7.yaml");
  CHECK_THAT(yaml, Contains("terrain_box:\n  name: Small club box\n  sha256: " +
                            sha256_hex(test::read_file(kSmallBox)) + "\n  pieces:"));
  auto valid = test::run_wargen("validate gok-7.yaml --terrain-box '" + kSmallBox + "'", dir.path());
  CHECK(valid.exit_code == 0);
  CHECK_THAT(valid.out, Contains("gok-7.yaml: valid"));
  // Another box: the table says which it was made with.
  write(dir / "other.yaml", test::read_file(kSmallBox) + "# another shelf\n");
  auto other = test::run_wargen("validate gok-7.yaml --terrain-box other.yaml", dir.path());
  CHECK(other.exit_code == 1);
  CHECK_THAT(other.out, Contains("WARGEN-BOX: made with another terrain box"));
}

TEST_CASE("a bad terrain box is one line and exit 2, before any work", "[terrain_box][cli]") {
  test::TempDir dir("box-bad");
  write(dir / "box.yaml", "pieces:\n  - {id: a, kind: hil, footprint: {shape: ellipse, width_cm: 9, depth_cm: 9}, count: 1}\n");
  for (const char* command : {"generate --seed 1 --out maps", "batch --seeds 1-2 --out maps", "survey --seeds 1-2"}) {
    INFO(command);
    auto run = test::run_wargen(std::string(command) + " --terrain-box box.yaml", dir.path());
    CHECK(run.exit_code == 2);
    CHECK_THAT(run.err, StartsWith("wargen: box.yaml:2: key 'pieces[0].kind': 'hil' is not a kind"));
    CHECK(run.err.find('\n') == run.err.size() - 1);
    CHECK(!std::filesystem::exists(dir / "maps"));
  }
  auto missing = test::run_wargen("validate x.yaml --terrain-box nowhere.yaml", dir.path());
  CHECK(missing.exit_code == 2);
  CHECK_THAT(missing.err, Contains("nowhere.yaml"));
}

TEST_CASE("validate --terrain-box names a piece used more often than the box holds it", "[terrain_box][cli]") {
  test::TempDir dir("box-validate");
  write(dir / "box.yaml",
        "name: Test box\npieces:\n"
        "  - {id: big-hill, label: big hill, kind: hill, footprint: {shape: rectangle, width_cm: 40, depth_cm: 25}, count: 1}\n"
        "  - {id: river-30, label: river section, kind: river, section: {length_cm: 30, width_cm: 4}, count: 2}\n");
  auto run = test::run_wargen(
      "validate '" + test::source_path("tests/fixtures/scenarios/terrain-box.yaml") + "' --terrain-box box.yaml", dir.path());
  CHECK(run.exit_code == 1);
  CHECK_THAT(run.out, Contains("WARGEN-BOX: river-30 is used 3 times; the box holds 2"));
}

TEST_CASE("validate --terrain-box refuses a piece laid as a variant it does not serve", "[terrain_box][cli]") {
  // WARGEN-BOX: a steep hill piece is never a gentle hill; a piece without a variant serves any.
  test::TempDir dir("box-variant");
  std::string table = test::read_file(test::source_path("tests/fixtures/scenarios/terrain-box.yaml"));
  const std::string hill_attributes = "    piece: big-hill\n    attributes: {}";
  REQUIRE(table.find(hill_attributes) != std::string::npos);
  table.replace(table.find(hill_attributes), hill_attributes.size(), "    piece: big-hill\n    attributes: {variant: gentle}");
  write(dir / "table.yaml", table);
  const std::string box_head = "name: Test box\npieces:\n  - {id: big-hill, label: big hill, kind: hill, ";
  const std::string box_tail =
      "footprint: {shape: rectangle, width_cm: 40, depth_cm: 25}, count: 1}\n"
      "  - {id: river-30, label: river section, kind: river, section: {length_cm: 30, width_cm: 4}, count: 3}\n";
  write(dir / "steep.yaml", box_head + "variant: steep, " + box_tail);
  write(dir / "gentle.yaml", box_head + "variant: gentle, " + box_tail);
  write(dir / "any.yaml", box_head + box_tail);
  auto steep = test::run_wargen("validate table.yaml --terrain-box steep.yaml", dir.path());
  CHECK(steep.exit_code == 1);
  CHECK_THAT(steep.out,
             Contains("WARGEN-BOX: hill-1 (hill, variant gentle) is laid with big-hill, which serves only a steep hill"));
  for (const char* box : {"gentle.yaml", "any.yaml"}) {
    INFO(box);
    auto run = test::run_wargen("validate table.yaml --terrain-box " + std::string(box), dir.path());
    CHECK_THAT(run.out, !Contains("serves only") && !Contains("is used 3 times"));
  }
}

TEST_CASE("a template names its terrain box from its own folder, and a flag beside it wins", "[terrain_box][cli]") {
  test::TempDir dir("box-template");
  std::filesystem::create_directories(dir / "club");
  std::filesystem::create_directories(dir / "run");
  write(dir / "club" / "night.yaml", "name: night\ndescription: club night\nruleset: gok\nterrain_box: box.yaml\n");
  write(dir / "club" / "box.yaml", test::read_file(kSmallBox));
  auto run = test::run_wargen("generate --template ../club/night.yaml --seed 3 --format yaml --out .", dir / "run");
  REQUIRE(run.exit_code == 0);
  CHECK_THAT(test::read_file(dir / "run" / "gok-3.yaml"), Contains("  name: Small club box\n"));
  write(dir / "run" / "mine.yaml", "name: Mine\n" + test::read_file(kSmallBox).substr(test::read_file(kSmallBox).find("pieces:")));
  auto flag = test::run_wargen("generate --template ../club/night.yaml --terrain-box mine.yaml --seed 3 --format yaml --out flag",
                               dir / "run");
  REQUIRE(flag.exit_code == 0);
  CHECK_THAT(test::read_file(dir / "run" / "flag" / "gok-3.yaml"), Contains("  name: Mine\n"));
}

TEST_CASE("survey --terrain-box reports how often the box failed and which pieces ran out", "[terrain_box][cli]") {
  test::TempDir dir("box-survey");
  auto run = test::run_wargen("survey --seeds 1-3 --terrain-box '" + kSmallBox + "'", dir.path());
  CHECK(run.exit_code != 2);
  CHECK_THAT(run.out, Contains("terrain box " + kSmallBox + ": ") && Contains(" of 3 seeds failed (") &&
                          Contains(" %); pieces used to the last:"));
  auto yaml = test::run_wargen("survey --seeds 1-3 --yaml --terrain-box '" + kSmallBox + "'", dir.path());
  CHECK_THAT(yaml.out, Contains("terrain_box:\n  file: ") && Contains("small-club.yaml\"\n  pieces_used_up:"));
}

}  // namespace WARGEN_TEST_FILE
