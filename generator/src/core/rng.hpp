#pragma once
// Our own random engine and draws. The standard library's distributions and shuffles give
// different numbers on different standard libraries, so none of them is used anywhere
// (tests/test_no_std_random.cmake fails the build if one appears).
#include <cstdint>
#include <string_view>
#include <vector>

namespace wargen {

// SplitMix64 (Steele, Lea, Flood 2014): turns any 64-bit value into a well-mixed one.
std::uint64_t splitmix64(std::uint64_t& state);

// 64-bit FNV-1a of a string, used to name streams.
std::uint64_t fnv1a64(std::string_view text);

// PCG32 (O'Neill 2014, pcg32_random_r / XSH RR 64/32) with the reference constants, so the
// reference implementation's outputs are our known answers.
class Pcg32 {
 public:
  Pcg32(std::uint64_t init_state, std::uint64_t init_sequence);

  // The stream for one pipeline stage: an extra draw in one stage never shifts another stage.
  static Pcg32 for_stage(std::uint64_t master_seed, std::string_view stage_name);

  std::uint32_t next_u32();

  // Uniform integer in [0, bound) by Lemire's multiply-shift with rejection (no modulo bias).
  std::uint32_t below(std::uint32_t bound);
  // Uniform integer in [lo, hi], both inclusive.
  int between(int lo, int hi);
  // Uniform real in [0, 1) with 32 bits of resolution.
  double unit();
  // Uniform real in [lo, hi).
  double uniform(double lo, double hi);

  // Fisher-Yates with our own bounded draws.
  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = below(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

 private:
  std::uint64_t state_ = 0;
  std::uint64_t increment_ = 0;
};

}  // namespace wargen
