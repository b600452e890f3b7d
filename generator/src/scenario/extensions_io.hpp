#pragma once
// Reading and writing a tool's x- keys (core/extensions.hpp) for the scenario reader and writer.
#include <string>
#include <string_view>

#include "core/extensions.hpp"
#include "core/yaml_access.hpp"

namespace wargen {

// The map's x- keys (checking them off), each value as canonical flow YAML: a value keeps its
// JSON type (null, true/false, number, string, list, map) and every reader reads it back the same.
// Refuses what JSON cannot hold: a map key that is not text, a key twice, a tag other than !!str.
Extensions read_extensions(YamlMap& map);

// Appends (key, value text) pairs to the field list of a map being written, after its own keys.
template <typename Fields>
void add_extension_fields(Fields& fields, const Extensions& extensions) {
  for (const auto& [key, value] : extensions) fields.emplace_back(key, value);
}

// Whether plain `text` is a JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
bool is_json_number(std::string_view text);

}  // namespace wargen
