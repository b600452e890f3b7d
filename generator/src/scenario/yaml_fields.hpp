#pragma once
// The small pieces every part of the scenario reader and writer shares: flow maps and points as
// text, and the checked reading of optional keys, choices, finite numbers and points. One copy,
// so that the same key reads and writes the same way in every section of the file.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/extensions.hpp"
#include "core/geometry.hpp"
#include "core/yaml_access.hpp"
#include "scenario/extensions_io.hpp"

namespace wargen {

// ---- Writing ------------------------------------------------------------------------------

// (key, value text) pairs of a map being written; keys are literals.
using YamlFields = std::vector<std::pair<std::string_view, std::string>>;

// {k: v, k: v}, then the extension keys; "{}" when empty. `Fields` is a vector of (key, value
// text) pairs, the key a std::string or a std::string_view; a braced list is YamlFields.
template <typename Fields = YamlFields>
std::string flow_map(Fields fields, const Extensions& extensions = {}) {
  add_extension_fields(fields, extensions);
  std::string out = "{";
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) out += ", ";
    out.append(fields[i].first).append(": ").append(fields[i].second);
  }
  return out.append("}");
}

// [x, y] with the coordinates exactly as held (format_number).
std::string point_text(Point p);
// [[x, y], [x, y], …]; "[]" when empty.
std::string points_text(const std::vector<Point>& points);

// ---- Reading ------------------------------------------------------------------------------

// Written in quotes (or as a block): text, never a number or a boolean.
bool is_quoted(const YamlValue& value);
// A scalar that is text by YAML 1.2's core schema, and so by JSON: quoted, or plain but not a
// number, true or false. `name: 12` is refused, as the JSON Schema's "type": "string" refuses it.
std::string scenario_text(const YamlValue& value);
// Present with a value: a key written with nothing after it (null) counts as absent.
bool present(const YamlValue& value);
// An optional string (YamlValue::string); absent or null reads as "".
std::string optional_text(YamlMap& map, const std::string& key);
// Through parse_number, the twin of the writer's format_number, so "nan" and "inf" are refused.
double finite_number(const YamlValue& value);
// The value's text when it is one of `allowed`, else a failure listing them.
std::string one_of(const YamlValue& value, const std::vector<std::string>& allowed);
// A point [x, y] of finite numbers.
Point read_point(const YamlValue& value);
// A list of points, at least `min_count` of them.
std::vector<Point> read_point_list(const YamlValue& value, std::size_t min_count);

}  // namespace wargen
