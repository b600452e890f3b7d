#include "names/name_lists.hpp"

#include <algorithm>
#include <memory>
#include <mutex>

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

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

bool known_zone(const std::string& zone) {
  return std::find(name_zones().begin(), name_zones().end(), zone) != name_zones().end();
}

// zones: {zone: weight}, each zone one NPOW-S2 names and each weight 1..100.
std::map<std::string, int> read_zone_weights(YamlMap zones) {
  std::map<std::string, int> weights;
  for (const auto& zone : zones.keys()) {
    auto weight = zones.required(zone);
    if (!known_zone(zone)) weight.fail("unknown zone '" + zone + "' (known: " + joined(name_zones()) + ")");
    weights[zone] = weight.integer(1, 100);
  }
  zones.finish();
  return weights;
}

// The top-level `zones:` entry of a name file and nothing else, with every line before it left
// blank so that the parser reports the file's own line numbers. A top-level key of a block mapping
// starts in column 0 and its value's lines are indented, so the entry ends at the next line that
// starts with a key. Empty when the file has no such line (the caller then reads it whole).
std::string zones_entry(std::string_view text) {
  std::size_t line_start = 0;
  std::size_t newlines = 0;
  while (line_start < text.size() && text.compare(line_start, 6, "zones:") != 0) {
    const std::size_t end = text.find('\n', line_start);
    if (end == std::string_view::npos) return {};
    line_start = end + 1;
    ++newlines;
  }
  if (line_start >= text.size()) return {};
  std::size_t entry_end = text.find('\n', line_start);
  while (entry_end != std::string_view::npos && entry_end + 1 < text.size()) {
    const char first = text[entry_end + 1];
    if (first != ' ' && first != '\t' && first != '#' && first != '\n' && first != '\r') break;
    entry_end = text.find('\n', entry_end + 1);
  }
  const std::size_t length = entry_end == std::string_view::npos ? text.size() - line_start : entry_end - line_start;
  return std::string(newlines, '\n') + std::string(text.substr(line_start, length)) + "\n";
}

}  // namespace

const std::vector<std::string>* NameLanguage::patterns_for(const std::string& kind, const std::string& variant) const {
  if (!variant.empty()) {
    // Put together in a buffer kept per thread: every named feature asks, and the key outgrows
    // a string's inline room.
    thread_local std::string key;
    key.assign(kind).append(1, '/').append(variant);
    if (auto it = patterns.find(key); it != patterns.end()) return &it->second;
  }
  auto it = patterns.find(kind);
  return it == patterns.end() ? nullptr : &it->second;
}

NameLanguage read_name_language(std::string_view text, const std::string& file, const std::string& id) {
  return read_name_language(parse_yaml(text, file), id);
}

NameLanguage read_name_language(std::shared_ptr<YamlDocument> document, const std::string& id) {
  YamlMap root(std::move(document));
  NameLanguage language;
  language.id = id;
  auto declared = root.required("language");
  if (declared.text() != id) declared.fail("must be the file's own name, '" + id + "'");
  language.description = root.required("description").text();

  language.zone_weights = read_zone_weights(root.map("zones"));

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

namespace {

std::string built_in_file_name(const EmbeddedFile& file) { return "names/" + std::string(file.name) + ".yaml"; }

// Each built-in language is read when first asked for, not at start-up: a GoK table needs one of
// the seven files and `wargen generate --format yaml` should not pay for reading the others.
// Several batch threads may ask at once, hence one once_flag per file.
struct LanguageSlot {
  std::once_flag once;
  std::unique_ptr<NameLanguage> language;
};

const NameLanguage& built_in_language(std::size_t index) {
  static const std::unique_ptr<LanguageSlot[]> slots(new LanguageSlot[embedded_name_lists().size()]);
  LanguageSlot& slot = slots[index];
  std::call_once(slot.once, [&] {
    const EmbeddedFile& file = embedded_name_lists()[index];
    slot.language = std::make_unique<NameLanguage>(
        read_name_language(parse_embedded(file, built_in_file_name(file)), std::string(file.name)));
  });
  return *slot.language;
}

// Indices of the built-in files, sorted by language id.
const std::vector<std::size_t>& built_in_order() {
  static const std::vector<std::size_t> order = [] {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < embedded_name_lists().size(); ++i) out.push_back(i);
    std::sort(out.begin(), out.end(), [](std::size_t a, std::size_t b) {
      return embedded_name_lists()[a].name < embedded_name_lists()[b].name;
    });
    return out;
  }();
  return order;
}

}  // namespace

std::map<std::string, int> read_zone_weights(std::string_view text, const std::string& file, const std::string& id) {
  const std::string entry = zones_entry(text);
  if (entry.empty()) return read_name_language(text, file, id).zone_weights;
  YamlMap root(parse_yaml(entry, file));
  return read_zone_weights(root.map("zones"));
}

const std::vector<LanguageWeights>& language_zone_weights() {
  static const std::vector<LanguageWeights> all = [] {
    std::vector<LanguageWeights> out;
    for (std::size_t index : built_in_order()) {
      const EmbeddedFile& file = embedded_name_lists()[index];
      out.push_back({std::string(file.name), read_zone_weights(file.text, built_in_file_name(file), std::string(file.name))});
    }
    return out;
  }();
  return all;
}

const std::vector<NameLanguage>& name_languages() {
  static const std::vector<NameLanguage> all = [] {
    std::vector<NameLanguage> out;
    for (std::size_t index : built_in_order()) out.push_back(built_in_language(index));
    return out;
  }();
  return all;
}

const NameLanguage& name_language(const std::string& id) {
  for (std::size_t index : built_in_order())
    if (embedded_name_lists()[index].name == id) return built_in_language(index);
  std::vector<std::string> ids;
  for (std::size_t index : built_in_order()) ids.emplace_back(embedded_name_lists()[index].name);
  throw InputError("unknown place-name language '" + id + "' (known: " + joined(ids) + ")");
}

}  // namespace wargen
