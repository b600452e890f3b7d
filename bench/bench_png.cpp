// The whole PNG (layout, drawing, conversion, deflate, chunks) against a bare zlib level-6
// compress2 of the same RGB pixels: the PNG path is held to within 2x of it, with files no
// larger than stb_image_write made before. Counters: whole_ms and zlib6_ms are the fastest of
// several runs in thread CPU time (steadier than wall time on a shared machine), ratio is
// whole_ms / zlib6_ms. Run: build/bench/wargen_bench --benchmark_filter=Png
#include <benchmark/benchmark.h>
#include <cairo.h>
#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <vector>

#include "app/pipeline.hpp"
#include "render/map_renderer.hpp"
#include "render/png_encoder.hpp"
#include "map_pixels.hpp"

namespace {
using namespace wargen;

double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

template <typename F>
double fastest_ms(int runs, F f) {
  double best = 1e300;
  for (int i = 0; i < runs; ++i) {
    const double start = thread_cpu_ms();
    f();
    best = std::min(best, thread_cpu_ms() - start);
  }
  return best;
}

void BM_PngWholeVsZlib6(benchmark::State& state, const char* ruleset_name) {
  const Ruleset ruleset = load_ruleset(ruleset_name);
  GenerateRequest request;
  request.seed = 7;
  const Scenario s = generate_scenario(ruleset, request);
  const RenderOptions options{5.0};
  std::size_t png_bytes = 0;
  for (auto _ : state) {
    std::string png = render_png(s, options);
    png_bytes = png.size();
    benchmark::DoNotOptimize(png);
  }
  const std::vector<unsigned char> rgb = map_rgb(s, options);
  std::vector<unsigned char> out(compressBound(static_cast<uLong>(rgb.size())));
  uLongf zlib_bytes = 0;
  const double zlib6_ms = fastest_ms(15, [&] {
    zlib_bytes = out.size();
    compress2(out.data(), &zlib_bytes, rgb.data(), static_cast<uLong>(rgb.size()), 6);
    benchmark::DoNotOptimize(out.data());
  });
  const double whole_ms = fastest_ms(15, [&] { benchmark::DoNotOptimize(render_png(s, options)); });
  state.counters["whole_ms"] = whole_ms;
  state.counters["zlib6_ms"] = zlib6_ms;
  state.counters["ratio"] = whole_ms / zlib6_ms;
  state.counters["png_bytes"] = static_cast<double>(png_bytes);
  state.counters["zlib6_bytes"] = static_cast<double>(zlib_bytes);
}
BENCHMARK_CAPTURE(BM_PngWholeVsZlib6, gok, "gok")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PngWholeVsZlib6, npow, "npow")->Unit(benchmark::kMillisecond);

}  // namespace
