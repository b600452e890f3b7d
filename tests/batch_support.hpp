#pragma once
// Helpers for the batch tests: a batch request built as the CLI builds one, and a directory tree
// read into memory (path -> bytes) so two trees can be compared byte for byte.
#include <cstdlib>
#include <map>

#include "batch/batch_runner.hpp"
#include "support.hpp"

namespace wargen::test {

inline std::map<std::string, std::string> read_tree(const std::filesystem::path& root) {
  std::map<std::string, std::string> tree;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root))
    if (entry.is_regular_file()) tree[entry.path().lexically_relative(root).generic_string()] = read_file(entry.path());
  return tree;
}

inline std::map<std::string, std::filesystem::file_time_type> tree_times(const std::filesystem::path& root) {
  std::map<std::string, std::filesystem::file_time_type> times;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root))
    if (entry.is_regular_file()) times[entry.path().lexically_relative(root).generic_string()] = entry.last_write_time();
  return times;
}

// Seeds per property run: small by default so the suite stays fast; WARGEN_BATCH_PROPERTY_SEEDS
// raises it for a thorough run.
inline std::size_t batch_property_seeds(std::size_t fallback) {
  const char* text = std::getenv("WARGEN_BATCH_PROPERTY_SEEDS");
  return text ? static_cast<std::size_t>(std::strtoul(text, nullptr, 10)) : fallback;
}

inline BatchRequest batch_request(const Ruleset& ruleset, const std::filesystem::path& out, std::size_t count,
                                  unsigned jobs) {
  BatchRequest r;
  r.ruleset = &ruleset;
  r.output.out_dir = out;
  r.seeds.count = count;
  r.jobs = jobs;
  return r;
}

}  // namespace wargen::test
