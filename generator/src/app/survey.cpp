#include "app/survey.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <sstream>

#include "app/scenario_options.hpp"
#include "app/seed_queue.hpp"
#include "core/error.hpp"
#include "core/geometry.hpp"
#include "core/number_text.hpp"
#include "fairness/fairness_report.hpp"
#include "fairness/half_figures.hpp"
#include "terrain_box/box_use_check.hpp"
#include "victory/yaml_out.hpp"

namespace wargen {

namespace {

using Clock = std::chrono::steady_clock;

// What one seed gave that the report lists in seed order. Its counts go straight into its
// thread's sums instead (added up, they are the same in any order): a survey of many seeds keeps
// a few bytes a seed, not a map of kinds and sides for each.
struct SeedOutcome {
  std::string failure;
  std::vector<LackedKind> box_lacked;     // the failure's, when the box ran out
  std::vector<std::string> broken_rules;  // each rule once
};

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// A side's own half (the ruleset's band where it draws one, NPOW-T4/O2), when the scenario says
// which edge is whose.
std::optional<Box> own_half_of(const Scenario& s, const std::string& side) {
  for (const auto& d : s.deployment)
    if (d.side == side) return own_half(s, d);
  return std::nullopt;
}

// Points on a place whose centre is at `y_cm`: in the side's own half of the table, or elsewhere.
void add_points(const Scenario& s, const ObjectivePoints& points, double y_cm, SurveyReport& sums) {
  for (const auto& [side, n] : points) {
    auto half = own_half_of(s, side);
    if (!half || n <= 0) continue;
    bool own = y_cm >= half->min_y && y_cm <= half->max_y;
    (own ? sums.points_own_half : sums.points_elsewhere)[side] += static_cast<std::uint64_t>(n);
  }
}

// Tables too thin to fight over (a batch skips them by default, docs/fairness.md).
std::size_t thin_tables(const std::vector<double>& substance) {
  return static_cast<std::size_t>(
      std::count_if(substance.begin(), substance.end(), [](double v) { return v < kSubstanceFloor; }));
}

void add_fairness(const Scenario& s, SurveyReport& sums) {
  const FairnessReport r = measure_fairness(s);
  sums.fairness["balance"].push_back(r.balance);
  sums.fairness["substance"].push_back(r.substance.score);
  for (const auto& m : r.measures)
    if (m.counted) sums.fairness[m.measure].push_back(m.balance);
}

// A generated table's counts, added to `sums`.
void measure(const Scenario& s, SurveyReport& sums) {
  ++sums.features[static_cast<int>(s.features.size())];
  ++sums.crossings[static_cast<int>(s.crossings.size())];
  int watercourses = 0, objectives = 0;
  for (const auto& f : s.features) {
    ++sums.kind_count[f.kind];
    if (is_watercourse_kind(f.kind)) ++watercourses;
    bool objective = f.objective.value_or(false);
    if (objective) ++sums.kind_objective[f.kind], ++objectives;
    // Only a place with points needs its centre found.
    if (!f.outline.empty() && !f.points.empty()) add_points(s, f.points, centroid(f.outline).y, sums);
  }
  for (const auto& c : s.crossings) {
    if (c.objective.value_or(false)) ++objectives;
    add_points(s, c.points, c.at.y, sums);
  }
  ++sums.watercourses[watercourses];
  ++sums.objectives[objectives];
}

// The box's pieces this table used to the last: what a club short of tables would buy first.
void count_used_up(const Scenario& s, const TerrainBox& box, SurveyReport& sums) {
  std::map<std::string, long long, std::less<>> used;
  for (const Feature& f : s.features)
    for (const PieceUse& use : f.pieces) used[use.piece] += use.count;
  for (const BoxPiece& piece : box.pieces)
    if (auto it = used.find(piece.id); it != used.end() && it->second >= piece.count) ++sums.pieces_used_up[piece.id];
}

// Generates and validates one seed into `outcome`, its slot in the report's list: written there
// in place, not returned and moved in (the move read back, as one 16-byte word, a vector the
// return had just stored word by word, and waited for it, perf said). Its timings and, when it
// generated, its counts go to `sums`.
void survey_one(const Ruleset& ruleset, const GenerateRequest& request, SeedOutcome& outcome, SurveyReport& sums) {
  auto start = Clock::now();
  bool generated = true;
  GenerationEffort effort;
  // Made straight into `s` (both returns are of a temporary): no empty scenario moved over.
  const Scenario s = [&] {
    try {
      return generate_checked_scenario(ruleset, request, &effort);  // run_survey checked the options
    } catch (const Error& e) {
      outcome.failure = e.what();
      if (const auto* seed_failure = dynamic_cast<const GenerationError*>(&e))
        outcome.box_lacked = seed_failure->box_lacked();
      generated = false;
      return Scenario{};
    }
  }();
  sums.generate_seconds += seconds_since(start);
  if (!generated) return;
  start = Clock::now();
  std::vector<Violation> broken = validate_scenario(s, ruleset);
  if (request.terrain_box) {
    auto box_broken = check_box_use(s, *request.terrain_box);  // WARGEN-BOX, as generate checks it
    broken.insert(broken.end(), box_broken.begin(), box_broken.end());
  }
  for (const auto& v : broken)
    if (std::find(outcome.broken_rules.begin(), outcome.broken_rules.end(), v.rule) == outcome.broken_rules.end())
      outcome.broken_rules.push_back(v.rule);
  sums.validate_seconds += seconds_since(start);
  if (request.terrain_box) count_used_up(s, *request.terrain_box, sums);
  measure(s, sums);
  if (s.deployment.size() >= 2) add_fairness(s, sums);
  if (effort.placement_passes > 0) ++sums.placement_passes[effort.placement_passes];
}

template <typename Key>
void add_counts(std::map<Key, std::uint64_t>& into, const std::map<Key, std::uint64_t>& counts) {
  for (const auto& [key, n] : counts) into[key] += n;
}

void tally(SeedTally& t, std::uint64_t seed) {
  ++t.count;
  if (t.first_seeds.size() < 5) t.first_seeds.push_back(seed);
}

std::string seeds_text(const SeedTally& t) {
  std::string out;
  for (auto seed : t.first_seeds) out += (out.empty() ? "" : ", ") + std::to_string(seed);
  return out;
}

std::string histogram_text(const std::map<int, std::uint64_t>& h) {
  std::string out;
  for (const auto& [value, n] : h) out += (out.empty() ? "" : "  ") + std::to_string(value) + ":" + std::to_string(n);
  return out;
}

// min, p10, median, p90, max of sorted values (the value at the rank rounded down).
std::vector<double> spread(const std::vector<double>& sorted) {
  std::vector<double> out;
  for (double p : {0.0, 0.1, 0.5, 0.9, 1.0})
    out.push_back(sorted[static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1))]);
  return out;
}

double mean_of(const std::map<int, std::uint64_t>& h) {
  double sum = 0, n = 0;
  for (const auto& [value, count] : h) sum += static_cast<double>(value) * count, n += count;
  return n > 0 ? sum / n : 0;
}

}  // namespace

SurveyReport run_survey(const Ruleset& ruleset, const GenerateRequest& base, const std::vector<std::uint64_t>& seeds,
                        int jobs) {
  check_scenario_options(ruleset, base.options);  // every seed's request has them: checked once, here
  std::vector<SeedOutcome> outcomes(seeds.size());
  std::vector<SurveyReport> thread_sums(seed_threads(jobs));
  std::vector<GenerateRequest> requests(thread_sums.size(), base);  // one a thread: the seed is all that changes
  auto start = Clock::now();
  for_each_seed(seeds.size(), jobs, [&](std::size_t thread, std::size_t i) {
    requests[thread].seed = seeds[i];
    survey_one(ruleset, requests[thread], outcomes[i], thread_sums[thread]);
  });

  SurveyReport report;
  report.ruleset = ruleset.name;
  report.jobs = jobs;
  report.wall_seconds = seconds_since(start);
  report.tables = seeds.size();
  if (base.terrain_box) report.terrain_box = base.terrain_box->source;
  for (std::size_t i = 0; i < seeds.size(); ++i) {
    SeedOutcome& outcome = outcomes[i];
    if (!outcome.failure.empty()) {
      FailureTally& failed = report.failures[outcome.failure];
      if (failed.count == 0) failed.box_lacked = std::move(outcome.box_lacked);  // the same for every seed of it
      tally(failed, seeds[i]);
    }
    for (const auto& rule : outcome.broken_rules) tally(report.violations[rule], seeds[i]);
  }
  for (const SurveyReport& sums : thread_sums) {
    report.generate_seconds += sums.generate_seconds;
    report.validate_seconds += sums.validate_seconds;
    add_counts(report.features, sums.features);
    add_counts(report.watercourses, sums.watercourses);
    add_counts(report.crossings, sums.crossings);
    add_counts(report.objectives, sums.objectives);
    add_counts(report.placement_passes, sums.placement_passes);
    add_counts(report.kind_count, sums.kind_count);
    add_counts(report.kind_objective, sums.kind_objective);
    add_counts(report.points_own_half, sums.points_own_half);
    add_counts(report.points_elsewhere, sums.points_elsewhere);
    add_counts(report.pieces_used_up, sums.pieces_used_up);
    for (const auto& [name, values] : sums.fairness)
      report.fairness[name].insert(report.fairness[name].end(), values.begin(), values.end());
  }
  for (auto& [name, values] : report.fairness) std::sort(values.begin(), values.end());
  if (base.terrain_box && !report.failures.empty()) {
    start = Clock::now();
    report.box_suggestions = advise_box(ruleset, base, seeds, report.failures, jobs);
    report.advice_seconds = seconds_since(start);
  }
  return report;
}

std::string survey_text(const SurveyReport& r) {
  std::ostringstream out;
  std::uint64_t failed = 0;
  for (const auto& [message, t] : r.failures) failed += t.count;
  out << "survey of ruleset " << r.ruleset << ": " << r.tables << " seeds, " << failed << " generation failures, "
      << r.violations.size() << " rules broken\n";
  for (const auto& [rule, t] : r.violations)
    out << "  violation " << rule << ": " << t.count << (t.count == 1 ? " table" : " tables") << " (first seeds "
        << seeds_text(t) << ")\n";
  for (const auto& [message, t] : r.failures)
    out << "  failure: " << t.count << (t.count == 1 ? " seed" : " seeds") << " (first " << seeds_text(t)
        << "): " << message << "\n";
  if (!r.terrain_box.empty()) {
    // How often the box fails a seed (the failures above name the rule and the kind it lacks),
    // and which pieces ran out: the club's shopping list.
    out << "terrain box " << r.terrain_box << ": " << failed << " of " << r.tables << " seeds failed ("
        << fixed_decimals(r.tables > 0 ? 100.0 * static_cast<double>(failed) / static_cast<double>(r.tables) : 0, 1)
        << " %); pieces used to the last:";
    if (r.pieces_used_up.empty()) out << " none";
    const char* between = " ";
    for (const auto& [piece, n] : r.pieces_used_up) {
      out << between << piece << " in " << n << (n == 1 ? " table" : " tables");
      between = ", ";
    }
    out << "\n";
    const auto rate = [&](std::uint64_t n) {
      return fixed_decimals(r.tables > 0 ? 100.0 * static_cast<double>(n) / static_cast<double>(r.tables) : 0, 1) + " %";
    };
    for (const BoxSuggestion& s : r.box_suggestions)
      out << "  " << suggestion_text(s) << ": failures " << rate(failed) << " → " << rate(s.failures) << " (named by "
          << s.named_by << " failed " << (s.named_by == 1 ? "seed" : "seeds") << ")\n";
    if (failed > 0 && r.box_suggestions.empty()) out << "  no failure names a piece the box lacks\n";
    if (!r.box_suggestions.empty())
      out << "  (each tried on the same seeds in memory, the " << kBoxAdviceCandidates
          << " kinds named most at most: " << fixed_decimals(r.advice_seconds, 3) << " s)\n";
  }
  out << "features per table (mean " << fixed_decimals(mean_of(r.features), 2) << "): " << histogram_text(r.features)
      << "\n";
  out << "watercourses per table: " << histogram_text(r.watercourses) << "\n";
  out << "crossings per table: " << histogram_text(r.crossings) << "\n";
  out << "objectives per table: " << histogram_text(r.objectives) << "\n";
  if (!r.placement_passes.empty())
    out << "placement passes per table (the pass that fitted; mean " << fixed_decimals(mean_of(r.placement_passes), 2)
        << "): " << histogram_text(r.placement_passes) << "\n";
  out << "kinds (features, of which objectives):\n";
  for (const auto& [kind, n] : r.kind_count) {
    auto objective = r.kind_objective.count(kind) ? r.kind_objective.at(kind) : 0;
    out << "  " << kind << ": " << n;
    if (objective > 0) out << ", objectives " << objective << " (" << fixed_decimals(100.0 * objective / n, 1) << " %)";
    out << "\n";
  }
  for (const auto& [side, own] : r.points_own_half) {
    std::uint64_t elsewhere = r.points_elsewhere.count(side) ? r.points_elsewhere.at(side) : 0;
    out << "side " << side << " points: " << own << " in its own half, " << elsewhere << " elsewhere\n";
  }
  if (!r.fairness.empty()) out << "fairness (docs/fairness.md): tables, min / p10 / median / p90 / max\n";
  if (auto it = r.fairness.find("substance"); it != r.fairness.end())
    out << "  under the substance floor " << format_number(kSubstanceFloor) << ": " << thin_tables(it->second) << " of "
        << it->second.size() << " tables\n";
  for (const auto& [name, values] : r.fairness) {
    const auto s = spread(values);
    out << "  " << name << ": " << values.size() << ", " << fixed_decimals(s[0], 3) << " / " << fixed_decimals(s[1], 3)
        << " / " << fixed_decimals(s[2], 3) << " / " << fixed_decimals(s[3], 3) << " / " << fixed_decimals(s[4], 3)
        << (s[0] == s[4] && values.size() > 1 ? "  (constant)" : "") << "\n";
  }
  double per_table = r.tables > 0 ? 1e6 / static_cast<double>(r.tables) : 0;
  out << "throughput: " << fixed_decimals(r.wall_seconds > 0 ? r.tables / r.wall_seconds : 0, 0) << " tables/s with "
      << r.jobs << (r.jobs == 1 ? " job" : " jobs") << " (" << fixed_decimals(r.wall_seconds, 3) << " s); generate "
      << fixed_decimals(r.generate_seconds * per_table, 1) << " µs, validate "
      << fixed_decimals(r.validate_seconds * per_table, 1) << " µs per table\n";
  return out.str();
}

std::string survey_yaml(const SurveyReport& r) {
  YamlOut y;
  y.text("ruleset", r.ruleset);
  y.integer("tables", static_cast<std::int64_t>(r.tables));
  auto tallies = [&](const char* key, const auto& map, const char* name) {
    y.open_list(key);
    for (const auto& [what, t] : map) {
      std::vector<std::string> seeds;
      for (auto seed : t.first_seeds) seeds.push_back(YamlOut::integer_value(static_cast<std::int64_t>(seed)));
      y.item({{name, YamlOut::text_value(what)},
              {"tables", YamlOut::integer_value(static_cast<std::int64_t>(t.count))},
              {"first_seeds", YamlOut::list_value(seeds)}});
    }
    y.close();
  };
  tallies("violations", r.violations, "rule");
  tallies("failures", r.failures, "message");
  if (!r.terrain_box.empty()) {
    y.open_map("terrain_box");
    y.text("file", r.terrain_box);
    y.open_map("pieces_used_up");
    for (const auto& [piece, n] : r.pieces_used_up) y.integer(piece, static_cast<std::int64_t>(n));
    y.close();
    y.open_list("one_more");
    for (const BoxSuggestion& s : r.box_suggestions)
      y.item({{"kind", YamlOut::text_value(s.kind)},
              {"variant", YamlOut::text_value(s.variant)},
              {"copy_of", YamlOut::text_value(s.copied_piece)},
              {"size", YamlOut::text_value(s.size)},
              {"named_by", YamlOut::integer_value(static_cast<std::int64_t>(s.named_by))},
              {"failures", YamlOut::integer_value(static_cast<std::int64_t>(s.failures))},
              {"text", YamlOut::text_value(suggestion_text(s))}});
    y.close();
    y.close();
  }
  auto histogram = [&](const char* key, const std::map<int, std::uint64_t>& h) {
    y.open_map(key);
    for (const auto& [value, n] : h) y.integer(std::to_string(value), static_cast<std::int64_t>(n));
    y.close();
  };
  histogram("features_per_table", r.features);
  histogram("watercourses_per_table", r.watercourses);
  histogram("crossings_per_table", r.crossings);
  histogram("objectives_per_table", r.objectives);
  histogram("placement_passes_per_table", r.placement_passes);
  y.open_list("kinds");
  for (const auto& [kind, n] : r.kind_count) {
    auto objective = r.kind_objective.count(kind) ? r.kind_objective.at(kind) : 0;
    y.item({{"kind", YamlOut::text_value(kind)},
            {"features", YamlOut::integer_value(static_cast<std::int64_t>(n))},
            {"objectives", YamlOut::integer_value(static_cast<std::int64_t>(objective))}});
  }
  y.close();
  y.open_list("points");
  for (const auto& [side, own] : r.points_own_half) {
    std::uint64_t elsewhere = r.points_elsewhere.count(side) ? r.points_elsewhere.at(side) : 0;
    y.item({{"side", YamlOut::text_value(side)},
            {"own_half", YamlOut::integer_value(static_cast<std::int64_t>(own))},
            {"elsewhere", YamlOut::integer_value(static_cast<std::int64_t>(elsewhere))}});
  }
  y.close();
  if (auto it = r.fairness.find("substance"); it != r.fairness.end())
    y.integer("under_substance_floor", static_cast<std::int64_t>(thin_tables(it->second)));
  y.open_list("fairness");
  for (const auto& [name, values] : r.fairness) {
    const auto s = spread(values);
    y.item({{"figure", YamlOut::text_value(name)},
            {"tables", YamlOut::integer_value(static_cast<std::int64_t>(values.size()))},
            {"min", fixed_decimals(s[0], 4)},
            {"p10", fixed_decimals(s[1], 4)},
            {"median", fixed_decimals(s[2], 4)},
            {"p90", fixed_decimals(s[3], 4)},
            {"max", fixed_decimals(s[4], 4)}});
  }
  y.close();
  y.open_map("throughput");
  y.integer("jobs", r.jobs);
  y.put("wall_seconds", fixed_decimals(r.wall_seconds, 3));
  y.put("tables_per_second", fixed_decimals(r.wall_seconds > 0 ? r.tables / r.wall_seconds : 0, 0));
  double per_table = r.tables > 0 ? 1e6 / static_cast<double>(r.tables) : 0;
  y.put("generate_us_per_table", fixed_decimals(r.generate_seconds * per_table, 1));
  y.put("validate_us_per_table", fixed_decimals(r.validate_seconds * per_table, 1));
  y.close();
  return y.str();
}

}  // namespace wargen
