#include "app/print_options.hpp"

#include <charconv>

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

}  // namespace wargen
