#pragma once
// Which seeds a batch tries: a list the organiser names (`--seeds 1-40` or `3,7,10-12`), each tried
// once, or a count (`--count 40 --first-seed 1`) met by taking the next seed whenever one is skipped.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wargen {

struct SeedPlan {
  std::vector<std::uint64_t> listed;  // --seeds: tried in this order, no replacements
  std::size_t count = 0;              // --count: maps wanted; seeds first_seed, first_seed + 1, …
  std::uint64_t first_seed = 1;

  bool counted() const { return listed.empty(); }
  // The seed tried at position `index` (0-based); nullopt past the end of a list.
  std::optional<std::uint64_t> seed_at(std::size_t index) const;
  // Maps the batch aims for: the count, or the length of the list.
  std::size_t maps_wanted() const { return counted() ? count : listed.size(); }
};

// "1-40", "7", "3,7,10-12" -> seeds in that order. Throws InputError naming --seeds for anything
// else: an empty part, a reversed range, a repeated seed, or more than kMaxListedSeeds seeds.
std::vector<std::uint64_t> parse_seed_list(const std::string& text);
inline constexpr std::size_t kMaxListedSeeds = 100000;

}  // namespace wargen
