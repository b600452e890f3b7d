// A watercourse laid from the box's sections (terrain_box/course_sections.hpp, GOK-B2, NPOW-B1 4.):
// one width, the box's order, the last section overhanging, a twin's course taken as often again.
#include <catch2/catch.hpp>
#include <optional>
#include <string>

#include "box_builders.hpp"
#include "terrain_box/course_sections.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

// "river-30 x3, river-15 x1": the uses, for messages and comparisons.
std::string uses_text(const std::optional<CourseSections>& sections) {
  if (!sections) return "none";
  std::string out;
  for (const CourseSections::Use& use : sections->uses)
    out += (out.empty() ? "" : ", ") + use.piece->id + " x" + std::to_string(use.count);
  return out;
}

}  // namespace

TEST_CASE("sections covering a course: one width, in the box's order, the last overhanging", "[terrain-box]") {
  // Width 4: 3 x 30 + 2 x 15 = 120 cm; width 6: 4 x 20 = 80 cm. The lake is no section.
  const auto box =
      make_box("rivers", {area_piece("lake", "river", "", PieceShape::ellipse, 20, 10, 5),
                          section_piece("river-30", "river", 30, 4, 3), section_piece("wide-20", "river", 20, 6, 4),
                          section_piece("river-15", "river", 15, 4, 2), section_piece("stream", "stream", 10, 2, 9)});
  BoxStock stock(*box);
  SECTION("any width: the first in the box's order whose sections cover, each piece in turn") {
    const auto sections = sections_covering(stock, "river", "river", 100, 0, 1);
    REQUIRE(sections);
    CHECK(sections->width_cm == 4);
    CHECK(uses_text(sections) == "river-30 x3, river-15 x1");  // 90 cm, then one for the last 10
    CHECK(uses_text(sections_covering(stock, "river", "river", 110, 0, 1)) == "river-30 x3, river-15 x2");
  }
  SECTION("a course as long as its sections takes no extra one, however its length was summed") {
    CHECK(uses_text(sections_covering(stock, "river", "river", 60, 0, 1)) == "river-30 x2");
    CHECK(uses_text(sections_covering(stock, "river", "river", 60.5, 0, 1)) == "river-30 x3");
    // Two pieces of a course measured apart: 0.3 + 9.9 is 10.200000000000001 in doubles.
    const auto odd = make_box("odd", {section_piece("odd", "river", 5.1, 4, 9)});
    const double course_cm = 0.3 + 9.9;
    REQUIRE(course_cm > 2 * 5.1);
    CHECK(uses_text(sections_covering(BoxStock(*odd), "river", "", course_cm, 0, 1)) == "odd x2");
  }
  SECTION("a width asked for is the only one taken") {
    const auto wide = sections_covering(stock, "river", "river", 70, 6, 1);
    REQUIRE(wide);
    CHECK(wide->width_cm == 6);
    CHECK(uses_text(wide) == "wide-20 x4");
    CHECK(uses_text(sections_covering(stock, "river", "river", 90, 6, 1)) == "none");  // 80 cm of width 6
    CHECK(uses_text(sections_covering(stock, "river", "river", 90, 0, 1)) == "river-30 x3");
  }
  SECTION("longer than every width holds: none") {
    CHECK(uses_text(sections_covering(stock, "river", "river", 121, 0, 1)) == "none");
    CHECK(uses_text(sections_covering(stock, "lake", "", 10, 0, 1)) == "none");  // no sections of the kind
  }
  SECTION("what is left, not what the box holds") {
    stock.take(*box->find("river-30"), 2);
    CHECK(uses_text(sections_covering(stock, "river", "river", 60, 0, 1)) == "river-30 x1, river-15 x2");
    CHECK(uses_text(sections_covering(stock, "river", "river", 61, 0, 1)) == "wide-20 x4");
  }
  SECTION("copies: each use taken as often again, for a twin's course") {
    CHECK(uses_text(sections_covering(stock, "river", "river", 40, 0, 2)) == "river-30 x1, river-15 x1");
    CHECK(uses_text(sections_covering(stock, "river", "river", 45, 0, 2)) == "river-30 x1, river-15 x1");
    // Twice 46 cm: width 4 has 45 cm twice over, width 6 40 cm.
    CHECK(uses_text(sections_covering(stock, "river", "river", 46, 0, 2)) == "none");
  }
}

}  // namespace WARGEN_TEST_FILE
