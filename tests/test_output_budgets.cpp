// Every output has a budget (docs/exports.md, "Budgets"), checked before anything is drawn: just
// over it a run is refused with one line, exit 2 and no file; just under it the check lets it be
// made. On the largest GoK table, 365.76 x 182.88 cm.
#include <catch2/catch.hpp>

#include "app/output_limits.hpp"
#include "message_of.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

const Scenario& largest_table() {
  // The budgets read the table's size (and the map's layout of its pieces): a 4 x 2 ft table's
  // pieces on a 12 x 6 ft table do.
  static const Scenario s = [] {
    Scenario t = gok_scenario(1);
    t.table_width_cm = 365.76;
    t.table_depth_cm = 182.88;
    return t;
  }();
  return s;
}

std::string refusal(const std::string& format, double px_per_cm, double cell_cm = 5) {
  OutputRequest request;
  request.px_per_cm = px_per_cm;
  request.cell_cm = cell_cm;
  return message_of([&] { check_output_limits(largest_table(), format, request); });
}

}  // namespace

TEST_CASE("the table images have a budget of 50 million px", "[budget]") {
  REQUIRE(largest_table().table_width_cm == 365.76);
  for (const std::string format : {"map-png", "dd2vtt", "tmj"}) {
    INFO(format);
    CHECK(refusal(format, 27.3) == "(no error)");  // 49.9 million px
    CHECK(refusal(format, 27.4) == "--format " + format +
                                       ": the 365.76 x 182.88 cm table at --px-per-cm 27.4 is an image of 10022 x "
                                       "5011 px, over the budget of 30000 px a side and 50 million px: use "
                                       "--px-per-cm 27 or less");
  }
}

TEST_CASE("the map has a budget of 50 million px, its margins and key included", "[budget]") {
  for (const std::string format : {"png", "svg"}) {
    INFO(format);
    CHECK(refusal(format, 24) == "(no error)");
    CHECK_THAT(refusal(format, 25), Catch::StartsWith("--format " + format + ": a 365.76 cm table at --px-per-cm 25 makes a map of ") &&
                                        Catch::EndsWith("over the limit of 30000 px a side and 50 million px: use --px-per-cm 24 or less"));
  }
}

TEST_CASE("a Fields of Strategy board has a budget of 20 000 cells", "[budget]") {
  CHECK(refusal("fos", 5, 1.83) == "(no error)");  // 200 x 100 cells
  CHECK(refusal("fos", 5, 1.82) ==
        "--format fos: the 365.76 x 182.88 cm table in --cell-cm 1.82 cells is a board of 20301 cells, over the "
        "budget of 20000 (the lines of sight grow with their square): use --cell-cm 1.83 or more");
}

TEST_CASE("over a budget generate writes nothing and exits 2 with one line", "[budget]") {
  TempDir dir("budgets");
  for (const std::string args : {"--format map-png --px-per-cm 27.4", "--format png --px-per-cm 25",
                                 "--format dd2vtt --px-per-cm 28", "--format tmj --px-per-cm 28",
                                 "--format fos --cell-cm 1"}) {
    INFO(args);
    CommandResult r = run_wargen("generate --seed 1 --table 12x6ft --out maps " + args, dir.path());
    CHECK(r.exit_code == 2);
    CHECK(line_count(r.err) == 1);
    CHECK_THAT(r.err, Catch::Contains("over the"));
    CHECK_FALSE(std::filesystem::exists(dir / "maps" / "gok-1.yaml"));
  }
}

}  // namespace WARGEN_TEST_FILE
