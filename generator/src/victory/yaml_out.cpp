#include "victory/yaml_out.hpp"

#include <stdexcept>

#include "scenario/scenario_writer.hpp"

namespace wargen {

std::string YamlOut::text_value(std::string_view text) { return yaml_string(text); }
std::string YamlOut::integer_value(std::int64_t value) { return std::to_string(value); }
std::string YamlOut::decimal_value(Fraction value, int places) { return decimal_text(value, places); }
std::string YamlOut::bool_value(bool value) { return value ? "true" : "false"; }

std::string YamlOut::list_value(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out.append(i > 0 ? ", " : "").append(items[i]);
  return out + "]";
}

std::string YamlOut::flow_value(const Fields& fields) {
  std::string out = "{";
  for (std::size_t i = 0; i < fields.size(); ++i)
    out.append(i > 0 ? ", " : "").append(fields[i].first).append(": ").append(fields[i].second);
  return out + "}";
}

std::string YamlOut::indent() const {
  std::size_t written = 0;
  for (const auto& f : frames_) written += f.list ? 0 : 1;
  return std::string(2 * written, ' ');
}

// A frame's "key:" line is written when its first child arrives, so an empty one can still
// become "key: {}" or "key: []".
void YamlOut::write_pending() {
  std::string prefix;
  for (auto& f : frames_) {
    if (!f.written) {
      out_.append(prefix).append(f.key).append(":\n");
      f.written = true;
    }
    if (!f.list) prefix += "  ";
  }
}

void YamlOut::put(std::string_view key, const std::string& yaml_value) {
  if (!frames_.empty() && frames_.back().list) throw std::logic_error("YamlOut::put inside a list");
  write_pending();
  out_.append(indent()).append(key).append(": ").append(yaml_value).append("\n");
}

void YamlOut::open_map(std::string_view key) {
  if (!frames_.empty() && frames_.back().list) throw std::logic_error("YamlOut::open_map inside a list");
  write_pending();
  frames_.push_back({std::string(key), false, false});
}

void YamlOut::open_list(std::string_view key) {
  if (!frames_.empty() && frames_.back().list) throw std::logic_error("YamlOut::open_list inside a list");
  write_pending();
  frames_.push_back({std::string(key), true, false});
}

void YamlOut::item(const Fields& fields) {
  if (frames_.empty() || !frames_.back().list) throw std::logic_error("YamlOut::item outside a list");
  write_pending();
  out_.append(indent()).append("  - ").append(flow_value(fields)).append("\n");
}

void YamlOut::close() {
  if (frames_.empty()) throw std::logic_error("YamlOut::close with nothing open");
  Frame f = frames_.back();
  frames_.pop_back();
  if (!f.written) {
    write_pending();
    out_.append(indent()).append(f.key).append(f.list ? ": []\n" : ": {}\n");
  }
}

std::string YamlOut::str() const {
  if (!frames_.empty()) throw std::logic_error("YamlOut::str with a map or list still open");
  return out_;
}

}  // namespace wargen
