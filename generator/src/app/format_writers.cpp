#include "app/format_writers.hpp"

#include <stdexcept>

#include "export/dd2vtt.hpp"
#include "export/geojson.hpp"
#include "export/map_png.hpp"
#include "export/tmj.hpp"
#include "fos/fos_board.hpp"
#include "render/pdf_output.hpp"
#include "scenario/scenario_json.hpp"
#include "scenario/scenario_writer.hpp"
#include "sheet/sheet_markdown.hpp"

namespace wargen {

std::string output_file_name(const std::string& stem, const std::string& format) {
  // The sheet is Markdown: a .md name lets any viewer show its tables.
  if (format == "sheet") return stem + "-sheet.md";
  if (format == "map-png") return stem + "-map.png";
  if (format == "tmj-board") return stem + "-board.png";
  if (format == "fos") return stem + "-fos.yaml";
  if (format == "geojson-cm") return stem + "-cm.geojson";
  if (format == "fos-png") return stem + "-fos.png";
  return stem + "." + format;
}

std::string file_stem(const Scenario& scenario, const OutputRequest& request) {
  return request.file_prefix + scenario.id + request.file_suffix;
}

std::string copy_file_name(const Scenario& scenario, const OutputRequest& request, const std::string& format) {
  const std::string tiles =
      format == "pdf" && request.print_scale >= 1 ? "-tiles-1to" + std::to_string(request.print_scale) : "";
  return output_file_name(file_stem(scenario, request) + tiles, format);
}

std::string render_format(const Scenario& scenario, const std::string& format, const OutputRequest& request) {
  const RenderOptions map = map_render_options(request);
  if (format == "yaml") return write_scenario_yaml(scenario);
  if (format == "json") return write_scenario_json(scenario);
  if (format == "geojson") return write_geojson(scenario, GeojsonFrame::wgs84);
  if (format == "geojson-cm") return write_geojson(scenario, GeojsonFrame::table_cm);
  if (format == "png") {
    if (!request.map_pixels) return render_png(scenario, map);
    return render_png(scenario, map, [&](const render::RasterView& pixels) { request.map_pixels(request, pixels); });
  }
  if (format == "svg") return render_svg(scenario, map);
  if (format == "pdf") return render_pdf(scenario, render::PrintOptions{request.paper, request.print_scale, map});
  if (format == "sheet") return placement_sheet_markdown(make_placement_sheet(scenario, map.view));
  if (format == "map-png") return render_table_png(scenario, map);
  if (format == "dd2vtt") return write_dd2vtt(scenario, map);
  if (format == "tmj")
    return write_tmj(scenario, map, output_file_name(file_stem(scenario, request), "tmj-board"));
  if (format == "tmj-board") return render_tmj_board_png(scenario, map);
  if (format == "fos") return fos_board_yaml(scenario, make_fos_board(scenario, request.cell_cm));
  if (format == "fos-png")
    return fos_board_png(scenario, make_fos_board(scenario, request.cell_cm), request.px_per_cm);
  throw std::invalid_argument("render_format: unknown format '" + format + "'");
}

std::vector<std::string> companion_file_names(const std::string& stem, const std::string& format) {
  std::vector<std::string> names;
  for (const auto& companion : companion_formats(format)) names.push_back(output_file_name(stem, companion));
  return names;
}

std::vector<std::string> companion_formats(const std::string& format) {
  if (format == "tmj") return {"tmj-board"};  // the picture its tiles are cut from
  if (format == "fos") return {"fos-png"};    // the board drawn
  return {};
}

bool is_binary_format(const std::string& format) {
  return format == "png" || format == "map-png" || format == "pdf" || format == "tmj-board" || format == "fos-png";
}

std::string format_list() {
  std::string out;
  for (const auto& format : known_formats()) out += (out.empty() ? "" : ", ") + format;
  return out;
}

}  // namespace wargen
