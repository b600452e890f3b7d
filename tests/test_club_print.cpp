// Print that needs no explaining: the one-page PDF by default, the YAML beside every format, a
// key entry for every symbol, the army roster on the sheet, deployment zones that differ in
// black and white, the club's own table size and title.
#include <cairo.h>

#include <catch2/catch.hpp>

#include "app/format_writers.hpp"
#include "app/print_options.hpp"
#include "app/ruleset_loader.hpp"
#include "app/run_request.hpp"
#include "render/cairo_handles.hpp"
#include "render/legend.hpp"
#include "render/zone_style.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "sheet/placement_sheet.hpp"
#include "sheet/sheet_markdown.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

int pdf_pages(const std::string& pdf) {
  int pages = 0;
  for (std::size_t at = pdf.find("/Type /Page"); at != std::string::npos; at = pdf.find("/Type /Page", at + 1))
    if (pdf.compare(at, 12, "/Type /Pages") != 0) ++pages;
  return pages;
}

Scenario vp_battle(std::uint64_t seed) {
  RunInputs inputs;
  inputs.template_name = "gok-vp-battle";
  inputs.seed = std::to_string(seed);
  inputs.options["umpire_key"] = "99";
  return generate_run(prepare_run(inputs));
}

// Grey levels (0..255) of a zone swatch drawn for `side`, as a black-and-white printer sees it.
std::vector<int> grey_swatch(const std::string& side) {
  constexpr int kSize = 60;
  render::SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kSize, kSize));
  render::ContextPtr cr = render::make_context(surface.get(), "test");
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  const std::vector<Point> square = {{2, 2}, {kSize - 2.0, 2}, {kSize - 2.0, kSize - 2.0}, {2, kSize - 2.0}};
  render::draw_zone_ground(cr.get(), square, side, {0, 0}, 6);
  render::draw_zone_border(cr.get(), square, side, 6);
  cairo_surface_flush(surface.get());
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  std::vector<int> grey;
  for (int y = 0; y < kSize; ++y)
    for (int x = 0; x < kSize; ++x) {
      const unsigned char* px = data + y * stride + x * 4;  // BGRA
      grey.push_back((299 * px[2] + 587 * px[1] + 114 * px[0]) / 1000);
    }
  return grey;
}

}  // namespace

TEST_CASE("a PDF is the one-page map and the sheet unless tiles are asked for") {
  const Scenario s = gok_scenario(7);
  OutputRequest request;
  const std::string fit = render_format(s, "pdf", request);
  const int fit_pages = pdf_pages(fit);
  CHECK(fit_pages >= 2);
  CHECK(fit_pages <= 4);
  request.print_scale = 1;
  CHECK(pdf_pages(render_format(s, "pdf", request)) > fit_pages + 10);
}

TEST_CASE("the YAML comes with every other format unless --no-yaml") {
  CHECK(parse_formats("png", false) == std::vector<std::string>{"yaml", "png"});
  CHECK(parse_formats("pdf,yaml", false) == std::vector<std::string>{"yaml", "pdf"});
  CHECK_THROWS_WITH(parse_formats("pdf,yaml,pdf", false), "--format: 'pdf' is named twice");
  CHECK(parse_formats("png,pdf", true) == std::vector<std::string>{"png", "pdf"});
  CHECK_THROWS_WITH(parse_formats("", true), Catch::StartsWith("--format: name at least one format"));
  CHECK_THROWS_WITH(parse_formats("png,gif", false), Catch::StartsWith("--format: unknown format 'gif'"));
  TempDir dir("club-yaml");
  REQUIRE(run_wargen("generate --seed 7 --format pdf", dir.path()).exit_code == 0);
  CHECK(std::filesystem::exists(dir.path() / "gok-7.yaml"));
  CHECK(std::filesystem::exists(dir.path() / "gok-7.pdf"));
  REQUIRE(run_wargen("generate --seed 8 --format png --no-yaml", dir.path()).exit_code == 0);
  CHECK_FALSE(std::filesystem::exists(dir.path() / "gok-8.yaml"));
}

TEST_CASE("the key has an entry for VP markers of each side and their values on the umpire map") {
  const Scenario s = vp_battle(12);
  auto has = [](const std::vector<render::LegendEntry>& entries, render::LegendEntry::Type type, const char* kind) {
    return std::any_of(entries.begin(), entries.end(),
                       [&](const render::LegendEntry& e) { return e.type == type && e.kind == kind; });
  };
  RenderOptions umpire;
  umpire.view = MapView::umpire;
  const auto entries = render::legend_entries(s, umpire);
  CHECK(has(entries, render::LegendEntry::Type::vp_marker, "A"));
  CHECK(has(entries, render::LegendEntry::Type::vp_marker, "B"));
  CHECK(has(entries, render::LegendEntry::Type::vp_value, "A"));
  RenderOptions player;
  const auto player_entries = render::legend_entries(s, player);
  CHECK_FALSE(has(player_entries, render::LegendEntry::Type::vp_value, "A"));
  // NPOW's objective badges have their entry too.
  const auto npow =
      render::legend_entries(generate_scenario(load_ruleset("npow"), {56, {{"zone", "central"}}}), player);
  CHECK(has(npow, render::LegendEntry::Type::objective, ""));
}

TEST_CASE("GOK-A1 A2 V1: the sheet lists both armies unit by unit with points and break point") {
  const Scenario s = vp_battle(12);
  REQUIRE(s.armies.size() == 2);
  const PlacementSheet sheet = make_placement_sheet(s, MapView::player);
  REQUIRE(sheet.armies.size() == 2);
  for (std::size_t i = 0; i < 2; ++i) {
    CHECK(sheet.armies[i].units.size() == s.armies[i].units.size());
    CHECK_THAT(sheet.armies[i].heading, Catch::Contains(std::to_string(s.armies[i].points) + " points"));
    CHECK_THAT(sheet.armies[i].summary, Catch::Contains(std::to_string(s.armies[i].lost_at_or_below) + " points"));
  }
  const std::string md = placement_sheet_markdown(sheet);
  CHECK_THAT(md, Catch::Contains("## Armies") && Catch::Contains("| " + s.armies[0].units[0].id + " |") &&
                     Catch::Contains(s.armies[1].units.back().name));
  // The weather to come is the umpire's: only the umpire's sheet has it (GOK-W2).
  CHECK(sheet.weather.empty());
  CHECK_FALSE(make_placement_sheet(s, MapView::umpire).weather.empty());
}

TEST_CASE("deployment zones of A and B differ in black and white") {
  const std::vector<int> a = grey_swatch("A"), b = grey_swatch("B");
  int differ = 0;
  for (std::size_t i = 0; i < a.size(); ++i) differ += std::abs(a[i] - b[i]) > 25;
  // The hatching runs the other way and the border is dashed: a good share of pixels differ.
  CHECK(differ > static_cast<int>(a.size()) / 10);
}

TEST_CASE("the table size in cm or feet flows through the ruleset table keys") {
  CHECK(parse_table_size("180x120") == TableSize{180, 120});
  CHECK(parse_table_size("6x4ft") == TableSize{182.88, 121.92});
  CHECK(parse_table_size("72x48in") == TableSize{182.88, 121.92});
  CHECK(parse_table_size("240.5x120cm") == TableSize{240.5, 120});
  for (const char* bad : {"", "6", "x4", "6x", "6x4m", "axb", "-6x4", "0x4", "6x4x2", "nanx4"})
    CHECK_THROWS_WITH(parse_table_size(bad), Catch::StartsWith("--table: '"));
  CHECK_THROWS_WITH(parse_table_size("4x6ft"), Catch::Contains("long edge first"));
  CHECK(table_size_text({182.88, 121.92}) == "182.88x121.92");

  // GoK: 12 sectors of whatever table (GOK-T2).
  const Ruleset gok = load_ruleset("gok", TableSize{182.88, 121.92});
  const GenerateRequest request{7, {}};
  const Scenario s = generate_scenario(gok, request);
  CHECK(s.table_width_cm == Approx(182.88));
  CHECK(s.table_depth_cm == Approx(121.92));
  CHECK(s.sectors.size() == 12);
  CHECK(s.options.at("table") == "182.88x121.92");
  // NPOW: 60 cm sectors (NPOW-T2), so a 240 x 120 table has 4 x 2.
  const Ruleset npow = load_ruleset("npow", TableSize{240, 120});
  const Scenario n = generate_scenario(npow, request);
  CHECK(n.sectors.size() == 8);
  // Each validates against its ruleset loaded the same way (the file records the table).
  TempDir dir("club-table");
  REQUIRE(run_wargen("generate --ruleset npow --seed 3 --table 240x120 --format yaml", dir.path()).exit_code == 0);
  auto check = run_wargen("validate npow-3.yaml", dir.path());
  CHECK(check.exit_code == 0);
  REQUIRE(run_wargen("generate --seed 3 --table 6x4ft --format yaml", dir.path()).exit_code == 0);
  CHECK(run_wargen("validate gok-3.yaml", dir.path()).exit_code == 0);

  CHECK_THROWS_WITH(load_ruleset("gok", TableSize{500, 100}),
                    Catch::StartsWith("--table: 500x100 cm is outside what ruleset 'gok' allows"));
}

TEST_CASE("a title goes on the map and into the YAML and onto the sheet") {
  CHECK(parse_title("Table 3: Lobositz") == "Table 3: Lobositz");
  CHECK_THROWS_WITH(parse_title(std::string(81, 'x')), Catch::StartsWith("--title: at most 80"));
  CHECK_THROWS_WITH(parse_title("two\nlines"), Catch::StartsWith("--title: one line"));
  Scenario s = gok_scenario(7);
  s.title = "Table 3: \"Lobositz\"";
  const std::string yaml = write_scenario_yaml(s);
  CHECK(read_scenario_yaml(yaml, "test.yaml").title == s.title);
  CHECK_THAT(make_placement_sheet(s, MapView::player).title, Catch::StartsWith("Table 3: \"Lobositz\" \u2014 gok-7"));
  // Without a title the YAML has no key for it: older files and samples are unchanged.
  CHECK(write_scenario_yaml(gok_scenario(7)).find("title:") == std::string::npos);
}

}  // namespace WARGEN_TEST_FILE
