#include "names/place_names.hpp"

#include <algorithm>
#include <stdexcept>
#include <string_view>

#include "core/error.hpp"
#include "core/text_order.hpp"

namespace wargen {

namespace {

// Attempts before relaxing a preference. With a few hundred combinations per kind and at most a
// dozen or two features per table, the first stage almost always succeeds within a few draws.
constexpr int kFreshTries = 40;   // an unused name built from unused stems
constexpr int kUniqueTries = 40;  // an unused name, stems shared
// A part list this long holds stems ("Eich", "Wolfs"); shorter ones hold grammar ("Groß",
// "Wielka") whose repetition on one map is natural.
constexpr std::size_t kStemListSize = 8;

// A stem drawn: one entry of a part's list. Two draws share a stem when they took the same text
// from the same list (a list per part name); kept as pointers into the language, not as text.
struct Stem {
  const std::vector<std::string>* list;
  const std::string* entry;
  bool operator==(const Stem& other) const { return list == other.list && *entry == *other.entry; }
};

struct Drawn {
  std::string text;
  std::vector<Stem> stems;  // every stem drawn
};

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
      if (entries.size() >= kStemListSize) out.stems.push_back({&entries, &entry});
    }
    at = close + 1;
  }
  return out;
}

const std::string& pick(const std::vector<std::string>& items, Pcg32& rng) {
  return items[rng.below(static_cast<std::uint32_t>(items.size()))];
}

// The names and stems a table has used. A table names a few dozen features at most: a list
// searched from end to end costs less than a tree's node for every name. Names are told apart
// without regard to the case of ASCII letters.
class NameBook {
 public:
  void take(const std::string& name, const std::vector<Stem>& stems = {}) {
    if (name_free(name)) names_.push_back(name);
    for (const auto& stem : stems)
      if (!used(stem)) stems_.push_back(stem);
  }
  bool name_free(const std::string& name) const {
    for (const auto& taken : names_)
      if (same_ignoring_ascii_case(taken, name)) return false;
    return true;
  }
  bool stems_free(const std::vector<Stem>& stems) const {
    for (const auto& stem : stems)
      if (used(stem)) return false;
    return true;
  }

 private:
  bool used(const Stem& stem) const { return std::find(stems_.begin(), stems_.end(), stem) != stems_.end(); }
  std::vector<std::string> names_;
  std::vector<Stem> stems_;
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
