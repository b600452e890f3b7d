#include "batch/seed_plan.hpp"

#include <algorithm>
#include <charconv>
#include <set>

#include "core/error.hpp"

namespace wargen {

namespace {

std::uint64_t seed_number(const std::string& part, const std::string& whole) {
  std::uint64_t seed = 0;
  auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), seed);
  if (part.empty() || error != std::errc() || end != part.data() + part.size())
    throw InputError("--seeds: '" + whole + "': '" + part +
                     "' is not a seed (a whole number from 0 to 18446744073709551615); write e.g. 1-40 or 3,7,10-12");
  return seed;
}

}  // namespace

std::optional<std::uint64_t> SeedPlan::seed_at(std::size_t index) const {
  if (!counted()) return index < listed.size() ? std::optional(listed[index]) : std::nullopt;
  if (first_seed + index < first_seed || first_seed + index > last_seed) return std::nullopt;  // past 2^64 - 1 or the block
  return first_seed + index;
}

std::vector<int> SeedPlan::rounds_made() const {
  if (only_round > 0) return {only_round};
  std::vector<int> made;
  for (int round = 1; round <= rounds; ++round) made.push_back(round);
  return rounds > 0 ? made : std::vector<int>{0};
}

SeedPlan SeedPlan::round_plan(int round) const {
  if (round == 0) return *this;
  const std::uint64_t offset = static_cast<std::uint64_t>(round - 1) * kRoundSeedBlock;
  if (first_seed > UINT64_MAX - offset)
    throw InputError("--rounds: round " + std::to_string(round) + " would start past seed 18446744073709551615; give a smaller --first-seed");
  SeedPlan plan = *this;
  plan.rounds = plan.only_round = 0;
  plan.first_seed = first_seed + offset;
  plan.last_seed = plan.first_seed > UINT64_MAX - (kRoundSeedBlock - 1) ? UINT64_MAX : plan.first_seed + (kRoundSeedBlock - 1);
  return plan;
}

std::string table_file_prefix(int round, int table, std::size_t tables_per_round) {
  std::string number = std::to_string(table);
  const std::size_t width = std::max<std::size_t>(2, std::to_string(tables_per_round).size());
  if (number.size() < width) number.insert(0, width - number.size(), '0');
  return (round > 0 ? "round-" + std::to_string(round) + "-" : std::string()) + "table-" + number + "-";
}

std::vector<std::uint64_t> parse_seed_list(const std::string& text) {
  std::vector<std::uint64_t> seeds;
  std::set<std::uint64_t> seen;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = text.find(',', start);
    std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    std::size_t dash = part.find('-');
    std::uint64_t low = seed_number(part.substr(0, dash), text);
    std::uint64_t high = dash == std::string::npos ? low : seed_number(part.substr(dash + 1), text);
    if (high < low) throw InputError("--seeds: '" + part + "' runs backwards; write the lower seed first");
    if (high - low >= kMaxListedSeeds || seeds.size() + (high - low) >= kMaxListedSeeds)
      throw InputError("--seeds: '" + text + "' names more than " + std::to_string(kMaxListedSeeds) + " seeds");
    for (std::uint64_t seed = low;; ++seed) {
      if (!seen.insert(seed).second)
        throw InputError("--seeds: seed " + std::to_string(seed) + " is named twice in '" + text + "'");
      seeds.push_back(seed);
      if (seed == high) break;
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return seeds;
}

}  // namespace wargen
