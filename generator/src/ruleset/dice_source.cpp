#include "ruleset/dice_source.hpp"

#include <algorithm>

namespace wargen {

ReplayDice::ReplayDice(const std::vector<DiceLogEntry>& log, std::vector<std::string> rules)
    : log_(log), rules_(std::move(rules)) {}

bool ReplayDice::wanted(const DiceLogEntry& entry) const {
  return std::find(rules_.begin(), rules_.end(), entry.rule) != rules_.end();
}

int ReplayDice::roll(const Dice& dice, std::string_view rule_id, std::string note) {
  // The texts of a mismatch's message are made only for a mismatch: this runs for every roll a
  // validation replays.
  const auto rule = [rule_id] { return std::string(rule_id); };
  while (next_ < log_.size() && !wanted(log_[next_])) ++next_;
  if (next_ >= log_.size())
    throw ReplayMismatch(rule(),
                         "the dice log ends before the " + dice.notation() + " for " + rule() + " (" + note + ")");
  const DiceLogEntry& entry = log_[next_];
  const std::size_t at = next_++;
  auto where = [at] { return "dice_log[" + std::to_string(at) + "]"; };
  if (entry.rule != rule_id)
    throw ReplayMismatch(rule(), where() + " is a roll for " + entry.rule + " where the procedure rolls " +
                                     dice.notation() + " for " + rule() + " (" + note + ")");
  if (entry.dice != dice.notation())
    throw ReplayMismatch(rule(), where() + " rolls " + entry.dice + " where " + rule() + " rolls " + dice.notation() +
                                     " (" + note + ")");
  if (entry.result < dice.min() || entry.result > dice.max())
    throw ReplayMismatch(rule(),
                         where() + ": " + std::to_string(entry.result) + " cannot come from " + dice.notation());
  return entry.result;
}

const DiceLogEntry* ReplayDice::peek() const {
  for (std::size_t i = next_; i < log_.size(); ++i)
    if (wanted(log_[i])) return &log_[i];
  return nullptr;
}

std::size_t ReplayDice::unused() const {
  std::size_t n = 0;
  for (std::size_t i = next_; i < log_.size(); ++i) n += wanted(log_[i]);
  return n;
}

const DiceLogEntry& ReplayDice::first_unused() const {
  for (std::size_t i = next_; i < log_.size(); ++i)
    if (wanted(log_[i])) return log_[i];
  throw std::logic_error("ReplayDice::first_unused: none");
}

}  // namespace wargen
