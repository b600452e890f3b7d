// BucketQueue must take entries out exactly as one binary heap under the same order does: the
// road searches' routes depend on the order in which equal-cost cells come out. Random pushes
// and pops, with keys that mostly grow as an A* search's do, some below the bucket being emptied
// and some far beyond the last bucket, against std::push_heap/std::pop_heap.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "core/bucket_queue.hpp"
#include "core/rng.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

struct Entry {
  std::int64_t f, g;
  int cell;
  bool operator==(const Entry&) const = default;
};

struct LaterOut {  // the road search's order: least f, then greatest g, then least cell
  bool operator()(const Entry& a, const Entry& b) const {
    if (a.f != b.f) return a.f > b.f;
    if (a.g != b.g) return a.g < b.g;
    return a.cell > b.cell;
  }
};

}  // namespace

TEST_CASE("BucketQueue takes entries out in the order one heap would", "[roads]") {
  Pcg32 rng = Pcg32::for_stage(20261126, "bucket-queue");
  for (const std::int64_t width : {1, 4, 64}) {
    BucketQueue<Entry, LaterOut, &Entry::f> queue(width);
    for (int round = 0; round < 300; ++round) {
      INFO("width " << width << " round " << round);
      queue.clear();  // reused, as the searches reuse theirs
      std::vector<Entry> heap;
      std::int64_t last_out = rng.between(0, 5000);
      const int operations = 1 + static_cast<int>(rng.below(400));
      for (int op = 0; op < operations; ++op) {
        if (heap.empty() || rng.below(3) != 0) {
          std::int64_t f = last_out + rng.between(0, 40);  // as a consistent estimate makes them
          const std::uint32_t odd = rng.below(20);
          if (odd == 0) f = last_out - rng.between(1, 300);            // below the bucket being emptied
          if (odd == 1) f = last_out + 1000000 + rng.between(0, 9);  // past the last bucket (width 1)
          const Entry e{f, rng.between(0, 50), rng.between(0, 30)};  // ties on f and g are common
          queue.push(e);
          heap.push_back(e);
          std::push_heap(heap.begin(), heap.end(), LaterOut{});
        } else {
          std::pop_heap(heap.begin(), heap.end(), LaterOut{});
          const Entry expected = heap.back();
          heap.pop_back();
          REQUIRE(!queue.empty());
          REQUIRE(queue.pop() == expected);
          last_out = expected.f;
        }
        REQUIRE(queue.empty() == heap.empty());
      }
      if (round % 2 == 0)  // half the rounds empty the queue, half leave it full for clear()
        while (!heap.empty()) {
          std::pop_heap(heap.begin(), heap.end(), LaterOut{});
          REQUIRE(queue.pop() == heap.back());
          heap.pop_back();
        }
    }
  }
}

}  // namespace WARGEN_TEST_FILE
