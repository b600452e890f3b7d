// Scenario reader and validators: any bytes are read as a scenario or refused with an InputError; a
// scenario it accepts must survive the writer and read back to the same bytes (the format is a
// contract: whatever the reader takes in, the writer can say), and must go through its built-in
// ruleset's validators (`wargen validate`, the page's upload) without a crash or a sanitizer report:
// a validator meets whatever a stranger's file holds, not only what a generator wrote.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>

#include "app/pipeline.hpp"
#include "app/ruleset_loader.hpp"
#include "core/error.hpp"
#include "ruleset/built_in_ruleset.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"

namespace {

// The built-in ruleset a file names, at the table it says it was made for, loaded once per pair
// (loading is slow next to one input); nullptr when the file names another ruleset or a table that
// ruleset refuses.
const wargen::Ruleset* ruleset_named_by(const wargen::Scenario& scenario) {
  static std::map<std::pair<std::string, std::string>, std::optional<wargen::Ruleset>> loaded;
  auto source = wargen::built_in_ruleset_source(scenario.ruleset_name);
  if (!source) return nullptr;
  auto table = scenario.options.find("table");
  std::string table_text = table == scenario.options.end() ? "" : table->second;
  auto key = std::make_pair(scenario.ruleset_name, table_text);
  auto it = loaded.find(key);
  if (it == loaded.end()) {
    std::optional<wargen::Ruleset> ruleset;
    try {
      ruleset = wargen::load_ruleset_text(source->text, source->file, wargen::table_of(scenario, "fuzz.yaml"));
    } catch (const wargen::InputError&) {
    }
    it = loaded.emplace(key, std::move(ruleset)).first;
  }
  return it->second ? &*it->second : nullptr;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  wargen::Scenario scenario;
  try {
    scenario = wargen::read_scenario_yaml(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.yaml");
  } catch (const wargen::Error&) {
    return 0;
  }
  std::string written = wargen::write_scenario_yaml(scenario);
  // The writer's output is ours: refusing it is a bug, not bad input, so no catch here.
  std::string again = wargen::write_scenario_yaml(wargen::read_scenario_yaml(written, "written.yaml"));
  if (again != written) std::abort();
  // Violations are the validators' answer to a bad file; an InputError is a refusal (a value the
  // rules cannot weigh); anything else escaping, or a crash, is a finding.
  if (const wargen::Ruleset* ruleset = ruleset_named_by(scenario)) {
    try {
      (void)wargen::validate_scenario(scenario, *ruleset);
    } catch (const wargen::InputError&) {
    }
  }
  return 0;
}
