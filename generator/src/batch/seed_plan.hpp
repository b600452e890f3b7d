#pragma once
// Which seeds a batch tries: a list the organiser names (`--seeds 1-40` or `3,7,10-12`), each tried
// once, or a count (`--count 40 --first-seed 1`) met by taking the next seed whenever one is skipped.
//
// Whole rounds (`--rounds 3 --count 24`): round K draws its tables from its own block of seeds,
// first_seed + (K - 1) × kRoundSeedBlock onwards, skipping within the block. No two rounds can
// share a seed (a round would need a billion unusable seeds in a row to reach the next block; the
// batch gives up long before), and a round does not depend on the others: `--round 2` made on
// another evening or machine is exactly round 2 of `--rounds 3`.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wargen {

inline constexpr std::uint64_t kRoundSeedBlock = 1'000'000'000;

struct SeedPlan {
  std::vector<std::uint64_t> listed;  // --seeds: tried in this order, no replacements
  std::size_t count = 0;              // --count: maps wanted (per round); seeds first_seed, first_seed + 1, …
  std::uint64_t first_seed = 1;
  std::uint64_t last_seed = UINT64_MAX;  // a round's plan stops at the end of its block
  int rounds = 0;      // --rounds R: R rounds of `count` maps each; 0 = no rounds
  int only_round = 0;  // --round K: round K alone; 0 = every round of `rounds`

  bool counted() const { return listed.empty(); }
  bool has_rounds() const { return rounds > 0 || only_round > 0; }
  // The rounds this plan makes, in order: {0} (no rounds), 1..R, or {K}.
  std::vector<int> rounds_made() const;
  // Round `round`'s own plan (count maps from its seed block); the plan itself when `round` is 0.
  // Throws InputError when the block would start past 2^64 - 1.
  SeedPlan round_plan(int round) const;
  // Tables per round (the count, or the list's length): how wide table numbers are in file names.
  std::size_t tables_per_round() const { return counted() ? count : listed.size(); }
  // The seed tried at position `index` (0-based); nullopt past the end of a list.
  std::optional<std::uint64_t> seed_at(std::size_t index) const;
  // Maps the batch aims for: the count (times the rounds made), or the length of the list.
  std::size_t maps_wanted() const { return tables_per_round() * rounds_made().size(); }
};

// The start of a map's file names, so that `ls` and `lp` take them in table order:
// "table-03-" (no rounds) or "round-2-table-03-"; table numbers have at least two digits, more
// when a round has 100 tables or more.
std::string table_file_prefix(int round, int table, std::size_t tables_per_round);

// "1-40", "7", "3,7,10-12" -> seeds in that order. Throws InputError naming --seeds for anything
// else: an empty part, a reversed range, a repeated seed, or more than kMaxListedSeeds seeds.
std::vector<std::uint64_t> parse_seed_list(const std::string& text);
inline constexpr std::size_t kMaxListedSeeds = 100000;

}  // namespace wargen
