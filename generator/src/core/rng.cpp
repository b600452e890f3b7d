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

void Pcg32::empty_range(const char* what) { throw std::logic_error(what); }

}  // namespace wargen
