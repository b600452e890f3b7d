#include "scenario/extensions_io.hpp"

#include <set>

#include "scenario/scenario_writer.hpp"

namespace wargen {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// YAML's core schema gives a plain scalar a type by its text; JSON's values are the part of it
// every reader agrees on. Quoted text, and plain text that resolves to a string, stay strings.
std::string scalar_text(const YamlValue& value) {
  const YAML::Node& node = value.node();
  const std::string& text = node.Scalar();
  if (node.Tag() == "?") {  // plain
    if (text == "true" || text == "false" || text == "null" || is_json_number(text)) return text;
    if (text == "~" || text.empty()) return "null";
  } else if (node.Tag() != "!" && node.Tag() != "tag:yaml.org,2002:str") {
    value.fail("an extension value may be null, true, false, a number, text, a list or a map; not a '" + node.Tag() +
               "'");
  }
  return yaml_string(text);
}

std::string value_text(const YamlValue& value) {
  const YAML::Node& node = value.node();
  if (!node.IsDefined() || node.IsNull()) return "null";
  if (node.IsScalar()) return scalar_text(value);
  std::string out;
  if (node.IsSequence()) {
    for (const auto& item : value.items()) out.append(out.empty() ? "" : ", ").append(value_text(item));
    return std::string("[").append(out).append("]");
  }
  std::set<std::string> seen;
  for (auto it = node.begin(); it != node.end(); ++it) {
    if (!it->first.IsScalar()) value.fail("an extension value's map keys must be text");
    const std::string& key = it->first.Scalar();
    YamlValue child(it->second, value.file(), value.key() + "." + key);
    if (!seen.insert(key).second) child.fail("appears twice");
    out.append(out.empty() ? "" : ", ").append(yaml_string(key)).append(": ").append(value_text(child));
  }
  return std::string("{").append(out).append("}");
}

}  // namespace

bool is_json_number(std::string_view text) {
  std::size_t i = 0, n = text.size();
  auto digits = [&] {
    std::size_t start = i;
    while (i < n && is_digit(text[i])) ++i;
    return i > start;
  };
  if (i < n && text[i] == '-') ++i;
  if (i < n && text[i] == '0') {
    ++i;
  } else if (!digits()) {
    return false;
  }
  if (i < n && text[i] == '.' && !(++i, digits())) return false;
  if (i < n && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < n && (text[i] == '+' || text[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == n;
}

Extensions read_extensions(YamlMap& map) {
  Extensions out;
  for (const auto& key : map.keys())
    if (is_extension_key(key)) out[key] = value_text(map.optional(key));
  return out;
}

}  // namespace wargen
