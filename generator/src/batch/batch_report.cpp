#include "batch/batch_report.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>

#include "core/number_text.hpp"

namespace wargen {

namespace {

std::string duration_text(double seconds) {
  if (seconds < 90) return fixed_decimals(seconds, seconds < 10 ? 1 : 0) + " s";
  const long whole = std::lround(seconds);
  return std::to_string(whole / 60) + " min " + std::to_string(whole % 60) + " s";
}

}  // namespace

std::string progress_line(const BatchProgress& p, int bar_width) {
  const double share = p.maps_wanted ? static_cast<double>(p.maps_done) / static_cast<double>(p.maps_wanted) : 1.0;
  const int filled = static_cast<int>(std::floor(std::min(1.0, share) * bar_width));
  std::string line = "[" + std::string(static_cast<std::size_t>(filled), '#') +
                     std::string(static_cast<std::size_t>(bar_width - filled), '-') + "] ";
  line += std::to_string(p.maps_done) + "/" + std::to_string(p.maps_wanted) + " maps";
  if (p.elapsed_s > 0 && p.maps_done > 0) {
    const double rate = static_cast<double>(p.maps_done) / p.elapsed_s;
    line += " \u00b7 " + fixed_decimals(rate, 1) + " maps/s";
    if (p.maps_wanted > p.maps_done)
      line += " \u00b7 " + duration_text(static_cast<double>(p.maps_wanted - p.maps_done) / rate) + " left";
  }
  if (p.seeds_skipped) line += " \u00b7 " + std::to_string(p.seeds_skipped) + " seeds skipped";
  return line;
}

void ProgressDisplay::operator()(const BatchProgress& progress) {
  std::lock_guard lock(mutex_);
  if (terminal_) {
    out_ << "\r\033[K" << progress_line(progress, 30) << std::flush;  // redraw the bar in place
    drawn_ = true;
  } else {
    out_ << progress.last << " \u00b7 " << progress.maps_done << "/" << progress.maps_wanted << " maps\n" << std::flush;
  }
}

void ProgressDisplay::finish() {
  std::lock_guard lock(mutex_);
  if (terminal_ && drawn_) out_ << "\n" << std::flush;
  drawn_ = false;
}

std::string batch_summary(const BatchOutcome& outcome, std::size_t maps_wanted) {
  const std::size_t resumed = outcome.resumed(), written = outcome.maps.size() - resumed;
  std::string s =
      std::to_string(outcome.maps.size()) + " of " + std::to_string(maps_wanted) + " maps: " + std::to_string(written) +
      " written, " + std::to_string(resumed) + " already complete; " + duration_text(outcome.elapsed_s) + ", " +
      // Maps made in this run only: one already complete took no time.
      fixed_decimals(outcome.elapsed_s > 0 ? static_cast<double>(written) / outcome.elapsed_s : 0, 2) + " maps/s\n";
  if (outcome.ran_out) {
    s += "seeds ran out: no seed after " + std::to_string(UINT64_MAX) + "; " + std::to_string(outcome.maps.size()) +
         " of " + std::to_string(maps_wanted) + " maps made; give a lower --first-seed\n";
  }
  if (outcome.skipped.empty()) {
    if (!outcome.ran_out) s += "no seed skipped\n";
  } else {
    std::map<std::string, std::string> by_rule;
    for (const auto& k : outcome.skipped)
      by_rule[k.rule] += (by_rule[k.rule].empty() ? "" : ", ") + std::to_string(k.seed);
    s += std::to_string(outcome.skipped.size()) + " seeds skipped:";
    for (const auto& [rule, seeds] : by_rule) s += " " + rule + " (seeds " + seeds + ");";
    s.back() = '\n';
  }
  if (outcome.interrupted)
    s += "interrupted: the maps on disk are complete; run the same command again to finish (no catalogue yet)\n";
  if (outcome.gave_up)
    s += "gave up: too many seeds in a row could not be used; loosen the filters or the conventions\n";
  return s;
}

}  // namespace wargen
