// Validation at scale: `validate` of a GoK scenario holding 16 to 100 000 terrain pieces
// (tests/large_scenario.hpp). Time per piece should stay flat as the count grows (linear).
#include <benchmark/benchmark.h>

#include "large_scenario.hpp"

namespace {
using namespace wargen;

void BM_ValidateLargeGok(benchmark::State& state) {
  static const Ruleset ruleset = load_ruleset("gok");
  const Scenario s = test::large_scenario(ruleset, static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(validate_scenario(s, ruleset));
  state.SetItemsProcessed(state.iterations() * state.range(0));
  state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ValidateLargeGok)
    ->Arg(16)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->Complexity();
}  // namespace
