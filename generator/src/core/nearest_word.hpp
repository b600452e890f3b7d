#pragma once
// "Did you mean …?": the known word nearest to a mistyped one, for messages that name what the
// user probably meant (a flag, a key).
#include <optional>
#include <string>
#include <vector>

namespace wargen {

// Levenshtein distance: single-character insertions, deletions and substitutions.
std::size_t edit_distance(const std::string& a, const std::string& b);

// The candidate nearest to `word` when it is near enough to be a slip (at most a third of the
// word's length away, and at least 1 or 2 characters for short words); the first of equals.
std::optional<std::string> nearest_word(const std::string& word, const std::vector<std::string>& candidates);

}  // namespace wargen
