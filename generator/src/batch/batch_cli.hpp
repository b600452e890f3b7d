#pragma once
// `wargen batch` from the command line: the generate options (declared once, app/run_request.hpp)
// plus the batch's own flags, a progress display on stderr and the summary on stdout.
// Exit codes: 0 done (listed seeds may have been skipped: see the summary); 2 bad input; 4 the
// count could not be met (too many seeds in a row unusable, or the seeds ran out at 2^64 - 1);
// 130 interrupted (rerun to finish).
#include <string>

#include "app/run_request.hpp"

namespace wargen {

// The batch's own flags as typed (parsed here, with one-line errors naming the flag).
struct BatchFlags {
  std::string seeds;  // --seeds 1-40
  std::string count;  // --count 40
  std::string first_seed;
  std::string rounds;  // --rounds 3: three rounds of --count tables
  std::string round;   // --round 2: round 2 alone
  std::string merge;   // --merge A,B: shards to merge (batch/shard_merge.hpp)
  std::string jobs;
  std::string max_imbalance;
  std::string min_features;
  std::string min_substance;
};

inline constexpr int kExitInterrupted = 130;  // 128 + SIGINT, as shells report it

int run_batch_command(const RunInputs& inputs, const BatchFlags& flags);

}  // namespace wargen
