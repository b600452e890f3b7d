#include "ruleset/table_size.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

#include "core/error.hpp"
#include "core/number_text.hpp"

namespace wargen {

namespace {

std::optional<double> number(std::string_view text) {
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) return {};
  return value;
}

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

}  // namespace

TableSize parse_table_size(const std::string& text, const std::string& flag) {
  const auto fail = [&] {
    return InputError(flag + ": '" + text + "' is not a table size (WxH in cm, e.g. 180x120, or in feet, e.g. 6x4ft)");
  };
  std::string_view rest = text;
  double unit_cm = 1;
  for (auto [suffix, cm] : {std::pair{"cm", 1.0}, std::pair{"ft", 30.48}, std::pair{"in", 2.54}})
    if (ends_with(rest, suffix)) {
      unit_cm = cm;
      rest.remove_suffix(std::string_view(suffix).size());
      break;
    }
  std::size_t cross = rest.find('x');
  std::size_t cross_len = 1;
  if (cross == std::string_view::npos) {
    cross = rest.find("\u00d7");
    cross_len = std::string_view("\u00d7").size();
  }
  if (cross == std::string_view::npos) throw fail();
  const auto w = number(rest.substr(0, cross)), d = number(rest.substr(cross + cross_len));
  if (!w || !d || *w <= 0 || *d <= 0) throw fail();
  if (*w * unit_cm > kMaxTableSideCm || *d * unit_cm > kMaxTableSideCm)
    throw InputError(flag + ": '" + text + "' is no table (at most " + format_number(kMaxTableSideCm) + " cm a side)");
  // To the 0.01 cm grid every scenario coordinate lives on.
  TableSize size{std::round(*w * unit_cm * 100) / 100, std::round(*d * unit_cm * 100) / 100};
  if (size.width_cm < size.depth_cm)
    throw InputError(flag + ": '" + text + "' gives the long edge first (width x depth), e.g. 6x4ft");
  return size;
}

std::string table_size_text(const TableSize& size) {
  return format_number(size.width_cm) + "x" + format_number(size.depth_cm);
}

}  // namespace wargen
