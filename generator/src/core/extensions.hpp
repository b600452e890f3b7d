#pragma once
// Extension keys: a tool that reads and writes our files may add keys of its own, named "x-…"
// (as OpenAPI and JSON Schema users do), to any map whose keys we fix. wargen gives them no
// meaning, accepts them wherever it reads such a map and writes them back unchanged, so a tool's
// notes survive a round trip through wargen. docs/scenario-format.md#extension-keys.
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace wargen {

// Key -> its value as one line of flow YAML, exactly as the writer puts it back (which is also
// valid JSON text once quoted keys are used, see scenario_json). Sorted by key: written in that order.
using Extensions = std::map<std::string, std::string>;

// "x-" followed by one or more ASCII letters, digits, '_', '-' or '.': a key every YAML and JSON
// reader takes as the same plain string, so it can be written without quotes.
inline bool is_extension_key(std::string_view key) {
  if (key.size() < 3 || key.substr(0, 2) != "x-") return false;
  for (char c : key.substr(2))
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
          c == '.'))
      return false;
  return true;
}

// A copy without a tool's keys, for comparing what the rules place with what a file holds.
template <typename T>
T without_extensions(T value) {
  value.extensions.clear();
  return value;
}
template <typename T>
std::vector<T> without_extensions(std::vector<T> values) {
  for (auto& value : values) value.extensions.clear();
  return values;
}

}  // namespace wargen
