#pragma once
// GOK-T3..T5, T7, T8: which sectors get a terrain piece and what each piece is. Geometry comes
// later (watercourse routing, placement); this stage only rolls the dice.
#include <map>
#include <string>
#include <vector>

#include "generators/sector_dice/sector_dice_rules.hpp"
#include "generators/sector_dice/sector_grid.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct Piece {
  int sector = 0;
  const FeatureTemplate* feature_template = nullptr;  // null for an open player's choice site
  Feature feature;  // id, kind, sector, attributes, width_cm; no geometry yet
  int bridges = 0;  // GOK-T8, rivers only
  int fords = 0;
};

// The names a player's choice (--choice A=NAME) may take: categories and feature templates.
std::vector<std::string> choice_names(const SectorDiceParams& params);
// Throws InputError when a choice names a side other than A/B or an unknown kind.
void check_choices(const SectorDiceParams& params, const std::map<std::string, std::string>& choices);

std::vector<Piece> roll_pieces(const SectorDiceParams& params, const SectorGrid& grid,
                               const std::map<std::string, std::string>& choices, Pcg32& rng,
                               std::vector<DiceLogEntry>& log);

}  // namespace wargen
