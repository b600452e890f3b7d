#pragma once
// Just enough JSON writing for the page's API: strings escaped, objects and arrays built as text.
#include <string>
#include <utility>
#include <vector>

#include "core/json_text.hpp"  // json_string: a string escaped

namespace wargen::server {

// {"key": value, ...} from already-written values, in the order given.
std::string json_object(const std::vector<std::pair<std::string, std::string>>& fields);

// [a, b, ...] from already-written values.
std::string json_array(const std::vector<std::string>& items);

}  // namespace wargen::server
