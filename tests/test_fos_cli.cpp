// `wargen generate --format fos` end to end: both files written, the YAML read back by libyaml
// and the PNG decoded by cairo's own PNG reader, each checked against the other.
#include <cairo.h>

#include <catch2/catch.hpp>
#include <cstring>

#include "png_reader.hpp"
#include "support.hpp"
#include "yaml_query.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen::test;

namespace {

int count_pixels(cairo_surface_t* image, std::uint32_t rgb) {
  const int w = cairo_image_surface_get_width(image), h = cairo_image_surface_get_height(image);
  const int stride = cairo_image_surface_get_stride(image);
  const unsigned char* data = cairo_image_surface_get_data(image);
  int n = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      std::uint32_t px;
      std::memcpy(&px, data + y * stride + 4 * x, 4);
      n += (px & 0xFFFFFF) == rgb;
    }
  return n;
}

}  // namespace

TEST_CASE("generate --format fos writes the board's YAML and PNG", "[fos][cli]") {
  TempDir dir("fos-cli");
  for (const char* ruleset : {"gok", "npow"}) {
    INFO(ruleset);
    auto r = run_wargen(std::string("generate --ruleset ") + ruleset + " --seed 7 --format fos --out .", dir.path());
    REQUIRE(r.exit_code == 0);
    const std::string stem = std::string(ruleset) + "-7-fos";
    const YamlQuery y(read_file((dir / (stem + ".yaml")).string()));
    CHECK(y["format"].text() == "wargen-fos-board/1");
    CHECK(y["cell_cm"].number() == 5);
    const int cols = y["cols"].integer(), rows = y["rows"].integer();
    CHECK(cols * 5 >= y["table"]["width_cm"].number());
    CHECK((cols - 1) * 5 < y["table"]["width_cm"].number());
    bool any_cover = false;
    for (const char* grid : {"terrain", "roads", "deployment", "seen_from"}) {
      REQUIRE(static_cast<int>(y[grid].size()) == rows);
      for (const auto& row : y[grid].items()) CHECK(static_cast<int>(row.text().size()) == cols);
    }
    for (const auto& row : y["terrain"].items()) any_cover |= row.text().find('#') != std::string::npos;
    REQUIRE(static_cast<int>(y["heights"].size()) == rows);
    for (const auto& row : y["heights"].items()) CHECK(static_cast<int>(row.size()) == cols);
    for (const auto& e : y["edges"].items()) {
      const int col = e["cell"][0].integer(), row = e["cell"][1].integer();
      CHECK((e["side"].text() == "east" ? col + 1 < cols : row + 1 < rows));
    }

    cairo_surface_t* png = cairo_image_surface_create_from_png((dir / (stem + ".png")).string().c_str());
    REQUIRE(cairo_surface_status(png) == CAIRO_STATUS_SUCCESS);
    CHECK(cairo_image_surface_get_width(png) > cols * 25);
    CHECK(cairo_image_surface_get_height(png) > rows * 25);
    // Cover cells are filled with the cover green: there when the YAML has cover, absent otherwise.
    CHECK((count_pixels(png, 0x7DA862) > 0) == any_cover);
    cairo_surface_destroy(png);
  }
}

TEST_CASE("generate --format fos twice gives the same bytes", "[fos][cli]") {
  TempDir dir("fos-twice");
  REQUIRE(run_wargen("generate --ruleset npow --seed 3 --format fos --out a", dir.path()).exit_code == 0);
  REQUIRE(run_wargen("generate --ruleset npow --seed 3 --format fos --out b", dir.path()).exit_code == 0);
  for (const char* name : {"npow-3-fos.yaml", "npow-3-fos.png"})
    CHECK(read_file(dir / (std::string("a/") + name)) == read_file(dir / (std::string("b/") + name)));
}

TEST_CASE("generate --cell-cm sets the FoS cell size and is checked", "[fos][cli]") {
  TempDir dir("fos-cell");
  REQUIRE(run_wargen("generate --ruleset npow --seed 3 --format fos --cell-cm 4 --out .", dir.path()).exit_code == 0);
  const YamlQuery y(read_file((dir / "npow-3-fos.yaml").string()));
  CHECK(y["cell_cm"].number() == 4);
  CHECK(y["cols"].integer() == 45);  // 180 / 4
  CHECK(y["rows"].integer() == 30);  // 120 / 4
  for (const char* bad : {"0.5", "abc", "101"}) {
    auto r = run_wargen(std::string("generate --seed 3 --format fos --cell-cm ") + bad + " --out bad", dir.path());
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("--cell-cm") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(dir / "bad"));
  }
}

TEST_CASE("a player's FoS board leaves hidden VP values out, the umpire's holds them", "[fos][cli][umpire]") {
  TempDir dir("fos-vp");
  auto r = run_wargen("generate --template gok-vp-battle --seed 7 --umpire-key 99 --view both --format fos --out .",
                      dir.path());
  REQUIRE(r.exit_code == 0);
  auto vp_markers = [&](const std::string& name) {
    std::vector<YamlQuery> markers;
    const YamlQuery y(read_file((dir / name).string()));
    for (const YamlQuery& o : y["objectives"].items())
      if (o["kind"].text() == "vp_marker") markers.push_back(o);
    return markers;
  };
  const auto player = vp_markers("gok-7-player-fos.yaml"), umpire = vp_markers("gok-7-umpire-fos.yaml");
  REQUIRE(player.size() == umpire.size());
  REQUIRE(!player.empty());
  for (std::size_t i = 0; i < player.size(); ++i) {
    CHECK(player[i]["points"].size() == 0);  // never "value_pct: 0", which reads as worth nothing
    CHECK(umpire[i]["points"]["value_pct"].number() > 0);
  }
  CHECK(read_file((dir / "gok-7-player-fos.yaml").string()).find("value_pct") == std::string::npos);
}

TEST_CASE("the FoS board PNG carries pHYs and the table frame", "[fos][cli][exports]") {
  TempDir dir("fos-frame");
  for (const char* px : {"5", "10"}) {
    INFO(px << " px/cm");
    auto r = run_wargen(std::string("generate --ruleset npow --seed 7 --format fos --out . --px-per-cm ") + px,
                        dir.path());
    REQUIRE(r.exit_code == 0);
    const std::string png = read_file((dir / "npow-7-fos.png").string());
    const double px_per_cm = std::stod(px);
    bool phys = false;
    for (const PngChunk& chunk : png_chunks(png))
      if (chunk.type == "pHYs") phys = png_u32(chunk.data, 0) == static_cast<std::uint32_t>(px_per_cm * 100);
    CHECK(phys);
    const auto frame = png_table_frame(png);
    CHECK(std::stod(frame.at("px_per_cm")) == px_per_cm);
    CHECK(std::stod(frame.at("width_px")) == Approx(180 * px_per_cm));
    CHECK(std::stod(frame.at("height_px")) == Approx(120 * px_per_cm));
    const RgbImage image = decode_rgb_png(png);
    // The table lies inside the picture.
    CHECK(std::stod(frame.at("x_px")) > 0);
    CHECK(std::stod(frame.at("y_px")) > 0);
    CHECK(std::stod(frame.at("x_px")) + std::stod(frame.at("width_px")) <= image.width);
    CHECK(std::stod(frame.at("y_px")) + std::stod(frame.at("height_px")) <= image.height);
  }
}

}  // namespace WARGEN_TEST_FILE
