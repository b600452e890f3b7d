#include "scenario/extensions_io.hpp"

#include <set>

#include "scenario/scenario_writer.hpp"

namespace wargen {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// YAML's core schema gives a plain scalar a type by its text; JSON's values are the part of it
// every reader agrees on. Quoted text, and plain text that resolves to a string, stay strings.
// (A plain null, ~ or nothing is a null node already: core/yaml_document.hpp.)
std::string scalar_text(const YamlValue& value) {
  const std::string_view tag = value.document().tag(value.id());
  const std::string text = value.text();
  if (tag == "?") {  // plain
    if (text == "true" || text == "false" || is_json_number(text)) return text;
  } else if (tag != "!" && tag != "tag:yaml.org,2002:str") {
    value.fail("an extension value may be null, true, false, a number, text, a list or a map; not a '" +
               std::string(tag) + "'");
  }
  return yaml_string(text);
}

// Recursive, but the document's depth is capped (YamlDocument::kMaxDepth) and holds no aliases,
// so both the depth and the work are bounded by the file's size.
std::string value_text(const YamlValue& value) {
  if (!value.present()) return "null";
  if (value.kind() == YamlKind::scalar) return scalar_text(value);
  std::string out;
  if (value.kind() == YamlKind::sequence) {
    for (const auto& item : value.items()) out.append(out.empty() ? "" : ", ").append(value_text(item));
    return std::string("[").append(out).append("]");
  }
  const YamlDocument& doc = value.document();
  std::set<std::string_view> seen;
  for (std::size_t i = 0, n = doc.size(value.id()); i < n; ++i) {
    const YamlDocument::Id key_id = doc.key(value.id(), i);
    if (doc.kind(key_id) != YamlKind::scalar) value.fail("an extension value's map keys must be text");
    const std::string key(doc.text(key_id));
    YamlValue child(value.shared_document(), doc.value(value.id(), i), value.key() + "." + key);
    if (!seen.insert(doc.text(key_id)).second) child.fail("appears twice");
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
