#include "batch/output_check.hpp"

#include <fstream>
#include <map>
#include <set>
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

// What a shard's index.yaml says it made and skipped: (round, seed) of each map, and the skipped seeds.
struct ShardIndex {
  std::vector<std::pair<int, std::uint64_t>> maps;
  std::vector<std::uint64_t> skipped;
};

std::uint64_t number_after(const std::string& line, std::size_t at) { return std::stoull(line.substr(at)); }

// Reads the lines catalogue_yaml writes (format wargen-batch/1); no other writer makes this file.
ShardIndex read_shard_index(const std::filesystem::path& shard) {
  const std::filesystem::path index = shard / "index.yaml";
  const std::string text = file_bytes(index);
  if (text.rfind("format: wargen-batch/1\n", 0) != 0)
    throw InputError("--merge " + shard.string() + ": no finished batch there (no index.yaml: run it to the end first)");
  ShardIndex read;
  int round = 0;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  - round: ", 0) == 0) round = static_cast<int>(number_after(line, 11));
    else if (line.rfind("  - table: ", 0) == 0) round = 0;
    else if (line.rfind("    seed: ", 0) == 0) read.maps.emplace_back(round, number_after(line, 10));
    else if (line.rfind("  - {seed: ", 0) == 0) read.skipped.push_back(number_after(line, 11));
  }
  return read;
}

// "paper 1" -> ("paper", "1"), as output_stamp writes its lines.
std::string first_stamp_difference(const std::string& there, const std::string& here) {
  std::istringstream a(there), b(here);
  for (std::string x, y; std::getline(b, y);) {
    if (!std::getline(a, x)) x.clear();
    if (x != y) return y.substr(0, y.find(' '));
  }
  return "formats";
}

}  // namespace

bool outputs_complete(const Scenario& scenario, const std::string& file_prefix,
                      const std::vector<std::filesystem::path>& paths) {
  const std::string id = file_prefix + scenario.id;
  for (const auto& path : paths) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) return false;
    const std::string bytes = file_bytes(path);
    const std::string stem = path.stem().string();
    if (path.extension() == ".yaml" && (stem == id || stem == id + "-umpire" || stem == id + "-player")) {
      const bool player = stem == id + "-player";
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

std::string identity_difference(const std::string& recorded, const std::string& identity) {
  if (recorded == identity) return "";
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
    if (was != is) return flag_of(key) + " " + was + " there, " + is + " here";
  }
  return "the comment line";
}

void claim_batch_directory(const BatchRequest& request) {
  const std::filesystem::path& dir = request.output.out_dir;
  const std::filesystem::path record = dir / kIdentityFile;
  const std::string identity = batch_identity_yaml(request);
  std::error_code error;
  if (std::filesystem::is_regular_file(record, error)) {
    const std::string difference = identity_difference(file_bytes(record), identity);
    if (difference.empty()) return;
    throw InputError("--out " + dir.string() + ": holds another batch (" + difference +
                     "); give the same options to resume it, or another --out");
  } else if (std::filesystem::exists(dir / "maps", error) || std::filesystem::exists(dir / "index.yaml", error)) {
    throw InputError("--out " + dir.string() + ": holds batch files but no " + kIdentityFile +
                     " to say which batch (made by an older wargen?); give another --out, or remove the directory");
  }
  std::filesystem::create_directories(dir, error);
  if (error) throw InputError("--out " + dir.string() + ": cannot create (" + error.message() + ")");
  write_files_atomically({{record, identity}});
}

void check_shards(const BatchRequest& request) {
  const std::string identity = batch_identity_yaml(request);
  const std::string stamp = output_stamp(request.output, request.view, request.thumbnail_px_per_cm);
  std::map<std::pair<int, std::uint64_t>, std::filesystem::path> holder;
  std::error_code error;
  for (const auto& shard : request.shards) {
    const std::string where = "--merge " + shard.string() + ": ";
    if (std::filesystem::equivalent(shard, request.output.out_dir, error))
      throw InputError(where + "is the --out directory; merge into a new one");
    const std::string recorded = file_bytes(shard / "batch-options.yaml");
    if (recorded.empty()) throw InputError(where + "no batch-options.yaml: not a batch directory");
    if (const std::string difference = identity_difference(recorded, identity); !difference.empty())
      throw InputError(where + "made with other options (" + difference + "); give the shards' options");
    for (const auto& entry : std::filesystem::directory_iterator(shard / "maps", error)) {
      const std::string name = entry.path().filename().string();
      if (name.front() != '.' || !name.ends_with(".outputs")) continue;
      const std::string there = file_bytes(entry.path());
      if (there != stamp)
        throw InputError(where + "drawn with other output options (" + first_stamp_difference(there, stamp) +
                         " differs); give the shards' --format, --paper, --label …");
    }
    for (const auto& key : read_shard_index(shard).maps) {
      auto [it, fresh] = holder.emplace(key, shard);
      if (!fresh)
        throw InputError(where + "seed " + std::to_string(key.second) +
                         (key.first ? " (round " + std::to_string(key.first) + ")" : std::string()) + " is in " +
                         it->second.string() + " too; each seed belongs to one shard");
    }
  }
}

std::vector<std::uint64_t> shard_seeds(const std::vector<std::filesystem::path>& shards) {
  std::vector<std::uint64_t> seeds;
  std::set<std::uint64_t> seen;
  for (const auto& shard : shards) {
    ShardIndex index = read_shard_index(shard);
    std::vector<std::uint64_t> own = index.skipped;
    for (const auto& [round, seed] : index.maps) {
      if (round > 0)
        throw InputError("--merge " + shard.string() + ": a shard of rounds; give --rounds and --count as well");
      own.push_back(seed);
    }
    std::sort(own.begin(), own.end());
    for (std::uint64_t seed : own)
      if (seen.insert(seed).second) seeds.push_back(seed);
  }
  if (seeds.empty()) throw InputError("--merge: the shards hold no seeds");
  return seeds;
}

bool take_from_shard(const std::vector<std::filesystem::path>& shards, const std::filesystem::path& dir,
                     const Scenario& scenario, const std::string& file_prefix,
                     const std::vector<std::filesystem::path>& paths, const std::filesystem::path& stamp_file,
                     const std::string& stamp) {
  for (const auto& shard : shards) {
    const auto in_shard = [&](const std::filesystem::path& p) { return shard / p.lexically_relative(dir); };
    std::vector<std::filesystem::path> there;
    for (const auto& p : paths) there.push_back(in_shard(p));
    if (!stamp_matches(in_shard(stamp_file), stamp) || !outputs_complete(scenario, file_prefix, there)) continue;
    // One published set per directory (maps/, thumbs/), the stamp last: as write_map writes them.
    std::map<std::filesystem::path, std::vector<FileContent>> by_dir;
    for (const auto& p : paths) by_dir[p.parent_path()].push_back({p, file_bytes(in_shard(p))});
    for (const auto& [parent, files] : by_dir) {
      std::error_code error;
      std::filesystem::create_directories(parent, error);  // a merged directory's maps/ and thumbs/ start empty
      write_files_atomically(files);
    }
    write_files_atomically({{stamp_file, stamp}});
    return true;
  }
  return false;
}

}  // namespace wargen
