// The map's three outputs from one drawing code: SVG and PDF as well-formed documents whose bytes
// depend only on the scenario and options (no time stamp, no process-wide counters), and golden
// SHA-256 hashes for fixed seeds per format and option in tests/golden/output-hashes.txt.
// A deliberate change to any output is re-recorded with scripts/regenerate-samples.sh.
#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "app/format_writers.hpp"
#include "app/print_options.hpp"
#include "core/sha256.hpp"
#include "render/pdf_output.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

struct GoldenCase {
  std::string ruleset;
  std::uint64_t seed = 0;
  std::string format;
  OutputRequest request;
  std::string hash;
  std::string line;
  OptionValues options;  // scenario options among the flags (the umpire key)
};

std::vector<GoldenCase> golden_cases() {
  std::istringstream in(read_file(source_path("tests/golden/output-hashes.txt")));
  std::vector<GoldenCase> cases;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    GoldenCase c;
    c.line = line;
    words >> c.hash >> c.ruleset >> c.seed >> c.format;
    for (std::string flag, value; words >> flag >> value;) {
      if (flag == "--px-per-cm")
        c.request.px_per_cm = std::stod(value);
      else if (flag == "--grid")
        c.request.grid = parse_grid(value);
      else if (flag == "--paper")
        c.request.paper = parse_paper(value);
      else if (flag == "--print-scale")
        c.request.print_scale = parse_print_scale(value);
      else if (flag == "--view" && value == "umpire")
        c.request.view = MapView::umpire;
      else if (flag == "--umpire-key")
        c.options["umpire_key"] = value;
      else
        FAIL("tests/golden/output-hashes.txt: unknown flag in '" << line << "'");
    }
    cases.push_back(c);
  }
  return cases;
}

}  // namespace

TEST_CASE("golden hashes per format and option are what this build writes") {
  const auto cases = golden_cases();
  std::set<std::string> formats;
  for (const GoldenCase& c : cases) {
    GenerateRequest request;
    request.seed = c.seed;
    request.options = c.options;
    const Scenario s = generate_scenario(load_ruleset(c.ruleset), request);
    INFO(c.line << "\nrun scripts/regenerate-samples.sh if this change is deliberate");
    CHECK(sha256_hex(render_format(s, c.format, c.request)) == c.hash);
    formats.insert(c.format);
  }
  CHECK(formats == std::set<std::string>{"png", "svg", "pdf", "sheet", "yaml", "map-png", "dd2vtt"});
}

TEST_CASE("SVG and PDF bytes do not change from run to run or with what the process drew before") {
  const Scenario a = gok_scenario(31), b = gok_scenario(12);
  OutputRequest request;
  const std::string svg = render_format(a, "svg", request);
  const std::string pdf = render_format(a, "pdf", request);
  render_format(b, "svg", request);  // cairo numbers surfaces process-wide: this must not show
  render_format(b, "pdf", request);
  CHECK(render_format(a, "svg", request) == svg);
  CHECK(render_format(a, "pdf", request) == pdf);
  CHECK(render_format(b, "svg", request) != svg);
}

TEST_CASE("the SVG is a document of the PNG's size in pixels") {
  const Scenario s = gok_scenario(7);
  const RenderOptions options;
  const CanvasSize size = map_canvas_size(s, options);
  const std::string svg = render_svg(s, options);
  CHECK_THAT(svg, Catch::StartsWith("<?xml"));
  CHECK_THAT(svg, Catch::Contains("width=\"" + std::to_string(size.width_px) + "px\" height=\"" +
                                  std::to_string(size.height_px) + "px\""));
  CHECK_THAT(svg, Catch::EndsWith("</svg>\n"));
  CHECK_THAT(svg, Catch::Contains("id=\"surface1\"") && !Catch::Contains("id=\"surface2\""));
}

TEST_CASE("the PDF carries no clock: a fixed creation date and complete pages") {
  OutputRequest tiled;
  tiled.print_scale = 1;  // the default is one page; the tiles are what makes pages here
  const std::string pdf = render_format(gok_scenario(7), "pdf", tiled);
  CHECK_THAT(pdf, Catch::StartsWith("%PDF-"));
  CHECK_THAT(pdf, Catch::EndsWith("%%EOF\n"));
  CHECK_THAT(pdf, Catch::Contains("/CreationDate (20000101000000Z)"));
  CHECK_THAT(pdf, !Catch::Contains("/ModDate"));
  // Overview, one page of placement sheet, 33 tiles.
  std::size_t pages = 0;
  for (std::size_t at = pdf.find("/Type /Page %"); at != std::string::npos; at = pdf.find("/Type /Page %", at + 1))
    ++pages;
  CHECK(pages == 35);
}

TEST_CASE("the umpire's map shows the weather to come and the player's does not") {
  const Scenario s = gok_scenario(12);
  RenderOptions umpire;
  umpire.view = MapView::umpire;
  // Same drawing code, more on the umpire's page: the two images differ, but the player's copy
  // keeps the umpire line's band blank, so both canvases are one height and the table sits at the
  // same pixels in both (test_png_transform.cpp checks the frame).
  const CanvasSize player_size = map_canvas_size(s, RenderOptions{});
  const CanvasSize umpire_size = map_canvas_size(s, umpire);
  CHECK(umpire_size.height_px == player_size.height_px);
  CHECK(render_png(s, umpire) != render_png(s, RenderOptions{}));
}

TEST_CASE("file names per format") {
  CHECK(output_file_name("gok-7", "png") == "gok-7.png");
  CHECK(output_file_name("gok-7-player", "pdf") == "gok-7-player.pdf");
  CHECK(output_file_name("gok-7", "sheet") == "gok-7-sheet.md");
}

TEST_CASE("print and grid options are checked before anything is drawn") {
  CHECK(parse_print_scale("1:1") == 1);
  CHECK(parse_print_scale("1:8") == 8);
  CHECK(parse_print_scale("fit") == 0);
  for (const char* bad : {"", "1", "1:", "1:0", "2:1", "1:101", "1:x", "1:1.5", "1:-3", "half"})
    CHECK_THROWS_WITH(parse_print_scale(bad), Catch::StartsWith("--print-scale: '"));
  CHECK(parse_paper("letter") == render::Paper::letter);
  CHECK_THROWS_WITH(parse_paper("b5"), Catch::Contains("--paper: 'b5' is not a paper size (a4, letter or a3)"));
  CHECK(parse_grid("cm10") == GridStyle::cm10);
  CHECK_THROWS_WITH(parse_grid("hex"), Catch::Contains("--grid: 'hex'"));
}

}  // namespace WARGEN_TEST_FILE
