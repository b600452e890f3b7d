#include "process_heap.hpp"

#ifndef WARGEN_JEMALLOC
#include <malloc.h>  // mallopt: glibc's, which also brings glibc's malloc in, so not with jemalloc
#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>
#endif

namespace wargen {

#ifndef WARGEN_JEMALLOC
namespace {

// One generate's heap is a few hundred kB. Each fresh page is a page fault at its first touch:
// on the 2-core VM our figures come from, 10.5 µs a page touched one by one against 2.7 µs a page
// populated by one madvise call (100 pages of anonymous memory each way). So the first stretch of
// heap is populated at once: a gok generate then takes 146 faults instead of 212 (bench/startup.sh
// counts them). Too much would cost short commands (`--version`) the pages they never touch.
constexpr std::size_t kPopulatedHeapBytes = 448 << 10;

void populate_heap_start() {
#ifdef MADV_POPULATE_WRITE
  void* block = std::malloc(kPopulatedHeapBytes);
  if (!block) return;
  constexpr std::uintptr_t kPage = 4096;
  auto first = (reinterpret_cast<std::uintptr_t>(block) + kPage - 1) & ~(kPage - 1);
  auto end = (reinterpret_cast<std::uintptr_t>(block) + kPopulatedHeapBytes) & ~(kPage - 1);
  // An older kernel refuses the advice (EINVAL); the pages then fault in one by one as before.
  if (end > first) madvise(reinterpret_cast<void*>(first), end - first, MADV_POPULATE_WRITE);
  std::free(block);  // back to the top of the heap, populated, for whatever comes next
#endif
}

}  // namespace
#endif

void set_up_process_heap() {
#ifdef WARGEN_JEMALLOC
  // jemalloc is malloc (generator/CMakeLists.txt) and its defaults serve: it keeps freed memory
  // for reuse by itself, and a populated first stretch, tried, made a start slower, not faster.
#else
  // survey and batch free a table's search buffers and scenario copies and ask for them again many
  // times a second. glibc would hand the top of the heap back to the system each time (above
  // 128 kB free) and fault it in again: 4,300 faults for 2,000 NPOW tables. Keeping up to 64 MB of
  // freed memory leaves 1,100, and `survey --jobs 2` 25 % faster.
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
  // Blocks up to 16 MB (a map's pixels among them) come from that same heap instead of a mapping
  // of their own that is faulted in page by page and unmapped again at free.
  mallopt(M_MMAP_THRESHOLD, 16 << 20);
  // No fastbins: with them, every request over 1 kB (a table's sectors, dice log) and every free
  // that leaves 64 kB together first sorts all small freed blocks back into the heap
  // (malloc_consolidate, 1.6 % of a gok survey's instructions). The per-thread cache still serves
  // small blocks. survey gok 1-20000: 19,150-19,833 -> 20,100-20,547 tables/s; npow unchanged.
  mallopt(M_MXFAST, 0);
  populate_heap_start();
#endif
}

}  // namespace wargen
