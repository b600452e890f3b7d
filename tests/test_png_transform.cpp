// Every PNG carries its transform: pHYs with the true scale and a tEXt chunk with the table
// frame in pixels; the frame is where the pixels show the table's border, at the same place in
// the umpire's and the player's copies; map-png is the table alone with its corner at (0, 0).
#include <catch2/catch.hpp>
#include <cmath>

#include "export/map_png.hpp"
#include "png_reader.hpp"
#include "render/png_encoder.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

constexpr std::uint32_t kBorder = 0x2E2E2E;  // the table's edge line (table_drawing.cpp)

double number(const std::map<std::string, std::string>& frame, const std::string& key) {
  return std::stod(frame.at(key));
}

std::uint32_t phys_per_metre(const std::string& png) {
  for (const PngChunk& chunk : png_chunks(png))
    if (chunk.type == "pHYs") {
      CHECK(chunk.data.size() == 9);
      CHECK(chunk.data[8] == 1);  // unit: metre
      CHECK(png_u32(chunk.data, 0) == png_u32(chunk.data, 4));
      return png_u32(chunk.data, 0);
    }
  FAIL("no pHYs chunk");
  return 0;
}

// The border line (half a cm wide, centred on the edge) covers the whole pixel that holds each
// edge (clamped into the picture), sampled at a quarter, a half and three quarters of each edge.
void check_border_on_frame(const std::string& png) {
  const auto frame = png_table_frame(png);
  const RgbImage image = decode_rgb_png(png);
  const double x0 = number(frame, "x_px"), y0 = number(frame, "y_px");
  const double x1 = x0 + number(frame, "width_px"), y1 = y0 + number(frame, "height_px");
  auto pixel = [&](double x, double y) {
    const int px = std::clamp(static_cast<int>(std::floor(x)), 0, image.width - 1);
    const int py = std::clamp(static_cast<int>(std::floor(y)), 0, image.height - 1);
    return image.at(px, py);
  };
  for (double f : {0.25, 0.5, 0.75}) {
    const double x = x0 + f * (x1 - x0), y = y0 + f * (y1 - y0);
    CHECK(pixel(x, y0) == kBorder);
    CHECK(pixel(x, y1) == kBorder);
    CHECK(pixel(x0, y) == kBorder);
    CHECK(pixel(x1, y) == kBorder);
  }
}

}  // namespace

TEST_CASE("every map PNG carries pHYs and the table frame, which the border line confirms", "[exports]") {
  const Scenario scenario = gok_scenario(7, 12);
  for (double px_per_cm : {5.0, 10.0}) {
    RenderOptions options;
    options.px_per_cm = px_per_cm;
    const std::string png = render_png(scenario, options);
    CHECK(phys_per_metre(png) == static_cast<std::uint32_t>(px_per_cm * 100));
    const auto frame = png_table_frame(png);
    CHECK(number(frame, "px_per_cm") == px_per_cm);
    CHECK(number(frame, "width_px") == Approx(scenario.table_width_cm * px_per_cm));
    CHECK(number(frame, "height_px") == Approx(scenario.table_depth_cm * px_per_cm));
    CHECK(number(frame, "table_width_cm") == scenario.table_width_cm);
    CHECK(number(frame, "table_depth_cm") == scenario.table_depth_cm);
    CHECK(frame.at("origin") == "south-west");
    CHECK(frame.at("y") == "north");
    // Whole pixels, so a tool can crop without resampling.
    CHECK(number(frame, "x_px") == std::floor(number(frame, "x_px")));
    CHECK(number(frame, "y_px") == std::floor(number(frame, "y_px")));
    check_border_on_frame(png);
  }
}

TEST_CASE("the umpire's and the player's maps put the table at the same pixels", "[exports]") {
  const Scenario scenario = gok_scenario(12, 12);
  RenderOptions umpire, player;
  umpire.view = MapView::umpire;
  player.view = MapView::player;
  const std::string umpire_png = render_png(scenario, umpire);
  const std::string player_png = render_png(scenario, player);
  REQUIRE(umpire_png != player_png);
  CHECK(png_table_frame(umpire_png) == png_table_frame(player_png));
  check_border_on_frame(umpire_png);
  check_border_on_frame(player_png);
}

TEST_CASE("map-png is the table alone with its north-west corner at pixel (0, 0)", "[exports]") {
  for (const char* ruleset : {"gok", "npow"}) {
    GenerateRequest request;
    request.seed = 7;
    const Scenario scenario = generate_scenario(load_ruleset(ruleset), request);
    const RenderOptions options;
    const std::string png = render_table_png(scenario, options);
    const RgbImage image = decode_rgb_png(png);
    CHECK(image.width == static_cast<int>(std::ceil(scenario.table_width_cm * 5)));
    CHECK(image.height == static_cast<int>(std::ceil(scenario.table_depth_cm * 5)));
    const auto frame = png_table_frame(png);
    CHECK(number(frame, "x_px") == 0);
    CHECK(number(frame, "y_px") == 0);
    CHECK(phys_per_metre(png) == 500);
    check_border_on_frame(png);
    CHECK(render_table_png(scenario, options) == png);  // same bytes every time
  }
}

TEST_CASE("encode_png_rgb round-trips pixels and writes the chunks asked for", "[exports]") {
  std::vector<unsigned char> rgb;
  for (int i = 0; i < 7 * 5 * 3; ++i) rgb.push_back(static_cast<unsigned char>(i * 37 % 251));
  PngMetadata metadata;
  metadata.px_per_cm = 2.54;  // 254 px per metre: 100 dpi
  metadata.texts = {{"Comment", "first"}, {"wargen-table-frame", "x_px=1 y_px=2"}};
  const std::string png = encode_png_rgb(rgb.data(), 7, 5, metadata);
  const RgbImage image = decode_rgb_png(png);
  CHECK(image.width == 7);
  CHECK(image.height == 5);
  CHECK(image.rgb == rgb);
  std::vector<std::string> types;
  for (const PngChunk& chunk : png_chunks(png)) types.push_back(chunk.type);
  CHECK(types == std::vector<std::string>{"IHDR", "pHYs", "tEXt", "tEXt", "IDAT", "IEND"});
  CHECK(phys_per_metre(png) == 254);
  CHECK(png_table_frame(png).at("y_px") == "2");
  CHECK(encode_png_rgb(rgb.data(), 7, 5) != png);  // no metadata, no chunks
  CHECK_THROWS_AS(encode_png_rgb(rgb.data(), 7, 5, PngMetadata{0, {{"", "no keyword"}}}), std::invalid_argument);
  CHECK_THROWS_AS(encode_png_rgb(rgb.data(), 7, 5, PngMetadata{0, {{std::string(80, 'k'), "long"}}}),
                  std::invalid_argument);
  CHECK_THROWS_AS(encode_png_rgb(nullptr, 7, 5), std::invalid_argument);
}

}  // namespace WARGEN_TEST_FILE
