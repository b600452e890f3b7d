#pragma once
// GOK-T7, one site at a time: the paper procedure lets the named player fill each choice site at
// the table, after seeing the map. `--site-choice C3=wood` does that for the site in sector C3 and
// changes nothing else: the terrain stream still rolls the open site's suggestion die, the picked
// kind is rolled (category, river quality) on the site's own stream, and the piece is first laid
// as the open site it replaces, so every other piece lies where it lies without the pick; the
// picked piece then takes the site's sector (site_choice_placement). A picked watercourse runs
// through other sectors, so it is routed after the rolled ones and the area pieces are laid
// around it.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/option_spec.hpp"
#include "core/rng.hpp"
#include "generators/sector_dice/sector_dice_rules.hpp"
#include "generators/sector_dice/sector_grid.hpp"
#include "names/name_lists.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct Piece;

inline constexpr const char* kSiteChoiceOption = "site_choice";

// The option's declaration, with the kinds the ruleset allows (null params: kinds unknown yet).
OptionSpec site_choice_spec(const std::vector<std::string>& kinds, const std::string& group);

// Sector index -> the kind picked for the choice site there. Throws InputError for a sector the
// table does not have.
std::map<int, std::string> read_site_choices(const OptionValues& options, const SectorGrid& grid);

// The site's own stream, so a pick never moves another sector's dice.
Pcg32 site_choice_stream(std::uint64_t seed, const std::string& sector_id, const std::string& stage);

// Throws InputError when a pick names a sector whose roll gave no player's choice site.
void check_site_choices_used(const std::map<int, std::string>& site_choices, const std::vector<Piece>& pieces,
                             const SectorGrid& grid);

// The naming stage with picked sites named last, on their own stream, so every other piece keeps
// the name it has without the pick.
void name_pieces_picks_last(Scenario& scenario, const NameLanguage& language, std::uint64_t seed);

// The flag as a user wrote it, for messages: "--site-choice C3=wood".
std::string site_choice_text(const std::string& sector_id, const std::string& kind);

}  // namespace wargen
