#include "export/json_writer.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "core/json_text.hpp"
#include "core/number_text.hpp"

namespace wargen {


void JsonWriter::newline(std::size_t depth) {
  out_ += '\n';
  out_.append(depth * 2, ' ');
}

void JsonWriter::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (levels_.empty()) {
    if (!out_.empty()) throw std::logic_error("JsonWriter: a second top-level value");
    return;
  }
  Level& level = levels_.back();
  if (level.is_object) throw std::logic_error("JsonWriter: a value in an object needs a key");
  if (!level.empty) out_ += level.inline_container ? ", " : ",";
  if (!level.inline_container) newline(levels_.size());
  level.empty = false;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  if (levels_.empty() || !levels_.back().is_object || after_key_) throw std::logic_error("JsonWriter: misplaced key");
  Level& level = levels_.back();
  if (!level.empty) out_ += level.inline_container ? ", " : ",";
  if (!level.inline_container) newline(levels_.size());
  level.empty = false;
  out_ += json_string(name) + ": ";
  after_key_ = true;
  return *this;
}

void JsonWriter::open(char bracket, bool is_object, bool inline_container) {
  before_value();
  out_ += bracket;
  // Inside an inline container everything stays on the line.
  const bool stays_inline = inline_container || (!levels_.empty() && levels_.back().inline_container);
  levels_.push_back({is_object, stays_inline});
}

void JsonWriter::close(char bracket, bool is_object) {
  if (levels_.empty() || levels_.back().is_object != is_object || after_key_)
    throw std::logic_error("JsonWriter: unbalanced container");
  const Level level = levels_.back();
  levels_.pop_back();
  if (!level.empty && !level.inline_container) newline(levels_.size());
  out_ += bracket;
}

JsonWriter& JsonWriter::begin_object(bool inline_container) {
  open('{', true, inline_container);
  return *this;
}
JsonWriter& JsonWriter::end_object() {
  close('}', true);
  return *this;
}
JsonWriter& JsonWriter::begin_array(bool inline_container) {
  open('[', false, inline_container);
  return *this;
}
JsonWriter& JsonWriter::end_array() {
  close(']', false);
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
  before_value();
  out_ += json_string(text);
  return *this;
}

JsonWriter& JsonWriter::value(double number, int decimals) {
  if (!std::isfinite(number)) throw std::invalid_argument("JsonWriter: a number that is not finite");
  const double scale = std::pow(10.0, decimals);
  double rounded = std::round(number * scale) / scale;
  if (rounded == 0) rounded = 0;  // no "-0"
  before_value();
  out_ += format_number(rounded);
  return *this;
}

JsonWriter& JsonWriter::value(std::int64_t number) {
  before_value();
  out_ += std::to_string(number);
  return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
  before_value();
  out_ += flag ? "true" : "false";
  return *this;
}

std::string JsonWriter::finish() {
  if (!levels_.empty() || after_key_ || out_.empty()) throw std::logic_error("JsonWriter: unfinished document");
  return out_ + "\n";
}

}  // namespace wargen
