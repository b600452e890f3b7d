#pragma once
// A small block-style YAML emitter for adjudication results (`wargen adjudicate --yaml`): keys in
// the order given, strings quoted by the scenario writer's rule, numbers as exact decimals. Like
// the scenario writer, the output depends only on what is put in, never on a library's layout.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "victory/fraction.hpp"

namespace wargen {

class YamlOut {
 public:
  using Fields = std::vector<std::pair<std::string, std::string>>;  // key -> YAML text of the value

  // Values as YAML text, for flow items and put().
  static std::string text_value(std::string_view text);
  static std::string integer_value(std::int64_t value);
  static std::string decimal_value(Fraction value, int places = 2);
  static std::string bool_value(bool value);
  static std::string list_value(const std::vector<std::string>& yaml_items);  // [a, b]
  static std::string flow_value(const Fields& fields);                        // {k: v}

  void put(std::string_view key, const std::string& yaml_value);
  void text(std::string_view key, std::string_view value) { put(key, text_value(value)); }
  void integer(std::string_view key, std::int64_t value) { put(key, integer_value(value)); }
  void decimal(std::string_view key, Fraction value, int places = 2) { put(key, decimal_value(value, places)); }
  void boolean(std::string_view key, bool value) { put(key, bool_value(value)); }

  void open_map(std::string_view key);   // a nested block map; "key: {}" when left empty
  void open_list(std::string_view key);  // a block list of flow maps; "key: []" when left empty
  void item(const Fields& fields);       // "- {k: v, …}" in the open list
  void close();

  // The document so far (every open map and list must be closed).
  std::string str() const;

 private:
  struct Frame {
    std::string key;
    bool list = false;
    bool written = false;  // its "key:" line is out
  };
  void write_pending();
  std::string indent() const;
  std::string out_;
  std::vector<Frame> frames_;
};

}  // namespace wargen
