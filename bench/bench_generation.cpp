// Generation, validation, YAML and PNG timings. Run: build/bench/wargen_bench
#include <benchmark/benchmark.h>

#include "app/format_writers.hpp"
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
  for (auto _ : state) benchmark::DoNotOptimize(generate_scenario(gok(), GenerateRequest{seed++, {}}));
}
BENCHMARK(BM_GenerateGok);

void BM_GenerateAndValidateGok(benchmark::State& state) {
  std::uint64_t seed = 0;
  for (auto _ : state) {
    Scenario s = generate_scenario(gok(), GenerateRequest{seed++, {}});
    benchmark::DoNotOptimize(gok().generator->validate(s, gok()));
  }
}
BENCHMARK(BM_GenerateAndValidateGok);

// NPOW (issue 3): generation and validation, per ruleset, on the central zone's table.
void BM_GenerateAndValidateNpow(benchmark::State& state, const char* name) {
  Ruleset ruleset = load_ruleset(name);
  std::uint64_t seed = 0;
  for (auto _ : state) {
    GenerateRequest request;
    request.seed = seed++;
    Scenario s = generate_scenario(ruleset, request);
    benchmark::DoNotOptimize(ruleset.generator->validate(s, ruleset));
  }
}
BENCHMARK_CAPTURE(BM_GenerateAndValidateNpow, npow, "npow")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_GenerateAndValidateNpow, npow300, "npow300")->Unit(benchmark::kMillisecond);

void BM_WriteYaml(benchmark::State& state) {
  Scenario s = generate_scenario(gok(), GenerateRequest{7, {}});
  for (auto _ : state) benchmark::DoNotOptimize(write_scenario_yaml(s));
}
BENCHMARK(BM_WriteYaml);

void BM_RenderPng(benchmark::State& state) {
  Scenario s = generate_scenario(gok(), GenerateRequest{7, {}});
  RenderOptions options{static_cast<double>(state.range(0))};
  for (auto _ : state) benchmark::DoNotOptimize(render_png(s, options));
}
BENCHMARK(BM_RenderPng)->Arg(5)->Arg(10)->Unit(benchmark::kMillisecond);

// Cartography (issue 5): the other map outputs of the same scenario.
void BM_RenderFormat(benchmark::State& state, const char* format, int print_scale) {
  Scenario s = generate_scenario(gok(), GenerateRequest{7, {}});
  OutputRequest request;
  request.print_scale = print_scale;
  for (auto _ : state) benchmark::DoNotOptimize(render_format(s, format, request));
}
BENCHMARK_CAPTURE(BM_RenderFormat, svg, "svg", 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RenderFormat, pdf_tiled_1_1, "pdf", 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RenderFormat, pdf_fit, "pdf", 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RenderFormat, sheet, "sheet", 1)->Unit(benchmark::kMillisecond);
}  // namespace

BENCHMARK_MAIN();
