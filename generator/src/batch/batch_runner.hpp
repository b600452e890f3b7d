#pragma once
// `wargen batch`: many maps from one set of options, in-process on J threads. Each map's files are
// byte for byte what `wargen generate` writes for the same seed and options, whatever J: maps are
// pure functions of (ruleset, request, seed), and which seeds become which tables is decided in
// seed order, never in the order threads finish.
//
// Layout of the batch directory: maps/table-NN-<id>.* (the requested formats, through
// write_outputs; round-K-table-NN-<id>.* with --rounds, so the files sort in table order),
// thumbs/table-NN-<id>.png (the catalogue's thumbnails) and, published together at the end, the
// catalogue (index.yaml, index.csv, index.html, catalogue.pdf, written as the maps finish:
// batch/catalogue.hpp) and with --rounds one print job per round (round-K.pdf, batch/round_print.hpp).
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "core/atomic_file.hpp"
#include "batch/map_record.hpp"
#include "batch/seed_plan.hpp"

namespace wargen {

struct BatchRequest {
  const Ruleset* ruleset = nullptr;
  GenerateRequest generate;  // its seed is replaced by each map's
  OutputRequest output;      // out_dir is the batch directory (maps go to out_dir/maps); label may hold {n}, {round}
  std::string view;          // as `generate --view`
  SeedPlan seeds;
  unsigned jobs = 1;
  // Filters: a map failing one is skipped like an unsatisfiable seed, with the reason recorded.
  std::optional<double> max_imbalance;       // refuse a map whose 1 - balance exceeds it
  std::optional<std::size_t> min_features;   // refuse a map with fewer terrain pieces
  std::optional<double> min_substance;       // refuse a map with less substance (docs/fairness.md)
  bool measure_fairness = true;              // fairness figures and balance in the catalogue
  // --merge: batch directories made with these options (shards) to take finished maps from
  // (batch/shard_merge.hpp).
  std::vector<std::filesystem::path> shards;
  // Under --count, the batch gives up after this many seeds in a row are skipped: a ruleset or
  // filter no seed can meet would otherwise draw seeds for ever.
  std::size_t max_consecutive_skips = 200;
  double thumbnail_px_per_cm = 2.0;
};

// What the batch has done so far, for the progress display.
struct BatchProgress {
  std::size_t maps_done = 0;  // written or found complete
  std::size_t maps_wanted = 0;
  std::size_t seeds_skipped = 0;
  double elapsed_s = 0;
  std::string last;  // "npow-7 (table 3)" or "seed 27 skipped: NPOW-O2"
};
using ProgressSink = std::function<void(const BatchProgress&)>;

// A map the batch made or found complete: the little its caller needs, a few numbers, so a batch of
// 10 000 maps holds little for them; the catalogue has every figure (batch/catalogue.hpp).
struct BatchMap {
  int round = 0;  // as MapRecord's
  int table = 0;
  std::uint64_t seed = 0;
  std::optional<double> balance;  // when measured (docs/fairness.md)
  bool resumed = false;           // already complete on disk: checked, not rewritten
};

struct BatchOutcome {
  std::vector<BatchMap> maps;        // in table order (round by round)
  std::vector<FileContent> round_prints;  // round-K.pdf of each round made whole, published with the catalogue
  std::vector<SkippedSeed> skipped;  // in seed order
  bool interrupted = false;          // stopped by `stop`: the catalogue was not written
  bool gave_up = false;              // max_consecutive_skips reached before the count was met
  bool ran_out = false;              // the seeds reached 2^64 - 1 before the count was met
  double elapsed_s = 0;
  std::size_t resumed() const;
};

// Runs the batch (claiming its directory first: batch/output_check.hpp); `stop` (set from a signal handler) ends it after the maps under way. Writes the
// catalogue unless interrupted. Throws InputError for bad options, before anything is written.
BatchOutcome run_batch(const BatchRequest& request, const ProgressSink& progress, const std::atomic<bool>* stop);

// Checks a request for what the CLI cannot see on its own (e.g. a hidden-VP deal that would change
// on every run). Throws InputError.
void check_batch_request(const BatchRequest& request);

}  // namespace wargen
