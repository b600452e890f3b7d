// A hostile file stacks thousands of copies of one piece in one place: every pair of them breaks a
// rule, but validate's report, memory and work stay linear (scenario/pair_report.hpp): one line a
// piece for the first few, with its count and its first partners, and one line counting the rest.
// WARGEN_STACKED_COPIES sets the copies (3 000 by default; the report's figures use 100 000).
#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

#include "npow_support.hpp"
#include "scenario/pair_report.hpp"
#include "scenario/scenario_writer.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

std::size_t stacked_copies() {
  const char* text = std::getenv("WARGEN_STACKED_COPIES");
  return text ? static_cast<std::size_t>(std::strtoul(text, nullptr, 10)) : 3000;
}

// `copies` copies of the scenario's first wood, on top of it, with ids s1, s2, ...
Scenario stacked(Scenario s, std::size_t copies, const std::string& wood_id) {
  const Feature wood = *s.find_feature(wood_id);
  for (std::size_t k = 1; k <= copies; ++k) {
    Feature copy = wood;
    copy.id = "s" + std::to_string(k);
    copy.attributes.erase("element");  // NPOW: not one of the pool's two-section elements
    s.features.push_back(copy);
  }
  return s;
}

std::string first_wood(const Scenario& s) {
  for (const auto& f : s.features)
    if (f.kind == "wood") return f.id;
  throw std::runtime_error("no wood");
}

bool has_line(const std::string& out, const std::string& text) { return out.find(text) != std::string::npos; }

}  // namespace

TEST_CASE("validate reports stacked GoK pieces per piece, capped, with counts", "[validate-scale]") {
  const std::size_t n = stacked_copies();
  REQUIRE(n > kListedFeatures + kListedPartners);
  Scenario s = gok_scenario(12);
  const std::string wood = first_wood(s);
  TempDir dir("stacked-gok");
  std::ofstream(dir / "stacked.yaml") << write_scenario_yaml(stacked(s, n, wood));
  CommandResult r = run_wargen("validate stacked.yaml", dir.path());
  CHECK(r.exit_code == 1);
  CHECK(r.err.empty());
  INFO(r.out.substr(0, 4000));
  // The wood itself has every copy closer than its gap, s1 every copy but itself, ...
  CHECK(has_line(r.out, "feature " + wood + " (wood) and " + std::to_string(n) + " pieces are closer than 2.000000 cm: s1, s2, "));
  CHECK(has_line(r.out, ", s20 and " + std::to_string(n - kListedPartners) + " more\n"));
  CHECK(has_line(r.out, "feature s1 (wood) and " + std::to_string(n - 1) + " pieces"));
  // ... the first 20 listed; all but the last copy of the rest have a later one.
  CHECK(has_line(r.out, "WARGEN-PLACE: " + std::to_string(n - kListedFeatures) +
                            " more features are closer than 2.000000 cm to a later piece (not listed"));
  CHECK(line_count(r.out) <= kListedFeatures + 10);
}

TEST_CASE("validate reports stacked NPOW pieces per piece, capped, with counts", "[validate-scale]") {
  const std::size_t n = stacked_copies();
  Scenario s = first_npow_scenario([](const Scenario& t) { return has_kind(t, "wood"); });
  const std::string wood = first_wood(s);
  TempDir dir("stacked-npow");
  std::ofstream(dir / "stacked.yaml") << write_scenario_yaml(stacked(s, n, wood));
  CommandResult r = run_wargen("validate stacked.yaml", dir.path());
  CHECK(r.exit_code == 1);
  CHECK(r.err.empty());
  INFO(r.out.substr(0, 4000));
  CHECK(has_line(r.out, "feature " + wood + " (wood) overlaps " + std::to_string(n) + " pieces: s1, s2, "));
  CHECK(has_line(r.out, "NPOW-P4: " + std::to_string(n - kListedFeatures) + " more features overlap a later piece"));
  // Every copy is outside the pool too: 50 lines of that rule, then its count.
  CHECK(has_line(r.out, "NPOW-S1: " + std::to_string(n - 50) + " more violations of NPOW-S1 (not listed"));
  CHECK(line_count(r.out) == kListedFeatures + 1 + 50 + 1);
}

TEST_CASE("validate says once per course when a file stacks GoK watercourses, without measuring each pair",
          "[validate-scale]") {
  const std::size_t n = stacked_copies();
  std::string course;
  Scenario s;
  for (std::uint64_t seed = 1; course.empty(); ++seed) {
    s = gok_scenario(seed);
    for (const auto& f : s.features)
      if (is_watercourse_kind(f.kind) && f.path.size() >= 2 && course.empty()) course = f.id;
  }
  TempDir dir("stacked-water");
  std::ofstream(dir / "stacked.yaml") << write_scenario_yaml(stacked(s, n, course));
  CommandResult r = run_wargen("validate stacked.yaml", dir.path());
  CHECK(r.exit_code == 1);
  CHECK(r.err.empty());
  INFO(r.out.substr(0, 4000));
  CHECK(has_line(r.out, "GOK-T6: watercourse " + course + ": more than 64 other watercourses lie on it"));
  // Every copy says it of itself: 50 lines of the rule, then the count of the rest.
  CHECK(has_line(r.out, "more violations of GOK-T6 (not listed"));
  CHECK(line_count(r.out) <= 200);
}

}  // namespace WARGEN_TEST_FILE
