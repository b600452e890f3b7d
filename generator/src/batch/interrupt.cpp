#include "batch/interrupt.hpp"

#include <csignal>

namespace wargen {

namespace {

std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the flag is set from a signal handler");

extern "C" void on_interrupt(int signal_number) {
  interrupted.store(true);
  std::signal(signal_number, SIG_DFL);  // a second signal ends the process at once
}

}  // namespace

const std::atomic<bool>* install_interrupt_flag() {
  std::signal(SIGINT, on_interrupt);
  std::signal(SIGTERM, on_interrupt);
  return &interrupted;
}

}  // namespace wargen
