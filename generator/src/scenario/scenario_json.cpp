#include "scenario/scenario_json.hpp"

#include <yaml-cpp/yaml.h>

#include <stdexcept>

#include "core/json_text.hpp"
#include "scenario/extensions_io.hpp"
#include "scenario/scenario_writer.hpp"

namespace wargen {
namespace {

// How it works: the YAML writer already fixes the key order, the layout and – through its
// quoting rule (scenario_writer.hpp) – each scalar's type: a plain scalar is true, false or a
// number exactly when it looks like one, and every string that could be mistaken for one is
// quoted. So the JSON is the YAML document re-spelt: one writer decides what is in the file, and
// the two formats cannot drift apart. Block collections become indented lines, flow ones stay on
// one line, as in the YAML.

std::string scalar(const YAML::Node& node) {
  const std::string& text = node.Scalar();
  if (node.Tag() == "?" && (text == "true" || text == "false" || text == "null" || is_json_number(text))) return text;
  return json_string(text);
}

void emit(std::string& out, const YAML::Node& node, int depth) {
  if (node.IsNull()) {
    out += "null";
    return;
  }
  if (node.IsScalar()) {
    out += scalar(node);
    return;
  }
  bool block = node.Style() == YAML::EmitterStyle::Block && node.size() > 0;
  std::string inner = block ? std::string(",\n").append(static_cast<std::size_t>(2 * (depth + 1)), ' ') : ", ";
  out += node.IsMap() ? '{' : '[';
  if (block) out.append("\n").append(static_cast<std::size_t>(2 * (depth + 1)), ' ');
  bool first = true;
  for (auto it = node.begin(); it != node.end(); ++it) {
    if (!first) out += inner;
    first = false;
    if (node.IsMap()) {
      out.append(json_string(it->first.Scalar())).append(": ");
      emit(out, it->second, depth + 1);
    } else {
      emit(out, *it, depth + 1);
    }
  }
  if (block) out.append("\n").append(static_cast<std::size_t>(2 * depth), ' ');
  out += node.IsMap() ? '}' : ']';
}

}  // namespace

std::string write_scenario_json(const Scenario& scenario) {
  std::string yaml = write_scenario_yaml(scenario);
  YAML::Node document;
  try {
    document = YAML::Load(yaml);
  } catch (const YAML::Exception& e) {
    throw std::logic_error("the scenario writer wrote YAML its reader cannot parse: " + e.msg);
  }
  std::string out;
  emit(out, document, 0);
  return out + "\n";
}

}  // namespace wargen
