#include "core/yaml_access.hpp"

#include <charconv>
#include <limits>

#include "core/error.hpp"
#include "core/extensions.hpp"

namespace wargen {

YAML::Node parse_yaml(std::string_view text, const std::string& file) {
  try {
    return YAML::Load(std::string(text));
  } catch (const YAML::Exception& e) {
    int line = e.mark.is_null() ? 0 : e.mark.line + 1;
    throw InputError(located(file, line, "", "not valid YAML: " + e.msg));
  }
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
  std::uint64_t value = 0;
  auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size() || s.empty())
    fail("must be a whole number from 0 to 18446744073709551615, not '" + s + "'");
  return value;
}

bool YamlValue::boolean() const {
  std::string s = text();
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
