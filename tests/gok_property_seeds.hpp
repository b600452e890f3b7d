#pragma once
// How many seeds the GoK property tests run: 10,000 by default. The sanitizer pass of CI, which
// repeats the whole suite several times slower, sets WARGEN_GOK_PROPERTY_SEEDS lower: the
// Release pass has covered them all.
#include <cstdint>
#include <cstdlib>

namespace wargen::test {

inline std::uint64_t gok_property_seeds() {
  const char* text = std::getenv("WARGEN_GOK_PROPERTY_SEEDS");
  return text ? std::strtoull(text, nullptr, 10) : 10000;
}

}  // namespace wargen::test
