#pragma once
// `wargen survey`: generate and validate a run of seeds in memory and report what a ruleset makes –
// broken rules by ID with the first seeds that show them, generation failures, the distributions
// that matter (features, kinds, watercourses, crossings, objectives, hills kept as objectives,
// points per half, placement passes), the spread of every fairness measure and the throughput. For a club that edits its copy of a
// ruleset, and the figure our benchmarks quote. Nothing is written; the report is the same
// whatever the number of threads (only the timings differ).
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "app/box_advice.hpp"
#include "app/pipeline.hpp"
#include "app/seed_tally.hpp"

namespace wargen {

struct SurveyReport {
  std::string ruleset;
  std::uint64_t tables = 0;                    // seeds tried
  std::map<std::string, SeedTally> violations;  // rule ID -> tables that break it
  std::map<std::string, FailureTally> failures;  // message -> seeds that failed to generate
  // Per table: value -> number of tables.
  std::map<int, std::uint64_t> features, watercourses, crossings, objectives;
  std::map<int, std::uint64_t> placement_passes;        // the pass that fitted; tables that generated
  std::map<std::string, std::uint64_t> kind_count;      // kind -> features of that kind, all tables
  std::map<std::string, std::uint64_t> kind_objective;  // kind -> of those, objectives
  // Objective points each side put in its own half (the band NPOW-O2 caps, half_figures.hpp) and
  // elsewhere (rulesets with sides and points).
  std::map<std::string, std::uint64_t> points_own_half, points_elsewhere;
  // The fairness figures (docs/fairness.md) of every table that generated: "balance",
  // "substance" and each measure's balance where it is counted, by name. A figure that never
  // varies earns no weight, and its spread shows it.
  std::map<std::string, std::vector<double>> fairness;
  // With a terrain box (--terrain-box): its file, and piece id -> tables that used every one the box
  // holds, the pieces a club would add first ("add one more wood").
  std::string terrain_box;
  std::map<std::string, std::uint64_t> pieces_used_up;
  // When the box failed some seeds: one more piece of each kind the failures lacked most, and how
  // many of the same seeds still fail with it (app/box_advice.hpp), fewest first.
  std::vector<BoxSuggestion> box_suggestions;
  double advice_seconds = 0;  // wall time of those re-surveys, apart from wall_seconds
  double generate_seconds = 0;  // summed over threads
  double validate_seconds = 0;
  double wall_seconds = 0;
  int jobs = 1;
};

// Generates and validates `base` at each of `seeds` on `jobs` threads. Throws InputError, before
// any table, for an option the ruleset does not take or a bad value.
SurveyReport run_survey(const Ruleset& ruleset, const GenerateRequest& base, const std::vector<std::uint64_t>& seeds,
                        int jobs);

std::string survey_text(const SurveyReport& report);
std::string survey_yaml(const SurveyReport& report);

}  // namespace wargen
