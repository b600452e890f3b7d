#pragma once
// Checked reading of YAML files written by people: every error names the file, the line and the
// key; unknown keys and duplicate keys are refused (yaml-cpp accepts duplicates silently, and a
// missing key read with as<T>() throws "bad conversion" with no position).
#include <yaml-cpp/yaml.h>

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace wargen {

// Parses `text`; a syntax error becomes an InputError "file:line: ...".
YAML::Node parse_yaml(std::string_view text, const std::string& file);

// 1-based line of a node, 0 when unknown.
int line_of(const YAML::Node& node);

// A YAML value with where it came from, for messages.
class YamlValue {
 public:
  YamlValue(YAML::Node node, std::string file, std::string key);

  const YAML::Node& node() const { return node_; }
  const std::string& file() const { return file_; }
  const std::string& key() const { return key_; }
  int line() const { return line_of(node_); }

  [[noreturn]] void fail(const std::string& what) const;

  std::string text() const;  // any scalar, as written
  double number() const;
  double number(double min, double max) const;
  int integer(int min, int max) const;
  std::uint64_t unsigned64() const;
  bool boolean() const;
  std::vector<YamlValue> items() const;  // a sequence's elements ("key[i]")
  // A flow pair [x, y] of numbers.
  std::pair<double, double> pair() const;

 private:
  YAML::Node node_;
  std::string file_;
  std::string key_;
};

// A YAML mapping whose keys are checked off as they are read; finish() refuses what was not read.
class YamlMap {
 public:
  explicit YamlMap(const YamlValue& value);
  YamlMap(YAML::Node node, std::string file, std::string key);

  bool has(const std::string& key) const;
  YamlValue required(const std::string& key);
  // A missing key, or null, gives an invalid YAML::Node inside the returned value; check has() first.
  YamlValue optional(const std::string& key);
  YamlMap map(const std::string& key) { return YamlMap(required(key)); }
  std::vector<std::string> keys() const;  // in file order

  // Every key of the map must have been read.
  void finish() const;
  [[noreturn]] void fail(const std::string& key, const std::string& what) const;
  const std::string& file() const { return file_; }
  const std::string& key() const { return key_; }

 private:
  std::string child_key(const std::string& key) const;
  YAML::Node node_;
  std::string file_;
  std::string key_;
  std::set<std::string> read_;
};

}  // namespace wargen
