#include "scenario/table_label.hpp"

namespace wargen {

namespace {
std::string replace_all(const std::string& text, const std::string& placeholder, const std::string& value) {
  std::string out;
  for (std::size_t at = 0;;) {
    std::size_t found = text.find(placeholder, at);
    out += text.substr(at, found == std::string::npos ? std::string::npos : found - at);
    if (found == std::string::npos) return out;
    out += value;
    at = found + placeholder.size();
  }
}
}  // namespace

std::string expand_label(const std::string& pattern, int table_number, int round_number) {
  const std::string tables = replace_all(pattern, "{n}", std::to_string(table_number));
  return round_number > 0 ? replace_all(tables, "{round}", std::to_string(round_number)) : tables;
}

void set_label(Scenario& scenario, const std::string& label) {
  if (!label.empty()) scenario.options[kLabelOption] = label;
}

std::string scenario_label(const Scenario& scenario) {
  auto found = scenario.options.find(kLabelOption);
  return found == scenario.options.end() ? std::string() : found->second;
}

std::string label_prefix(const Scenario& scenario) {
  std::string label = scenario_label(scenario);
  return label.empty() ? label : label + " \u00b7 ";
}

}  // namespace wargen
