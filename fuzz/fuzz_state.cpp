// Umpire state reader (`wargen adjudicate`): the first byte picks one of three scenarios (a plain
// Game of Kings table, whose state names any victory system; one with VP markers, armies and the
// umpire key; an NPOW table with objective points), the rest is the state file. Judged or refused
// with an InputError; nothing else.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "core/error.hpp"
#include "victory/adjudication.hpp"

namespace {
std::vector<wargen::Scenario> make_scenarios() {
  std::vector<wargen::Scenario> out;
  wargen::GenerateRequest plain;
  plain.seed = 7;
  out.push_back(wargen::generate_scenario(wargen::load_ruleset("gok"), plain));
  wargen::GenerateRequest layered = plain;
  layered.options["objectives"] = "vp-markers";
  layered.options["armies"] = "true";
  layered.options["umpire_key"] = "11";
  out.push_back(wargen::generate_scenario(wargen::load_ruleset("gok"), layered));
  wargen::GenerateRequest npow;
  npow.seed = 3;
  out.push_back(wargen::generate_scenario(wargen::load_ruleset("npow"), npow));
  return out;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<wargen::Scenario> scenarios = make_scenarios();
  if (size == 0) return 0;
  const wargen::Scenario& scenario = scenarios[data[0] % scenarios.size()];
  try {
    wargen::adjudicate(scenario, std::string_view(reinterpret_cast<const char*>(data + 1), size - 1), "state.yaml",
                       std::nullopt);
  } catch (const wargen::Error&) {
  }
  return 0;
}
