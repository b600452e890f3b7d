#include "core/staging_name.hpp"

#include <atomic>
#include <charconv>

namespace wargen {

namespace {
constexpr std::string_view kMark = ".wargen-";
constexpr std::pair<StagingKind, std::string_view> kKindWords[] = {{StagingKind::staged, "tmp"},
                                                                   {StagingKind::previous, "old"},
                                                                   {StagingKind::commit, "set"},
                                                                   {StagingKind::undo, "undo"}};

// A decimal number filling `text` exactly (no sign, no leading '+', no spaces).
template <typename Number>
std::optional<Number> whole_number(std::string_view text) {
  Number value{};
  if (text.empty() || text.front() < '0' || text.front() > '9') return std::nullopt;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}
}  // namespace

std::string staging_file_name(const StagingName& name) {
  std::string_view word;
  for (const auto& [kind, w] : kKindWords)
    if (kind == name.kind) word = w;
  return "." + name.final_name + std::string(kMark) + std::string(word) + "-" + std::to_string(name.pid) + "-" +
         std::to_string(name.number);
}

std::uint64_t next_staging_number() {
  static std::atomic<std::uint64_t> next{0};
  return next++;
}

std::optional<StagingName> parse_staging_file_name(std::string_view file_name) {
  const auto mark = file_name.rfind(kMark);
  // "." + at least one character of the final name + the mark.
  if (mark == std::string_view::npos || mark < 2 || file_name.front() != '.') return std::nullopt;
  StagingName name;
  name.final_name = std::string(file_name.substr(1, mark - 1));
  std::string_view rest = file_name.substr(mark + kMark.size());
  bool known = false;
  for (const auto& [kind, word] : kKindWords)
    if (rest.size() > word.size() && rest.substr(0, word.size()) == word && rest[word.size()] == '-') {
      name.kind = kind;
      rest.remove_prefix(word.size() + 1);
      known = true;
      break;
    }
  const auto dash = rest.find('-');
  if (!known || dash == std::string_view::npos) return std::nullopt;
  auto pid = whole_number<long>(rest.substr(0, dash));
  auto number = whole_number<std::uint64_t>(rest.substr(dash + 1));
  if (!pid || *pid <= 0 || !number) return std::nullopt;
  name.pid = *pid;
  name.number = *number;
  return name;
}

}  // namespace wargen
