// Scenario template reader: any bytes load as a template or are refused with an InputError.
#include <cstddef>
#include <cstdint>
#include <string>

#include "app/run_request.hpp"
#include "core/error.hpp"
#include "templates/scenario_template.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<wargen::OptionSpec> known = wargen::all_run_option_specs();
  try {
    wargen::load_template_text(std::string(reinterpret_cast<const char*>(data), size), "fuzz.yaml", known);
  } catch (const wargen::Error&) {
  }
  return 0;
}
