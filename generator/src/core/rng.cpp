#include "core/rng.hpp"

#include <stdexcept>

namespace wargen {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t fnv1a64(std::string_view text) {
  std::uint64_t hash = 0xCBF29CE484222325ULL;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001B3ULL;
  }
  return hash;
}

Pcg32::Pcg32(std::uint64_t init_state, std::uint64_t init_sequence) {
  // pcg32_srandom_r from the reference implementation.
  state_ = 0;
  increment_ = (init_sequence << 1u) | 1u;
  next_u32();
  state_ += init_state;
  next_u32();
}

Pcg32 Pcg32::for_stage(std::uint64_t master_seed, std::string_view stage_name) {
  std::uint64_t mix = master_seed ^ fnv1a64(stage_name);
  std::uint64_t state = splitmix64(mix);
  std::uint64_t sequence = splitmix64(mix);
  return Pcg32(state, sequence);
}

std::uint32_t Pcg32::next_u32() {
  std::uint64_t old = state_;
  state_ = old * 6364136223846793005ULL + increment_;
  auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
  auto rot = static_cast<std::uint32_t>(old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

std::uint32_t Pcg32::below(std::uint32_t bound) {
  if (bound == 0) throw std::logic_error("Pcg32::below(0)");
  // Lemire, "Fast Random Integer Generation in an Interval" (2019).
  std::uint64_t product = static_cast<std::uint64_t>(next_u32()) * bound;
  auto low = static_cast<std::uint32_t>(product);
  if (low < bound) {
    std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
    while (low < threshold) {
      product = static_cast<std::uint64_t>(next_u32()) * bound;
      low = static_cast<std::uint32_t>(product);
    }
  }
  return static_cast<std::uint32_t>(product >> 32);
}

int Pcg32::between(int lo, int hi) {
  if (hi < lo) throw std::logic_error("Pcg32::between: empty range");
  auto span = static_cast<std::uint32_t>(static_cast<std::int64_t>(hi) - lo + 1);
  return lo + static_cast<int>(below(span));
}

double Pcg32::unit() { return next_u32() * (1.0 / 4294967296.0); }

double Pcg32::uniform(double lo, double hi) { return lo + (hi - lo) * unit(); }

}  // namespace wargen
