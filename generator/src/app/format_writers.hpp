#pragma once
// One output format's bytes and file name, for write_outputs: yaml, png, svg, pdf and sheet
// (the placement sheet as Markdown). Everything is rendered in memory; nothing is written here.
#include <string>
#include <vector>

#include "app/pipeline.hpp"

namespace wargen {

// "gok-7.png", "gok-7.pdf", "gok-7-sheet.md"; `stem` is the scenario id with any suffix.
std::string output_file_name(const std::string& stem, const std::string& format);

// The name of one copy's file: the scenario id, the copy's suffix ("-umpire", "-player"), and for
// a PDF tiled at 1:N "-tiles-1toN", so the tiles never take the one-page map's name:
// "gok-7-umpire.pdf", "gok-7-player-tiles-1to1.pdf".
// What every file name of a copy starts with: prefix, scenario id, suffix ("table-03-npow-7-player").
std::string file_stem(const Scenario& scenario, const OutputRequest& request);

std::string copy_file_name(const Scenario& scenario, const OutputRequest& request, const std::string& format);

// The file's bytes; `format` is one of known_formats().
std::string render_format(const Scenario& scenario, const std::string& format, const OutputRequest& request);

// Files a format needs beside it, written with it: "tmj" -> {"tmj-board"}, "fos" -> {"fos-png"}.
std::vector<std::string> companion_formats(const std::string& format);
// Whether the format's bytes are binary (a picture or a PDF), not text.
bool is_binary_format(const std::string& format);
// The names of those companion files for `stem`, without rendering them (for checking a finished map).
std::vector<std::string> companion_file_names(const std::string& stem, const std::string& format);

// "yaml, png, svg, pdf, sheet"
std::string format_list();

}  // namespace wargen
