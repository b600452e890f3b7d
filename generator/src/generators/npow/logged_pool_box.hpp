#pragma once
// The terrain box as the validator sees it (docs/rules.md NPOW-B1): it has the scenario, not the
// box, so it answers the pool's "can the box serve this element?" from the dice log, where the
// generator logged every re-roll the box asked for with a note naming what it lacked. Replaying
// the pool with it accepts those re-rolls, and refuses a log that contradicts itself: a re-roll
// whose note names another element than the die gave, or an element the box is said to lack
// taken later while no less of the box is in use.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "generators/npow/terrain_pool.hpp"
#include "ruleset/dice_source.hpp"

namespace wargen {

class LoggedPoolBox final : public PoolBox {
 public:
  explicit LoggedPoolBox(const ReplayDice& dice) : dice_(dice) {}
  // Throws ReplayMismatch naming NPOW-S2 for a log that contradicts itself (above).
  bool reserve(const PoolElement& e, int copies) override;
  void release(const PoolElement& e) override;

 private:
  using Usage = std::map<std::string, int>;  // catalogue element -> how many the pool holds
  const ReplayDice& dice_;
  Usage usage_;
  std::map<int, std::pair<std::string, int>> held_;   // pool element -> (catalogue element, copies)
  std::map<std::string, std::vector<Usage>> lacked_;  // catalogue element -> the usages it was lacking at
};

}  // namespace wargen
