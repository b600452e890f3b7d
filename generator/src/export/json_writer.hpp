#pragma once
// A small JSON writer for the exports: keys in the order written, two-space indentation, numbers
// as format_number writes them after rounding to a fixed number of decimals, so the same scenario
// always gives the same bytes on every machine. Containers opened `inline` stay on one line
// (points, short lists) to keep files readable.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wargen {

class JsonWriter {
 public:
  JsonWriter& begin_object(bool inline_container = false);
  JsonWriter& end_object();
  JsonWriter& begin_array(bool inline_container = false);
  JsonWriter& end_array();
  JsonWriter& key(std::string_view name);  // inside an object, before each value
  JsonWriter& value(std::string_view text);
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(double number, int decimals);  // rounded half away from zero
  JsonWriter& value(std::int64_t number);
  JsonWriter& value(int number) { return value(static_cast<std::int64_t>(number)); }
  JsonWriter& value(bool flag);
  // The document, with a closing newline; every container must be closed.
  std::string finish();

 private:
  struct Level {
    bool is_object;
    bool inline_container;
    bool empty = true;
  };
  void before_value();
  void open(char bracket, bool is_object, bool inline_container);
  void close(char bracket, bool is_object);
  void newline(std::size_t depth);

  std::string out_;
  std::vector<Level> levels_;
  bool after_key_ = false;
};


}  // namespace wargen
