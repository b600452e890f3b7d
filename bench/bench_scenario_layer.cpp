// Scenario-layer timings: VP-marker candidates and placement, armies, adjudication.
// Run: build/bench/wargen_bench --benchmark_filter=Layer
#include <benchmark/benchmark.h>

#include "app/pipeline.hpp"
#include "objectives/vp_candidates.hpp"
#include "scenario_layer/layer_rules.hpp"
#include "victory/adjudication.hpp"

namespace {
using namespace wargen;

const Ruleset& gok_ruleset() {
  static const Ruleset ruleset = load_ruleset("gok");
  return ruleset;
}

GenerateRequest layer_request(std::uint64_t seed, bool armies) {
  GenerateRequest request;
  request.seed = seed;
  request.options["objectives"] = "vp-markers";
  request.options["umpire_key"] = std::to_string(seed);
  request.options["armies"] = (armies) ? "true" : "false";
  return request;
}

void BM_LayerGenerateGokWithVpMarkersAndArmies(benchmark::State& state) {
  std::uint64_t seed = 0;
  for (auto _ : state) benchmark::DoNotOptimize(generate_scenario(gok_ruleset(), layer_request(seed++, true)));
}
BENCHMARK(BM_LayerGenerateGokWithVpMarkersAndArmies)->Unit(benchmark::kMicrosecond);

void BM_LayerFindVpPlaces(benchmark::State& state) {
  GenerateRequest request;
  request.seed = 12;
  Scenario battlefield = generate_scenario(gok_ruleset(), request);
  const auto& params = dynamic_cast<const VpMarkerParams&>(
      layer_rules_or_defaults(gok_ruleset().layer).objective_params("vp-markers"));
  for (auto _ : state) benchmark::DoNotOptimize(find_vp_places(battlefield, params));
}
BENCHMARK(BM_LayerFindVpPlaces)->Unit(benchmark::kMicrosecond);

void BM_LayerAdjudicateLossTally(benchmark::State& state) {
  Scenario s;
  s.id = "bench";
  s.victory.system = "loss-tally";
  const std::string end =
      "end: collapse\nvanquished: A\nsides:\n  A: {army_points: 50, destroyed: 25, withdrawn: 15, remaining: 10}\n"
      "  B: {army_points: 50, destroyed: 15, withdrawn: 0, remaining: 35, cavalry_start: 12, cavalry_kept: 9}\n";
  for (auto _ : state) benchmark::DoNotOptimize(adjudicate(s, end, "end.yaml", std::nullopt));
}
BENCHMARK(BM_LayerAdjudicateLossTally)->Unit(benchmark::kMicrosecond);

}  // namespace
