#include "app/format_writers.hpp"

#include <stdexcept>

#include "fos/fos_board.hpp"
#include "render/pdf_output.hpp"
#include "scenario/scenario_writer.hpp"
#include "sheet/sheet_markdown.hpp"

namespace wargen {

namespace {
RenderOptions map_options(const OutputRequest& request) {
  RenderOptions options;
  options.px_per_cm = request.px_per_cm;
  options.grid = request.grid;
  if (request.view) options.view = *request.view;
  return options;
}
}  // namespace

std::string output_file_name(const std::string& stem, const std::string& format) {
  // The sheet is Markdown: a .md name lets any viewer show its tables.
  if (format == "fos") return stem + "-fos.yaml";  // its picture is a companion file
  return format == "sheet" ? stem + "-sheet.md" : stem + "." + format;
}

std::string render_format(const Scenario& scenario, const std::string& format, const OutputRequest& request) {
  const RenderOptions map = map_options(request);
  if (format == "yaml") return write_scenario_yaml(scenario);
  if (format == "png") return render_png(scenario, map);
  if (format == "svg") return render_svg(scenario, map);
  if (format == "pdf") return render_pdf(scenario, render::PrintOptions{request.paper, request.print_scale, map});
  if (format == "sheet") return placement_sheet_markdown(make_placement_sheet(scenario, map.view));
  if (format == "fos") return fos_board_yaml(scenario, make_fos_board(scenario, request.cell_cm));
  throw std::invalid_argument("render_format: unknown format '" + format + "'");
}

std::vector<std::string> companion_file_names(const std::string& stem, const std::string& format) {
  if (format == "fos") return {stem + "-fos.png"};
  return {};
}

std::vector<std::pair<std::string, std::string>> companion_files(const Scenario& scenario, const std::string& format,
                                                                 const OutputRequest& request) {
  if (format == "fos")
    return {{"-fos.png", fos_board_png(scenario, make_fos_board(scenario, request.cell_cm), request.px_per_cm)}};
  return {};
}

std::string format_list() {
  std::string out;
  for (const auto& format : known_formats()) out += (out.empty() ? "" : ", ") + format;
  return out;
}

}  // namespace wargen
