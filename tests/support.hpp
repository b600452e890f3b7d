#pragma once
// Shared helpers for the test suite.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "app/pipeline.hpp"
#include "ruleset/ruleset.hpp"

namespace wargen::test {

inline const Ruleset& gok() {
  static const Ruleset ruleset = load_ruleset("gok");
  return ruleset;
}

inline Scenario gok_scenario(std::uint64_t seed, int turns = 0) {
  GenerateRequest request;
  request.seed = seed;
  if (turns > 0) request.options["turns"] = std::to_string(turns);
  return generate_scenario(gok(), request);
}

inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// Lines in a command's output (a one-line error is 1).
inline std::size_t line_count(const std::string& text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

inline std::string source_path(const std::string& relative) { return std::string(WARGEN_SOURCE_DIR) + "/" + relative; }

// A fresh empty directory under the system temp dir, removed when the object goes. The name is
// made unique by mkdtemp, so two checkouts (or two ctest processes) running at once never share one.
class TempDir {
 public:
  explicit TempDir(const std::string& name) : path_(make_unique_directory(name)) {}
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }
  std::size_t file_count() const {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::recursive_directory_iterator(path_)) ++n;
    return n;
  }

 private:
  static std::filesystem::path make_unique_directory(const std::string& name) {
    std::string pattern = (std::filesystem::temp_directory_path() / ("wargen-test-" + name + "-XXXXXX")).string();
    if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot create a temp directory " + pattern);
    return pattern;
  }

  std::filesystem::path path_;
};

struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs the wargen binary with `arguments` (a shell fragment) in `directory`.
inline CommandResult run_wargen(const std::string& arguments, const std::filesystem::path& directory) {
  auto out_file = directory / ".stdout";
  auto err_file = directory / ".stderr";
  std::string command = "cd '" + directory.string() + "' && '" + WARGEN_BINARY + "' " + arguments + " > '" +
                        out_file.string() + "' 2> '" + err_file.string() + "' < /dev/null";
  int status = std::system(command.c_str());
  CommandResult result;
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = read_file(out_file);
  result.err = read_file(err_file);
  std::filesystem::remove(out_file);
  std::filesystem::remove(err_file);
  return result;
}

}  // namespace wargen::test
