#pragma once
// How many seeds the GoK property tests run: 10,000 by default. The sanitizer pass of CI, which
// repeats the whole suite several times slower, sets WARGEN_GOK_PROPERTY_SEEDS lower: the
// Release pass has covered them all.
#include <cstdint>
#include <cstdlib>

namespace wargen::test {

// The seed count an environment variable asks for, or `fallback` when it is not set.
inline std::uint64_t seeds_from_environment(const char* variable, std::uint64_t fallback) {
  const char* text = std::getenv(variable);
  return text ? std::strtoull(text, nullptr, 10) : fallback;
}

inline std::uint64_t gok_property_seeds() { return seeds_from_environment("WARGEN_GOK_PROPERTY_SEEDS", 10000); }

}  // namespace wargen::test
