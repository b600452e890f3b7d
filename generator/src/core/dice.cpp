#include "core/dice.hpp"

#include <charconv>
#include <stdexcept>

namespace wargen {

namespace {
constexpr int kMaxDice = 100;
constexpr int kMaxFaces = 1000;
constexpr int kMaxModifier = 1000;  // keeps count x faces + modifier far inside an int

int parse_positive(std::string_view text, const char* what) {
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty())
    throw std::invalid_argument(std::string("bad ") + what);
  return value;
}
}  // namespace

Dice::Dice(int count, int faces, int modifier) : count_(count), faces_(faces), modifier_(modifier) {
  if (count < 1 || count > kMaxDice) throw std::invalid_argument("dice count must be 1.." + std::to_string(kMaxDice));
  if (faces < 2 || faces > kMaxFaces) throw std::invalid_argument("dice faces must be 2.." + std::to_string(kMaxFaces));
  if (modifier < -kMaxModifier || modifier > kMaxModifier)
    throw std::invalid_argument("dice modifier must be -" + std::to_string(kMaxModifier) + ".." +
                                std::to_string(kMaxModifier));
  write_notation();
}

Dice Dice::parse(std::string_view text) {
  auto d = text.find('d');
  if (d == std::string_view::npos || d == 0)
    throw std::invalid_argument("'" + std::string(text) + "' is not dice notation (expected e.g. 1d6, 2d6, 1d6+6)");
  std::string_view count_text = text.substr(0, d);
  std::string_view rest = text.substr(d + 1);
  int modifier = 0;
  auto sign = rest.find_first_of("+-");
  std::string_view faces_text = rest.substr(0, sign);
  try {
    if (sign != std::string_view::npos) {
      modifier = parse_positive(rest.substr(sign + 1), "modifier");
      if (rest[sign] == '-') modifier = -modifier;
    }
    return Dice(parse_positive(count_text, "dice count"), parse_positive(faces_text, "dice faces"), modifier);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument("'" + std::string(text) + "' is not dice notation (" + e.what() + ")");
  }
}

void Dice::write_notation() {
  char* at = notation_.data();
  char* const end = notation_.data() + notation_.size();
  auto append = [&](int value) { at = std::to_chars(at, end, value).ptr; };
  append(count_);
  *at++ = 'd';
  append(faces_);
  if (modifier_ > 0) *at++ = '+';
  if (modifier_ != 0) append(modifier_);
  notation_size_ = static_cast<unsigned char>(at - notation_.data());
}

std::vector<double> Dice::outcome_weights() const {
  // Convolution of `count_` uniform dice.
  std::vector<double> ways{1.0};
  for (int die = 0; die < count_; ++die) {
    std::vector<double> next(ways.size() + static_cast<std::size_t>(faces_) - 1, 0.0);
    for (std::size_t i = 0; i < ways.size(); ++i)
      for (int face = 0; face < faces_; ++face) next[i + static_cast<std::size_t>(face)] += ways[i];
    ways = std::move(next);
  }
  return ways;
}

int Dice::roll(Pcg32& rng, std::vector<DiceLogEntry>& log, std::string_view rule, std::string note) const {
  DiceLogEntry& entry = log.emplace_back();
  entry.rule.assign(rule);
  entry.dice.assign(notation_.data(), notation_size_);
  entry.note = std::move(note);
  entry.rolls.reserve(static_cast<std::size_t>(count_));
  int total = modifier_;
  for (int i = 0; i < count_; ++i) {
    int face = rng.between(1, faces_);
    entry.rolls.push_back(face);
    total += face;
  }
  entry.result = total;
  return total;
}

}  // namespace wargen
