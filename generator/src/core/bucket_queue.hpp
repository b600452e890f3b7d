#pragma once
// A priority queue for searches whose keys (whole numbers, an A* search's estimated whole cost)
// mostly grow as entries come out: entries go into buckets `width` keys wide, and only the
// bucket being emptied is kept in heap order, so a push or pop sorts a few dozen entries instead
// of the whole queue. It takes out exactly what one binary heap under the same order would:
// the order's first key must be the bucket key, and an entry pushed with a key below the bucket
// being emptied goes into that bucket, where the full order still puts it first.
//
// That bucket's heap has four children to a node, not two: half the levels, so a pop moves half
// as many entries (an A* search's bucket holds some ninety). Under a total order any heap gives
// up the same first entry, so the order out is still the binary heap's.
//
// The buckets keep their memory across clear(): a search per road, several roads a table.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace wargen {

// `Later(a, b)`: a comes out after b (as for std::push_heap), ordering first by the whole-number
// key `entry.*kKey`.
template <typename Entry, typename Later, std::int64_t Entry::*kKey>
class BucketQueue {
 public:
  explicit BucketQueue(std::int64_t width) : width_(width) {}

  bool empty() const { return size_ == 0; }

  void clear() {
    for (std::size_t i = current_; i < used_; ++i) buckets_[i].clear();
    current_ = used_ = size_ = 0;
    based_ = false;
  }

  void push(const Entry entry) {  // a copy: sift_up reads it after the push may have moved the heap
    const std::int64_t key = entry.*kKey;
    if (!based_) base_ = key, based_ = true;
    // Keys beyond the last bucket share it: it still holds only keys above every earlier one.
    std::size_t bucket = key <= base_ ? 0 : static_cast<std::size_t>(std::min((key - base_) / width_, kLastBucket));
    bucket = std::max(bucket, current_);
    if (bucket >= buckets_.size()) buckets_.resize(bucket + 1);
    used_ = std::max(used_, bucket + 1);
    std::vector<Entry>& into = buckets_[bucket];
    into.push_back(entry);
    // Only the bucket being emptied is a heap; the later ones are put in order when reached.
    if (bucket == current_) sift_up(into, into.size() - 1, entry);
    ++size_;
  }

  // The first entry in the order; the queue must not be empty.
  Entry pop() {
    while (buckets_[current_].empty()) {
      ++current_;
      make_heap(buckets_[current_]);
    }
    std::vector<Entry>& from = buckets_[current_];
    Entry first = from.front();
    const Entry last = from.back();
    from.pop_back();
    if (!from.empty()) sift_down(from, 0, last);
    --size_;
    return first;
  }

 private:
  static constexpr std::size_t kArity = 4;  // children of a node: k * kArity + 1 .. k * kArity + kArity
  // Puts `moving`, the entry at `at`, there or above it past every parent that comes out after
  // it. It comes in from the caller, not read back from the heap: the push has just written it
  // there, and a read at once waited for that write to land (perf put a fifth of the road
  // search's enqueue time on it).
  static void sift_up(std::vector<Entry>& heap, std::size_t at, const Entry& moving) {
    while (at > 0) {
      const std::size_t parent = (at - 1) / kArity;
      if (!Later{}(heap[parent], moving)) break;
      heap[at] = heap[parent];
      at = parent;
    }
    heap[at] = moving;
  }
  // Puts `moving` into the hole at `at`, or below it past every child that comes out first.
  static void sift_down(std::vector<Entry>& heap, std::size_t at, const Entry& moving) {
    const std::size_t n = heap.size();
    for (;;) {
      const std::size_t first = at * kArity + 1;
      if (first >= n) break;
      std::size_t best = first;
      const std::size_t end = std::min(first + kArity, n);
      for (std::size_t c = first + 1; c < end; ++c)
        if (Later{}(heap[best], heap[c])) best = c;
      if (!Later{}(moving, heap[best])) break;
      heap[at] = heap[best];
      at = best;
    }
    heap[at] = moving;
  }
  static void make_heap(std::vector<Entry>& heap) {
    for (std::size_t k = heap.size(); k-- > 0;) {  // each node once its children are heaps
      const Entry moving = heap[k];
      sift_down(heap, k, moving);
    }
  }
  static constexpr std::int64_t kLastBucket = 1 << 16;  // a bound on memory, whatever the keys
  std::int64_t width_;
  std::vector<std::vector<Entry>> buckets_;
  std::int64_t base_ = 0;    // the first key pushed since clear(): bucket 0 starts there
  bool based_ = false;
  std::size_t current_ = 0;  // the bucket being emptied; those before it are empty
  std::size_t used_ = 0;     // buckets from here on are empty
  std::size_t size_ = 0;
};

}  // namespace wargen
