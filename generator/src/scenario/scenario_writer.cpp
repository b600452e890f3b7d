#include "scenario/scenario_writer.hpp"

#include <array>
#include <initializer_list>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "core/number_text.hpp"
#include "scenario/extensions_io.hpp"
#include "scenario/yaml_fields.hpp"
#include "scenario/scenario_layer_io.hpp"
#include "scenario/sides_and_zones_io.hpp"
#include "scenario/terrain_box_io.hpp"
#include "scenario/umpire_seal.hpp"

namespace wargen {
namespace {

// ---- Strings -------------------------------------------------------------------------------

// Decodes the UTF-8 sequence at text[i] and advances i past it; nullopt when the bytes are not
// well-formed UTF-8 (overlong forms, surrogates and values above U+10FFFF included).
std::optional<char32_t> next_code_point(std::string_view text, std::size_t& i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char lead = byte(i);
  if (lead < 0x80) {
    ++i;
    return lead;
  }
  std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
  if (length == 0 || lead > 0xF4 || i + length > text.size()) return std::nullopt;
  char32_t cp = lead & (0x7F >> length);
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return std::nullopt;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  static constexpr std::array<char32_t, 5> kSmallest = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kSmallest[length] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return std::nullopt;
  i += length;
  return cp;
}

// Code points written as an escape inside double quotes: not YAML-printable, or taken as a line
// break (U+0085, U+2028, U+2029) or a byte order mark by some readers.
bool needs_escape(char32_t cp) {
  return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 || cp == 0xFEFF ||
         cp == 0xFFFE || cp == 0xFFFF;
}

// Joins text pieces. Used instead of chains of operator+ on temporaries, on which GCC 12 at -O3
// gives a false -Wrestrict (PR105329) that -Werror turns into a failed build.
std::string concat(std::initializer_list<std::string_view> parts) {
  std::string out;
  for (auto part : parts) out.append(part);
  return out;
}

std::string hex(unsigned value, int digits) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  std::string out(static_cast<std::size_t>(digits), '0');
  for (int k = digits - 1; k >= 0; --k, value >>= 4) out[static_cast<std::size_t>(k)] = kDigits[value & 0xF];
  return out;
}

bool is_ascii_alnum(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string ascii_lower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// Words some YAML reader resolves to a boolean, null or a special float when plain (YAML 1.1
// booleans included: PyYAML still reads "no" and "on" as booleans).
bool is_reserved_word(std::string_view text) {
  static const std::array<std::string_view, 12> kWords = {"y",    "n",     "yes",  "no",  "on",  "off",
                                                          "true", "false", "null", "nan", "inf", "infinity"};
  std::string lower = ascii_lower(text);
  for (auto word : kWords)
    if (lower == word) return true;
  return false;
}

// Digit-led text that a YAML 1.1 or 1.2 reader may resolve to an int, a float or a timestamp:
// "12", "1.5", "0.1.0" (a YAML 1.1 float), "1e3", "1_000", "2024-05-01", "0x1F", "0o17", "0b101".
// Letters other than e/E after the digits ("1d6", "3rd") make it a string in every schema.
bool looks_numeric(std::string_view text) {
  if (text.size() >= 2 && text[0] == '0') {
    char base = static_cast<char>(text[1] | 0x20);
    if (base == 'x' || base == 'o' || base == 'b') return true;
  }
  for (char c : text)
    if (!((c >= '0' && c <= '9') || c == '.' || c == '_' || c == 'e' || c == 'E' || c == '+' || c == '-')) return false;
  return true;
}

// Plain only when the text starts with a letter, a digit, '_' or a non-ASCII character, holds no
// character that means something in block or flow context (our maps are often flow maps), has
// no surrounding spaces and resolves to a string.
bool can_be_plain(std::string_view text) {
  if (text.empty() || text.back() == ' ') return false;
  char first = text.front();
  if (!(is_ascii_alnum(first) || first == '_' || static_cast<unsigned char>(first) >= 0x80)) return false;
  for (std::size_t i = 0; i < text.size();) {
    char c = text[i];
    // '?' too: inside a flow map yaml-cpp and PyYAML take it for the key indicator anywhere in a
    // plain scalar ("{note: a piece?}" is refused by both).
    if (c == ':' || c == '#' || c == ',' || c == '[' || c == ']' || c == '{' || c == '}' || c == '?') return false;
    auto cp = next_code_point(text, i);
    if (!cp || needs_escape(*cp)) return false;
  }
  if (is_reserved_word(text)) return false;
  if (first >= '0' && first <= '9' && looks_numeric(text)) return false;
  return true;
}

std::string double_quoted(std::string_view text) {
  std::string out = "\"";
  for (std::size_t i = 0; i < text.size();) {
    std::size_t start = i;
    auto cp = next_code_point(text, i);
    if (!cp) {
      // Show the bad text with its bytes escaped so the user can find it.
      std::string shown;
      for (char c : text) {
        auto b = static_cast<unsigned char>(c);
        shown += (b < 0x20 || b >= 0x7F) ? concat({"\\x", hex(b, 2)}) : std::string(1, c);
      }
      throw InputError(concat({"text is not valid UTF-8, so it cannot be written to YAML: \"", shown, "\""}));
    }
    if (*cp == '"') {
      out += "\\\"";
    } else if (*cp == '\\') {
      out += "\\\\";
    } else if (*cp == '\n') {
      out += "\\n";
    } else if (*cp == '\t') {
      out += "\\t";
    } else if (needs_escape(*cp)) {
      out.append(*cp <= 0xFF ? "\\x" : "\\u").append(hex(*cp, *cp <= 0xFF ? 2 : 4));
    } else {
      out.append(text.substr(start, i - start));
    }
  }
  return out.append("\"");
}

// ---- Layout --------------------------------------------------------------------------------

// `map`: the run's options or a feature's attributes, std::maps both, sorted by key.
template <typename Map>
std::string string_map_text(const Map& map, std::string (*value_text)(std::string_view)) {
  std::string out = "{";
  for (auto it = map.begin(); it != map.end(); ++it) {
    if (it != map.begin()) out += ", ";
    out.append(yaml_string(it->first)).append(": ").append(value_text(it->second));
  }
  return out.append("}");
}

std::string integers(std::span<const int> list) {
  std::string out = "[";
  for (std::size_t i = 0; i < list.size(); ++i) out.append(i > 0 ? ", " : "").append(std::to_string(list[i]));
  return out.append("]");
}

// A top-level list: "key: []", or one "  - " line per item (a multi-line item's further lines
// are already indented by four spaces).
template <typename T, typename ItemText>
void write_list(std::string& out, std::string_view key, const std::vector<T>& items, ItemText item_text) {
  out.append(key);
  if (items.empty()) {
    out += ": []\n";
    return;
  }
  out += ":\n";
  for (const auto& item : items) out.append("  - ").append(item_text(item)).append("\n");
}

std::string sector_text(const Sector& s) {
  return flow_map({{"id", yaml_string(s.id)},
                   {"x_cm", format_number(s.x_cm)},
                   {"y_cm", format_number(s.y_cm)},
                   {"width_cm", format_number(s.width_cm)},
                   {"depth_cm", format_number(s.depth_cm)}},
                  s.extensions);
}

// Block style: a feature has too many keys, and outlines are too long, for one flow line.
std::string feature_text(const Feature& f) {
  YamlFields fields = {{"id", yaml_string(f.id)},
                   {"kind", yaml_string(f.kind)},
                   {"name", yaml_string(f.name)},
                   {"sector", yaml_string(f.sector)}};
  // Written as held, even when inconsistent (both or neither), so a bug shows in the file and the
  // reader refuses it instead of the writer quietly dropping data.
  if (!f.outline.empty()) fields.emplace_back("outline", points_text(f.outline));
  if (!f.path.empty() || f.outline.empty() || f.width_cm != 0) {
    fields.emplace_back("path", points_text(f.path));
    fields.emplace_back("width_cm", format_number(f.width_cm));
  }
  for (auto& field : feature_objective_fields(f)) fields.push_back(std::move(field));  // NPOW keys, when set
  for (auto& field : feature_piece_fields(f)) fields.push_back(std::move(field));  // box pieces, when laid from one
  fields.emplace_back("attributes", string_map_text(f.attributes, yaml_attribute_value));
  add_extension_fields(fields, f.extensions);
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) out += "\n    ";
    out.append(fields[i].first).append(": ").append(fields[i].second);
  }
  return out;
}

std::string crossing_text(const Crossing& c) {
  YamlFields fields = {{"id", yaml_string(c.id)}, {"kind", yaml_string(c.kind)}, {"at", point_text(c.at)}, {"feature", yaml_string(c.feature)}};
  for (auto& field : crossing_objective_fields(c)) fields.push_back(std::move(field));  // NPOW keys, when set
  return flow_map(fields, c.extensions);
}

std::string deployment_text(const DeploymentZone& z) {
  return flow_map({{"side", yaml_string(z.side)}, {"edge", yaml_string(z.edge)}, {"polygon", points_text(z.polygon)}},
                  z.extensions);
}

std::string weather_text(const WeatherTurn& w) {
  return flow_map({{"turn", std::to_string(w.turn)},
                   {"gauge", std::to_string(w.gauge)},
                   {"state", yaml_string(w.state)},
                   {"extreme_heat", w.extreme_heat ? "true" : "false"},
                   {"movement_pct", std::to_string(w.movement_pct)},
                   {"fire_per_die", std::to_string(w.fire_per_die)},
                   {"visibility_cm", format_number(w.visibility_cm)}},
                  w.extensions);
}

std::string dice_text(const DiceLogEntry& d) {
  return flow_map({{"rule", yaml_string(d.rule)},
                   {"dice", yaml_string(d.dice)},
                   {"rolls", integers(d.rolls)},
                   {"result", std::to_string(d.result)},
                   {"note", yaml_string(d.note)}},
                  d.extensions);
}

}  // namespace

std::string yaml_string(std::string_view text) { return can_be_plain(text) ? std::string(text) : double_quoted(text); }

AttributeReading attribute_reading(std::string_view text) {
  if (text == "true" || text == "false") return {AttributeReading::Kind::boolean};
  // Only the canonical spelling: "012" or "1e3" would read back in other tools as another text.
  if (auto number = read_number(text); number && format_number(*number) == text)
    return {AttributeReading::Kind::number, *number};
  return {};
}

std::string yaml_attribute_value(std::string_view text) {
  return attribute_reading(text).kind == AttributeReading::Kind::text ? yaml_string(text) : std::string(text);
}

std::string write_scenario_yaml(const Scenario& s) {
  std::string out = "# wargen scenario \xE2\x80\x94 format documented in docs/scenario-format.md\n";
  auto line = [&out](std::string_view key, const std::string& value) {
    out.append(key).append(": ").append(value) += '\n';
  };
  line("format", yaml_string(s.format));
  line("id", yaml_string(s.id));
  if (!s.title.empty()) line("title", yaml_string(s.title));  // optional: files without one are unchanged
  line("seed", std::to_string(s.seed));
  line("generator", flow_map({{"name", yaml_string(s.generator_name)}, {"version", yaml_string(s.generator_version)}},
                             s.generator_extensions));
  line("ruleset", flow_map({{"name", yaml_string(s.ruleset_name)}, {"digest", yaml_string(s.ruleset_digest)}},
                           s.ruleset_extensions));
  line("options", string_map_text(s.options, yaml_string));
  line("table", flow_map({{"width_cm", format_number(s.table_width_cm)}, {"depth_cm", format_number(s.table_depth_cm)}},
                         s.table_extensions));
  write_terrain_box_record(out, s.terrain_box);  // only when laid from a box
  write_sides(out, s.sides);  // only when present
  write_list(out, "sectors", s.sectors, sector_text);
  write_zones(out, s.zones);  // only when present
  write_list(out, "features", s.features, feature_text);
  write_list(out, "crossings", s.crossings, crossing_text);
  write_list(out, "deployment", s.deployment, deployment_text);
  write_list(out, "weather", s.weather.turns, weather_text);
  write_scenario_layer(out, s);  // objectives, armies, victory: only when present
  write_list(out, "dice_log", s.dice_log, dice_text);
  for (const auto& [key, value] : s.extensions) line(key, value);
  // VPM-6: an umpire's copy is sealed under its umpire key (umpire_seal.hpp), last.
  if (s.options.count("umpire_key")) line("umpire_seal", yaml_string(umpire_seal_of(s)));
  return out;
}

}  // namespace wargen
