// Dice notation ("2d6", "1d6+6"): parsed or refused with std::invalid_argument; what parses
// prints back as notation that parses to the same dice, and its range is sane.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

#include "core/dice.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  wargen::Dice dice;
  try {
    dice = wargen::Dice::parse(text);
  } catch (const std::invalid_argument&) {
    return 0;
  }
  if (!(wargen::Dice::parse(dice.notation()) == dice)) std::abort();
  if (dice.min() > dice.max()) std::abort();
  // Exact weights are a convolution: only for dice small enough to be rolled at a table.
  if (dice.count() * dice.faces() <= 2000 &&
      dice.outcome_weights().size() != static_cast<std::size_t>(dice.max() - dice.min() + 1))
    std::abort();
  return 0;
}
