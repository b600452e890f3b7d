// The symmetric NPOW procedure (--symmetric, docs/rules.md WARGEN-SYM): over many seeds every
// table either keeps every rule of `validate` (WARGEN-SYM included) with every fairness measure,
// sight included, equal for both sides, or is a seed the procedure cannot satisfy (exit 4, the
// rule named); the validator
// catches a moved twin, a changed die and a free table that claims to be symmetric; the CLI
// writes one; the dice log names each twin.
#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <set>
#include <map>

#include "core/error.hpp"
#include "fairness/fairness_report.hpp"
#include "gok_property_seeds.hpp"
#include "npow_support.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "support.hpp"
#include "symmetry/symmetry_check.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

// 1,000 seeds per ruleset by default; WARGEN_NPOW_SYMMETRIC_SEEDS scales it (10,000 for a
// thorough run, fewer under the sanitizers).
std::uint64_t seed_count() { return seeds_from_environment("WARGEN_NPOW_SYMMETRIC_SEEDS", 1000); }

// Every zone in turn, and now and then sides of different initiative (NPOW-O2: A's choice must
// suit B's cap as well).
GenerateRequest symmetric_request(std::uint64_t seed) {
  GenerateRequest request{seed, {{"symmetric", "true"}, {"zone", npow_zones()[seed % npow_zones().size()]}}};
  if (seed % 3 == 1) {
    request.options["initiative_A"] = "high";
    request.options["initiative_B"] = "low";
  } else if (seed % 3 == 2) {
    request.options["initiative_A"] = "low";
    request.options["initiative_B"] = "medium";
  }
  return request;
}

Scenario symmetric_scenario(std::uint64_t seed, const std::string& ruleset = "npow") {
  return generate_scenario(npow_ruleset(ruleset), symmetric_request(seed));
}

// The first seed from `from` whose symmetric table can be laid.
Scenario first_symmetric(const std::string& ruleset = "npow", std::uint64_t from = 1) {
  for (std::uint64_t seed = from;; ++seed) {
    try {
      return symmetric_scenario(seed, ruleset);
    } catch (const GenerationError&) {
    }
  }
}

bool broken(const Scenario& s, const std::string& rule, const std::string& ruleset = "npow") {
  auto rules = npow_rules_broken(s, ruleset);
  return std::find(rules.begin(), rules.end(), rule) != rules.end();
}

void check_seeds(const std::string& ruleset_name) {
  const Ruleset& ruleset = npow_ruleset(ruleset_name);
  const std::uint64_t seeds = seed_count();
  std::size_t unsatisfiable = 0, invalid = 0, unbalanced = 0, reported = 0;
  std::map<std::string, std::size_t> exit4_rules;
  for (std::uint64_t seed = 0; seed < seeds; ++seed) {
    Scenario s;
    try {
      s = symmetric_scenario(seed, ruleset_name);
    } catch (const GenerationError& e) {
      std::string message = e.what();
      ++unsatisfiable;
      ++exit4_rules[message.substr(0, message.find(':'))];
      continue;
    }
    std::string broken = first_violation(s, ruleset);
    if (!broken.empty()) {
      ++invalid;
      if (reported++ < 5) FAIL_CHECK("seed " << seed << ": " << broken);
    }
    // A point-symmetric table measures the same from both sides. The counts, points and sight
    // shares agree exactly (each side is measured from its own seat, so a half turn takes A's
    // sight cells onto B's: docs/fairness.md); an area or length clipped to a half is summed from
    // the turned coordinates in another order, so a twin's share agrees to about 1e-13.
    FairnessReport fairness = measure_fairness(s);
    std::string uneven;
    for (const auto& m : fairness.measures)
      if (std::abs(m.a - m.b) > 1e-9 * std::max(std::abs(m.a), 1.0))
        uneven += " " + m.measure + " " + std::to_string(m.a) + "/" + std::to_string(m.b);
    if (!uneven.empty()) {
      ++unbalanced;
      if (reported++ < 5) FAIL_CHECK("seed " << seed << ": fairness balance " << fairness.balance << ":" << uneven);
    }
    if (seed % 50 == 0) {
      std::string text = write_scenario_yaml(s);
      if (write_scenario_yaml(read_scenario_yaml(text, "seed.yaml")) != text)
        FAIL_CHECK("seed " << seed << " does not round-trip");
    }
  }
  std::string rules;
  for (const auto& [rule, n] : exit4_rules) rules += " " + rule + "=" + std::to_string(n);
  WARN(ruleset_name << " --symmetric: " << seeds << " seeds, " << unsatisfiable << " exit 4 (" << rules << " ), "
                    << invalid << " invalid, " << unbalanced << " unbalanced");
  CHECK(invalid == 0);
  CHECK(unbalanced == 0);
  // The procedure is meant for use: most seeds give a table.
  CHECK(unsatisfiable * 5 <= seeds);
}

}  // namespace

TEST_CASE("npow --symmetric: every property seed validates with balance 1, or exits 4", "[npow][symmetric][property]") {
  check_seeds("npow");
}

TEST_CASE("npow300 --symmetric: every property seed validates with balance 1, or exits 4",
          "[npow][symmetric][property]") {
  check_seeds("npow300");
}

TEST_CASE("npow --symmetric: the same seed gives the same table, and a free table differs", "[npow][symmetric]") {
  Scenario s = first_symmetric();
  CHECK(write_scenario_yaml(s) == write_scenario_yaml(symmetric_scenario(s.seed)));
  CHECK(s.options.at("symmetric") == "true");
  CHECK(symmetry_faults(s).empty());
  CHECK_FALSE(symmetry_faults(npow_scenario(s.seed)).empty());
}

TEST_CASE("npow --symmetric: the dice are rolled for half the pool and the log names each twin", "[npow][symmetric]") {
  Scenario s = first_symmetric();
  int count = 0, natures = 0, twins_named = 0;
  for (const auto& entry : s.dice_log) {
    if (entry.rule == "NPOW-S1") count = entry.result;
    if (entry.rule == "NPOW-S2") ++natures;
    if (entry.note.find("its half-turn twin is element") != std::string::npos) ++twins_named;
  }
  CHECK(natures == count / 2 + count % 2);
  CHECK(twins_named >= count / 2);
  // Every element of the pool is on the table: the twins numbered after the rolled ones.
  std::set<std::string> elements;
  for (const auto& f : s.features)
    if (f.attributes.count("element")) elements.insert(f.attributes.at("element"));
  CHECK(static_cast<int>(elements.size()) == count);
}

TEST_CASE("npow --symmetric: an odd pool puts its last element on the table's centre", "[npow][symmetric]") {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    Scenario s;
    try {
      s = symmetric_scenario(seed);
    } catch (const GenerationError&) {
      continue;
    }
    int count = 0;
    for (const auto& entry : s.dice_log)
      if (entry.rule == "NPOW-S1") count = entry.result;
    if (count % 2 == 0) continue;
    for (const auto& f : s.features) {
      if (f.attributes.count("element") == 0 || f.attributes.at("element") != std::to_string(count)) continue;
      if (f.kind == "building") continue;
      const auto& points = f.is_area() ? f.outline : f.path;
      Box b = bounding_box(points);
      CHECK((b.min_x + b.max_x) / 2 == Approx(s.table_width_cm / 2));
      CHECK((b.min_y + b.max_y) / 2 == Approx(s.table_depth_cm / 2));
    }
    return;
  }
  FAIL("no seed below 200 has an odd pool");
}

TEST_CASE("npow --symmetric: the validator catches a moved twin, a changed die and a free table", "[npow][symmetric]") {
  const Scenario s = first_symmetric();
  REQUIRE(npow_rules_broken(s).empty());

  SECTION("one twin moved 3 cm: WARGEN-SYM") {
    Scenario t = s;
    Feature* moved = nullptr;
    for (auto& f : t.features)
      if (!moved && f.is_area() && f.kind != "supply_line" && f.kind != "building") moved = &f;
    REQUIRE(moved);
    move_feature(*moved, 3, 0);
    CHECK(broken(t, "WARGEN-SYM"));
  }
  SECTION("a rolled nature changed: the dice rule") {
    Scenario t = s;
    for (auto& entry : t.dice_log)
      if (entry.rule == "NPOW-S2") {
        entry.rolls[0] = entry.rolls[0] % 10 + 1;
        entry.result = entry.rolls[0];
        break;
      }
    auto rules = npow_rules_broken(t);
    bool dice_rule = std::any_of(rules.begin(), rules.end(), [](const std::string& r) {
      return r == "NPOW-S2" || r == "NPOW-S3" || r == "NPOW-S5" || r == "NPOW-S6";
    });
    CHECK(dice_rule);
  }
  SECTION("a free table that records symmetric: true: WARGEN-SYM") {
    Scenario t = npow_scenario(s.seed);
    REQUIRE(npow_rules_broken(t).empty());
    t.options["symmetric"] = "true";
    CHECK(broken(t, "WARGEN-SYM"));
  }
}

TEST_CASE("npow300 --symmetric: the smaller table works too", "[npow][symmetric]") {
  Scenario s = first_symmetric("npow300");
  CHECK(npow_rules_broken(s, "npow300").empty());
  CHECK(s.table_width_cm == 120);
}

TEST_CASE("wargen generate --ruleset npow --symmetric writes a symmetric table that validate accepts",
          "[npow][symmetric][cli]") {
  TempDir dir("npow-symmetric");
  const std::uint64_t seed = first_symmetric().seed;
  auto result =
      run_wargen("generate --ruleset npow --seed " + std::to_string(seed) + " --symmetric --format yaml", dir.path());
  INFO(result.err);
  REQUIRE(result.exit_code == 0);
  std::string file = "npow-" + std::to_string(seed) + ".yaml";
  CHECK_THAT(read_file(dir / file), Catch::Contains("symmetric: \"true\""));
  auto validated = run_wargen("validate " + file, dir.path());
  CHECK(validated.exit_code == 0);
}

TEST_CASE(
    "wargen generate --template npow-tournament --symmetric: the tournament conventions hold on a symmetric table",
    "[npow][symmetric][cli]") {
  // The first seed whose symmetric table suits the template's conventions (no objective maximum,
  // at most 20 points per objective).
  std::uint64_t seed = 1;
  for (;; ++seed) {
    GenerateRequest request = symmetric_request(seed);
    request.options["no_objective_max"] = "true";
    request.options["max_points_per_objective"] = "20";
    try {
      generate_scenario(npow_ruleset("npow"), request);
      break;
    } catch (const GenerationError&) {
    }
  }
  TempDir dir("npow-symmetric-tournament");
  const std::string zone = npow_zones()[seed % npow_zones().size()];
  const std::string initiative = seed % 3 == 1   ? " --initiative A=high --initiative B=low"
                                 : seed % 3 == 2 ? " --initiative A=low --initiative B=medium"
                                                 : "";
  auto result = run_wargen("generate --template npow-tournament --seed " + std::to_string(seed) + " --zone " + zone +
                               initiative + " --symmetric --format yaml,png",
                           dir.path());
  INFO(result.err);
  REQUIRE(result.exit_code == 0);
  std::string file = "npow-tournament-" + std::to_string(seed) + ".yaml";
  if (!std::filesystem::exists(dir / file)) file = "npow-" + std::to_string(seed) + ".yaml";
  auto validated = run_wargen("validate " + file, dir.path());
  INFO(validated.out << validated.err);
  CHECK(validated.exit_code == 0);
}

TEST_CASE("a ruleset without a 'symmetric' section refuses --symmetric with one line and exit 2",
          "[npow][symmetric][cli]") {
  TempDir dir("npow-no-symmetric");
  std::string text = read_file(source_path("rulesets/npow.yaml"));
  std::size_t from = text.find("\nsymmetric:"), to = text.find("\nsides:");
  REQUIRE(from != std::string::npos);
  REQUIRE(to > from);
  text.erase(from + 1, to - from);
  std::ofstream(dir / "club.yaml") << text;
  auto plain = run_wargen("generate --ruleset club.yaml --seed 3 --format yaml", dir.path());
  INFO(plain.err);
  CHECK(plain.exit_code == 0);
  auto refused = run_wargen("generate --ruleset club.yaml --seed 3 --symmetric --format yaml --out s", dir.path());
  CHECK(refused.exit_code == 2);
  CHECK_THAT(refused.err, Catch::Contains("--symmetric") && Catch::Contains("'symmetric' section"));
  CHECK(std::count(refused.err.begin(), refused.err.end(), '\n') == 1);
  CHECK_FALSE(std::filesystem::exists(dir / "s"));
}

}  // namespace WARGEN_TEST_FILE
