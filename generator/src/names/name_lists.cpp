#include "names/name_lists.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "core/yaml_access.hpp"
#include "names/embedded_name_lists.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

namespace {

// The part names a pattern refers to, in order; fails on an unclosed or empty brace.
std::vector<std::string> referenced_parts(const std::string& pattern, const YamlValue& where) {
  std::vector<std::string> names;
  for (std::size_t at = pattern.find('{'); at != std::string::npos; at = pattern.find('{', at + 1)) {
    const std::size_t close = pattern.find('}', at);
    if (close == std::string::npos || close == at + 1)
      where.fail("pattern '" + pattern + "' has an unclosed or empty {}");
    names.push_back(pattern.substr(at + 1, close - at - 1));
  }
  return names;
}

std::vector<std::string> read_list(const YamlValue& value) {
  std::vector<std::string> out;
  for (const auto& item : value.items()) {
    std::string text = item.text();
    if (text.empty()) item.fail("must not be empty");
    out.push_back(std::move(text));
  }
  if (out.empty()) value.fail("must be a list of at least one entry");
  return out;
}

bool known_zone(const std::string& zone) {
  return std::find(name_zones().begin(), name_zones().end(), zone) != name_zones().end();
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

}  // namespace

const std::vector<std::string>* NameLanguage::patterns_for(const std::string& kind, const std::string& variant) const {
  if (!variant.empty())
    if (auto it = patterns.find(kind + "/" + variant); it != patterns.end()) return &it->second;
  auto it = patterns.find(kind);
  return it == patterns.end() ? nullptr : &it->second;
}

NameLanguage read_name_language(std::string_view text, const std::string& file, const std::string& id) {
  YamlMap root(parse_yaml(text, file), file, "");
  NameLanguage language;
  language.id = id;
  auto declared = root.required("language");
  if (declared.text() != id) declared.fail("must be the file's own name, '" + id + "'");
  language.description = root.required("description").text();

  YamlMap zones = root.map("zones");
  for (const auto& zone : zones.keys()) {
    auto weight = zones.required(zone);
    if (!known_zone(zone)) weight.fail("unknown zone '" + zone + "' (known: " + joined(name_zones()) + ")");
    language.zone_weights[zone] = weight.integer(1, 100);
  }
  zones.finish();

  YamlMap parts = root.map("parts");
  for (const auto& name : parts.keys()) language.parts[name] = read_list(parts.required(name));
  parts.finish();

  auto check_parts = [&](const std::string& pattern, const YamlValue& where, bool allow_name) {
    for (const auto& part : referenced_parts(pattern, where))
      if (!language.parts.count(part) && !(allow_name && part == "name"))
        where.fail("pattern '" + pattern + "' uses {" + part + "}, which is not under 'parts'");
  };

  YamlMap kinds = root.map("kinds");
  for (const auto& key : kinds.keys()) {
    auto value = kinds.required(key);
    const std::string kind = key.substr(0, key.find('/'));
    if (!is_feature_kind(kind) || kind == "players_choice")
      value.fail("'" + kind + "' is not a feature kind that takes a name");
    for (const auto& item : value.items()) check_parts(item.text(), item, false);
    language.patterns[key] = read_list(value);
  }
  kinds.finish();

  auto variations = root.required("variations");
  for (const auto& item : variations.items()) {
    check_parts(item.text(), item, true);
    if (item.text().find("{name}") == std::string::npos) item.fail("a variation must contain {name}");
  }
  language.variations = read_list(variations);
  root.finish();
  return language;
}

const std::vector<NameLanguage>& name_languages() {
  static const std::vector<NameLanguage> all = [] {
    std::vector<NameLanguage> out;
    for (const auto& file : embedded_name_lists())
      out.push_back(read_name_language(file.text, "names/" + std::string(file.name) + ".yaml", std::string(file.name)));
    std::sort(out.begin(), out.end(), [](const NameLanguage& a, const NameLanguage& b) { return a.id < b.id; });
    return out;
  }();
  return all;
}

const NameLanguage& name_language(const std::string& id) {
  for (const auto& language : name_languages())
    if (language.id == id) return language;
  std::vector<std::string> ids;
  for (const auto& language : name_languages()) ids.push_back(language.id);
  throw InputError("unknown place-name language '" + id + "' (known: " + joined(ids) + ")");
}

}  // namespace wargen
