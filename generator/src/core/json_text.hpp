#pragma once
// JSON text for the files we write (scenario JSON, GeoJSON): strings per RFC 8259, numbers as the
// YAML writer spells them (core/number_text), so the same data gives the same bytes everywhere.
#include <string>
#include <string_view>

namespace wargen {

// A JSON string: '"', '\' and control characters escaped, and U+2028/U+2029, which JavaScript
// before ES2019 took for line ends; all other text as UTF-8, unchanged.
std::string json_string(std::string_view text);

}  // namespace wargen
