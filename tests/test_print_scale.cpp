// The printed PDF is to scale. A 10 cm square lake is measured on the pages: rasterised by
// poppler's pdftoppm from the real PDF file at 100 pixels per cm of paper, its shores lie 1000 px
// apart on a 1:1 tile and 1000/N px apart on the one-page map at 1:N. The same tile page drawn
// in-process, the tiling arithmetic and the page size in the PDF's MediaBox are checked too.
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstring>

#include "render/cairo_handles.hpp"
#include "render/pdf_output.hpp"
#include "render/print_pages.hpp"
#include "render/sheet_pages.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

constexpr double kPxPerCm = 100;  // rasterising at 254 dpi
constexpr double kLakeCm = 10;

// An otherwise empty GoK-sized table with one unnamed 10 x 10 cm lake, its west shore 4 cm
// in and its north shore 10 cm in: inside the first tile's own part on any paper.
Scenario lake_table() {
  Scenario s;
  s.id = "scale-test";
  s.table_width_cm = 182.88;
  s.table_depth_cm = 76.2;
  Feature lake;
  lake.id = "f1";
  lake.kind = "lake";
  const double x0 = 4, y1 = s.table_depth_cm - 10;
  lake.outline = {{x0, y1 - kLakeCm}, {x0 + kLakeCm, y1 - kLakeCm}, {x0 + kLakeCm, y1}, {x0, y1}};
  s.features.push_back(lake);
  return s;
}

struct Raster {
  int width = 0, height = 0;
  std::vector<unsigned char> rgb;
  bool shore(int x, int y) const {  // the lake's shore line, 0x2E6DA4, allowing for anti-aliasing
    const unsigned char* p = &rgb[(static_cast<std::size_t>(y) * width + x) * 3];
    return std::abs(p[0] - 0x2E) < 24 && std::abs(p[1] - 0x6D) < 24 && std::abs(p[2] - 0xA4) < 24;
  }
};

// The distance in pixels between the centres of the first and the last shore band on the middle
// row of the first block of rows that show any shore: the lake's width from shore line to shore line.
double shore_to_shore(const Raster& r) {
  int first = -1, last = -1;
  for (int y = 0; y < r.height; ++y) {
    bool any = false;
    for (int x = 0; x < r.width && !any; ++x) any = r.shore(x, y);
    if (any && first < 0) first = y;
    if (!any && first >= 0) {
      last = y - 1;
      break;
    }
  }
  REQUIRE(first >= 0);
  REQUIRE(last > first);
  const int y = (first + last) / 2;
  std::vector<std::pair<int, int>> bands;
  for (int x = 0; x < r.width; ++x) {
    if (!r.shore(x, y)) continue;
    if (!bands.empty() && bands.back().second == x - 1)
      bands.back().second = x;
    else
      bands.push_back({x, x});
  }
  REQUIRE(bands.size() >= 2);
  return (bands.back().first + bands.back().second) / 2.0 - (bands.front().first + bands.front().second) / 2.0;
}

Raster read_ppm(const std::filesystem::path& path) {
  const std::string bytes = read_file(path);
  Raster r;
  int maxval = 0, consumed = 0;
  REQUIRE(std::sscanf(bytes.c_str(), "P6 %d %d %d%n", &r.width, &r.height, &maxval, &consumed) == 3);
  REQUIRE(maxval == 255);
  const std::size_t start = static_cast<std::size_t>(consumed) + 1;  // one whitespace byte after maxval
  r.rgb.assign(bytes.begin() + static_cast<std::ptrdiff_t>(start), bytes.end());
  REQUIRE(r.rgb.size() == static_cast<std::size_t>(r.width) * r.height * 3);
  return r;
}

bool have_poppler() { return std::system("pdftoppm -v > /dev/null 2>&1") == 0; }

// Page `page` of the PDF rasterised at 254 dpi (100 px per cm of paper).
Raster rasterise(const std::string& pdf, int page, const TempDir& dir) {
  std::ofstream(dir / "map.pdf", std::ios::binary) << pdf;
  const std::string command = "pdftoppm -r 254 -f " + std::to_string(page) + " -l " + std::to_string(page) +
                              " -singlefile '" + (dir / "map.pdf").string() + "' '" + (dir / "page").string() + "'";
  REQUIRE(std::system(command.c_str()) == 0);
  return read_ppm(dir / "page.ppm");
}

int sheet_pages(const Scenario& s, render::Paper paper) {
  render::SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
  render::ContextPtr cr = render::make_context(surface.get(), "test");
  return render::write_sheet_pages(cr.get(), make_placement_sheet(s, MapView::player), paper, true, 0, 0);
}

}  // namespace

TEST_CASE("tiles cover the table with the promised overlap and fit their pages") {
  for (render::Paper paper : {render::Paper::a4, render::Paper::letter, render::Paper::a3})
    for (int scale : {1, 2}) {
      const render::TilePlan plan = render::plan_tiles(182.88, 76.2, paper, scale);
      INFO(render::paper_name(paper) << " 1:" << scale);
      CHECK(plan.pt_per_table_cm() == Approx(72.0 / 2.54 / scale));
      REQUIRE(plan.tiles.size() == static_cast<std::size_t>(plan.rows * plan.cols));
      for (const render::Tile& t : plan.tiles) {
        // The window fits in the page's frame, inside the margins.
        const Point nw = plan.to_page(t, {t.x0_cm, t.y1_cm}), se = plan.to_page(t, {t.x1_cm, t.y0_cm});
        CHECK(nw.x >= render::kMarginCm * render::kPtPerCm);
        CHECK(nw.y >= render::kMarginCm * render::kPtPerCm);
        CHECK(se.x <= plan.page.width_pt - render::kMarginCm * render::kPtPerCm + 1e-6);
        CHECK(se.y <= plan.page.height_pt - render::kMarginCm * render::kPtPerCm + 1e-6);
        // Neighbours share at least the overlap band, and no page is a sliver: every window is a
        // full frame (or the whole table where it is narrower than one).
        if (t.col + 1 < plan.cols) CHECK(t.x1_cm - (t.col + 1) * plan.step_x_cm >= render::kOverlapCm * scale - 1e-9);
        if (t.row + 1 < plan.rows) CHECK(t.y1_cm - t.y0_cm - plan.step_y_cm >= render::kOverlapCm * scale - 1e-9);
        CHECK(t.x1_cm - t.x0_cm == Approx(std::min(plan.frame_w_cm, 182.88)));
        CHECK(t.y1_cm - t.y0_cm == Approx(std::min(plan.frame_h_cm, 76.2)));
      }
      // Together the windows reach every edge of the table.
      CHECK(plan.tiles.front().x0_cm == 0);
      CHECK(plan.tiles.front().y1_cm == Approx(76.2));
      CHECK(plan.tiles.back().x1_cm == Approx(182.88));
      CHECK(plan.tiles.back().y0_cm == 0);
    }
  // A4 at 1:1: a 6 x 2.5 ft table takes 3 rows of 11 portrait pages.
  const render::TilePlan a4 = render::plan_tiles(182.88, 76.2, render::Paper::a4, 1);
  CHECK(a4.rows == 3);
  CHECK(a4.cols == 11);
  CHECK_FALSE(a4.landscape);
}

TEST_CASE("a tile page drawn in-process shows 10 cm of table as 10 cm of paper") {
  const Scenario s = lake_table();
  const render::TilePlan plan = render::plan_tiles(s.table_width_cm, s.table_depth_cm, render::Paper::a4, 1);
  const int w = static_cast<int>(plan.page.width_pt / render::kPtPerCm * kPxPerCm);
  const int h = static_cast<int>(plan.page.height_pt / render::kPtPerCm * kPxPerCm);
  render::SurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
  {
    render::ContextPtr cr = render::make_context(image.get(), "test");
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    cairo_scale(cr.get(), kPxPerCm / render::kPtPerCm, kPxPerCm / render::kPtPerCm);  // points to 100 px per cm
    render::draw_tile_page(cr.get(), s, RenderOptions{}, plan, plan.tiles.front(), {});
  }
  cairo_surface_flush(image.get());
  Raster r;
  r.width = w;
  r.height = h;
  const unsigned char* data = cairo_image_surface_get_data(image.get());
  const int stride = cairo_image_surface_get_stride(image.get());
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      std::uint32_t px;
      std::memcpy(&px, data + y * stride + x * 4, 4);
      r.rgb.push_back(static_cast<unsigned char>(px >> 16));
      r.rgb.push_back(static_cast<unsigned char>(px >> 8));
      r.rgb.push_back(static_cast<unsigned char>(px));
    }
  CHECK(shore_to_shore(r) == Approx(kLakeCm * kPxPerCm).margin(2));
}

TEST_CASE("the 1:1 PDF measured by pdftoppm: 10 cm is 10 cm on paper") {
  REQUIRE(have_poppler());  // poppler-utils: scripts/quickstart.sh installs it
  const Scenario s = lake_table();
  const std::string pdf = render_pdf(s, render::PrintOptions{render::Paper::a4, 1, RenderOptions{}});
  // The tiles are A4 portrait pages; the overview fits its page's orientation to the map.
  CHECK_THAT(pdf, Catch::Contains("/MediaBox [ 0 0 595.275591 841.889764 ]"));
  TempDir dir("print-scale");
  const int first_tile = 2 + sheet_pages(s, render::Paper::a4);
  const Raster page = rasterise(pdf, first_tile, dir);
  CHECK(std::abs(page.width - 2100) <= 1);  // A4 is 21 cm wide
  CHECK(shore_to_shore(page) == Approx(kLakeCm * kPxPerCm).margin(2));
}

TEST_CASE("the one-page PDF is at the scale it states") {
  REQUIRE(have_poppler());
  const Scenario s = lake_table();
  const render::FitPlan fit = render::plan_fit(s, RenderOptions{}, render::Paper::a4);
  CHECK(fit.scale == 8);  // the whole 6 ft map with its key on A4 landscape
  const std::string pdf = render_pdf(s, render::PrintOptions{render::Paper::a4, 0, RenderOptions{}});
  TempDir dir("fit-scale");
  const Raster page = rasterise(pdf, 1, dir);
  CHECK(shore_to_shore(page) == Approx(kLakeCm * kPxPerCm / fit.scale).margin(2));
  // The statement on the page says the same.
  std::ofstream(dir / "fit.pdf", std::ios::binary) << pdf;
  REQUIRE(std::system(("pdftotext -f 1 -l 1 '" + (dir / "fit.pdf").string() + "' '" + (dir / "fit.txt").string() + "'")
                          .c_str()) == 0);
  CHECK_THAT(read_file(dir / "fit.txt"),
             Catch::Contains("1 cm on this page is " + std::to_string(fit.scale) + " cm on the table"));
}

TEST_CASE("every tile page says where it goes") {
  REQUIRE(have_poppler());
  const Scenario s = gok_scenario(12);
  const std::string pdf = render_pdf(s, render::PrintOptions{});
  TempDir dir("tile-index");
  std::ofstream(dir / "map.pdf", std::ios::binary) << pdf;
  REQUIRE(std::system(
              ("pdftotext '" + (dir / "map.pdf").string() + "' '" + (dir / "map.txt").string() + "'").c_str()) == 0);
  const std::string text = read_file(dir / "map.txt");
  for (int row = 1; row <= 3; ++row)
    for (int col = 1; col <= 11; ++col) {
      INFO("row " << row << ", col " << col);
      CHECK_THAT(text,
                 Catch::Contains("row " + std::to_string(row) + ", col " + std::to_string(col) + " of 3 \u00d7 11"));
    }
  CHECK_THAT(text, Catch::Contains("This bar must measure 10 cm") || Catch::Contains("this bar must measure 10 cm"));
  CHECK_THAT(text, Catch::Contains("Placement sheet"));
}

}  // namespace WARGEN_TEST_FILE
