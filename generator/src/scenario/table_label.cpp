#include "scenario/table_label.hpp"

namespace wargen {

std::string expand_label(const std::string& pattern, int table_number) {
  const std::string placeholder = "{n}", number = std::to_string(table_number);
  std::string out;
  for (std::size_t at = 0;;) {
    std::size_t found = pattern.find(placeholder, at);
    out += pattern.substr(at, found == std::string::npos ? std::string::npos : found - at);
    if (found == std::string::npos) return out;
    out += number;
    at = found + placeholder.size();
  }
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
