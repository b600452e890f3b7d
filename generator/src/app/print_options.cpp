#include "app/print_options.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "app/format_writers.hpp"
#include "app/pipeline.hpp"
#include "core/error.hpp"

namespace wargen {

GridStyle parse_grid(const std::string& text) {
  if (text == "sectors") return GridStyle::sectors;
  if (text == "none") return GridStyle::none;
  if (text == "cm10") return GridStyle::cm10;
  throw InputError("--grid: '" + text + "' is not a grid (sectors, none or cm10)");
}

render::Paper parse_paper(const std::string& text) {
  if (text == "a4" || text == "A4") return render::Paper::a4;
  if (text == "a3" || text == "A3") return render::Paper::a3;
  if (text == "letter" || text == "Letter") return render::Paper::letter;
  throw InputError("--paper: '" + text + "' is not a paper size (a4, letter or a3)");
}

int parse_print_scale(const std::string& text) {
  if (text == "fit") return 0;
  constexpr int kSmallest = 100;  // 1:100 puts a 6 ft table on a matchbox: far enough
  const auto fail = [&] {
    return InputError("--print-scale: '" + text + "' is not a scale (1:1 for true size, 1:N up to 1:100, or fit)");
  };
  if (text.size() < 3 || text.compare(0, 2, "1:") != 0) throw fail();
  int n = 0;
  const char* end = text.data() + text.size();
  auto [stop, error] = std::from_chars(text.data() + 2, end, n);
  if (error != std::errc() || stop != end || n < 1 || n > kSmallest) throw fail();
  return n;
}

std::vector<std::string> parse_formats(const std::string& text, bool no_yaml) {
  std::vector<std::string> formats;
  if (!no_yaml) formats.push_back("yaml");
  std::stringstream in(text);
  std::vector<std::string> named;  // as the user typed them: a format named twice is a mistake
  for (std::string name; std::getline(in, name, ',');) {
    if (name.empty()) continue;
    if (std::find(known_formats().begin(), known_formats().end(), name) == known_formats().end())
      throw InputError("--format: unknown format '" + name + "' (known: " + format_list() + ")");
    if (std::find(named.begin(), named.end(), name) != named.end())
      throw InputError("--format: '" + name + "' is named twice");
    named.push_back(name);
    if (std::find(formats.begin(), formats.end(), name) == formats.end()) formats.push_back(name);
  }
  if (named.empty()) throw InputError("--format: name at least one format (" + format_list() + ")");
  return formats;
}

namespace {

// One printable line of at most `max_bytes`: control characters would break the one-line header,
// footer and sheet line they are printed on (the YAML is quoted anyway).
std::string one_printable_line(const std::string& flag, const std::string& text, std::size_t max_bytes) {
  if (text.size() > max_bytes)
    throw InputError(flag + ": at most " + std::to_string(max_bytes) + " characters, not " +
                     std::to_string(text.size()));
  if (std::any_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; }))
    throw InputError(flag + ": one line of printable text, please");
  return text;
}

}  // namespace

std::string parse_title(const std::string& text) { return one_printable_line("--title", text, kMaxTitleBytes); }

std::string parse_label(const std::string& text) { return one_printable_line("--label", text, kMaxLabelBytes); }

}  // namespace wargen
