#pragma once
// GOK-B1..B3 (docs/rules.md): Game of Kings with the club's terrain box. The dice still decide
// (GOK-T4/T5); a result must then be matched to a piece the box holds and has left. One the box
// cannot serve is diced again, as GOK-T5's SOURCE says ("if the exact nature and size of the
// feature cannot be agreed by the players, more dicing will be necessary"): the sub-table first,
// then the category, a bounded number of times, each re-roll logged with a note naming what the
// box lacks. When nothing the box holds can serve the sector, it stays open ground, logged.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"
#include "generators/sector_dice/sector_dice_rules.hpp"
#include "scenario/scenario.hpp"
#include "terrain_box/terrain_box.hpp"

namespace wargen {

// What is left of the box while one table is rolled and laid.
struct BoxDraw {
  const TerrainBox* box = nullptr;
  BoxStock stock;
  int per_feature = 1;       // WARGEN-SYM: 2 on a symmetric table, the twin taking a second piece
  double min_course_cm = 0;  // GOK-T6: the shortest course a watercourse may have (GOK-B2)

  BoxDraw(const TerrainBox& terrain_box, const SectorDiceParams& params, bool symmetric);
  // The first piece in the box's order that serves template `t` with enough left: for an area,
  // per_feature pieces; for a watercourse, sections of its width covering min_course_cm, per_feature
  // times.
  const BoxPiece* first_serving(const FeatureTemplate& t) const;
  bool serves(const FeatureTemplate& t) const { return first_serving(t) != nullptr; }
  // Whether any feature of `category` (a GOK-T5 table) can be served.
  bool serves_category(const SectorDiceParams& params, const std::string& category) const;
  // Takes the first serving piece for `feature` (its pieces; a watercourse's width_cm is the
  // sections'). The caller checked serves(t).
  void reserve(const FeatureTemplate& t, Feature& feature);
};

// WARGEN-SYM with a box: each piece is laid with its twin, so a box holding no piece twice (nor
// sections for two shortest courses) cannot make a symmetric table: GenerationError saying so.
void check_box_pairs(const BoxDraw& box);

// The marker a box's note adds after a roll's own note; the validator strips it to find the roll.
inline constexpr std::string_view kBoxNoteMark = " | box: ";
std::string_view note_without_box(std::string_view note);
// "…: which hill | box: rolled again, the box has no steep_hill left (GOK-B1)"
std::string box_reroll_note(const std::string& roll_note, const std::string& lacking);
// What a box_reroll_note says the box lacks; empty for any other note.
std::string_view box_reroll_lacking(std::string_view note);
// Says, after the last roll of `where` (sector_where) in the log, that the sector stays open
// ground and why (GOK-B1, B2).
void note_open_ground(std::vector<DiceLogEntry>& log, const std::string& where, const std::string& why);
// The sector a note_open_ground note names ("sector B1" -> "B1"); empty for any other note.
std::string_view box_open_ground_sector(std::string_view note);

// GOK-B1: from the GOK-T4 `row` just rolled for `where`, dices until the box serves a feature.
// Returns the template, its piece reserved in `feature`, or null: the sector stays open ground
// (its last log entry says so). A player's-choice row met on a re-roll is rolled again: the
// re-roll looks for a piece of the box, and the player's choice was the first roll's to give.
const FeatureTemplate* roll_box_feature(const SectorDiceParams& params, BoxDraw& box, const CategoryRow& row,
                                        Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& where,
                                        Feature& feature);

// GOK-B1 for a player's pick (GOK-T7: a category rolled on its own table, or one feature): the
// pick's category is diced again on its table only; a pick the box cannot serve fails the seed
// (GenerationError naming GOK-T7 and what the box lacks). Reserves the piece in `feature`.
const FeatureTemplate& resolve_box_choice(const SectorDiceParams& params, BoxDraw& box, const std::string& choice,
                                          Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& where,
                                          Feature& feature);

// GOK-B1 for an open site (GOK-T7): the suggestion `suggested` (just rolled) must be a category the
// box can serve; otherwise it is rolled again. Returns the category, its piece reserved in
// `feature` for the player, or nothing: the sector stays open ground.
std::optional<std::string> box_suggestion(const SectorDiceParams& params, BoxDraw& box, std::string suggested,
                                          Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& where,
                                          const std::string& roll_note, Feature& feature);

// GOK-B2: lays a routed course of `length_cm` from owned sections of its kind and width (the
// reserved ones given back first, then taken in the box's order). Returns false, holding nothing,
// when the box cannot cover the course.
bool lay_course_sections(BoxDraw& box, Feature& feature, double length_cm);
// GOK-B2: a rolled course the box's sections cannot lay: its GOK-T5 table is rolled again, up to 3
// times, for an area of that table the box serves (the lake or marsh a river falls to); a
// watercourse result is rolled again too (its course would be routed anew). Returns the template,
// its piece reserved in `feature`, or null: the sector stays open ground.
const FeatureTemplate* redice_course(const SectorDiceParams& params, BoxDraw& box, const FeatureTemplate& course,
                                     Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& where,
                                     Feature& feature);
// Gives back everything `feature` holds.
void give_back_pieces(BoxDraw& box, const Feature& feature);

// The other pieces that serve `feature`'s kind and variant with per_feature left, in the box's
// order, after its reserved one: what placement tries when the reserved piece finds no room.
std::vector<const BoxPiece*> alternative_pieces(const BoxDraw& box, const Feature& feature);

}  // namespace wargen
