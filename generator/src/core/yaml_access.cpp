#include "core/yaml_access.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <optional>

#include "core/error.hpp"
#include "core/extensions.hpp"
#include "core/message_text.hpp"

namespace wargen {

namespace {

using Id = YamlDocument::Id;

// Maps with more pairs than this get a sorted index; smaller ones are searched pair by pair,
// which is faster for the handful of keys most maps have.
constexpr std::size_t kLinearSearchPairs = 8;

std::string hex_byte(unsigned char byte) {
  static const char* const hex = "0123456789ABCDEF";
  return std::string("0x") + hex[byte >> 4] + hex[byte & 0xF];
}

// The node and dotted key of the first scalar (key or value) that holds a byte that is not UTF-8,
// in the order the keys are listed: a map's keys before its values. The parser takes only UTF-8,
// so it reads a copy with each bad byte replaced by 'x' (a byte of 0x80 and up is always text in
// YAML, never structure, so the tree is the same) and the scalars are matched by source range.
struct BadScalar {
  int line;
  std::string key;
};
std::optional<BadScalar> first_non_utf8_scalar(std::string_view text, const std::string& file) {
  std::string copy(text);
  std::vector<std::size_t> bad_chars;  // character (code point) indices of the bad bytes
  for (std::size_t i = 0, chars = 0; i < copy.size(); ++chars) {
    std::size_t length = utf8_sequence_length(copy, i);
    if (length == 0) {
      bad_chars.push_back(chars);
      copy[i] = 'x';
      length = 1;
    }
    i += length;
  }
  const YamlDocument doc(copy, file, true);
  auto holds_bad = [&](Id id) {
    auto [first, last] = doc.span(id);
    auto it = std::lower_bound(bad_chars.begin(), bad_chars.end(), first);
    return doc.kind(id) == YamlKind::scalar && it != bad_chars.end() && *it < last;
  };
  std::vector<std::pair<Id, std::string>> todo{{doc.root(), ""}};
  while (!todo.empty()) {
    auto [id, key] = std::move(todo.back());
    todo.pop_back();
    if (holds_bad(id)) return BadScalar{doc.line(id), key};
    std::size_t n = doc.size(id);
    if (doc.kind(id) == YamlKind::sequence) {
      for (std::size_t i = n; i-- > 0;) todo.emplace_back(doc.item(id, i), key + "[" + std::to_string(i) + "]");
    } else if (doc.kind(id) == YamlKind::map) {
      std::vector<std::pair<Id, std::string>> children;
      for (std::size_t i = 0; i < n; ++i) {
        if (holds_bad(doc.key(id, i)))
          return BadScalar{doc.line(doc.key(id, i)), key.empty() ? "(a key)" : key + ".(a key)"};
        std::string name(doc.key_name(id, i));
        children.emplace_back(doc.value(id, i), key.empty() ? name : key + "." + name);
      }
      todo.insert(todo.end(), std::make_move_iterator(children.rbegin()), std::make_move_iterator(children.rend()));
    }
  }
  return std::nullopt;
}

// "16" in quotes is text: a hand-written file that quotes its numbers is probably mistaken about
// something else too, so it is refused rather than read as a number.
void require_plain(const YamlValue& value, const char* kind) {
  if (value.kind() == YamlKind::scalar && value.document().tag(value.id()) == "!")
    value.fail(std::string("must be ") + kind + ", not the quoted text '" + value.text() + "' (leave out the quotes)");
}

// A decimal number that is a whole number, as an optional '-' and its digits without leading
// zeros: "7.0", "7e0" and "70e-1" give "7", "-1.50e2" gives "-150". Nothing for a fraction
// ("7.5"), another spelling or an exponent beyond 4 digits. JSON has one kind of number: a JSON
// Schema's "integer" is any number whose value is whole, so a reader of JSON takes 7.0 as 7.
std::optional<std::string> whole_number_digits(std::string_view text) {
  std::size_t i = 0;
  std::string sign;
  if (!text.empty() && text[0] == '-') {
    sign = "-";
    i = 1;
  }
  auto digits_from = [&](std::size_t from) {
    std::size_t end = from;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
    return end;
  };
  std::size_t whole_end = digits_from(i);
  if (whole_end == i) return std::nullopt;
  std::string digits(text.substr(i, whole_end - i));
  std::size_t at = whole_end;
  long exponent = 0;
  if (at < text.size() && text[at] == '.') {
    std::size_t fraction_end = digits_from(at + 1);
    if (fraction_end == at + 1) return std::nullopt;
    digits.append(text.substr(at + 1, fraction_end - at - 1));
    exponent -= static_cast<long>(fraction_end - at - 1);
    at = fraction_end;
  }
  if (at < text.size() && (text[at] == 'e' || text[at] == 'E')) {
    ++at;
    bool negative = at < text.size() && (text[at] == '-' || text[at] == '+') && text[at++] == '-';
    std::size_t exponent_end = digits_from(at);
    if (exponent_end == at || exponent_end - at > 4) return std::nullopt;
    long written = std::stol(std::string(text.substr(at, exponent_end - at)));
    exponent += negative ? -written : written;
    at = exponent_end;
  }
  if (at != text.size()) return std::nullopt;
  for (; exponent < 0; ++exponent) {
    if (digits.back() != '0') return std::nullopt;  // a fraction that is not zero
    digits.pop_back();
    if (digits.empty()) digits = "0";
  }
  // A whole number past 10^40 is out of every range we read: keep it short, it fails as too large.
  if (exponent > 40) exponent = 40;
  digits.append(static_cast<std::size_t>(exponent), '0');
  std::size_t first = digits.find_first_not_of('0');
  digits = first == std::string::npos ? "0" : digits.substr(first);
  return sign + digits;
}

// A bound as the messages have always printed it: 17 significant digits, C++ stream style.
std::string bound_text(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

}  // namespace

std::shared_ptr<YamlDocument> parse_yaml(std::string_view text, const std::string& file) {
  // A NUL byte means a binary file; a parser would stop or misread there with an odd message.
  if (auto nul = text.find('\0'); nul != std::string_view::npos)
    throw InputError(located(file, line_at(text, nul), "",
                             "contains a NUL byte (at byte " + std::to_string(nul) + "): not a YAML text file"));
  // Text must be UTF-8, checked at load: a Latin-1 name would otherwise pass and break a map
  // label or an SVG later, depending on the seed.
  if (std::size_t bad = first_invalid_utf8(text); bad != std::string_view::npos) {
    std::string why =
        "is not UTF-8 text (byte " + hex_byte(static_cast<unsigned char>(text[bad])) + "): save the file as UTF-8";
    if (auto scalar = first_non_utf8_scalar(text, file))
      throw InputError(located(file, scalar->line, scalar->key, why));
    throw InputError(located(file, line_at(text, bad), "", why));
  }
  return std::make_shared<YamlDocument>(text, file);
}

std::shared_ptr<YamlDocument> parse_embedded(const EmbeddedFile& embedded, const std::string& file) {
  if (embedded.tree) return std::make_shared<YamlDocument>(*embedded.tree, file);
  return parse_yaml(embedded.text, file);
}

YamlValue::YamlValue(std::shared_ptr<const YamlDocument> document, Id id, std::string key)
    : doc_(std::move(document)), id_(id), key_(std::move(key)) {}

void YamlValue::fail(const std::string& what) const { throw InputError(located(file(), line(), key_, what)); }

std::string YamlValue::text() const {
  if (!present()) fail("is missing a value");
  if (kind() != YamlKind::scalar) fail("must be a single value, not a list or a map");
  return std::string(doc_->text(id_));
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
    fail("must be between " + bound_text(min) + " and " + bound_text(max) + ", not " + text());
  return value;
}

int YamlValue::integer(int min, int max) const {
  // JSON's 7.0 and 7e0 are the number 7, as a JSON Schema's "integer" takes them.
  const std::string written = text();
  const std::string s = whole_number_digits(written).value_or(written);
  require_plain(*this, "a whole number");
  long long value = 0;
  auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size() || s.empty()) fail("must be a whole number, not '" + written + "'");
  if (value < min || value > max)
    fail("must be between " + std::to_string(min) + " and " + std::to_string(max) + ", not " + written);
  return static_cast<int>(value);
}

std::uint64_t YamlValue::unsigned64() const {
  // JSON's 7.0 and 7e0 are the number 7, as a JSON Schema's "integer" takes them.
  const std::string written = text();
  const std::string s = whole_number_digits(written).value_or(written);
  require_plain(*this, "a whole number");
  std::uint64_t value = 0;
  auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size() || s.empty())
    fail("must be a whole number from 0 to 18446744073709551615, not '" + written + "'");
  return value;
}

std::uint64_t YamlValue::unsigned64_or_digits() const {
  if (!(kind() == YamlKind::scalar && doc_->tag(id_) == "!")) return unsigned64();
  // Quoted: exactly the digits a writer gives, no sign, space or leading zero, so that the text
  // names one number (the JSON Schema's pattern is the same).
  std::string s = text();
  bool digits = !s.empty() && s.size() <= 20 && (s.size() == 1 || s[0] != '0');
  for (char c : s) digits = digits && c >= '0' && c <= '9';
  std::uint64_t value = 0;
  if (digits) {
    auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    digits = error == std::errc() && end == s.data() + s.size();
  }
  if (!digits)
    fail(
        "must be a whole number from 0 to 18446744073709551615, as a number or as its decimal digits in quotes, "
        "not '" +
        s + "'");
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
  if (!present()) return {};
  if (kind() != YamlKind::sequence) fail("must be a list");
  std::vector<YamlValue> out;
  std::size_t n = doc_->size(id_);
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) out.emplace_back(doc_, doc_->item(id_, i), key_ + "[" + std::to_string(i) + "]");
  return out;
}

std::pair<double, double> YamlValue::pair() const {
  auto values = items();
  if (values.size() != 2) fail("must be a pair [x, y]");
  return {values[0].number(), values[1].number()};
}

YamlMap::YamlMap(const std::shared_ptr<const YamlDocument>& document)
    : YamlMap(YamlValue(document, document->root(), "")) {}

YamlMap::YamlMap(const YamlValue& value) : doc_(value.shared_document()), id_(value.id()), key_(value.key()) {
  if (value.kind() != YamlKind::map)
    throw InputError(
        located(file(), value.line(), key_,
                key_.empty() ? "the file must hold a YAML mapping" : "must be a mapping of keys to values"));
  const std::size_t n = doc_->size(id_);
  read_.assign(n, false);
  // Two keys alike: the later one (in file order) of the pair that comes first is named.
  std::size_t twice = n;
  if (n <= kLinearSearchPairs) {
    for (std::size_t i = 1; i < n && twice == n; ++i)
      for (std::size_t j = 0; j < i; ++j)
        if (doc_->key_name(id_, i) == doc_->key_name(id_, j)) twice = i;
  } else {
    sorted_.resize(n);
    for (std::size_t i = 0; i < n; ++i) sorted_[i] = static_cast<std::uint32_t>(i);
    std::stable_sort(sorted_.begin(), sorted_.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return doc_->key_name(id_, a) < doc_->key_name(id_, b); });
    for (std::size_t i = 1; i < n; ++i)
      if (doc_->key_name(id_, sorted_[i]) == doc_->key_name(id_, sorted_[i - 1]))
        twice = std::min<std::size_t>(twice, sorted_[i]);
  }
  if (twice < n) {
    std::string name(doc_->key_name(id_, twice));
    throw InputError(located(file(), doc_->line(doc_->key(id_, twice)), child_key(name), "appears twice"));
  }
}

std::string YamlMap::child_key(const std::string& key) const { return key_.empty() ? key : key_ + "." + key; }

// Only scalar keys are found by name: a null or a list as a key names nothing.
std::size_t YamlMap::position(std::string_view key) const {
  auto matches = [&](std::size_t i) {
    return doc_->kind(doc_->key(id_, i)) == YamlKind::scalar && doc_->key_name(id_, i) == key;
  };
  if (sorted_.empty()) {
    for (std::size_t i = 0, n = doc_->size(id_); i < n; ++i)
      if (matches(i)) return i;
    return std::string_view::npos;
  }
  auto it = std::lower_bound(sorted_.begin(), sorted_.end(), key,
                             [&](std::uint32_t i, std::string_view k) { return doc_->key_name(id_, i) < k; });
  for (; it != sorted_.end() && doc_->key_name(id_, *it) == key; ++it)
    if (matches(*it)) return *it;
  return std::string_view::npos;
}

YamlValue YamlMap::value_at(std::size_t position, const std::string& key) const {
  return YamlValue(doc_, position == std::string_view::npos ? YamlDocument::kNone : doc_->value(id_, position),
                   child_key(key));
}

bool YamlMap::has(const std::string& key) const { return value_at(position(key), key).present(); }

YamlValue YamlMap::required(const std::string& key) {
  YamlValue value = optional(key);
  if (!value.present()) throw InputError(located(file(), doc_->line(id_), value.key(), "is required but missing"));
  return value;
}

YamlValue YamlMap::optional(const std::string& key) {
  std::size_t at = position(key);
  if (at != std::string_view::npos) read_[at] = true;
  return value_at(at, key);
}

std::vector<std::string> YamlMap::keys() const {
  std::vector<std::string> out;
  for (std::size_t i = 0, n = doc_->size(id_); i < n; ++i) out.emplace_back(doc_->key_name(id_, i));
  return out;
}

void YamlMap::finish() const {
  for (std::size_t i = 0, n = doc_->size(id_); i < n; ++i) {
    std::string name(doc_->key_name(id_, i));
    if (read_[i] || is_extension_key(name)) continue;  // extensions.hpp: a tool's own keys
    throw InputError(located(file(), doc_->line(doc_->key(id_, i)), child_key(name),
                             name.rfind("x-", 0) == 0 ? "an extension key is x- and then letters, digits, _, - or ."
                                                      : "is not a known key"));
  }
}

void YamlMap::fail(const std::string& key, const std::string& what) const {
  YamlValue value = value_at(position(key), key);
  throw InputError(located(file(), value.defined() ? value.line() : doc_->line(id_), value.key(), what));
}

}  // namespace wargen
