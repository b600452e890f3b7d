#pragma once
// A run of seeds as a user types it for commands that make many tables: "1-40", "7", "1-3,10,20-22".
#include <cstdint>
#include <string>
#include <vector>

namespace wargen {

// Every seed the text names, in the order given. Throws InputError naming `flag` for anything
// else (empty parts, a range that runs backwards, more than `max_count` seeds).
std::vector<std::uint64_t> parse_seed_range(const std::string& text, const std::string& flag,
                                            std::uint64_t max_count = 10'000'000);

}  // namespace wargen
