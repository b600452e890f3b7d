#include "batch/output_check.hpp"

#include <fstream>
#include <iterator>
#include <sstream>

#include "core/number_text.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario_layer/player_copy.hpp"

namespace wargen {

namespace {

std::string file_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool ends_with(const std::string& text, const std::string& tail) {
  return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

bool ends_as_its_format(const std::filesystem::path& path, const std::string& bytes) {
  const std::string ext = path.extension().string();
  // PNG: the IEND chunk with its CRC closes every file.
  if (ext == ".png") return ends_with(bytes, std::string("IEND\xAE\x42\x60\x82", 8));
  if (ext == ".pdf") return ends_with(bytes, "%%EOF\n") || ends_with(bytes, "%%EOF");
  if (ext == ".svg") return ends_with(bytes, "</svg>\n") || ends_with(bytes, "</svg>");
  return !bytes.empty();
}

}  // namespace

bool outputs_complete(const Scenario& scenario, const std::vector<std::filesystem::path>& paths) {
  for (const auto& path : paths) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) return false;
    const std::string bytes = file_bytes(path);
    const std::string stem = path.stem().string();
    if (path.extension() == ".yaml" &&
        (stem == scenario.id || stem == scenario.id + "-umpire" || stem == scenario.id + "-player")) {
      const bool player = stem == scenario.id + "-player";
      if (bytes != write_scenario_yaml(player ? player_copy(scenario) : scenario)) return false;
    } else if (!ends_as_its_format(path, bytes)) {
      return false;
    }
  }
  return true;
}

std::string output_stamp(const OutputRequest& output, const std::string& view, double thumbnail_px_per_cm) {
  std::ostringstream text;
  text << "wargen " << WARGEN_VERSION << "\nformats";
  for (const auto& format : output.formats) text << " " << format;
  text << "\npx_per_cm " << format_number(output.px_per_cm) << "\ngrid " << static_cast<int>(output.grid) << "\npaper "
       << static_cast<int>(output.paper) << "\nprint_scale " << output.print_scale << "\ncell_cm "
       << format_number(output.cell_cm) << "\nview " << view << "\nsuffix " << output.file_suffix << "\nlabel "
       << output.label << "\ntitle " << output.title << "\nthumbnail_px_per_cm " << format_number(thumbnail_px_per_cm)
       << "\n";
  return text.str();
}

std::filesystem::path stamp_path(const std::filesystem::path& maps_dir, const std::string& id) {
  return maps_dir / ("." + id + ".outputs");
}

bool stamp_matches(const std::filesystem::path& path, const std::string& stamp) {
  std::error_code error;
  return std::filesystem::is_regular_file(path, error) && file_bytes(path) == stamp;
}

}  // namespace wargen
