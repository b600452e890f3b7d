#pragma once
// Where a procedure's dice come from: rolled now (and written to the dice log), or read back from
// a scenario's dice log. The validator runs the very procedure the generator ran on the logged
// rolls and compares what comes out with the scenario, so every rule that depends on a die is
// checked by the code that applied it, not by a second copy of it.
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/dice.hpp"
#include "ruleset/dice_table.hpp"

namespace wargen {

class DiceSource {
 public:
  virtual ~DiceSource() = default;
  // The total of `dice`, rolled for `rule`; `note` says what it decides (taken, so that a note made
  // for the roll goes into the log without a copy).
  virtual int roll(const Dice& dice, std::string_view rule, std::string note) = 0;

  template <typename Row>
  const Row& roll_on(const DiceTable<Row>& table, std::string_view rule, std::string note) {
    return table.lookup(roll(table.dice, rule, std::move(note)));
  }
};

// Rolls on `rng` and appends each roll to `log`.
class LiveDice final : public DiceSource {
 public:
  LiveDice(Pcg32& rng, std::vector<DiceLogEntry>& log) : rng_(rng), log_(log) {}
  int roll(const Dice& dice, std::string_view rule, std::string note) override {
    return dice.roll(rng_, log_, rule, std::move(note));
  }

 private:
  Pcg32& rng_;
  std::vector<DiceLogEntry>& log_;
};

// The log does not hold the roll the procedure asks for next.
class ReplayMismatch : public std::runtime_error {
 public:
  ReplayMismatch(std::string rule, const std::string& what) : std::runtime_error(what), rule_(std::move(rule)) {}
  const std::string& rule() const { return rule_; }

 private:
  std::string rule_;
};

// Hands out, in order, the logged totals of the entries whose rule is one of `rules`; each must be
// the rule and the dice asked for. Whether the rolls add up is check_dice_log's business.
class ReplayDice final : public DiceSource {
 public:
  ReplayDice(const std::vector<DiceLogEntry>& log, std::vector<std::string> rules);
  int roll(const Dice& dice, std::string_view rule, std::string note) override;
  // The entry the next roll will read, or null at the log's end: a procedure whose course a logged
  // note records (a re-roll's reason) reads it before rolling.
  const DiceLogEntry* peek() const;
  // Entries of those rules left over once the procedure is done.
  std::size_t unused() const;
  // The first left-over entry (valid when unused() > 0).
  const DiceLogEntry& first_unused() const;

 private:
  bool wanted(const DiceLogEntry& entry) const;
  const std::vector<DiceLogEntry>& log_;
  std::vector<std::string> rules_;
  std::size_t next_ = 0;
};

}  // namespace wargen
