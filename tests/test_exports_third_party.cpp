// The picture exports read by tools we did not write: Python's json/base64/zlib/PyYAML for the
// Universal VTT file (tests/check_exports.py), Debian's Tiled for the Tiled map (tmxrasterizer
// draws it headless, `tiled --export-map` converts it to TMX). A missing tool fails the test:
// scripts/quickstart.sh test installs them all.
#include <catch2/catch.hpp>
#include <cmath>

#include "png_reader.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen::test;

namespace {

int run(const std::string& command, const std::filesystem::path& directory) {
  const std::string line = "cd '" + directory.string() + "' && " + command + " > .tool-out 2>&1 < /dev/null";
  const int status = std::system(line.c_str());
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (code != 0) UNSCOPED_INFO(command << " said:\n" << read_file(directory / ".tool-out"));
  return code;
}

const std::string kChecker = "python3 '" + source_path("tests/check_exports.py") + "'";
const std::string kQt = "QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/tmp ";

}  // namespace

TEST_CASE("dd2vtt files decode in Python with the picture's size and every wall on it", "[exports][third-party]") {
  TempDir dir("dd2vtt-third-party");
  // npow 37 has a road into a town (a gap in its wall); gok 12 with its scenario layer, in both copies.
  for (const std::string& args : {std::string("--ruleset npow --seed 37"), std::string("--seed 7 --px-per-cm 8"),
                                  std::string("--template gok-vp-battle --seed 12 --view both")}) {
    INFO(args);
    REQUIRE(run_wargen("generate " + args + " --format yaml,dd2vtt --out .", dir.path()).exit_code == 0);
  }
  for (const char* stem : {"npow-37", "gok-7", "gok-12-umpire", "gok-12-player"}) {
    INFO(stem);
    CHECK(run(kChecker + " dd2vtt " + stem + ".dd2vtt " + stem + ".yaml", dir.path()) == 0);
  }
}

TEST_CASE("tmj maps render in Tiled's tmxrasterizer and convert to TMX", "[exports][third-party]") {
  TempDir dir("tmj-third-party");
  REQUIRE(run_wargen("generate --ruleset npow --seed 37 --format tmj --out .", dir.path()).exit_code == 0);
  REQUIRE(run_wargen("generate --seed 7 --format tmj --out .", dir.path()).exit_code == 0);
  for (const char* stem : {"npow-37", "gok-7"}) {
    INFO(stem);
    // The board picture is whole 5 cm cells of 25 px.
    const RgbImage board = decode_rgb_png(read_file(dir / (std::string(stem) + "-board.png")));
    CHECK(board.width % 25 == 0);
    CHECK(board.height % 25 == 0);
    const std::string size = std::to_string(board.width) + " " + std::to_string(board.height);
    CHECK(run(kQt + "tmxrasterizer " + stem + ".tmj " + stem + "-tiled.png", dir.path()) == 0);
    CHECK(run(kChecker + " not-blank " + stem + "-tiled.png " + size, dir.path()) == 0);
    CHECK(run(kQt + "tiled --export-map " + stem + ".tmj " + stem + ".tmx", dir.path()) == 0);
    const std::string tmx = read_file(dir / (std::string(stem) + ".tmx"));
    CHECK(tmx.find("<layer id=\"1\" name=\"board\"") != std::string::npos);
    CHECK(tmx.find("<image source=\"" + std::string(stem) + "-board.png\"") != std::string::npos);
    CHECK(tmx.find("<objectgroup") != std::string::npos);
    CHECK(tmx.find("<polygon points=") != std::string::npos);
    // Numbers keep their type: Tiled reads them as numbers, never as text.
    for (const char* name : {"rotation_deg", "length_cm", "depth_cm", "width_cm", "bridges", "fords"})
      CHECK(tmx.find("<property name=\"" + std::string(name) + "\" value=") == std::string::npos);
  }
  CHECK(read_file(dir / "gok-7.tmx").find("name=\"rotation_deg\" type=\"int\"") != std::string::npos);
  CHECK(read_file(dir / "npow-37.tmx").find("name=\"width_cm\" type=\"float\"") != std::string::npos);
  CHECK(read_file(dir / "npow-37.tmx").find("<polyline points=") != std::string::npos);  // roads, rivers
}

}  // namespace WARGEN_TEST_FILE
