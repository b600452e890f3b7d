// The map says what the rules need, legibly: how each river may be crossed (GOK-T8, NPOW-S6),
// NPOW's central zone as the band it is (NPOW-P2), names instead of internal ids, VP markers of A
// and B told apart on a greyscale print, titles never cut off.
#include <cairo.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "npow_support.hpp"
#include "png_reader.hpp"
#include "render/cairo_handles.hpp"
#include "render/draw_util.hpp"
#include "render/legend.hpp"
#include "render/map_renderer.hpp"
#include "render/vp_marker_symbols.hpp"
#include "sheet/placement_sheet.hpp"
#include "sheet/sheet_markdown.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {

namespace {

using namespace wargen;
using wargen::test::decode_rgb_png;
using wargen::test::png_table_frame;
using wargen::test::RgbImage;

int luma(std::uint32_t rgb) {
  const int r = static_cast<int>(rgb >> 16 & 0xFF), g = static_cast<int>(rgb >> 8 & 0xFF),
            b = static_cast<int>(rgb & 0xFF);
  return (299 * r + 587 * g + 114 * b) / 1000;
}

// The map as an image with the table's north-west corner and scale, to find table points in it.
struct MapImage {
  RgbImage image;
  double x0 = 0, y0 = 0, s = 0, depth_cm = 0;
  std::uint32_t at_cm(double x_cm, double y_cm) const {
    return image.at(static_cast<int>(std::lround(x0 + x_cm * s)),
                    static_cast<int>(std::lround(y0 + (depth_cm - y_cm) * s)));
  }
};

MapImage render_map(const Scenario& s, GridStyle grid = GridStyle::none) {
  RenderOptions options;
  options.px_per_cm = 5;
  options.grid = grid;
  const std::string png = render_png(s, options);
  const auto frame = png_table_frame(png);
  return {decode_rgb_png(png), std::stod(frame.at("x_px")), std::stod(frame.at("y_px")), 5.0, s.table_depth_cm};
}

Feature straight_river(const std::string& id, const std::string& name, double y_cm, const std::string& passability) {
  Feature f;
  f.id = id;
  f.kind = "river";
  f.name = name;
  f.width_cm = 3;
  f.path = {{0, y_cm}, {100, y_cm}};
  f.attributes["passability"] = passability;
  return f;
}

bool has_label(const std::vector<render::LegendEntry>& entries, const std::string& label) {
  return std::any_of(entries.begin(), entries.end(), [&](const render::LegendEntry& e) { return e.label == label; });
}

// Every text the map draws, read back as it is drawn (SVG and PDF keep glyph outlines, not words).
std::vector<std::string> map_texts(const Scenario& s, MapView view) {
  render::SurfacePtr recording(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  std::vector<std::string> texts;
  render::record_text_on(recording.get(), &texts);
  {
    render::ContextPtr cr = render::make_context(recording.get(), "test");
    RenderOptions options;
    options.px_per_cm = 1;
    options.view = view;
    draw_map(cr.get(), s, options);
  }
  return texts;
}

// An internal id: a feature's "f12", a crossing's "x3", a section's "§2".
const std::regex kInternalId("(^|[^A-Za-z0-9_])[fx][0-9]+\\b|\u00a7");

std::string first_internal_id(const std::vector<std::string>& texts) {
  for (const std::string& text : texts)
    if (std::regex_search(text, kInternalId)) return text;
  return "";
}

int seeds_to_check() {
  const char* env = std::getenv("WARGEN_LEGIBILITY_SEEDS");
  return env != nullptr ? std::atoi(env) : 200;
}

// A 1-bit-per-pixel greyscale picture of what `draw` paints on white: true where dark.
std::vector<int> grey_levels(int size, const std::function<void(cairo_t*)>& draw) {
  render::SurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, size, size));
  {
    render::ContextPtr cr = render::make_context(image.get(), "test");
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    draw(cr.get());
  }
  cairo_surface_flush(image.get());
  const int stride = cairo_image_surface_get_stride(image.get());
  const unsigned char* data = cairo_image_surface_get_data(image.get());
  std::vector<int> grey;
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) {
      std::uint32_t px = 0;
      std::memcpy(&px, data + y * stride + x * 4, 4);
      grey.push_back(luma(px & 0xFFFFFF));
    }
  return grey;
}

}  // namespace

TEST_CASE("a river crossed only at bridges and one waded anywhere look different, in grey too (GOK-T8)") {
  Scenario s;
  s.id = "rivers";
  s.table_width_cm = 100;
  s.table_depth_cm = 60;
  s.features = {straight_river("f1", "Tauber", 15, "fordable"), straight_river("f2", "Zusam", 45, "impassable")};
  const MapImage map = render_map(s);
  // Across each river at several places: the dark bank (grey level under 90) is much wider on the
  // impassable one.
  auto dark_rows = [&](double y_cm) {
    int dark = 0;
    for (double x = 20; x <= 80; x += 10)
      for (double dy = -4; dy <= 4; dy += 0.2) dark += luma(map.at_cm(x, y_cm + dy)) < 90 ? 1 : 0;
    return dark;
  };
  INFO("dark samples across the fordable river " << dark_rows(15) << ", the impassable " << dark_rows(45));
  CHECK(dark_rows(45) >= 2 * dark_rows(15));
  CHECK(dark_rows(15) > 0);  // it still has banks
  // Along each river's bank: pale ford marks break the fordable river's, none the impassable's.
  auto pale_along_bank = [&](double y_cm) {
    int pale = 0;
    for (double x = 5; x <= 95; x += 0.2) pale += luma(map.at_cm(x, y_cm + 1.5 + 0.25)) > 200 ? 1 : 0;
    return pale;
  };
  CHECK(pale_along_bank(15) > 20);
  CHECK(pale_along_bank(45) == 0);
}

TEST_CASE("the key names each river's passability: gok seed 4 has the fordable Tauber and impassable Zusam") {
  const Scenario s = wargen::test::gok_scenario(4);
  const Feature* tauber = nullptr;
  const Feature* zusam = nullptr;
  for (const Feature& f : s.features) {
    if (f.name == "Tauber") tauber = &f;
    if (f.name == "Zusam") zusam = &f;
  }
  REQUIRE(tauber != nullptr);
  REQUIRE(zusam != nullptr);
  CHECK(attribute(*tauber, "passability") == "fordable");
  CHECK(attribute(*zusam, "passability") == "impassable");
  const auto key = render::legend_entries(s, RenderOptions{});
  CHECK(has_label(key, "river, fordable"));
  CHECK(has_label(key, "river, impassable"));
  CHECK_FALSE(has_label(key, "river"));
}

TEST_CASE("NPOW's central zone is drawn as a band as deep as the scenario's zone (NPOW-P2, T3)") {
  Scenario s = wargen::test::npow_scenario(56);
  // Only the zones on the cloth, so every pixel is either the band or the cloth.
  s.features.clear();
  s.crossings.clear();
  s.deployment.clear();
  CHECK(has_label(render::legend_entries(s, RenderOptions{}), "central zone (NPOW-P2)"));
  for (double half_depth : {15.0, 10.0}) {
    for (TableZone& z : s.zones)
      if (z.kind == "central") {
        const double mid = s.table_depth_cm / 2;
        z.polygon = {{0, mid - half_depth},
                     {s.table_width_cm, mid - half_depth},
                     {s.table_width_cm, mid + half_depth},
                     {0, mid + half_depth}};
      }
    const MapImage map = render_map(s);
    // Down a column at the middle of the table (between two of the edges' teeth): the band's shade
    // from one edge to the other, cloth outside, no line down the median.
    const double x = s.table_width_cm / 2;
    const std::uint32_t band = map.at_cm(x, s.table_depth_cm / 2 + 2);
    const std::uint32_t cloth = map.at_cm(x, s.table_depth_cm / 2 + half_depth + 5);
    CHECK(band != cloth);
    int rows = 0;
    for (double y = 1; y < s.table_depth_cm - 1; y += 0.2) rows += map.at_cm(x, y) == band ? 1 : 0;
    INFO("half depth " << half_depth << " cm: " << rows << " rows of 0.2 cm in the band's shade");
    CHECK(std::abs(rows * 0.2 - 2 * half_depth) <= 1.0);
    CHECK(map.at_cm(x, s.table_depth_cm / 2) == band);
  }
}

TEST_CASE("no internal id on any map or placement sheet") {
  const int seeds = seeds_to_check();
  int checked = 0;
  for (int seed = 0; seed < seeds; ++seed) {
    std::vector<Scenario> scenarios = {
        wargen::test::gok_scenario(static_cast<std::uint64_t>(seed)),
        wargen::test::npow_scenario(static_cast<std::uint64_t>(seed)),
        wargen::test::npow_scenario(static_cast<std::uint64_t>(seed), "south", "npow300")};
    for (const Scenario& s : scenarios) {
      INFO(s.id);
      for (MapView view : {MapView::player, MapView::umpire}) {
        CHECK(first_internal_id(map_texts(s, view)) == "");
        CHECK(first_internal_id({placement_sheet_markdown(make_placement_sheet(s, view))}) == "");
      }
      ++checked;
    }
  }
  CHECK(checked == 3 * seeds);
}

TEST_CASE("no internal id on a VP battle's sheet, nor in the PDF's words") {
  const auto dir = std::filesystem::temp_directory_path() / "wargen-legibility-pdf";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const bool have_poppler = std::system("pdftotext -v > /dev/null 2>&1") == 0;
  for (const std::string& args : {std::string("--template gok-vp-battle --seed 7 --umpire-key 99 --view umpire"),
                                  std::string("--ruleset npow --seed 56"), std::string("--ruleset gok --seed 4")}) {
    INFO(args);
    const auto out = dir / std::to_string(std::hash<std::string>{}(args));
    REQUIRE(wargen::test::run_wargen("generate " + args + " --format pdf,sheet --out '" + out.string() + "'", dir)
                .exit_code == 0);
    for (const auto& entry : std::filesystem::directory_iterator(out)) {
      const auto path = entry.path();
      std::string words;
      if (path.extension() == ".md") words = wargen::test::read_file(path);
      if (path.extension() == ".pdf" && have_poppler) {
        const auto txt = path.string() + ".txt";
        REQUIRE(std::system(("pdftotext -enc UTF-8 '" + path.string() + "' '" + txt + "'").c_str()) == 0);
        words = wargen::test::read_file(txt);
      }
      INFO(path.filename());
      CHECK(first_internal_id({words}) == "");
    }
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("VP markers placed by A and by B differ on a greyscale print, and so do their key swatches") {
  const double s = 10;
  auto marker = [&](const char* side) {
    return grey_levels(60, [&](cairo_t* cr) { render::draw_vp_marker(cr, {30, 30}, 3, side, 0, s); });
  };
  const std::vector<int> a = marker("A"), b = marker("B");
  // Round the ring (radius 1.5 cm): A's is dark all round, B's broken by pale gaps.
  auto pale_on_ring = [&](const std::vector<int>& grey) {
    int pale = 0;
    for (int i = 0; i < 360; ++i) {
      const double angle = i * 3.141592653589793 / 180;
      const int x = static_cast<int>(std::lround(30 + 1.5 * s * std::cos(angle)));
      const int y = static_cast<int>(std::lround(30 + 1.5 * s * std::sin(angle)));
      pale += grey[static_cast<std::size_t>(y * 60 + x)] > 160 ? 1 : 0;
    }
    return pale;
  };
  CHECK(pale_on_ring(a) == 0);
  CHECK(pale_on_ring(b) > 60);
  // The key: each side's swatch, drawn by the key itself, in grey.
  const std::vector<render::LegendEntry> key = {{render::LegendEntry::Type::vp_marker, "A", "", "by A", 0},
                                                {render::LegendEntry::Type::vp_marker, "B", "", "by B", 0}};
  const int size = 200;
  const std::vector<int> grey = grey_levels(size, [&](cairo_t* cr) {
    const render::LegendLayout layout = render::layout_legend(cr, key, 6, 40);  // one column: A above B
    render::draw_legend(cr, key, layout, 0, 0, 6);
  });
  // Swatches are 10 x 6 cm at 6 px per cm, one under the other (legend.cpp's sizes).
  render::SurfacePtr probe(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  render::ContextPtr cr = render::make_context(probe.get(), "test");
  const render::LegendLayout layout = render::layout_legend(cr.get(), key, 6, 40);
  REQUIRE(layout.columns == 1);
  int differing = 0;
  for (int y = 0; y < 36; ++y)
    for (int x = 0; x < 60; ++x) {
      const int top = static_cast<int>(layout.header_height) + y;
      const int below = top + static_cast<int>(layout.row_height);
      differing += std::abs(grey[static_cast<std::size_t>(top * size + x)] -
                            grey[static_cast<std::size_t>(below * size + x)]) > 60;
    }
  CHECK(differing > 20);
}

namespace {
// Each word of the text layer with its height on the page (pt), from pdftotext's word boxes.
struct PdfWord {
  int page = 0;
  std::string text;
  double height_pt = 0;
};

std::vector<PdfWord> pdf_words(const std::filesystem::path& pdf) {
  const auto html = pdf.string() + ".html";
  REQUIRE(std::system(("pdftotext -bbox -enc UTF-8 '" + pdf.string() + "' '" + html + "'").c_str()) == 0);
  const std::string text = wargen::test::read_file(html);
  static const std::regex kWord(
      R"re(<page |<word xMin="[0-9.]+" yMin="([0-9.]+)" xMax="[0-9.]+" yMax="([0-9.]+)">([^<]*)</word>)re");
  std::vector<PdfWord> words;
  int page = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), kWord); it != std::sregex_iterator(); ++it) {
    if ((*it)[0].str().rfind("<page", 0) == 0) {
      ++page;
      continue;
    }
    words.push_back({page, (*it)[3].str(), std::stod((*it)[2].str()) - std::stod((*it)[1].str())});
  }
  return words;
}

// Whether `phrase` reads, word by word, on `page` in type no smaller than `min_height_pt`.
bool reads_whole(const std::vector<PdfWord>& words, int page, const std::string& phrase, double min_height_pt) {
  std::vector<std::string> wanted;
  std::istringstream in(phrase);
  for (std::string w; in >> w;) wanted.push_back(w);
  std::vector<const PdfWord*> on_page;
  for (const PdfWord& w : words)
    if (w.page == page) on_page.push_back(&w);
  for (std::size_t start = 0; start + wanted.size() <= on_page.size(); ++start) {
    bool all = true;
    for (std::size_t i = 0; i < wanted.size() && all; ++i)
      all = on_page[start + i]->text == wanted[i] && on_page[start + i]->height_pt >= min_height_pt;
    if (all) return true;
  }
  return false;
}
}  // namespace

TEST_CASE("a long title and a label are never cut off the sheet, the map or the tiles") {
  if (std::system("pdftotext -v > /dev/null 2>&1") != 0) return;  // poppler-utils: the CI image has it
  const auto dir = std::filesystem::temp_directory_path() / "wargen-legibility-titles";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  // 76 characters, as a club would write one; the label as the README shows it.
  const std::string title = "The Battle of Lobositz, first of October 1756: Frederick against Browne again";
  const std::string args =
      "--ruleset gok --seed 7 --title \"" + title + "\" --label \"Round 2 \u00b7 Table 7\" --out .";
  REQUIRE(wargen::test::run_wargen("generate " + args + " --format pdf", dir).exit_code == 0);
  REQUIRE(wargen::test::run_wargen("generate " + args + " --format pdf --print-scale 1:1", dir).exit_code == 0);
  // 6 pt DejaVu Sans makes a word box 7 pt high; 4.6 pt type (what the tiles shrank to) 5.4 pt.
  const double readable_pt = 6.8;
  const auto fit = pdf_words(dir / "gok-7.pdf");
  CHECK(reads_whole(fit, 1, "Round 2 \u00b7 Table 7 \u2014 " + title, readable_pt));  // the map's title
  CHECK(reads_whole(fit, 2, "Placement sheet: " + title + " \u2014 Round 2 \u00b7 Table 7",
                    readable_pt));                                      // the sheet's heading
  CHECK(reads_whole(fit, 2, "Placement sheet " + title, readable_pt));  // and its footer
  const auto tiles = pdf_words(dir / "gok-7-tiles-1to1.pdf");
  int tile_pages = 0;
  for (const PdfWord& w : tiles) tile_pages = std::max(tile_pages, w.page);
  REQUIRE(tile_pages > 3);
  CHECK(reads_whole(tiles, tile_pages, title, readable_pt));  // the last tile's header
  CHECK(reads_whole(tiles, tile_pages, "Round 2 \u00b7 Table 7 \u00b7 gok-7 \u00b7 row", readable_pt));
  std::filesystem::remove_all(dir);
}

}  // namespace WARGEN_TEST_FILE
