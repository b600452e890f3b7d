#include "scenario/yaml_fields.hpp"

#include <stdexcept>

#include "core/number_text.hpp"

namespace wargen {

std::string point_text(Point p) {
  std::string out = "[";
  return out.append(format_number(p.x)).append(", ").append(format_number(p.y)).append("]");
}

std::string points_text(const std::vector<Point>& points) {
  std::string out = "[";
  for (std::size_t i = 0; i < points.size(); ++i) out.append(i > 0 ? ", " : "").append(point_text(points[i]));
  return out.append("]");
}

bool is_quoted(const YamlValue& value) {
  return value.kind() == YamlKind::scalar && value.document().tag(value.id()) == "!";
}

std::string scenario_text(const YamlValue& value) {
  std::string s = value.text();
  if (!is_quoted(value) && (read_number(s) || s == "true" || s == "True" || s == "TRUE" || s == "false" ||
                         s == "False" || s == "FALSE"))
    value.fail("must be text, not the plain value " + s + " (put it in quotes)");
  return s;
}

bool present(const YamlValue& value) { return value.present(); }

std::string optional_text(YamlMap& map, const std::string& key) {
  YamlValue value = map.optional(key);
  return present(value) ? scenario_text(value) : std::string();
}

// Messages start from std::string, never a literal + a temporary: GCC 12 at -O3 gives a false
// -Wrestrict on that form (PR105329), which -Werror builds turn into a failure.
double finite_number(const YamlValue& value) {
  std::string text = value.text();
  // "180" in quotes is text, which a JSON Schema's "number" refuses: so does the reader.
  if (is_quoted(value)) value.fail("must be a number, not the quoted text '" + text + "' (leave out the quotes)");
  try {
    return parse_number(text);
  } catch (const std::invalid_argument&) {
    value.fail("must be a finite decimal number, not '" + text + "'");
  }
}

std::string one_of(const YamlValue& value, const std::vector<std::string>& allowed) {
  std::string text = value.text();
  std::string list;
  for (const auto& a : allowed) {
    if (text == a) return text;
    list += (list.empty() ? "" : ", ") + a;
  }
  value.fail("must be one of " + list + "; not '" + text + "'");
}

Point read_point(const YamlValue& value) {
  auto items = value.items();
  if (items.size() != 2) value.fail("must be a point [x, y]");
  return {finite_number(items[0]), finite_number(items[1])};
}

std::vector<Point> read_point_list(const YamlValue& value, std::size_t min_count) {
  std::vector<Point> out;
  for (const auto& item : value.items()) out.push_back(read_point(item));
  if (out.size() < min_count)
    value.fail(std::string("needs at least ") + std::to_string(min_count) + " points [x, y], has " +
               std::to_string(out.size()));
  return out;
}

}  // namespace wargen
