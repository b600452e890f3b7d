#pragma once
// Ctrl-C (SIGINT) and SIGTERM during a batch: the first asks the batch to stop after the maps
// under way (each is written all-or-nothing, so only complete maps stay on disk); a second one
// ends the process at once.
#include <atomic>

namespace wargen {

// Installs the handlers; returns the flag they set.
const std::atomic<bool>* install_interrupt_flag();

}  // namespace wargen
