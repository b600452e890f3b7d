#pragma once
// How the wargen process sets up glibc's heap before it does anything else.

namespace wargen {

// Call first in main.
void set_up_process_heap();

}  // namespace wargen
