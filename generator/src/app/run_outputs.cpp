#include "app/run_outputs.hpp"

#include <algorithm>

#include "app/format_writers.hpp"
#include "app/output_limits.hpp"
#include "core/error.hpp"

namespace wargen {

std::vector<FileContent> render_outputs(const Scenario& scenario, const OutputRequest& request) {
  for (std::size_t i = 0; i < request.formats.size(); ++i) {
    const std::string& format = request.formats[i];
    if (std::find(known_formats().begin(), known_formats().end(), format) == known_formats().end())
      throw InputError("--format: unknown format '" + format + "' (known: " + format_list() + ")");
    if (std::find(request.formats.begin(), request.formats.begin() + static_cast<std::ptrdiff_t>(i), format) !=
        request.formats.begin() + static_cast<std::ptrdiff_t>(i))
      throw InputError("--format: '" + format + "' is named twice");
    check_output_limits(scenario, format, request);
  }
  std::vector<FileContent> files;
  for (const auto& format : request.formats) {
    files.push_back(
        {request.out_dir / copy_file_name(scenario, request, format), render_format(scenario, format, request)});
    for (const auto& companion : companion_formats(format))
      files.push_back({request.out_dir / output_file_name(file_stem(scenario, request), companion),
                       render_format(scenario, companion, request)});
  }
  return files;
}

namespace {
// Creates `dir` and any missing parents; returns those it created, innermost first, so a failed
// run can take them away again.
std::vector<std::filesystem::path> create_output_directory(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> created;
  std::error_code error;
  for (auto p = dir; !p.empty() && !std::filesystem::exists(p, error); p = p.parent_path()) {
    created.push_back(p);
    if (p == p.parent_path()) break;
  }
  std::filesystem::create_directories(dir, error);
  if (error || !std::filesystem::is_directory(dir)) {
    for (const auto& p : created) std::filesystem::remove(p, error);
    throw InputError(dir.string() + ": cannot create the output directory (" +
                     (error ? error.message() : std::string("not a directory")) + ")");
  }
  return created;
}
}  // namespace

std::vector<std::filesystem::path> publish_outputs(const std::vector<FileContent>& files, FileSystem& fs) {
  std::vector<std::filesystem::path> created;
  std::vector<std::filesystem::path> written;
  try {
    for (const auto& f : files) {
      auto dir = f.path.parent_path().empty() ? std::filesystem::path(".") : f.path.parent_path();
      auto made = create_output_directory(dir);
      created.insert(created.end(), made.begin(), made.end());
    }
    write_files_atomically(files, fs);
  } catch (const InputError&) {
    std::error_code ignored;
    for (const auto& p : created) std::filesystem::remove(p, ignored);  // empty again: nothing was kept
    throw;
  }
  for (const auto& f : files) written.push_back(f.path);
  return written;
}

}  // namespace wargen
