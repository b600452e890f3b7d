#include "core/input_text.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include "core/error.hpp"

namespace wargen {

std::string input_name(const std::string& path) { return path == "-" ? "(stdin)" : path; }

std::string read_input_text(const std::string& path, const std::string& what) {
  if (path == "-") {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    if (std::cin.bad()) throw InputError(located(input_name(path), 0, "", "cannot read the " + what));
    return text;
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw InputError(located(path, 0, "", "is a directory, not a " + what));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(located(path, 0, "", "cannot open the " + what + ": " + std::strerror(errno)));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw InputError(located(path, 0, "", "cannot read the " + what));
  return text;
}

}  // namespace wargen
