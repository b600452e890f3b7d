#include "app/survey.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <thread>

#include "core/error.hpp"
#include "core/geometry.hpp"
#include "victory/yaml_out.hpp"

namespace wargen {

namespace {

using Clock = std::chrono::steady_clock;

// What one seed gave; merged in seed order so the report does not depend on the threads.
struct SeedResult {
  std::string failure;
  std::vector<std::string> broken_rules;  // each rule once
  int features = 0, watercourses = 0, crossings = 0, objectives = 0;
  std::map<std::string, std::uint64_t> kind_count, kind_objective;
  std::map<std::string, std::uint64_t> points_own_half, points_elsewhere;
  double generate_seconds = 0, validate_seconds = 0;
};

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// The y of a side's own long edge, when the scenario says which edge is whose.
std::optional<double> own_edge_y(const Scenario& s, const std::string& side) {
  for (const auto& d : s.deployment)
    if (d.side == side) return d.edge == "south" ? 0.0 : s.table_depth_cm;
  return std::nullopt;
}

// Points on a place whose centre is at `y_cm`: in the side's own half of the table, or elsewhere.
void add_points(const Scenario& s, const ObjectivePoints& points, double y_cm, SeedResult& r) {
  for (const auto& [side, n] : points) {
    auto edge = own_edge_y(s, side);
    if (!edge || n <= 0) continue;
    bool own = std::abs(y_cm - *edge) < s.table_depth_cm / 2;
    (own ? r.points_own_half : r.points_elsewhere)[side] += static_cast<std::uint64_t>(n);
  }
}

void measure(const Scenario& s, SeedResult& r) {
  r.features = static_cast<int>(s.features.size());
  r.crossings = static_cast<int>(s.crossings.size());
  for (const auto& f : s.features) {
    ++r.kind_count[f.kind];
    if (is_watercourse_kind(f.kind)) ++r.watercourses;
    bool objective = f.objective.value_or(false);
    if (objective) ++r.kind_objective[f.kind], ++r.objectives;
    // Only a place with points needs its centre found.
    if (!f.outline.empty() && !f.points.empty()) add_points(s, f.points, centroid(f.outline).y, r);
  }
  for (const auto& c : s.crossings) {
    if (c.objective.value_or(false)) ++r.objectives;
    add_points(s, c.points, c.at.y, r);
  }
}

SeedResult survey_one(const Ruleset& ruleset, GenerateRequest request) {
  SeedResult r;
  auto start = Clock::now();
  Scenario s;
  try {
    s = generate_scenario(ruleset, request);
  } catch (const Error& e) {
    r.failure = e.what();
    r.generate_seconds = seconds_since(start);
    return r;
  }
  r.generate_seconds = seconds_since(start);
  start = Clock::now();
  for (const auto& v : validate_scenario(s, ruleset))
    if (std::find(r.broken_rules.begin(), r.broken_rules.end(), v.rule) == r.broken_rules.end())
      r.broken_rules.push_back(v.rule);
  r.validate_seconds = seconds_since(start);
  measure(s, r);
  return r;
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

std::string fixed(double value, int places) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", places, value);
  return buffer;
}

std::string histogram_text(const std::map<int, std::uint64_t>& h) {
  std::string out;
  for (const auto& [value, n] : h) out += (out.empty() ? "" : "  ") + std::to_string(value) + ":" + std::to_string(n);
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
  std::vector<SeedResult> results(seeds.size());
  std::atomic<std::size_t> next{0};
  auto start = Clock::now();
  auto work = [&]() {
    for (std::size_t i = next++; i < seeds.size(); i = next++) {
      GenerateRequest request = base;
      request.seed = seeds[i];
      results[i] = survey_one(ruleset, request);
    }
  };
  std::vector<std::thread> threads;
  for (int j = 1; j < jobs; ++j) threads.emplace_back(work);
  work();
  for (auto& t : threads) t.join();

  SurveyReport report;
  report.ruleset = ruleset.name;
  report.jobs = jobs;
  report.wall_seconds = seconds_since(start);
  report.tables = seeds.size();
  for (std::size_t i = 0; i < seeds.size(); ++i) {
    const SeedResult& r = results[i];
    report.generate_seconds += r.generate_seconds;
    report.validate_seconds += r.validate_seconds;
    if (!r.failure.empty()) {
      tally(report.failures[r.failure], seeds[i]);
      continue;
    }
    for (const auto& rule : r.broken_rules) tally(report.violations[rule], seeds[i]);
    ++report.features[r.features];
    ++report.watercourses[r.watercourses];
    ++report.crossings[r.crossings];
    ++report.objectives[r.objectives];
    for (const auto& [k, n] : r.kind_count) report.kind_count[k] += n;
    for (const auto& [k, n] : r.kind_objective) report.kind_objective[k] += n;
    for (const auto& [side, n] : r.points_own_half) report.points_own_half[side] += n;
    for (const auto& [side, n] : r.points_elsewhere) report.points_elsewhere[side] += n;
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
    out << "  violation " << rule << ": " << t.count << " tables (first seeds " << seeds_text(t) << ")\n";
  for (const auto& [message, t] : r.failures)
    out << "  failure: " << t.count << " seeds (first " << seeds_text(t) << "): " << message << "\n";
  out << "features per table (mean " << fixed(mean_of(r.features), 2) << "): " << histogram_text(r.features) << "\n";
  out << "watercourses per table: " << histogram_text(r.watercourses) << "\n";
  out << "crossings per table: " << histogram_text(r.crossings) << "\n";
  out << "objectives per table: " << histogram_text(r.objectives) << "\n";
  out << "kinds (features, of which objectives):\n";
  for (const auto& [kind, n] : r.kind_count) {
    auto objective = r.kind_objective.count(kind) ? r.kind_objective.at(kind) : 0;
    out << "  " << kind << ": " << n;
    if (objective > 0) out << ", objectives " << objective << " (" << fixed(100.0 * objective / n, 1) << " %)";
    out << "\n";
  }
  for (const auto& [side, own] : r.points_own_half) {
    std::uint64_t elsewhere = r.points_elsewhere.count(side) ? r.points_elsewhere.at(side) : 0;
    out << "side " << side << " points: " << own << " in its own half, " << elsewhere << " elsewhere\n";
  }
  double per_table = r.tables > 0 ? 1e6 / static_cast<double>(r.tables) : 0;
  out << "throughput: " << fixed(r.wall_seconds > 0 ? r.tables / r.wall_seconds : 0, 0) << " tables/s with "
      << r.jobs << (r.jobs == 1 ? " job" : " jobs") << " (" << fixed(r.wall_seconds, 3) << " s); generate "
      << fixed(r.generate_seconds * per_table, 1) << " µs, validate " << fixed(r.validate_seconds * per_table, 1)
      << " µs per table\n";
  return out.str();
}

std::string survey_yaml(const SurveyReport& r) {
  YamlOut y;
  y.text("ruleset", r.ruleset);
  y.integer("tables", static_cast<std::int64_t>(r.tables));
  auto tallies = [&](const char* key, const std::map<std::string, SeedTally>& map, const char* name) {
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
  auto histogram = [&](const char* key, const std::map<int, std::uint64_t>& h) {
    y.open_map(key);
    for (const auto& [value, n] : h) y.integer(std::to_string(value), static_cast<std::int64_t>(n));
    y.close();
  };
  histogram("features_per_table", r.features);
  histogram("watercourses_per_table", r.watercourses);
  histogram("crossings_per_table", r.crossings);
  histogram("objectives_per_table", r.objectives);
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
  y.open_map("throughput");
  y.integer("jobs", r.jobs);
  y.put("wall_seconds", fixed(r.wall_seconds, 3));
  y.put("tables_per_second", fixed(r.wall_seconds > 0 ? r.tables / r.wall_seconds : 0, 0));
  double per_table = r.tables > 0 ? 1e6 / static_cast<double>(r.tables) : 0;
  y.put("generate_us_per_table", fixed(r.generate_seconds * per_table, 1));
  y.put("validate_us_per_table", fixed(r.validate_seconds * per_table, 1));
  y.close();
  return y.str();
}

}  // namespace wargen
