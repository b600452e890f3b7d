#include "core/yaml_access.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <limits>

#include <yaml-cpp/depthguard.h>

#include "core/error.hpp"
#include "core/extensions.hpp"
#include "core/message_text.hpp"

namespace wargen {

namespace {

int line_at(std::string_view text, std::size_t offset) {
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

std::string hex_byte(unsigned char byte) {
  static const char* const hex = "0123456789ABCDEF";
  return std::string("0x") + hex[byte >> 4] + hex[byte & 0xF];
}

// The dotted key of the first scalar (key or value) that is not UTF-8, "" when none is. Walked
// with an explicit stack: the depth is bounded by the parser, but no recursion is simpler still.
struct BadScalar {
  YAML::Node node;
  std::string key;
};
std::optional<BadScalar> first_non_utf8_scalar(const YAML::Node& root) {
  std::vector<std::pair<YAML::Node, std::string>> todo{{root, ""}};
  while (!todo.empty()) {
    auto [node, key] = todo.back();
    todo.pop_back();
    if (node.IsScalar() && first_invalid_utf8(node.Scalar()) != std::string::npos) return BadScalar{node, key};
    if (node.IsSequence()) {
      for (std::size_t i = node.size(); i-- > 0;) todo.emplace_back(node[i], key + "[" + std::to_string(i) + "]");
    } else if (node.IsMap()) {
      std::vector<std::pair<YAML::Node, std::string>> children;
      for (auto it = node.begin(); it != node.end(); ++it) {
        const std::string& name = it->first.IsScalar() ? it->first.Scalar() : std::string();
        std::string child = key.empty() ? name : key + "." + name;
        if (it->first.IsScalar() && first_invalid_utf8(name) != std::string::npos)
          return BadScalar{it->first, key.empty() ? "(a key)" : key + ".(a key)"};
        children.emplace_back(it->second, child);
      }
      todo.insert(todo.end(), children.rbegin(), children.rend());
    }
  }
  return std::nullopt;
}

// "16" in quotes is text: a hand-written file that quotes its numbers is probably mistaken about
// something else too, so it is refused rather than read as a number.
void require_plain(const YamlValue& value, const char* kind) {
  const YAML::Node& node = value.node();
  if (node.IsScalar() && node.Tag() == "!")
    value.fail(std::string("must be ") + kind + ", not the quoted text '" + node.Scalar() + "' (leave out the quotes)");
}

}  // namespace

YAML::Node parse_yaml(std::string_view text, const std::string& file) {
  // A NUL byte means a binary file; yaml-cpp would stop or misread there with an odd message.
  if (auto nul = text.find('\0'); nul != std::string_view::npos)
    throw InputError(located(file, line_at(text, nul), "",
                             "contains a NUL byte (at byte " + std::to_string(nul) + "): not a YAML text file"));
  YAML::Node root;
  try {
    root = YAML::Load(std::string(text));
  } catch (const YAML::DeepRecursion& e) {
    int line = e.mark.is_null() ? 0 : e.mark.line + 1;
    throw InputError(located(file, line, "",
                             "lists or maps are nested too deeply (hundreds of levels): not a file wargen writes or "
                             "reads"));
  } catch (const YAML::Exception& e) {
    int line = e.mark.is_null() ? 0 : e.mark.line + 1;
    throw InputError(located(file, line, "", "not valid YAML: " + e.msg));
  }
  // Text must be UTF-8, checked at load: a Latin-1 name would otherwise pass and break a map
  // label or an SVG later, depending on the seed.
  if (std::size_t bad = first_invalid_utf8(text); bad != std::string_view::npos) {
    std::string why = "is not UTF-8 text (byte " + hex_byte(static_cast<unsigned char>(text[bad])) +
                      "): save the file as UTF-8";
    if (auto scalar = first_non_utf8_scalar(root)) throw InputError(located(file, line_of(scalar->node), scalar->key, why));
    throw InputError(located(file, line_at(text, bad), "", why));
  }
  return root;
}

int line_of(const YAML::Node& node) {
  if (!node.IsDefined()) return 0;
  auto mark = node.Mark();
  return mark.is_null() ? 0 : mark.line + 1;
}

YamlValue::YamlValue(YAML::Node node, std::string file, std::string key)
    : node_(std::move(node)), file_(std::move(file)), key_(std::move(key)) {}

void YamlValue::fail(const std::string& what) const { throw InputError(located(file_, line(), key_, what)); }

std::string YamlValue::text() const {
  if (!node_.IsDefined() || node_.IsNull()) fail("is missing a value");
  if (!node_.IsScalar()) fail("must be a single value, not a list or a map");
  return node_.Scalar();
}

double YamlValue::number() const {
  std::string s = text();
  require_plain(*this, "a number");
  double value = 0;
  auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size() || s.empty()) fail("must be a number, not '" + s + "'");
  return value;
}

double YamlValue::number(double min, double max) const {
  double value = number();
  if (!(value >= min && value <= max))
    fail("must be between " + YAML::Node(min).Scalar() + " and " + YAML::Node(max).Scalar() + ", not " + text());
  return value;
}

int YamlValue::integer(int min, int max) const {
  std::string s = text();
  require_plain(*this, "a whole number");
  long long value = 0;
  auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size() || s.empty())
    fail("must be a whole number, not '" + s + "'");
  if (value < min || value > max)
    fail("must be between " + std::to_string(min) + " and " + std::to_string(max) + ", not " + s);
  return static_cast<int>(value);
}

std::uint64_t YamlValue::unsigned64() const {
  std::string s = text();
  require_plain(*this, "a whole number");
  std::uint64_t value = 0;
  auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size() || s.empty())
    fail("must be a whole number from 0 to 18446744073709551615, not '" + s + "'");
  return value;
}

bool YamlValue::boolean() const {
  std::string s = text();
  require_plain(*this, "true or false");
  if (s == "true") return true;
  if (s == "false") return false;
  fail("must be true or false, not '" + s + "'");
}

std::vector<YamlValue> YamlValue::items() const {
  if (!node_.IsDefined() || node_.IsNull()) return {};
  if (!node_.IsSequence()) fail("must be a list");
  std::vector<YamlValue> out;
  for (std::size_t i = 0; i < node_.size(); ++i)
    out.emplace_back(node_[i], file_, key_ + "[" + std::to_string(i) + "]");
  return out;
}

std::pair<double, double> YamlValue::pair() const {
  auto values = items();
  if (values.size() != 2) fail("must be a pair [x, y]");
  return {values[0].number(), values[1].number()};
}

YamlMap::YamlMap(const YamlValue& value) : YamlMap(value.node(), value.file(), value.key()) {}

YamlMap::YamlMap(YAML::Node node, std::string file, std::string key)
    : node_(std::move(node)), file_(std::move(file)), key_(std::move(key)) {
  if (!node_.IsMap()) {
    throw InputError(located(file_, line_of(node_), key_, key_.empty() ? "the file must hold a YAML mapping" : "must be a mapping of keys to values"));
  }
  std::set<std::string> seen;
  for (auto it = node_.begin(); it != node_.end(); ++it) {
    std::string name = it->first.Scalar();
    if (!seen.insert(name).second)
      throw InputError(located(file_, line_of(it->first), child_key(name), "appears twice"));
  }
}

std::string YamlMap::child_key(const std::string& key) const { return key_.empty() ? key : key_ + "." + key; }

bool YamlMap::has(const std::string& key) const {
  auto child = node_[key];
  return child.IsDefined() && !child.IsNull();
}

YamlValue YamlMap::required(const std::string& key) {
  read_.insert(key);
  const YAML::Node& self = node_;  // the const operator[] never inserts
  YAML::Node child = self[key];
  if (!child.IsDefined() || child.IsNull())
    throw InputError(located(file_, line_of(node_), child_key(key), "is required but missing"));
  return YamlValue(child, file_, child_key(key));
}

YamlValue YamlMap::optional(const std::string& key) {
  read_.insert(key);
  const YAML::Node& self = node_;
  return YamlValue(self[key], file_, child_key(key));
}

std::vector<std::string> YamlMap::keys() const {
  std::vector<std::string> out;
  for (auto it = node_.begin(); it != node_.end(); ++it) out.push_back(it->first.Scalar());
  return out;
}

void YamlMap::finish() const {
  for (auto it = node_.begin(); it != node_.end(); ++it) {
    std::string name = it->first.Scalar();
    if (read_.count(name) || is_extension_key(name)) continue;  // extensions.hpp: a tool's own keys
    throw InputError(located(file_, line_of(it->first), child_key(name),
                             name.rfind("x-", 0) == 0 ? "an extension key is x- and then letters, digits, _, - or ."
                                                      : "is not a known key"));
  }
}

void YamlMap::fail(const std::string& key, const std::string& what) const {
  auto child = node_[key];
  int line = child.IsDefined() ? line_of(child) : line_of(node_);
  throw InputError(located(file_, line, child_key(key), what));
}

}  // namespace wargen
