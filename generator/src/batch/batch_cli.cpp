#include "batch/batch_cli.hpp"

#include <unistd.h>

#include <charconv>
#include <iostream>
#include <thread>

#include "batch/batch_report.hpp"
#include "batch/batch_runner.hpp"
#include "batch/interrupt.hpp"
#include "batch/output_check.hpp"
#include "core/error.hpp"
#include "fairness/fairness_report.hpp"
#include "generators/scenario_generator.hpp"
#include "scenario_layer/layer_options.hpp"
#include "templates/scenario_template.hpp"

namespace wargen {

namespace {

constexpr const char* kDefaultRoundLabel = "Round {round} \u00b7 Table {n}";

std::size_t whole(const std::string& flag, const std::string& text, std::size_t min, std::size_t max) {
  std::size_t value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < min || value > max)
    throw InputError(flag + ": '" + text + "' is not a whole number from " + std::to_string(min) + " to " +
                     std::to_string(max));
  return value;
}

double fraction(const std::string& flag, const std::string& text) {
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || !(value >= 0 && value <= 1))
    throw InputError(flag + ": '" + text + "' is not a number from 0 to 1");
  return value;
}

std::vector<std::filesystem::path> shard_list(const std::string& text) {
  std::vector<std::filesystem::path> shards;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    if (comma == start) throw InputError("--merge: '" + text + "': an empty directory name; write e.g. A,B");
    shards.emplace_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return shards;
}

SeedPlan seed_plan(const BatchFlags& f, const std::vector<std::filesystem::path>& shards) {
  // A merge given no seeds tries every seed its shards tried.
  if (!shards.empty() && f.seeds.empty() && f.count.empty()) {
    if (!f.rounds.empty() || !f.round.empty()) throw InputError("--rounds: with --count");
    SeedPlan plan;
    plan.listed = shard_seeds(shards);
    return plan;
  }
  if (f.seeds.empty() == f.count.empty())
    throw InputError("batch: give either --seeds (e.g. 1-40) or --count (e.g. 40)");
  SeedPlan plan;
  if (!f.seeds.empty()) {
    if (!f.first_seed.empty()) throw InputError("--first-seed: only with --count");
    plan.listed = parse_seed_list(f.seeds);
    if (!f.rounds.empty() || !f.round.empty()) throw InputError("--rounds: with --count (each round draws its own seeds), not --seeds");
    return plan;
  }
  plan.count = whole("--count", f.count, 1, kMaxListedSeeds);
  if (!f.first_seed.empty()) plan.first_seed = parse_seed(f.first_seed, "--first-seed");
  if (!f.rounds.empty()) plan.rounds = static_cast<int>(whole("--rounds", f.rounds, 1, 1000));
  if (!f.round.empty()) plan.only_round = static_cast<int>(whole("--round", f.round, 1, 1000));
  return plan;
}

// VPM-6: prepare_run deals a fresh umpire key when none is given; a batch must not, or every
// rerun would deal other hidden values and nothing could be resumed.
void require_umpire_key(const RunInputs& inputs, const PreparedRun& run) {
  if (!hides_from_players(run.ruleset, run.request.options, run.view) || inputs.options.count(kUmpireKeyOption))
    return;
  if (!inputs.template_name.empty() &&
      load_template(inputs.template_name, all_run_option_specs()).options.count(kUmpireKeyOption))
    return;
  throw InputError(std::string("--umpire-key: a batch whose tables hide ") +
                   (run.request.options.count("objectives") ? "VP values" : "the weather after turn 1") +
                   " from the players needs one, so a rerun deals the same hidden values");
}

}  // namespace

int run_batch_command(const RunInputs& given, const BatchFlags& flags) {
  RunInputs inputs = given;
  inputs.seed = "0";  // each map's seed is set by the batch; this only keeps prepare_run from drawing one
  const std::vector<std::filesystem::path> shards = flags.merge.empty() ? std::vector<std::filesystem::path>{}
                                                                       : shard_list(flags.merge);
  const SeedPlan plan = seed_plan(flags, shards);
  PreparedRun run = prepare_run(inputs);
  require_umpire_key(given, run);

  BatchRequest request;
  request.ruleset = &run.ruleset;
  request.generate = run.request;
  request.output = run.output;
  request.view = run.view;
  request.seeds = plan;
  request.shards = shards;
  // A round's tables are told apart on every page only by their label: rounds get one by default.
  if (plan.has_rounds() && request.output.label.empty()) request.output.label = kDefaultRoundLabel;
  request.jobs = flags.jobs.empty() ? std::max(1u, std::thread::hardware_concurrency())
                                    : static_cast<unsigned>(whole("--jobs", flags.jobs, 1, 256));
  if (!flags.max_imbalance.empty()) request.max_imbalance = fraction("--max-imbalance", flags.max_imbalance);
  if (!flags.min_features.empty()) request.min_features = whole("--min-features", flags.min_features, 0, 100000);
  // The substance floor is the default (docs/fairness.md, "Substance"): an empty table balances
  // perfectly and gives nothing to fight over. --min-substance 0 keeps every table.
  request.min_substance =
      flags.min_substance.empty() ? kSubstanceFloor : fraction("--min-substance", flags.min_substance);
  check_batch_request(request);

  ProgressDisplay display(std::cerr, ::isatty(STDERR_FILENO) == 1);
  const std::atomic<bool>* stop = install_interrupt_flag();
  BatchOutcome outcome = run_batch(request, std::ref(display), stop);
  display.finish();
  std::cout << batch_summary(outcome, plan.maps_wanted());
  if (!outcome.interrupted) {
    std::cout << "catalogue: " << (request.output.out_dir / "index.html").string() << ", catalogue.pdf, index.yaml, index.csv\n";
    for (const auto& print : outcome.round_prints) std::cout << "print job: " << print.path.string() << "\n";
  }
  if (outcome.interrupted) return kExitInterrupted;
  if (outcome.gave_up || outcome.ran_out) return GenerationError::kExitUnsatisfiableSeed;
  return 0;
}

}  // namespace wargen
