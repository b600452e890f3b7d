#pragma once
// Checked reading of YAML files written by people: every error names the file, the line and the
// key; unknown keys and duplicate keys are refused, and a missing key is named rather than read as
// an empty value. The values live in a YamlDocument (core/yaml_document.hpp); a YamlValue or
// YamlMap is a node of it with the dotted key ("features[12].outline") messages name it by.
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/embedded_files.hpp"
#include "core/yaml_document.hpp"

namespace wargen {

// The bounds of YamlValue::integer where any int is allowed.
inline constexpr int kIntMin = std::numeric_limits<int>::min();
inline constexpr int kIntMax = std::numeric_limits<int>::max();

// Parses `text` as the file `file`. Before the parser sees it the text is checked: a NUL byte
// (a binary file) and bytes that are not UTF-8 are refused with their line and, for the latter,
// the key whose value holds them. Every error is an InputError "file:line: ...".
std::shared_ptr<YamlDocument> parse_yaml(std::string_view text, const std::string& file);
// A file compiled into wargen, as `file`: its tree made at build time when it has one, else parsed.
std::shared_ptr<YamlDocument> parse_embedded(const EmbeddedFile& embedded, const std::string& file);

// A YAML value with where it came from, for messages. A key the map does not have gives a value
// that is not present().
class YamlValue {
 public:
  YamlValue(std::shared_ptr<const YamlDocument> document, YamlDocument::Id id, std::string key);

  const YamlDocument& document() const { return *doc_; }
  const std::shared_ptr<const YamlDocument>& shared_document() const { return doc_; }
  YamlDocument::Id id() const { return id_; }
  const std::string& file() const { return doc_->file(); }
  const std::string& key() const { return key_; }
  int line() const { return defined() ? doc_->line(id_) : 0; }

  // The key is in the file: its value may still be null.
  bool defined() const { return id_ != YamlDocument::kNone; }
  // There is a value: the key is in the file and its value is not null.
  bool present() const { return defined() && kind() != YamlKind::null; }
  YamlKind kind() const { return defined() ? doc_->kind(id_) : YamlKind::null; }

  [[noreturn]] void fail(const std::string& what) const;

  std::string text() const;  // any scalar, as written
  double number() const;
  double number(double min, double max) const;
  int integer(int min, int max) const;
  std::uint64_t unsigned64() const;
  // A 64-bit value a JSON file may hold as text ("4490046704024220237") for readers whose numbers
  // are doubles: a plain whole number as unsigned64(), or quoted decimal digits.
  std::uint64_t unsigned64_or_digits() const;
  bool boolean() const;
  std::vector<YamlValue> items() const;  // a sequence's elements ("key[i]")
  // A flow pair [x, y] of numbers.
  std::pair<double, double> pair() const;

 private:
  std::shared_ptr<const YamlDocument> doc_;
  YamlDocument::Id id_;
  std::string key_;
};

// A YAML mapping whose keys are checked off as they are read; finish() refuses what was not read.
// Its keys are checked once, when it is made: two alike are refused ("appears twice").
class YamlMap {
 public:
  explicit YamlMap(const YamlValue& value);
  // The document's root, which must be a map.
  explicit YamlMap(const std::shared_ptr<const YamlDocument>& document);

  bool has(const std::string& key) const;
  YamlValue required(const std::string& key);
  // A missing key gives a value that is not defined(), a null one a value that is not present().
  YamlValue optional(const std::string& key);
  YamlMap map(const std::string& key) { return YamlMap(required(key)); }
  std::vector<std::string> keys() const;  // in file order

  // Every key of the map must have been read, or be an extension key (core/extensions.hpp).
  void finish() const;
  [[noreturn]] void fail(const std::string& key, const std::string& what) const;
  const std::string& file() const { return doc_->file(); }
  const std::string& key() const { return key_; }

 private:
  std::size_t position(std::string_view key) const;  // pair index, npos when missing
  YamlValue value_at(std::size_t position, const std::string& key) const;
  std::string child_key(const std::string& key) const;

  std::shared_ptr<const YamlDocument> doc_;
  YamlDocument::Id id_;
  std::string key_;
  // Pair indices sorted by key, for maps too large to search pair by pair; empty for small ones.
  std::vector<std::uint32_t> sorted_;
  std::vector<bool> read_;  // by pair index
};

}  // namespace wargen
