// Generation, validation, YAML and PNG timings. Run: build/bench/wargen_bench
#include <benchmark/benchmark.h>

#include "app/pipeline.hpp"
#include "render/map_renderer.hpp"
#include "scenario/scenario_writer.hpp"

namespace {
using namespace wargen;

const Ruleset& gok() {
  static const Ruleset ruleset = load_ruleset("gok");
  return ruleset;
}

void BM_GenerateGok(benchmark::State& state) {
  std::uint64_t seed = 0;
  for (auto _ : state) benchmark::DoNotOptimize(generate_scenario(gok(), GenerateRequest{seed++, 0, {}}));
}
BENCHMARK(BM_GenerateGok);

void BM_GenerateAndValidateGok(benchmark::State& state) {
  std::uint64_t seed = 0;
  for (auto _ : state) {
    Scenario s = generate_scenario(gok(), GenerateRequest{seed++, 0, {}});
    benchmark::DoNotOptimize(gok().generator->validate(s, gok()));
  }
}
BENCHMARK(BM_GenerateAndValidateGok);

void BM_WriteYaml(benchmark::State& state) {
  Scenario s = generate_scenario(gok(), GenerateRequest{7, 0, {}});
  for (auto _ : state) benchmark::DoNotOptimize(write_scenario_yaml(s));
}
BENCHMARK(BM_WriteYaml);

void BM_RenderPng(benchmark::State& state) {
  Scenario s = generate_scenario(gok(), GenerateRequest{7, 0, {}});
  RenderOptions options{static_cast<double>(state.range(0))};
  for (auto _ : state) benchmark::DoNotOptimize(render_png(s, options));
}
BENCHMARK(BM_RenderPng)->Arg(5)->Arg(10)->Unit(benchmark::kMillisecond);
}  // namespace

BENCHMARK_MAIN();
