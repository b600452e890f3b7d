#pragma once
// --symmetric for the 12-sector method (WARGEN-SYM; docs/rules.md, "Game of Kings on a symmetric
// table"). The source rolls every sector on its own, so a point-symmetric table needs a procedure
// of its own whose dice log a club can replay: the dice are rolled for side A's half of the
// sectors only, exactly as the source rolls them, and every piece there gets a twin in the sector
// a half turn about the table's centre takes its sector to, turned half a turn with it.
//
// The half turn maps row r, column c to row rows-1-r, column columns-1-c; ids run row by row, so
// sector i's twin is sector count-1-i. With an even number of rows side A's half is the first
// count/2 sectors (the rows nearest side A's edge) and no sector is its own twin.
//
// Stage by stage (sector_dice_generator.cpp):
//   terrain    A's sectors rolled (GOK-T3..T5, T7, T8); then one twin entry per sector of B's half
//              in the dice log, naming its original and repeating its GOK-T3 die (no die rolled)
//   water      A's watercourses routed inside A's half (watercourse_router.hpp)
//   crossings  on A's rivers
//   placement  A's pieces laid clear of everything, twins included, and of their own twin
//   twins      every feature and crossing turned into B's half (add_twins)
// Weather, armies and VP markers are not terrain: they are made as without --symmetric.
#include <map>
#include <string>
#include <vector>

#include "generators/sector_dice/sector_grid.hpp"
#include "generators/sector_dice/terrain_pieces.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// The sectors rolled on a symmetric table: side A's half, sectors 0 .. count/2-1.
int rolled_half(const SectorGrid& grid);
int twin_sector(const SectorGrid& grid, int sector);

// GOK-T7: a site and its twin are one choice (the rolled player's), so a pick naming either
// sector fills the pair. Keyed by the pair's sector in A's half; throws InputError when the two
// sectors are given different kinds.
std::map<int, std::string> fold_site_choices(const std::map<int, std::string>& site_choices, const SectorGrid& grid);
// Throws InputError, as check_site_choices_used does, when a pick names neither a site nor a twin.
void check_symmetric_site_choices(const std::map<int, std::string>& site_choices, const std::vector<Piece>& pieces,
                                  const SectorGrid& grid);

// The twin entries: for each sector of B's half, in sector order, its original's GOK-T3 entry
// with a note naming the original. Call right after side A's half is rolled.
void log_twin_entries(const SectorGrid& grid, std::vector<DiceLogEntry>& log);
// The note's words that name the original sector, which the validator looks for.
std::string twin_entry_mark(const std::string& original_sector_id);

// Appends the twin of every feature and crossing (all in A's half): features in B's sector order
// with ids following A's, crossings likewise; labels that name places (sector, route, the edges it
// enters and leaves by, the watercourse it joins) name the twin's, and the geometry is turned.
void add_twins(Scenario& scenario, const SectorGrid& grid);

}  // namespace wargen
