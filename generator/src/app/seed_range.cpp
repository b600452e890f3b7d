#include "app/seed_range.hpp"

#include <sstream>

#include "app/run_request.hpp"
#include "core/error.hpp"

namespace wargen {

std::vector<std::uint64_t> parse_seed_range(const std::string& text, const std::string& flag,
                                            std::uint64_t max_count) {
  std::vector<std::uint64_t> seeds;
  std::stringstream in(text);
  std::string part;
  auto bad = [&](const std::string& why) {
    throw InputError(flag + ": '" + text + "' " + why + " (e.g. 1-40, or 1-3,10,20-22)");
  };
  if (text.empty()) bad("names no seed");
  while (std::getline(in, part, ',')) {
    if (part.empty()) bad("has an empty part");
    auto dash = part.find('-', 1);
    std::uint64_t first = parse_seed(part.substr(0, dash), flag);
    std::uint64_t last = dash == std::string::npos ? first : parse_seed(part.substr(dash + 1), flag);
    if (last < first) bad("runs backwards");
    if (last - first >= max_count || seeds.size() + (last - first + 1) > max_count)
      bad("names more than " + std::to_string(max_count) + " seeds");
    for (std::uint64_t seed = first;; ++seed) {
      seeds.push_back(seed);
      if (seed == last) break;
    }
  }
  if (text.back() == ',') bad("has an empty part");
  return seeds;
}

}  // namespace wargen
