#include "app/output_options.hpp"

#include <sstream>

#include "app/format_writers.hpp"
#include "app/print_options.hpp"
#include "core/error.hpp"

namespace wargen {

namespace {

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, separator);)
    if (!part.empty()) parts.push_back(part);
  return parts;
}

std::vector<OptionSpec> make_specs() {
  const std::string group = "Output";
  return {
      {"format", OptionType::text, "Comma-separated: " + format_list() + " (sheet: placement sheet, .md)", "", {}, 0, 0,
       "yaml,png", false, group},
      {"out", OptionType::text, "Directory for the files (created if missing)", "", {}, 0, 0, ".", false, group},
      {"px_per_cm", OptionType::number, "Map resolution in pixels per cm", "", {}, 1, 40, "5", false, group},
      {"grid", OptionType::choice, "Grid over the map (cm10: 10 cm, numbered)", "", {"sectors", "none", "cm10"}, 0, 0,
       "sectors", false, group},
      {"paper", OptionType::choice, "PDF paper", "", {"a4", "letter", "a3"}, 0, 0, "a4", false, group},
      {"print_scale", OptionType::text, "PDF scale: 1:1 (true size, tiled), 1:N (tiled at 1:N) or fit (one page)", "",
       {}, 0, 0, "1:1", false, group},
      {"view", OptionType::choice, "Which copy: umpire (VP values), player (none, <id>-player.*) or both", "VPM-6",
       {"umpire", "player", "both"}, 0, 0, "umpire when there are VP markers", false, group},
  };
}

}  // namespace

const std::vector<OptionSpec>& output_option_specs() {
  static const std::vector<OptionSpec> specs = make_specs();
  return specs;
}

OutputRequest output_request(const OptionValues& values) {
  OutputRequest output;
  output.formats = split(option_text(values, "format", "yaml,png"), ',');
  if (output.formats.empty()) throw InputError("--format: name at least one format (" + format_list() + ")");
  output.px_per_cm = option_number(values, "px_per_cm", 5.0);
  output.grid = parse_grid(option_text(values, "grid", "sectors"));
  output.paper = parse_paper(option_text(values, "paper", "a4"));
  output.print_scale = parse_print_scale(option_text(values, "print_scale", "1:1"));
  output.out_dir = option_text(values, "out", ".");
  return output;
}

}  // namespace wargen
