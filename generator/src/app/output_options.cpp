#include "app/output_options.hpp"

#include "app/format_writers.hpp"
#include "app/print_options.hpp"
#include "core/error.hpp"

namespace wargen {

namespace {

std::vector<OptionSpec> make_specs() {
  const std::string group = "Output";
  return {
      {"format",
       OptionType::text,
       "Comma-separated: " + format_list() +
           " (sheet: placement sheet, .md; others: docs/exports.md); the YAML always comes too",
       "",
       {},
       0,
       0,
       "yaml,png",
       false,
       group,
       false,
       "FORMAT[,FORMAT...]"},
      {"no_yaml",
       OptionType::boolean,
       "Leave out the scenario YAML otherwise written beside every format",
       "",
       {},
       0,
       0,
       "",
       false,
       group},
      {"title",
       OptionType::text,
       "A title for the map, PDF and sheet, e.g. \"Table 3: Lobositz\" (one line, 80 characters)",
       "",
       {},
       0,
       0,
       "",
       false,
       group,
       false,
       "\"TEXT\""},
      {"table",
       OptionType::text,
       "Your table, WxH in cm or feet (180x120, 6x4ft), within the ruleset's table_sizes",
       "",
       {},
       0,
       0,
       "the ruleset's",
       false,
       group,
       false,
       "WxH[ft|in]"},
      {"terrain_box",
       OptionType::text,
       "The club's terrain box (docs/terrain-box.md): lay only the pieces it holds; in a template, a path "
       "from the template's folder",
       "",
       {},
       0,
       0,
       "",
       false,
       group,
       false,
       "FILE"},
      {"out",
       OptionType::text,
       "Directory for the files (created if missing); - writes the one format to standard output",
       "",
       {},
       0,
       0,
       ".",
       false,
       group,
       false,
       "DIR|-"},
      {"px_per_cm", OptionType::number, "Map resolution in pixels per cm", "", {}, 1, 40, "5", false, group},
      {"grid",
       OptionType::choice,
       "Grid over the map (cm10: 10 cm, numbered)",
       "",
       {"sectors", "none", "cm10"},
       0,
       0,
       "sectors",
       false,
       group},
      {"paper", OptionType::choice, "PDF paper", "", {"a4", "letter", "a3"}, 0, 0, "a4", false, group},
      {"print_scale",
       OptionType::text,
       "PDF scale: fit (the map on one page at a round scale), 1:1 (true size, tiled) or 1:N (tiled)",
       "",
       {},
       0,
       0,
       "fit",
       false,
       group,
       false,
       "fit|1:1|1:N"},
      {"label",
       OptionType::text,
       "Label printed on the map, every PDF page and the sheet, e.g. \"Round 2 \u00b7 Table 7\" (batch: {n} is the "
       "table number)",
       "",
       {},
       0,
       0,
       "",
       false,
       group,
       false,
       "\"TEXT\""},
      {"view",
       OptionType::choice,
       "Which copy: umpire (VP values, <id>-umpire.*, every page marked UMPIRE), player (none, <id>-player.*) or "
       "both",
       "VPM-6",
       {"umpire", "player", "both"},
       0,
       0,
       "both when there are hidden VP values",
       false,
       group},
      {"cell_cm",
       OptionType::number,
       "Fields of Strategy board (--format fos): the side of a cell in cm",
       "FOS-B1",
       {},
       1,
       100,
       "5",
       false,
       group},
  };
}

}  // namespace

const std::vector<OptionSpec>& output_option_specs() {
  static const std::vector<OptionSpec> specs = make_specs();
  return specs;
}

OutputRequest output_request(const OptionValues& values) {
  OutputRequest output;
  // Standard output takes the one format asked for: the YAML comes beside files, not into a pipe.
  const bool to_stdout = option_text(values, "out") == "-";
  output.formats =
      parse_formats(option_text(values, "format", "yaml,png"), option_flag(values, "no_yaml") || to_stdout);
  output.px_per_cm = option_number(values, "px_per_cm", 5.0);
  output.grid = parse_grid(option_text(values, "grid", "sectors"));
  output.paper = parse_paper(option_text(values, "paper", "a4"));
  output.print_scale = parse_print_scale(option_text(values, "print_scale", "fit"));
  output.title = parse_title(option_text(values, "title"));
  output.out_dir = option_text(values, "out", ".");
  output.cell_cm = option_number(values, "cell_cm", 5.0);
  output.label = parse_label(option_text(values, "label"));
  return output;
}

}  // namespace wargen
