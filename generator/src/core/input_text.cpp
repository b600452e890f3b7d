#include "core/input_text.hpp"

#include <iostream>

#include "core/error.hpp"
#include "core/input_file.hpp"

namespace wargen {

std::string input_name(const std::string& path) { return path == "-" ? "(stdin)" : path; }

std::string read_input_text(const std::string& path, const std::string& what, std::size_t max_bytes) {
  if (path != "-") return read_input_file(path, what, max_bytes);
  std::string text;
  char buffer[65536];
  while (std::cin.read(buffer, sizeof buffer) || std::cin.gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(std::cin.gcount()));
    if (text.size() > max_bytes)
      throw InputError(located(input_name(path), 0, "", "the " + what + " is larger than " +
                                                            std::to_string(max_bytes >> 20) + " MiB"));
  }
  if (std::cin.bad()) throw InputError(located(input_name(path), 0, "", "cannot read the " + what));
  return text;
}

}  // namespace wargen
