// Scenario reader: any bytes are read as a scenario or refused with an InputError; a scenario it
// accepts must survive the writer and read back to the same bytes (the format is a contract:
// whatever the reader takes in, the writer can say).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/error.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"

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
  return 0;
}
