#pragma once
// The seed queue `survey` and its terrain box advice (app/box_advice.hpp) share: a run of seeds
// spread over `jobs` threads, each thread taking the next seed none has taken, so a slow seed holds
// up one thread, not a share of the run fixed in advance. Which thread gets which seed varies from
// run to run: a caller keeps what a seed gives in the seed's own slot, or adds it to its thread's
// own sums and adds those up once the threads are done, so its report is the same in any order.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace wargen {

// The threads for_each_seed runs for `jobs`: at least the calling one.
inline std::size_t seed_threads(int jobs) { return static_cast<std::size_t>(std::max(jobs, 1)); }

// Calls `work(thread, index)` once for each index below `count` (a position in the caller's list
// of seeds), on seed_threads(jobs) threads numbered from 0, the calling thread being 0; returns
// when every index is done. `work` catches what it expects: an exception leaving it ends the program.
template <typename Work>
void for_each_seed(std::size_t count, int jobs, const Work& work) {
  std::atomic<std::size_t> next{0};
  const auto take_seeds = [&](std::size_t thread) {
    for (std::size_t index = next++; index < count; index = next++) work(thread, index);
  };
  std::vector<std::thread> threads;
  for (std::size_t thread = 1; thread < seed_threads(jobs); ++thread) threads.emplace_back(take_seeds, thread);
  take_seeds(0);
  for (std::thread& t : threads) t.join();
}

}  // namespace wargen
