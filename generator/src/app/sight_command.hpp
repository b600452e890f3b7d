#pragma once
// `wargen sight SCENARIO --from X,Y --to X,Y` and its batch form `--pairs FILE|-`: the FOS-B4
// answer for each pair of points, as text, YAML or JSON lines (docs/rules.md, "Asking for sight").
// Every input is read and checked before the first answer is written: a bad line or a point off
// the table is one InputError (exit 2) and no answer at all, never half a list.
#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "core/geometry.hpp"

namespace wargen {

struct SightCommand {
  std::string scenario;  // a path, or "-" for standard input
  std::string from, to;  // "X,Y" in table centimetres
  std::string pairs;     // a file of "X1,Y1 X2,Y2" lines, or "-"
  std::string cell_cm = "5";
  bool yaml = false;
  bool json = false;
};

// The pairs file can be large, but not without end.
inline constexpr std::size_t kMaxSightPairsBytes = std::size_t{16} << 20;

// "X,Y" in table centimetres; InputError naming `what` otherwise.
Point parse_table_point(const std::string& text, const std::string& what);

struct SightPair {
  Point from, to;
  int line = 0;  // 1-based line of the pairs text; 0 for --from/--to
};

// The pairs of a pairs text: one "X1,Y1 X2,Y2" per line; blank lines and lines starting with '#'
// are skipped. `file` names it in messages ("pairs.txt:3: …").
std::vector<SightPair> parse_sight_pairs(const std::string& text, const std::string& file);

// Answers every pair on `out`. Returns the exit code (0); throws InputError for bad input.
int run_sight_command(const SightCommand& command, std::ostream& out);

}  // namespace wargen
