#pragma once
// The map and print settings a user types (`--grid`, `--paper`, `--print-scale`), checked and
// turned into renderer options. Bad text is an InputError naming the flag and the choices, raised
// before anything is generated or written.
#include <string>
#include <vector>

#include "render/map_renderer.hpp"
#include "render/print_layout.hpp"

namespace wargen {

// sectors | none | cm10
GridStyle parse_grid(const std::string& text);
// a4 | letter | a3
render::Paper parse_paper(const std::string& text);
// "1:1" (true size, tiled) or "1:N" for N from 1 to 100 (tiled at that scale): N; "fit" (one page): 0.
int parse_print_scale(const std::string& text);

// `--format a,b,c`: the formats asked for, checked, with the YAML first unless `no_yaml`. The YAML
// is the scenario itself (what `validate` and `adjudicate` read), so every other output comes
// with it.
std::vector<std::string> parse_formats(const std::string& text, bool no_yaml);

// `--title TEXT`: one printable line of at most kMaxTitleBytes, for the map, PDF and sheet.
inline constexpr std::size_t kMaxTitleBytes = 80;
std::string parse_title(const std::string& text);

// `--label TEXT`: one printable line of at most kMaxLabelBytes, printed on the map, every PDF page
// and the sheet (a Markdown line: an escape character would reach the reader's terminal raw).
inline constexpr std::size_t kMaxLabelBytes = 200;
std::string parse_label(const std::string& text);

}  // namespace wargen
