#pragma once
// GOK-T3..T5, T7, T8: which sectors get a terrain piece and what each piece is. Geometry comes
// later (watercourse routing, placement); this stage only rolls the dice.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "generators/sector_dice/box_matching.hpp"
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
  bool site_chosen = false;  // GOK-T7: filled by --site-choice, on the site's own dice (site_choice.hpp)
};

// The notes of a sector's rolls in the dice log, which the validator looks up (piece_dice_check.hpp).
// `where` says whose roll it is: sector_where(id) for a sector's own.
std::string sector_where(const std::string& sector_id);
std::string kind_roll_note(const std::string& where);                                   // GOK-T4
std::string category_roll_note(const std::string& where, const std::string& category);  // GOK-T5
std::string choice_reroll_note(const std::string& where);                               // GOK-T7

// Makes `piece` a feature of template `t`: its kind, template, variant and movement; a watercourse's
// width (unless a terrain box gave it) and, for a river, its GOK-T8 quality, bridges and fords.
void fill_feature(Piece& piece, const FeatureTemplate& t, Pcg32& rng, std::vector<DiceLogEntry>& log);

// The names a player's choice (--choice A=NAME) may take: categories and feature templates.
std::vector<std::string> choice_names(const SectorDiceParams& params);
// Throws InputError when a choice names a side other than A/B or an unknown kind.
void check_choices(const SectorDiceParams& params, const std::map<std::string, std::string>& choices);

// Rolls sectors 0 .. rolled_sectors-1 in order: all of them, or side A's half of a symmetric
// table (symmetric_table.hpp). `site_choices`: sector index -> kind picked for the choice site
// there (site_choice.hpp; the caller checks each names a site); `seed` keys those sites' own streams.
// `box`: the club's terrain box (box_matching.hpp, GOK-B1), or null for the ruleset's own pieces.
std::vector<Piece> roll_pieces(const SectorDiceParams& params, const SectorGrid& grid, int rolled_sectors,
                               const std::map<std::string, std::string>& choices,
                               const std::map<int, std::string>& site_choices, std::uint64_t seed, Pcg32& rng,
                               std::vector<DiceLogEntry>& log, BoxDraw* box = nullptr);

}  // namespace wargen
