#include "scenario/scenario_json.hpp"

#include <stdexcept>

#include "core/error.hpp"
#include "core/json_text.hpp"
#include "core/yaml_document.hpp"
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
//
// One exception to the re-spelling: the top-level `seed` is a 64-bit integer, and JSON readers
// that hold every number as a double (JavaScript, jq 1.6) silently change its low digits above
// 2^53 – most random seeds. So the JSON writes it as a string of decimal digits, which every
// reader keeps exactly (docs/scenario-format.md#numbers). No other value of the model reaches
// 2^53: ids, keys and the umpire key are strings already.

using Id = YamlDocument::Id;

bool is_64_bit_key(int depth, std::string_view key) { return depth == 0 && key == "seed"; }

std::string scalar(const YamlDocument& doc, Id id) {
  std::string_view text = doc.text(id);
  if (doc.tag(id) == "?" && (text == "true" || text == "false" || is_json_number(text))) return std::string(text);
  return json_string(text);
}

// Recursive: the writer's own documents nest a few levels.
void emit(std::string& out, const YamlDocument& doc, Id id, int depth) {
  const YamlKind kind = doc.kind(id);
  if (kind == YamlKind::null) {
    out += "null";
    return;
  }
  if (kind == YamlKind::scalar) {
    out += scalar(doc, id);
    return;
  }
  const std::size_t n = doc.size(id);
  bool block = doc.style(id) == YamlStyle::block && n > 0;
  std::string inner = block ? std::string(",\n").append(static_cast<std::size_t>(2 * (depth + 1)), ' ') : ", ";
  const bool map = kind == YamlKind::map;
  out += map ? '{' : '[';
  if (block) out.append("\n").append(static_cast<std::size_t>(2 * (depth + 1)), ' ');
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) out += inner;
    if (map) {
      const std::string_view key = doc.key_name(id, i);
      out.append(json_string(key)).append(": ");
      if (is_64_bit_key(depth, key))
        out += json_string(doc.text(doc.value(id, i)));
      else
        emit(out, doc, doc.value(id, i), depth + 1);
    } else {
      emit(out, doc, doc.item(id, i), depth + 1);
    }
  }
  if (block) out.append("\n").append(static_cast<std::size_t>(2 * depth), ' ');
  out += map ? '}' : ']';
}

}  // namespace

std::string write_scenario_json(const Scenario& scenario) {
  std::string yaml = write_scenario_yaml(scenario);
  std::string out;
  try {
    const YamlDocument document(yaml, "the scenario writer's YAML");
    emit(out, document, document.root(), 0);
  } catch (const InputError& e) {
    throw std::logic_error(std::string("the scenario writer wrote YAML its reader cannot parse: ") + e.what());
  }
  return out + "\n";
}

}  // namespace wargen
