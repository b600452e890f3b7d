#pragma once
// What a batch tells the organiser while it runs and when it ends. On a terminal a progress bar
// redrawn in place (maps done, rate, time left); otherwise – a log, CI – one plain line per event.
#include <mutex>
#include <ostream>
#include <string>

#include "batch/batch_runner.hpp"

namespace wargen {

class ProgressDisplay {
 public:
  ProgressDisplay(std::ostream& out, bool terminal) : out_(out), terminal_(terminal) {}
  void operator()(const BatchProgress& progress);
  // Ends the bar's line (a terminal only).
  void finish();

 private:
  std::ostream& out_;
  bool terminal_;
  bool drawn_ = false;
  std::mutex mutex_;
};

// "[########------------] 12/40 maps · 3.1 maps/s · 9 s left"
std::string progress_line(const BatchProgress& progress, int bar_width);

// The closing lines: maps written and already complete, seeds skipped and why, time, maps/s.
std::string batch_summary(const BatchOutcome& outcome, std::size_t maps_wanted);

}  // namespace wargen
