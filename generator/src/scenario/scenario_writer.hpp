#pragma once
// Writes a scenario as YAML, format wargen-scenario/1 (docs/scenario-format.md).
// Our own small emitter rather than YAML::Emitter: the key order, the flow/block layout and the
// quoting are part of the public contract, and the same scenario must always give the same bytes.
#include <string>
#include <string_view>

#include "scenario/scenario.hpp"

namespace wargen {

// The whole file, ending in a newline. Deterministic: depends only on `scenario`.
// Numbers are written exactly as held (format_number), not rounded: generators quantize.
// Throws InputError when a string is not valid UTF-8 (YAML cannot carry it).
std::string write_scenario_yaml(const Scenario& scenario);

// A string as a YAML scalar: plain when every YAML 1.1 and 1.2 reader takes it back as the same
// string ("A1", "GOK-T3", "1d6", "Wörthbach"), otherwise double-quoted with escapes ("", "12",
// "true", "0.1.0", "a: b", "-x", " x"). Throws InputError for text that is not valid UTF-8.
std::string yaml_string(std::string_view text);

// An attribute value: its text is the value, so a canonical number ("30.48", "12") or true/false
// is written plain and other tools read it as a number or a boolean; anything else as yaml_string.
std::string yaml_attribute_value(std::string_view text);

// What a YAML or JSON reader takes an attribute value for, by yaml_attribute_value's rule: a
// boolean, a number (its canonical spelling only) or text. The exports keep the same types.
struct AttributeReading {
  enum class Kind { text, boolean, number } kind = Kind::text;
  double number = 0;  // when kind is number
};
AttributeReading attribute_reading(std::string_view text);

}  // namespace wargen
