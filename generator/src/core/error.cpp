#include "core/error.hpp"

#include <sstream>

namespace wargen {

std::string located(const std::string& file, int line_1based, const std::string& key, const std::string& what) {
  // A stream, not operator+: GCC 12 gives a false -Wrestrict on chained string appends here (PR105329).
  std::ostringstream out;
  out << (file.empty() ? "<input>" : file);
  if (line_1based > 0) out << ':' << line_1based;
  out << ": ";
  if (!key.empty()) out << "key '" << key << "': ";
  out << what;
  return out.str();
}

}  // namespace wargen
