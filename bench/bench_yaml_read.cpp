// Reading a scenario file at scale: the YAML text of a GoK scenario holding 1 000 to 100 000
// terrain pieces (tests/large_scenario.hpp) parsed into the document tree (parse_yaml), and read
// whole into a Scenario (read_scenario_yaml). Bytes per second and time per piece should stay
// flat as the count grows; `wargen validate FILE` is this read plus validation (bench_validate).
#include <benchmark/benchmark.h>

#include <map>

#include "core/yaml_access.hpp"
#include "large_scenario.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"

namespace {
using namespace wargen;

const std::string& large_text(int pieces) {
  static std::map<int, std::string> texts;
  static const Ruleset ruleset = load_ruleset("gok");
  auto it = texts.find(pieces);
  if (it == texts.end()) it = texts.emplace(pieces, write_scenario_yaml(test::large_scenario(ruleset, pieces))).first;
  return it->second;
}

void BM_ParseYamlTree(benchmark::State& state) {
  const std::string& text = large_text(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(parse_yaml(text, "large.yaml"));
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ParseYamlTree)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

void BM_ReadScenarioYaml(benchmark::State& state) {
  const std::string& text = large_text(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(read_scenario_yaml(text, "large.yaml"));
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ReadScenarioYaml)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);
}  // namespace
