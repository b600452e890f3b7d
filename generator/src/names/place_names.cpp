#include "names/place_names.hpp"

#include <algorithm>
#include <stdexcept>
#include <string_view>

#include "core/error.hpp"

namespace wargen {

namespace {

// Attempts before relaxing a preference. With a few hundred combinations per kind and at most a
// dozen or two features per table, the first stage almost always succeeds within a few draws.
constexpr int kFreshTries = 40;   // an unused name built from unused stems
constexpr int kUniqueTries = 40;  // an unused name, stems shared
// A part list this long holds stems ("Eich", "Wolfs"); shorter ones hold grammar ("Groß",
// "Wielka") whose repetition on one map is natural.
constexpr std::size_t kStemListSize = 8;

struct Drawn {
  std::string text;
  std::vector<std::string> stems;  // "part:entry" of every stem drawn
};

std::string lower_ascii(std::string text) {
  for (char& c : text)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return text;
}

// Expands every {part} of `pattern` with one entry drawn from that list; {name} becomes `name`.
Drawn expand(const std::string& pattern, const NameLanguage& language, Pcg32& rng, const std::string& name = "") {
  Drawn out;
  std::size_t at = 0;
  while (at < pattern.size()) {
    const std::size_t open = pattern.find('{', at);
    if (open == std::string::npos) {
      out.text.append(pattern, at);
      break;
    }
    out.text.append(pattern, at, open - at);
    const std::size_t close = pattern.find('}', open);  // the loader checked it exists
    const std::string_view part = std::string_view(pattern).substr(open + 1, close - open - 1);
    if (part == "name") {
      out.text += name;
    } else {
      const auto list = language.parts.find(part);  // the loader checked every part has a list
      if (list == language.parts.end()) throw std::logic_error("name pattern part without a list");
      const auto& entries = list->second;
      const std::string& entry = entries[rng.below(static_cast<std::uint32_t>(entries.size()))];
      out.text += entry;
      if (entries.size() >= kStemListSize) out.stems.push_back(std::string(part).append(1, ':').append(entry));
    }
    at = close + 1;
  }
  return out;
}

const std::string& pick(const std::vector<std::string>& items, Pcg32& rng) {
  return items[rng.below(static_cast<std::uint32_t>(items.size()))];
}

// The names and stems a table has used. A table names a few dozen features at most: a list
// searched from end to end costs less than a tree's node for every name.
class NameBook {
 public:
  void take(const std::string& name, const std::vector<std::string>& stems = {}) {
    std::string lower = lower_ascii(name);
    if (!used(names_, lower)) names_.push_back(std::move(lower));
    for (const auto& stem : stems)
      if (!used(stems_, stem)) stems_.push_back(stem);
  }
  bool name_free(const std::string& name) const { return !used(names_, lower_ascii(name)); }
  bool stems_free(const std::vector<std::string>& stems) const {
    for (const auto& stem : stems)
      if (used(stems_, stem)) return false;
    return true;
  }

 private:
  static bool used(const std::vector<std::string>& list, const std::string& text) {
    return std::find(list.begin(), list.end(), text) != list.end();
  }
  std::vector<std::string> names_;  // in lower case
  std::vector<std::string> stems_;
};

std::string new_name(const std::vector<std::string>& patterns, const NameLanguage& language, NameBook& book,
                     Pcg32& rng) {
  for (int attempt = 0; attempt < kFreshTries + kUniqueTries; ++attempt) {
    Drawn drawn = expand(pick(patterns, rng), language, rng);
    const bool fresh_enough = attempt >= kFreshTries || book.stems_free(drawn.stems);
    if (fresh_enough && book.name_free(drawn.text)) {
      book.take(drawn.text, drawn.stems);
      return drawn.text;
    }
  }
  // Crowded: vary a drawn name ("Groß Eichberg", "Eichberg de Arriba").
  for (int attempt = 0; attempt < kUniqueTries; ++attempt) {
    const std::string base = expand(pick(patterns, rng), language, rng).text;
    Drawn drawn = expand(pick(language.variations, rng), language, rng, base);
    if (book.name_free(drawn.text)) {
      book.take(drawn.text, drawn.stems);
      return drawn.text;
    }
  }
  // A last resort that always ends: number the name.
  const std::string base = expand(pick(patterns, rng), language, rng).text;
  for (int n = 2;; ++n) {
    std::string numbered = base + " " + std::to_string(n);
    if (book.name_free(numbered)) {
      book.take(numbered);
      return numbered;
    }
  }
}

}  // namespace

void assign_place_names(Scenario& scenario, const NameLanguage& language, Pcg32& rng) {
  NameBook book;
  for (const Feature& f : scenario.features)
    if (!f.name.empty()) book.take(f.name);
  for (Feature& f : scenario.features) {
    if (!f.name.empty() || f.kind == "players_choice") continue;
    const std::vector<std::string>* patterns = language.patterns_for(f.kind, attribute(f, "variant"));
    if (patterns == nullptr) continue;
    f.name = new_name(*patterns, language, book, rng);
  }
}

const NameLanguage& language_for_zone(const std::string& zone, Pcg32& rng) {
  int total = 0;
  for (const auto& language : language_zone_weights())
    if (auto it = language.zone_weights.find(zone); it != language.zone_weights.end()) total += it->second;
  if (total == 0) {
    std::string known;
    for (const auto& z : name_zones()) known += (known.empty() ? "" : ", ") + z;
    throw InputError("no place-name language for zone '" + zone + "' (zones: " + known + ")");
  }
  int roll = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
  for (const auto& language : language_zone_weights()) {
    auto it = language.zone_weights.find(zone);
    if (it == language.zone_weights.end()) continue;
    if (roll < it->second) return name_language(language.id);
    roll -= it->second;
  }
  throw std::logic_error("language_for_zone: weights do not add up");
}

}  // namespace wargen
