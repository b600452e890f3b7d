#include "batch/output_check.hpp"

#include <fstream>
#include <iterator>
#include <algorithm>
#include <sstream>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/number_text.hpp"
#include "ruleset/table_size.hpp"
#include "scenario/scenario_writer.hpp"
#include "scenario_layer/player_copy.hpp"

namespace wargen {

namespace {

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

constexpr const char* kIdentityFile = "batch-options.yaml";

// "key: value" lines -> (key, value as written), in order; compared as written, never reinterpreted.
std::vector<std::pair<std::string, std::string>> identity_lines(const std::string& text) {
  std::vector<std::pair<std::string, std::string>> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const std::size_t colon = line.find(": ");
    if (line.empty() || line[0] == '#' || colon == std::string::npos) continue;
    lines.emplace_back(line.substr(0, colon), line.substr(colon + 2));
  }
  return lines;
}

// "max_imbalance" -> "--max-imbalance", as the command line spells the key.
std::string flag_of(std::string key) {
  for (char& c : key)
    if (c == '_') c = '-';
  return "--" + key;
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

std::string batch_identity_yaml(const BatchRequest& r) {
  std::string text = "# What makes this directory's batch: a rerun with other values is refused (docs/batch.md)\n";
  text += "ruleset: " + yaml_string(r.ruleset->name) + "\n";
  text += "table: " + yaml_string(r.ruleset->table ? table_size_text(*r.ruleset->table) : "") + "\n";
  for (const auto& [key, value] : r.generate.options) text += key + ": " + yaml_string(value) + "\n";
  // The box the maps are laid from, by its file's sha256; a batch without one records nothing.
  if (r.generate.terrain_box) text += "terrain_box: " + yaml_string(r.generate.terrain_box->sha256) + "\n";
  text += "max_imbalance: " + yaml_string(r.max_imbalance ? format_number(*r.max_imbalance) : "") + "\n";
  text += "min_features: " + yaml_string(r.min_features ? std::to_string(*r.min_features) : "") + "\n";
  return text;
}

void claim_batch_directory(const BatchRequest& request) {
  const std::filesystem::path& dir = request.output.out_dir;
  const std::filesystem::path record = dir / kIdentityFile;
  const std::string identity = batch_identity_yaml(request);
  std::error_code error;
  if (std::filesystem::is_regular_file(record, error)) {
    const std::string recorded = file_bytes(record);
    if (recorded == identity) return;
    const auto there = identity_lines(recorded), here = identity_lines(identity);
    // In the record's order (ruleset, table, options, filters), then what only the old one has.
    std::vector<std::string> keys;
    for (const auto& [key, value] : here) keys.push_back(key);
    for (const auto& [key, value] : there)
      if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    const auto value_in = [](const std::vector<std::pair<std::string, std::string>>& lines, const std::string& key) {
      for (const auto& [k, value] : lines)
        if (k == key && value != "\"\"") return value;
      return std::string("not given");
    };
    for (const auto& key : keys) {
      const std::string was = value_in(there, key), is = value_in(here, key);
      if (was != is)
        throw InputError("--out " + dir.string() + ": holds another batch (" + flag_of(key) + " " + was + " there, " +
                         is + " here); give the same options to resume it, or another --out");
    }
  } else if (std::filesystem::exists(dir / "maps", error) || std::filesystem::exists(dir / "index.yaml", error)) {
    throw InputError("--out " + dir.string() + ": holds batch files but no " + kIdentityFile +
                     " to say which batch (made by an older wargen?); give another --out, or remove the directory");
  }
  std::filesystem::create_directories(dir, error);
  if (error) throw InputError("--out " + dir.string() + ": cannot create (" + error.message() + ")");
  write_files_atomically({{record, identity}});
}

}  // namespace wargen
