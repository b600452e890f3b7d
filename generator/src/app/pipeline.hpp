#pragma once
// What the CLI's commands do, as library calls the tests can drive directly.
#include <filesystem>
#include <string>
#include <vector>

#include "generators/scenario_generator.hpp"
#include "ruleset/ruleset.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct OutputRequest {
  std::vector<std::string> formats = {"yaml", "png"};  // "yaml", "png"
  double px_per_cm = 5.0;
  std::filesystem::path out_dir = ".";
};

// The output formats this build writes.
const std::vector<std::string>& known_formats();

// Generates the scenario for `request` with `ruleset`.
Scenario generate_scenario(const Ruleset& ruleset, const GenerateRequest& request);

// Renders every requested format in memory, then writes them all atomically into out_dir
// (created when missing). Returns the paths written.
std::vector<std::filesystem::path> write_outputs(const Scenario& scenario, const OutputRequest& request);

// Reads a scenario file and checks it against its ruleset: the one it names (built in) unless
// `ruleset_override` is given.
struct ValidationReport {
  std::string file;
  std::vector<Violation> violations;
  std::size_t feature_count = 0;
};
ValidationReport validate_file(const std::string& path, const std::string& ruleset_override);

}  // namespace wargen
