// The page's terrain box (docs/serve.md, docs/terrain-box.md): the box's text comes as a POST's
// body, is read by the CLI's own reader under the name "terrain box (upload)", and the files the
// page offers are byte for byte those `wargen generate --terrain-box FILE` writes. A bad box is the
// reader's one line with a 400; a box that cannot serve the seed is the CLI's exit-4 line, a 422.
#include <catch2/catch.hpp>
#include <fstream>
#include <string>

#include "server/club_api.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using server::ApiResponse;
using server::ClubApi;
using server::QueryParams;

namespace {

const std::string kGenerous = test::source_path("templates/boxes/generous.yaml");
const std::string kSmallClub = test::source_path("templates/boxes/small-club.yaml");

// GoK hides its weather after turn 1 from the player's copy (VPM-6): its umpire's copy is made with
// a key, fixed here as the page's umpire link fixes it; NPOW hides nothing and takes none.
std::string umpire_key_of(const std::string& ruleset) { return ruleset == "gok" ? "1757" : ""; }

// The page's query for one file.
QueryParams query(const std::string& ruleset, const std::string& seed, const std::string& format,
                  const std::string& copy) {
  return {
      {"ruleset", ruleset}, {"seed", seed}, {"umpire-key", umpire_key_of(ruleset)}, {"format", format}, {"copy", copy}};
}

std::string cli_error_line(const std::string& arguments) {
  test::TempDir dir("serve-box-cli");
  auto run = test::run_wargen("generate " + arguments + " --format yaml --out .", dir.path());
  CHECK(run.exit_code == 4);
  return run.err;
}

}  // namespace

TEST_CASE("the page's files laid from an uploaded box are those generate --terrain-box writes",
          "[serve][terrain_box]") {
  const ClubApi api;
  const std::string box = test::read_file(kGenerous);
  test::TempDir dir("serve-box");
  for (const std::string ruleset : {"gok", "npow"}) {
    INFO(ruleset);
    auto run = test::run_wargen("generate --ruleset " + ruleset + " --seed 7 --terrain-box '" + kGenerous +
                                    "' --view both --format yaml,sheet --out ." +
                                    (umpire_key_of(ruleset).empty() ? "" : " --umpire-key " + umpire_key_of(ruleset)),
                                dir.path());
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    for (const std::string copy : {"umpire", "player"}) {
      const ApiResponse yaml = api.handle("/api/file", query(ruleset, "7", "yaml", copy), box);
      REQUIRE(yaml.status == 200);
      CHECK(yaml.file_name == ruleset + "-7-" + copy + ".yaml");
      CHECK(yaml.body == test::read_file(dir / yaml.file_name));
      CHECK(yaml.body.find("piece: ") != std::string::npos);  // the map names the box's pieces
      const ApiResponse sheet = api.handle("/api/file", query(ruleset, "7", "sheet", copy), box);
      REQUIRE(sheet.status == 200);
      CHECK(sheet.body == test::read_file(dir / sheet.file_name));
      CHECK(sheet.body.find("from the box: ") != std::string::npos);
    }
  }
  // Without a body the request is the box-less GET it always was: another table.
  const ApiResponse plain = api.handle("/api/file", query("gok", "7", "yaml", "player"));
  REQUIRE(plain.status == 200);
  CHECK(plain.body.find("piece: ") == std::string::npos);
}

TEST_CASE("the page checks an uploaded box: its name and pieces, or the reader's line", "[serve][terrain_box]") {
  const ClubApi api;
  const ApiResponse good = api.handle("/api/terrain-box", {}, test::read_file(kSmallClub));
  REQUIRE(good.status == 200);
  CHECK(good.body.find("\"name\":\"Small club box\"") != std::string::npos);
  CHECK(good.body.find("\"pieces\":") != std::string::npos);

  const std::string typo =
      "name: mine\npieces:\n  - id: big-hill\n    kind: hil\n"
      "    footprint: {shape: ellipse, width_cm: 24, depth_cm: 16}\n    count: 1\n";
  for (const std::string path : {"/api/terrain-box", "/api/scenario", "/api/file"}) {
    INFO(path);
    QueryParams q = {{"ruleset", "gok"}, {"seed", "7"}};
    if (path == "/api/file") q = query("gok", "7", "yaml", "player");
    const ApiResponse bad = api.handle(path, q, typo);
    CHECK(bad.status == 400);
    CHECK(bad.body.rfind("wargen: terrain box (upload):4: key 'pieces[0].kind': 'hil' is not a kind", 0) == 0);
    CHECK(bad.body.find('\n') == bad.body.size() - 1);
  }
  // The CLI gives the same line, naming its file where the page names the upload.
  test::TempDir dir("serve-box-typo");
  { std::ofstream((dir / "box.yaml").string()) << typo; }
  auto run = test::run_wargen("generate --seed 7 --terrain-box box.yaml --format yaml --out .", dir.path());
  CHECK(run.exit_code == 2);
  CHECK(api.handle("/api/terrain-box", {}, typo).body ==
        "wargen: terrain box (upload)" + run.err.substr(std::string("wargen: box.yaml").size()));

  const ApiResponse get = api.handle("/api/terrain-box", {});
  CHECK(get.status == 400);
  CHECK(get.body == "wargen: /api/terrain-box: send the box's text as the body of a POST\n");
}

TEST_CASE("a box that cannot serve the seed is the CLI's exit-4 line, a 422", "[serve][terrain_box]") {
  const ClubApi api;
  const ApiResponse short_box =
      api.handle("/api/scenario", {{"ruleset", "npow"}, {"seed", "1"}}, test::read_file(kSmallClub));
  CHECK(short_box.status == 422);
  CHECK(short_box.body.rfind("wargen: NPOW-P1: the terrain box cannot serve the pool", 0) == 0);
  CHECK(short_box.body == cli_error_line("--ruleset npow --seed 1 --terrain-box '" + kSmallClub + "'"));
}

TEST_CASE("hostile boxes are bounded: one line and a 400, nothing made", "[serve][terrain_box]") {
  const ClubApi api;
  const QueryParams q = query("gok", "7", "png", "player");
  auto line_of = [&](const std::string& box) {
    const ApiResponse r = api.handle("/api/file", q, box);
    CHECK(r.status == 400);
    CHECK(r.content_type.rfind("text/plain", 0) == 0);
    CHECK(r.file_name.empty());
    CHECK(r.body.find('\n') == r.body.size() - 1);
    return r.body;
  };
  const std::string piece =
      "  - {id: p, kind: hill, footprint: {shape: ellipse, width_cm: 24, depth_cm: 16}, count: 1}\n";
  CHECK(line_of(std::string(api.limits().max_terrain_box_bytes + 1, '#')) ==
        "wargen: " + server::terrain_box_too_large(api.limits().max_terrain_box_bytes) + "\n");
  CHECK(line_of("name: caf\xe9\npieces:\n" + piece).rfind("wargen: terrain box (upload):1: ", 0) == 0);
  CHECK(line_of(std::string("pieces: ") + std::string(2000, '[')).rfind("wargen: terrain box (upload):1:", 0) == 0);
  std::string deep_block = "pieces:\n";  // nesting by indentation, as deep as the flow one
  for (int depth = 1; depth < 2000; ++depth) deep_block += std::string(depth, ' ') + "k:\n";
  CHECK(line_of(deep_block).rfind("wargen: terrain box (upload):", 0) == 0);
  // 500 pieces is the reader's bound: read, and a table laid from it; 501 is refused.
  std::string many = "pieces:\n";
  for (int i = 0; i < 501; ++i)
    many += "  - {id: hill-" + std::to_string(i) +
            ", kind: hill, footprint: {shape: ellipse, width_cm: 24, depth_cm: 16}, count: 1}\n";
  CHECK(line_of(many).rfind("wargen: terrain box (upload):2: key 'pieces': must list 1 to 500 pieces, not 501", 0) ==
        0);
  many.erase(many.rfind("  - "));
  const ApiResponse five_hundred = api.handle("/api/scenario", {{"ruleset", "gok"}, {"seed", "7"}}, many);
  CHECK(five_hundred.status == 200);
  CHECK(five_hundred.body.find("\"terrain_box\":{") != std::string::npos);
}

}  // namespace WARGEN_TEST_FILE
