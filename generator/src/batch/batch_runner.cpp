#include "batch/batch_runner.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>

#include "app/run_outputs.hpp"
#include "app/scenario_copies.hpp"
#include "batch/catalogue.hpp"
#include "batch/output_check.hpp"
#include "batch/round_print.hpp"
#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "render/map_renderer.hpp"
#include "scenario/table_label.hpp"
#include "scenario_layer/layer_options.hpp"
#include "scenario_layer/player_copy.hpp"

namespace wargen {

namespace {

using Clock = std::chrono::steady_clock;

// A seed's fate once generated: a scenario to write, or the reason it was skipped.
struct SeedResult {
  bool resolved = false;
  bool done = false;  // nothing more to take from it: skipped, not used, or its scenario taken to be written
  std::optional<Scenario> scenario;
  std::optional<SkippedSeed> skip;
  std::optional<FairnessReport> fairness;
  int table = 0;  // assigned in seed order; 0 = not used (a skip, or more maps than wanted)
};

std::string relative_to(const std::filesystem::path& path, const std::filesystem::path& base) {
  return path.lexically_relative(base).generic_string();
}

class BatchRun {
 public:
  BatchRun(const BatchRequest& r, const ProgressSink& progress, const std::atomic<bool>* stop)
      : r_(r),
        stamp_(output_stamp(r.output, r.view, r.thumbnail_px_per_cm)),
        progress_(progress),
        stop_(stop),
        started_(Clock::now()) {}

  BatchOutcome run() {
    if (!r_.shards.empty()) check_shards(r_);
    claim_batch_directory(r_);
    // A batch killed while publishing a map's set: finished (or put back) before deciding which
    // maps are already complete (core/atomic_file.hpp).
    settle_directory(r_.output.out_dir);  // the catalogue's files
    settle_directory(r_.output.out_dir / "maps");
    settle_directory(r_.output.out_dir / "thumbs");
    catalogue_.emplace(r_);
    BatchOutcome outcome;
    // Round after round, each on all the threads: a round's tables are numbered in its seed order.
    for (int round : r_.seeds.rounds_made()) {
      start_round(round);
      const unsigned jobs = std::max(1u, r_.jobs);
      std::vector<std::thread> threads;
      for (unsigned i = 1; i < jobs; ++i) threads.emplace_back([this] { work(); });
      work();
      for (auto& t : threads) t.join();
      if (failure_) std::rethrow_exception(failure_);
      // Under --count the only other way to end short: no seed left below 2^64 (or in the round's block).
      outcome.ran_out = outcome.ran_out || (plan_.counted() && !gave_up_ && !stopping() && maps_.size() < plan_.count);
      outcome.gave_up = outcome.gave_up || gave_up_;
      outcome.maps.insert(outcome.maps.end(), maps_.begin(), maps_.end());
      outcome.skipped.insert(outcome.skipped.end(), skipped_.begin(), skipped_.end());
      if (stopping()) break;
      if (round > 0) outcome.round_prints.push_back(round_print());
    }
    std::sort(outcome.maps.begin(), outcome.maps.end(),
              [](const BatchMap& a, const BatchMap& b) { return std::pair(a.round, a.table) < std::pair(b.round, b.table); });
    outcome.interrupted = stopping();
    if (!outcome.interrupted) catalogue_->publish(outcome);
    outcome.elapsed_s = elapsed_s();
    return outcome;
  }

 private:
  bool stopping() const { return stop_ && stop_->load(); }

  // Forgets the previous round's seeds (its maps are in the outcome) and takes round `round`'s.
  void start_round(int round) {
    done_before_ += maps_.size();
    round_ = round;
    plan_ = r_.seeds.round_plan(round);
    results_.clear();
    next_ = prefix_ = accepted_ = consecutive_skips_ = first_kept_ = 0;
    no_more_ = gave_up_ = false;
    maps_.clear();
    skipped_.clear();
    catalogue_->start_round(round);
    if (round > 0) round_prints_.push_back(std::make_unique<RoundPrint>(r_.output.out_dir / round_pdf_name(round)));
  }

  // The round's print job, every table drawn (batch/round_print.hpp).
  FileContent round_print() {
    const std::string title = "Round " + std::to_string(round_) + " \u00b7 " + r_.ruleset->name + " \u00b7 " +
                              std::to_string(maps_.size()) + " tables";
    return round_prints_.back()->finish(title);
  }
  double elapsed_s() const { return std::chrono::duration<double>(Clock::now() - started_).count(); }

  void work() {
    try {
      while (auto index = take_index()) {
        const std::uint64_t seed = *plan_.seed_at(*index);
        resolve(*index, generate(seed));
        if (auto table = wait_for_table(*index)) write_map(*index, table);
      }
    } catch (...) {
      std::lock_guard lock(mutex_);
      if (!failure_) failure_ = std::current_exception();
      changed_.notify_all();
    }
  }

  // The next seed position to try, or nothing when the batch needs no more.
  std::optional<std::size_t> take_index() {
    std::lock_guard lock(mutex_);
    if (failure_ || no_more_ || stopping()) return std::nullopt;
    if (plan_.counted() && accepted_ >= plan_.count) return std::nullopt;
    if (!plan_.seed_at(next_)) return std::nullopt;
    return next_++;
  }

  SeedResult generate(std::uint64_t seed) const {
    SeedResult result;
    GenerateRequest request = r_.generate;
    request.seed = seed;
    try {
      Scenario scenario = generate_scenario(*r_.ruleset, request);
      KeyFigures figures = key_figures(scenario);
      if (r_.min_features && figures.terrain_pieces() < *r_.min_features) {
        result.skip = SkippedSeed{seed, "min-features",
                                  std::to_string(figures.terrain_pieces()) + " terrain pieces, fewer than --min-features " +
                                      std::to_string(*r_.min_features)};
        return result;
      }
      if (r_.measure_fairness) result.fairness = measure_fairness(scenario);
      if (r_.min_substance && result.fairness && result.fairness->substance.score < *r_.min_substance) {
        char why[96];
        std::snprintf(why, sizeof why, "substance %.3f, under --min-substance %g", result.fairness->substance.score,
                      *r_.min_substance);
        result.skip = SkippedSeed{seed, "min-substance", why};
        return result;
      }
      if (r_.max_imbalance && result.fairness && 1.0 - result.fairness->balance > *r_.max_imbalance) {
        char why[96];
        std::snprintf(why, sizeof why, "balance %.3f: imbalance %.3f over --max-imbalance %g", result.fairness->balance,
                      1.0 - result.fairness->balance, *r_.max_imbalance);
        result.skip = SkippedSeed{seed, "max-imbalance", why};
        return result;
      }
      result.scenario = std::move(scenario);
    } catch (const GenerationError& e) {
      result.skip = SkippedSeed{seed, leading_rule(e.what()), e.what()};
    }
    return result;
  }

  // Stores a seed's result and hands out table numbers in seed order, as far as every earlier
  // seed is known: the same seeds become the same tables whatever order the threads finish in.
  void resolve(std::size_t index, SeedResult result) {
    std::lock_guard lock(mutex_);
    if (results_.size() <= index - first_kept_) results_.resize(index - first_kept_ + 1);
    SeedResult& stored = results_[index - first_kept_];
    stored = std::move(result);
    stored.resolved = true;
    const bool counted = plan_.counted();
    for (; prefix_ - first_kept_ < results_.size() && results_[prefix_ - first_kept_].resolved; ++prefix_) {
      SeedResult& r = results_[prefix_ - first_kept_];
      const bool wanted = !counted || accepted_ < plan_.count;
      r.done = true;
      if (!wanted || no_more_) continue;  // tried beyond the count: neither a table nor a skip
      if (r.scenario) {
        r.table = static_cast<int>(++accepted_);
        r.done = false;  // until its thread takes the scenario
        consecutive_skips_ = 0;
        continue;
      }
      skipped_.push_back(*r.skip);
      report(*r.skip);
      if (counted && ++consecutive_skips_ >= r_.max_consecutive_skips) no_more_ = gave_up_ = true;
    }
    forget_done();
    changed_.notify_all();
  }

  // Drops the results at the front that nothing needs any more: a batch of 10 000 maps keeps
  // only the seeds still under way, not one entry per seed tried.
  void forget_done() {
    while (!results_.empty() && first_kept_ < prefix_ && results_.front().done) {
      results_.pop_front();
      ++first_kept_;
    }
  }

  // Waits until every earlier seed is resolved; the seed's table number, or 0 when it is not used.
  int wait_for_table(std::size_t index) {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return prefix_ > index || failure_; });
    if (failure_ || stopping() || index < first_kept_) return 0;  // dropped: done, so not a table
    return results_[index - first_kept_].table;
  }

  void write_map(std::size_t index, int table) {
    Scenario scenario;
    std::optional<FairnessReport> fairness;
    {
      std::lock_guard lock(mutex_);
      SeedResult& r = results_[index - first_kept_];
      scenario = std::move(*r.scenario);
      fairness = std::move(r.fairness);
      r = SeedResult{};
      r.resolved = r.done = true;
      forget_done();
    }
    set_label(scenario, expand_label(r_.output.label, table, round_));
    scenario.title = r_.output.title;  // as generate_run gives it: on the map, the PDF, the sheet and the YAML
    const std::filesystem::path& dir = r_.output.out_dir;
    OutputRequest maps = r_.output;
    maps.out_dir = dir / "maps";
    maps.file_prefix = table_file_prefix(round_, table, r_.seeds.tables_per_round());
    const std::string stem = maps.file_prefix + scenario.id;
    // The thumbnail shows the copy the organiser asked for first: the player's when only that.
    const bool player_only = effective_view(scenario, r_.view) == "player";
    OutputRequest thumb;
    thumb.formats = {"png"};
    thumb.px_per_cm = r_.thumbnail_px_per_cm;
    thumb.grid = GridStyle::none;
    thumb.out_dir = dir / "thumbs";
    thumb.file_prefix = maps.file_prefix;
    if (player_only) thumb.view = MapView::player;
    else if (!effective_view(scenario, r_.view).empty()) thumb.view = MapView::umpire;
    const Scenario thumb_scenario = player_only ? player_copy(scenario) : scenario;

    std::vector<std::filesystem::path> paths = scenario_copy_paths(scenario, maps, r_.view);
    // The full fairness report beside the map (docs/fairness.md); of the player's copy when that is
    // all the batch gives out, so it shows no hidden VP value (VPM-6).
    std::optional<FileContent> fairness_file;
    if (fairness) {
      fairness_file = FileContent{maps.out_dir / (stem + "-fairness.yaml"),
                                  fairness_yaml(player_only ? measure_fairness(thumb_scenario) : *fairness)};
      paths.push_back(fairness_file->path);
    }
    const bool umpire_thumb = thumb.view == MapView::umpire;  // marked, and named so
    const std::filesystem::path thumb_path = thumb.out_dir / (stem + (umpire_thumb ? "-umpire" : "") + ".png");
    thumb.file_suffix = umpire_thumb ? "-umpire" : "";
    std::vector<std::filesystem::path> all = paths;
    all.push_back(thumb_path);

    MapRecord record;
    record.round = round_;
    record.table = table;
    record.seed = scenario.seed;
    record.id = scenario.id;
    record.label = scenario_label(scenario);
    record.figures = key_figures(scenario);
    record.fairness = std::move(fairness);
    record.thumbnail = relative_to(thumb_path, dir);
    for (const auto& p : paths) record.files.push_back(relative_to(p, dir));
    const std::filesystem::path stamp = stamp_path(maps.out_dir, stem);
    record.resumed = stamp_matches(stamp, stamp_) && outputs_complete(scenario, maps.file_prefix, all);
    // A merge takes the map from its shard when it keeps its table number there (same names and label).
    if (!record.resumed && !r_.shards.empty() && !stopping())
      record.resumed = take_from_shard(r_.shards, dir, scenario, maps.file_prefix, all, stamp, stamp_);
    if (!record.resumed) {
      if (stopping()) return;  // Ctrl-C: start no new map; those on disk are complete
      // Draw once: the thumbnail is the map averaged down as it is drawn, a fraction of the cost
      // of drawing it again (bench/instructions.sh).
      std::optional<FileContent> thumb_file;
      OutputRequest drawn = maps;
      drawn.map_pixels = [&](const OutputRequest& copy, const render::RasterView& pixels) {
        if (copy.view != thumb.view) return;
        RenderOptions small = map_render_options(copy);
        small.px_per_cm = thumb.px_per_cm;
        thumb_file = FileContent{thumb_path, render_png_from_larger(thumb_scenario, small, pixels)};
      };
      publish_outputs(render_scenario_copies(scenario, drawn, r_.view));
      if (fairness_file) write_files_atomically({*fairness_file});
      if (thumb_file) publish_outputs({*thumb_file});
      else write_outputs(thumb_scenario, thumb);
      // Last: a map whose stamp names this run's options has every file this run would write.
      write_files_atomically({{stamp, stamp_}});
    }
    // The round's print job shows the players' copy (the player's, when written).
    if (round_ > 0) round_prints_.back()->add(table, std::move(output_copies(scenario, maps, r_.view).back()));
    catalogue_->add(record);
    std::lock_guard lock(mutex_);
    maps_.push_back({record.round, record.table, record.seed,
                     record.fairness ? std::optional(record.fairness->balance) : std::nullopt, record.resumed});
    BatchProgress p = snapshot();
    p.last = record.id + (round_ ? " (round " + std::to_string(round_) + ", table " : " (table ") + std::to_string(table) +
             (record.resumed ? ", already complete)" : ")");
    if (progress_) progress_(p);
  }

  BatchProgress snapshot() const {
    BatchProgress p;
    p.maps_done = done_before_ + maps_.size();
    p.maps_wanted = r_.seeds.maps_wanted();
    p.seeds_skipped = skipped_.size();
    p.elapsed_s = elapsed_s();
    return p;
  }

  void report(const SkippedSeed& skip) {
    BatchProgress p = snapshot();
    p.last = "seed " + std::to_string(skip.seed) + " skipped: " + skip.rule;
    if (progress_) progress_(p);
  }

  const BatchRequest& r_;
  const std::string stamp_;  // output_stamp of this run: what a map on disk must have been made with
  const ProgressSink& progress_;
  const std::atomic<bool>* stop_;
  const Clock::time_point started_;

  std::mutex mutex_;
  std::condition_variable changed_;
  // The round under way (0 = no rounds), its seeds, and the maps the earlier rounds made.
  int round_ = 0;
  SeedPlan plan_;
  std::size_t done_before_ = 0;
  // Each round's print job so far, the last the round under way's; kept until published.
  std::vector<std::unique_ptr<RoundPrint>> round_prints_;
  std::optional<Catalogue> catalogue_;  // written as the maps finish, from when the directory is claimed
  std::deque<SeedResult> results_;  // by seed position in the round, from first_kept_ on
  std::size_t first_kept_ = 0;
  std::size_t next_ = 0, prefix_ = 0, accepted_ = 0, consecutive_skips_ = 0;
  bool no_more_ = false, gave_up_ = false;
  std::exception_ptr failure_;
  std::vector<BatchMap> maps_;
  std::vector<SkippedSeed> skipped_;
};

}  // namespace

std::size_t BatchOutcome::resumed() const {
  return static_cast<std::size_t>(std::count_if(maps.begin(), maps.end(), [](const BatchMap& m) { return m.resumed; }));
}

void check_batch_request(const BatchRequest& request) {
  if (request.ruleset == nullptr) throw InputError("batch: no ruleset");
  if (request.output.label.find("{round}") != std::string::npos && !request.seeds.has_rounds())
    throw InputError("--label: '{round}' needs --rounds or --round");
  if (request.seeds.has_rounds() && !request.seeds.counted())
    throw InputError("--rounds: with --count (each round draws its own seeds), not --seeds");
  if (request.seeds.only_round > 0 && request.seeds.rounds > 0 && request.seeds.only_round > request.seeds.rounds)
    throw InputError("--round: " + std::to_string(request.seeds.only_round) + " is past --rounds " +
                     std::to_string(request.seeds.rounds));
  for (int round : request.seeds.rounds_made()) request.seeds.round_plan(round);  // a block past 2^64 - 1
  if (request.seeds.counted() && request.seeds.count == 0) throw InputError("--count: ask for at least one map");
  // VPM-6: a fresh hidden deal per run would make every rerun's umpire copies differ, and a
  // resumed batch would mix two deals.
  if (request.generate.options.count("objectives") && !request.generate.options.count(kUmpireKeyOption))
    throw InputError("--umpire-key: a batch with --objectives needs one, so a rerun deals the same hidden VP values");
  if (request.max_imbalance && !request.measure_fairness)
    throw InputError("--max-imbalance: needs the fairness measures");
  if (request.max_imbalance && !(*request.max_imbalance >= 0 && *request.max_imbalance <= 1))
    throw InputError("--max-imbalance: must be from 0 to 1");
  if (request.min_substance && !request.measure_fairness)
    throw InputError("--min-substance: needs the fairness measures");
  if (request.min_substance && !(*request.min_substance >= 0 && *request.min_substance <= 1))
    throw InputError("--min-substance: must be from 0 to 1");
  check_view(request.view);
}

BatchOutcome run_batch(const BatchRequest& request, const ProgressSink& progress, const std::atomic<bool>* stop) {
  check_batch_request(request);
  return BatchRun(request, progress, stop).run();
}

}  // namespace wargen
