// Fairness measures and the Fields of Strategy board: what a batch pays per map for a balance
// score or a FoS export. Run: build/bench/wargen_bench --benchmark_filter='Fairness|Fos'
#include <benchmark/benchmark.h>

#include "app/pipeline.hpp"
#include "app/ruleset_loader.hpp"
#include "fairness/fairness_report.hpp"
#include "fos/fos_board.hpp"

namespace {
using namespace wargen;

// 32 tables of one ruleset, generated once: the benchmark times the measures, not generation.
const std::vector<Scenario>& tables(const char* ruleset_name) {
  static std::map<std::string, std::vector<Scenario>> cache;
  auto& list = cache[ruleset_name];
  if (list.empty()) {
    const Ruleset ruleset = load_ruleset(ruleset_name);
    for (std::uint64_t seed = 1; seed <= 32; ++seed)
      list.push_back(generate_scenario(ruleset, GenerateRequest{seed, {}}));
  }
  return list;
}

void BM_MeasureFairness(benchmark::State& state, const char* ruleset_name) {
  const auto& list = tables(ruleset_name);
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(measure_fairness(list[i++ % list.size()]));
}
BENCHMARK_CAPTURE(BM_MeasureFairness, gok, "gok");
BENCHMARK_CAPTURE(BM_MeasureFairness, npow, "npow");

void BM_FosBoard(benchmark::State& state, const char* ruleset_name) {
  const auto& list = tables(ruleset_name);
  std::size_t i = 0;
  for (auto _ : state) {
    const Scenario& s = list[i++ % list.size()];
    benchmark::DoNotOptimize(fos_board_yaml(s, make_fos_board(s, 5)));
  }
}
BENCHMARK_CAPTURE(BM_FosBoard, gok, "gok");
BENCHMARK_CAPTURE(BM_FosBoard, npow, "npow");

}  // namespace
