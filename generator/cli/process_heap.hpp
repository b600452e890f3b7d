#pragma once
// How the wargen process sets up its heap (glibc's malloc, or jemalloc in the static build) before
// it does anything else.

namespace wargen {

// Call first in main.
void set_up_process_heap();

}  // namespace wargen
