// The PNG map renderer: valid PNG bytes of the promised size, byte-identical on every run,
// and scaling with px_per_cm.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "render/map_renderer.hpp"
#include "render/png_encoder.hpp"
#include "scenario/scenario.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

namespace {

using wargen::Point;

// BEGIN sample scenario
// A roughly elliptical outline, counter-clockwise, with a fixed wobble so shapes look drawn
// by hand. Deterministic: no random numbers.
wargen::Polygon blob(double cx, double cy, double rx, double ry, int n = 14) {
  wargen::Polygon polygon;
  for (int i = 0; i < n; ++i) {
    const double a = 2 * 3.141592653589793 * i / n;
    const double k = 1.0 + 0.12 * std::sin(3 * a + cx) + 0.06 * std::cos(5 * a + cy);
    polygon.push_back(
        {std::round((cx + rx * k * std::cos(a)) * 100) / 100, std::round((cy + ry * k * std::sin(a)) * 100) / 100});
  }
  return polygon;
}

wargen::Feature area(std::string id, std::string kind, std::string name, wargen::Polygon outline,
                     wargen::Attributes attributes = {}) {
  wargen::Feature f;
  f.id = std::move(id);
  f.kind = std::move(kind);
  f.name = std::move(name);
  f.outline = std::move(outline);
  f.attributes = std::move(attributes);
  return f;
}

wargen::Scenario sample_scenario() {
  wargen::Scenario s;
  s.id = "GOK-test-0001";
  s.seed = 20240611;
  s.ruleset_name = "Glory of Kings";
  s.table_width_cm = 182.88;
  s.table_depth_cm = 76.2;
  int n = 0;
  for (int row = 0; row < 3; ++row)
    for (int col = 0; col < 4; ++col)
      s.sectors.push_back({"S" + std::to_string(++n), col * 45.72, row * 25.4, 45.72, 25.4});

  s.features.push_back(area("f1", "hill", "Windmill Hill", blob(30, 54, 14, 8), {{"variant", "steep"}}));
  s.features.push_back(area("f2", "wood", "Birkenwald", blob(122, 57, 13, 8), {{"variant", "dense"}}));
  s.features.push_back(area("f3", "built_up", "Hochdorf", blob(95, 21, 9, 7), {{"variant", "walled_town"}}));
  s.features.push_back(area("f4", "lake", "M\u00fchlteich", blob(160, 22, 10, 7)));
  s.features.push_back(area("f5", "marsh", "", blob(52, 22, 11, 6)));
  s.features.push_back(
      area("f6", "players_choice", "", blob(72, 59, 10, 6), {{"player", "A"}, {"suggested_kind", "wood"}}));
  wargen::Feature river;
  river.id = "f7";
  river.kind = "river";
  river.name = "River Aller";
  river.width_cm = 4;
  river.path = {{0, 38},   {15, 40},  {30, 36},  {45, 33},  {60, 36},  {75, 42},    {90, 44},
                {105, 40}, {120, 36}, {135, 37}, {150, 42}, {165, 46}, {182.88, 44}};
  s.features.push_back(river);

  s.crossings.push_back({"c1", "bridge", {97.5, 42}, "f7"});
  s.crossings.push_back({"c2", "ford", {142.5, 39.5}, "f7"});
  s.deployment.push_back({"A", "south", {{0, 0}, {182.88, 0}, {182.88, 15}, {0, 15}}});
  s.deployment.push_back({"B", "north", {{0, 61.2}, {182.88, 61.2}, {182.88, 76.2}, {0, 76.2}}});
  return s;
}
// END sample scenario

std::uint32_t big_endian_u32(const std::string& bytes, std::size_t at) {
  return (std::uint32_t{static_cast<unsigned char>(bytes[at])} << 24) |
         (std::uint32_t{static_cast<unsigned char>(bytes[at + 1])} << 16) |
         (std::uint32_t{static_cast<unsigned char>(bytes[at + 2])} << 8) |
         std::uint32_t{static_cast<unsigned char>(bytes[at + 3])};
}

const std::string kPngSignature("\x89PNG\r\n\x1a\n", 8);

}  // namespace

TEST_CASE("render_png returns a PNG whose IHDR size is map_canvas_size", "[render]") {
  const wargen::Scenario scenario = sample_scenario();
  const wargen::RenderOptions options;
  const std::string png = wargen::render_png(scenario, options);
  REQUIRE(png.size() > 33);
  CHECK(png.compare(0, 8, kPngSignature) == 0);
  CHECK(png.compare(12, 4, "IHDR") == 0);
  const wargen::CanvasSize size = wargen::map_canvas_size(scenario, options);
  CHECK(big_endian_u32(png, 16) == static_cast<std::uint32_t>(size.width_px));
  CHECK(big_endian_u32(png, 20) == static_cast<std::uint32_t>(size.height_px));
  // The table alone is 914 x 381 px at 5 px/cm; the margins add the title, key and scale.
  CHECK(size.width_px > 914);
  CHECK(size.height_px > 381);
}

TEST_CASE("render_png is byte-identical for the same scenario", "[render]") {
  const wargen::Scenario scenario = sample_scenario();
  const wargen::RenderOptions options;
  CHECK(wargen::render_png(scenario, options) == wargen::render_png(scenario, options));
}

TEST_CASE("the canvas scales with px_per_cm", "[render]") {
  const wargen::Scenario scenario = sample_scenario();
  const wargen::CanvasSize at5 = wargen::map_canvas_size(scenario, {5.0});
  const wargen::CanvasSize at10 = wargen::map_canvas_size(scenario, {10.0});
  CHECK(static_cast<double>(at10.width_px) / at5.width_px == Approx(2.0).epsilon(0.02));
  CHECK(static_cast<double>(at10.height_px) / at5.height_px == Approx(2.0).epsilon(0.02));
  const std::string png = wargen::render_png(scenario, {10.0});
  CHECK(big_endian_u32(png, 16) == static_cast<std::uint32_t>(at10.width_px));
}

TEST_CASE("render rejects unusable options and tables", "[render]") {
  wargen::Scenario scenario = sample_scenario();
  CHECK_THROWS_AS(wargen::map_canvas_size(scenario, {0.0}), std::invalid_argument);
  CHECK_THROWS_AS(wargen::map_canvas_size(scenario, {-3.0}), std::invalid_argument);
  CHECK_THROWS_AS(wargen::map_canvas_size(scenario, {1000.0}), std::invalid_argument);
  scenario.table_depth_cm = 0;
  CHECK_THROWS_AS(wargen::render_png(scenario, {}), std::invalid_argument);
}

TEST_CASE("an almost empty scenario and unknown kinds still render", "[render]") {
  wargen::Scenario scenario;
  scenario.table_width_cm = 120;
  scenario.table_depth_cm = 120;
  CHECK(wargen::render_png(scenario, {}).compare(0, 8, kPngSignature) == 0);
  scenario.features.push_back(area("x1", "earthwork", "Redoubt", blob(60, 60, 8, 5)));
  wargen::Feature road;
  road.id = "x2";
  road.kind = "road";
  road.width_cm = 2;
  road.path = {{0, 10}, {120, 100}};
  scenario.features.push_back(road);
  scenario.crossings.push_back({"x3", "bridge", {60, 55}, "missing"});
  CHECK(wargen::render_png(scenario, {}).compare(0, 8, kPngSignature) == 0);
}

TEST_CASE("encode_png_rgb and the ARGB32 conversion", "[render]") {
  // One opaque red pixel, one fully transparent pixel composited over white.
  const std::uint32_t argb[2] = {0xFFFF0000u, 0x00000000u};
  const auto rgb = wargen::argb32_premultiplied_to_rgb(reinterpret_cast<const unsigned char*>(argb), 2, 1, 8, 0xFFFFFF);
  REQUIRE(rgb.size() == 6);
  CHECK(rgb[0] == 255);
  CHECK(rgb[1] == 0);
  CHECK(rgb[2] == 0);
  CHECK(rgb[3] == 255);
  CHECK(rgb[4] == 255);
  CHECK(rgb[5] == 255);
  const std::string png = wargen::encode_png_rgb(rgb.data(), 2, 1);
  CHECK(png.compare(0, 8, kPngSignature) == 0);
  CHECK(big_endian_u32(png, 16) == 2);
  CHECK(big_endian_u32(png, 20) == 1);
}

}  // namespace WARGEN_TEST_FILE
