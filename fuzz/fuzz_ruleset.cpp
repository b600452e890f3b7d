// Ruleset loader: any bytes either load as a ruleset or are refused with wargen's InputError.
// Anything else (another exception, a crash, a sanitizer report, a hang) is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/error.hpp"
#include "app/ruleset_loader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    wargen::load_ruleset_text(std::string(reinterpret_cast<const char*>(data), size), "fuzz.yaml");
  } catch (const wargen::Error&) {
  }
  return 0;
}
