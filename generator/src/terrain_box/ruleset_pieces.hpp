#pragma once
// The built-in rulesets' catalogues (GoK's feature templates, NPOW's elements) as box pieces of
// their typical size: what `survey --terrain-box` suggests a club add when its box has no piece of
// a kind the dice ask for (docs/terrain-box.md, "One more piece").
#include <optional>
#include <string>
#include <string_view>

#include "terrain_box/terrain_box.hpp"

namespace wargen {

// A piece of the entry of `ruleset` (a built-in's name; another ruleset reads the first built-in
// that has one) named `kind` and `variant`, or, failing that, the first of that kind: an area at
// the middle of its size ranges (NPOW's `size_cm`), a rectangle for a block and an ellipse
// otherwise; a section of its `linear` length and width, or kTypicalWatercourseSectionCm of a
// watercourse's middle width. Its id is "<kind>-<variant>-extra", count 1. None when no built-in
// ruleset lays the kind.
std::optional<BoxPiece> typical_piece(std::string_view ruleset, std::string_view kind, std::string_view variant);

// A watercourse piece's length when the ruleset gives none (GoK draws its courses whole): the river
// section a club most often owns (the sample boxes' 30 cm).
inline constexpr double kTypicalWatercourseSectionCm = 30;

}  // namespace wargen
