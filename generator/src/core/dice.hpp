#pragma once
// Dice notation used by rulesets: "1d6", "2d6", "1d6+6", "1d4-1", "1d10" (a d10's 0 reads as 10,
// so it rolls 1..10). Every die a procedure rolls goes into the scenario's dice log.
#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/dice_rolls.hpp"
#include "core/extensions.hpp"
#include "core/rng.hpp"

namespace wargen {

struct DiceLogEntry {
  // Constructors, so not an aggregate: value-initialising an aggregate (as the log's emplace_back()
  // does for every roll) zeroes all its 200 bytes first, with a `rep stos` that perf put most of
  // a roll's time on; a constructor of its own starts each member as below.
  DiceLogEntry() {}  // not `= default`, which would bring the zeroing back
  DiceLogEntry(std::string rule_id, std::string notation, DiceRolls faces, int total, std::string what,
               Extensions own_keys = {})
      : rule(std::move(rule_id)),
        dice(std::move(notation)),
        rolls(std::move(faces)),
        result(total),
        note(std::move(what)),
        extensions(std::move(own_keys)) {}

  std::string rule;   // rule ID served, e.g. "GOK-T3"
  std::string dice;   // notation, e.g. "1d6"
  DiceRolls rolls;
  int result = 0;
  std::string note;   // what the roll decided, for a human replaying it
  Extensions extensions{};  // a tool's own x- keys, kept as read
  bool operator==(const DiceLogEntry&) const = default;
};

class Dice {
 public:
  Dice() { write_notation(); }
  Dice(int count, int faces, int modifier = 0);

  // Throws std::invalid_argument with a short reason when `text` is not dice notation.
  static Dice parse(std::string_view text);

  int count() const { return count_; }
  int faces() const { return faces_; }
  int modifier() const { return modifier_; }
  int min() const { return count_ + modifier_; }
  int max() const { return count_ * faces_ + modifier_; }
  std::string notation() const { return std::string(notation_.data(), notation_size_); }

  // The number of ways each total in [min, max] can come up (index 0 = min): the exact
  // distribution, used by chi-square tests and by the validator.
  std::vector<double> outcome_weights() const;

  // Rolls, appends one entry to `log`, returns the total.
  int roll(Pcg32& rng, std::vector<DiceLogEntry>& log, std::string_view rule, std::string note) const;

  bool operator==(const Dice&) const = default;

 private:
  void write_notation();

  int count_ = 1;
  int faces_ = 6;
  int modifier_ = 0;
  // The notation, written once: every roll logs it, a few hundred times a table. The longest,
  // "100d1000+1000", fits, and the text stays short enough for std::string to keep in place.
  std::array<char, 15> notation_{};
  unsigned char notation_size_ = 0;
};

}  // namespace wargen
