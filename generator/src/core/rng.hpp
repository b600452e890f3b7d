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

  // The draws are inline: placement draws hundreds of thousands a second, and a call cost as
  // much as the draw.
  std::uint32_t next_u32() {
    const std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + increment_;
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    const auto rot = static_cast<std::uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
  }

  // Uniform integer in [0, bound) by Lemire's multiply-shift with rejection (no modulo bias).
  std::uint32_t below(std::uint32_t bound) {
    if (bound == 0) empty_range("Pcg32::below(0)");
    // Lemire, "Fast Random Integer Generation in an Interval" (2019).
    std::uint64_t product = static_cast<std::uint64_t>(next_u32()) * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (low < threshold) {
        product = static_cast<std::uint64_t>(next_u32()) * bound;
        low = static_cast<std::uint32_t>(product);
      }
    }
    return static_cast<std::uint32_t>(product >> 32);
  }
  // Uniform integer in [lo, hi], both inclusive.
  int between(int lo, int hi) {
    if (hi < lo) empty_range("Pcg32::between: empty range");
    const auto span = static_cast<std::uint32_t>(static_cast<std::int64_t>(hi) - lo + 1);
    return lo + static_cast<int>(below(span));
  }
  // Uniform real in [0, 1) with 32 bits of resolution.
  double unit() { return next_u32() * (1.0 / 4294967296.0); }
  // Uniform real in [lo, hi).
  double uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }

  // Fisher-Yates with our own bounded draws.
  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = below(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

 private:
  [[noreturn]] static void empty_range(const char* what);  // throws std::logic_error
  std::uint64_t state_ = 0;
  std::uint64_t increment_ = 0;
};

}  // namespace wargen
