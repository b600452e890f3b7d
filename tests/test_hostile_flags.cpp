// Flags are hostile too: an empty name, a control character or an absurd number is refused with
// one line and exit 2, nothing written; what the CLI echoes back never carries a raw control byte.
#include <algorithm>
#include <catch2/catch.hpp>

#include "ruleset/table_size.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {
std::size_t lines(const std::string& text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}
bool has_control_byte(const std::string& text) {
  return std::any_of(text.begin(), text.end(),
                     [](char c) { return c != '\n' && static_cast<unsigned char>(c) < 0x20; });
}
}  // namespace

TEST_CASE("an empty --ruleset or --template names nothing: refused, not the default", "[cli][hostile]") {
  TempDir dir("empty-names");
  for (const std::string args :
       {"generate --ruleset '' --format yaml --out maps", "generate --template '' --format yaml --out maps",
        "batch --template '' --count 2 --out maps", "batch --ruleset '' --count 2 --out maps",
        "survey --ruleset '' --seeds 1-2", "validate --ruleset '' nothing.yaml"}) {
    INFO(args);
    auto r = run_wargen(args, dir.path());
    CHECK(r.exit_code == 2);
    CHECK(lines(r.err) == 1);
    CHECK_THAT(r.err, Catch::Contains("an empty name"));
    CHECK(dir.file_count() == 0);
  }
}

TEST_CASE("a label refuses control characters and runaway length as a title does", "[cli][hostile]") {
  TempDir dir("label-control");
  auto r =
      run_wargen("generate --seed 7 --label \"Round 1 $(printf '\\033')[31m\" --format yaml,sheet --out .", dir.path());
  CHECK(r.exit_code == 2);
  CHECK(r.err == "wargen: --label: one line of printable text, please\n");
  r = run_wargen("generate --seed 7 --label " + std::string(201, 'W') + " --format pdf --out .", dir.path());
  CHECK(r.exit_code == 2);
  CHECK(r.err == "wargen: --label: at most 200 characters, not 201\n");
  CHECK(dir.file_count() == 0);
}

TEST_CASE("the wrote line escapes a control character of --out", "[cli][hostile]") {
  TempDir dir("out-control");
  auto r = run_wargen("generate --seed 7 --format yaml --out \"maps$(printf '\\033')[2J\"", dir.path());
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("wrote maps\\x1b[2J/gok-7.yaml"));
  CHECK_FALSE(has_control_byte(r.out));
}

TEST_CASE("a table size that would overflow is refused as no table, with a short message", "[cli][hostile]") {
  CHECK_THROWS_WITH(parse_table_size("1e308x1"), "--table: '1e308x1' is no table (at most 100000 cm a side)");
  CHECK_THROWS_WITH(parse_table_size("4000x1ft"), Catch::Contains("is no table"));
  CHECK(parse_table_size("3000x1000ft").width_cm == 91440);  // large, yet a number: the ruleset refuses it
  TempDir dir("table-overflow");
  auto r = run_wargen("generate --seed 7 --table 1e308x1 --out .", dir.path());
  CHECK(r.exit_code == 2);  // was exit 3, "internal error: a number to write must be finite"
  CHECK(lines(r.err) == 1);
  CHECK(dir.file_count() == 0);
}

}  // namespace WARGEN_TEST_FILE
