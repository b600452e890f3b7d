#pragma once
// Stage 1 of NPOW, the defender's terrain pool: how many elements (NPOW-S1), what each is on the
// zone's d10 table (S2), the river from the zeros (S3), the objective count with its re-rolls and
// downgrades (S5), and each river section's quality (S6). Dice only, no geometry. The validator
// replays the same function on the logged dice (ReplayDice) and compares.
//
// The symmetric procedure (PoolSettings::symmetric, docs/rules.md WARGEN-SYM): S1 as usual, then
// the natures of floor(N/2) elements are rolled and each gets its half-turn twin (no die; the
// rolled element's log note names it), numbered after the rolled ones; an odd N rolls one more
// element that is its own twin, on the table's centre (a 0 for it is rolled again: a river through
// the centre does not fit S3's lengths). S5 counts the whole table and re-rolls or downgrades an
// element together with its twin; S6 is rolled for the rolled rivers' sections and copied to the
// twins'.
#include <string>
#include <vector>

#include "generators/npow/npow_params.hpp"
#include "ruleset/dice_source.hpp"

namespace wargen {

struct PoolElement {
  int index = 0;                // 1-based place in the pool, the order the dice were rolled
  std::string element;          // catalogue name (NpowParams::elements)
  bool objective = false;       // NPOW-O1: a hill or built-up area that stays an objective
  bool elevation_only = false;  // NPOW-S5: a hill downgraded to an elevation
  int river_sections = 0;       // a watercourse element: the sections it brings (NPOW-S3)
  bool second_zero = false;     // the second 0: its sections extend the river or make a tributary
  int twin_of = 0;              // symmetric: a twin, the rolled element it is the half turn of
  bool centre = false;          // symmetric: the odd element, its own twin on the table's centre
};

struct TerrainPool {
  std::string zone;
  int count = 0;             // NPOW-S1
  int objective_target = 0;  // NPOW-S5
  bool count_section_crossings = false;  // NpowParams::count_section_crossings
  std::vector<PoolElement> elements;
  std::vector<SectionQuality> section_quality;  // NPOW-S6, section 1 first (from the table edge); twins' after
  bool symmetric = false;

  // NPOW-S5's count: objective elements, and the sections' bridges and fords when the ruleset says.
  int objectives() const;
  int river_sections() const;
  const PoolElement* river() const;         // the first 0, or null
  const PoolElement* second_river() const;  // the second 0, or null
  // Symmetric: the element that is the half turn of element `index` (itself for the centre one).
  int twin(int index) const;
};

// The club's terrain box as the pool's dice see it (docs/rules.md NPOW-B1): whether it can still
// serve an element the d10 gave (and its twin), setting aside what it takes. The generator asks
// the box itself (box_elements.hpp); the validator, which has the scenario and not the box, reads
// the answer the generator logged (a re-roll whose note says what the box lacks).
class PoolBox {
 public:
  virtual ~PoolBox() = default;
  // Whether the box can serve `e` (with its twin on a symmetric table, `copies` 2), given what
  // the pool's other elements have set aside; if so, `e`'s pieces are set aside for it.
  virtual bool reserve(const PoolElement& e, int copies) = 0;
  // `e` is rolled again (NPOW-S5): what it set aside goes back.
  virtual void release(const PoolElement& e) = 0;
};

// Why a re-roll the box asked for is made; its log note reads "element 3: box has no hill left,
// rolled again (NPOW-B1)", naming the catalogue element the die gave.
std::string box_reroll_reason(const std::string& element, bool twin);
// Whether `note` is such a re-roll's, for element `index`.
bool is_box_reroll_note(const std::string& note, int index);

struct PoolSettings {
  std::string zone;               // a key of NpowParams::zones
  bool no_objective_max = false;  // NPOW-S5 convention: no hill is downgraded
  bool symmetric = false;         // the symmetric procedure (above)
};

// DESIGN (NPOW-S1, S5): a die rolled for the source's table (NpowParams::pool_area_cm2) read for
// the table in `params`: on a larger one, times its area over the source's, to the nearest whole
// number (halves up; a 6 x 4 ft table, 3 % larger, rolls as the source's); on one no larger, as
// rolled (a smaller table only has more elements for its area).
int scaled_to_table(int rolled, const NpowParams& params);

// Throws GenerationError naming NPOW-S5 when the objectives stay short of the die: the re-rolls
// ran out (reroll_limit), or no element is left that may be rolled again.
// With `box` (the club's terrain box, NPOW-B1), every element is one the box can serve; throws
// GenerationError naming NPOW-P1 when it cannot serve the pool the dice ask for.
TerrainPool roll_pool(const NpowParams& params, const PoolSettings& settings, DiceSource& dice,
                      PoolBox* box = nullptr);

}  // namespace wargen
