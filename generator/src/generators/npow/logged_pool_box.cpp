#include "generators/npow/logged_pool_box.hpp"

namespace wargen {

namespace {

// Whether `now` holds at least as much of every element as `then`: a box that could not serve
// something at `then` cannot at `now` either.
bool holds_at_least(const std::map<std::string, int>& now, const std::map<std::string, int>& then) {
  for (const auto& [element, n] : then) {
    auto it = now.find(element);
    if (n > 0 && (it == now.end() || it->second < n)) return false;
  }
  return true;
}

}  // namespace

bool LoggedPoolBox::reserve(const PoolElement& e, int copies) {
  const DiceLogEntry* next = dice_.peek();
  // Made only for a fault: the replay asks this for every element of every table it validates.
  auto label = [&e] { return "element " + std::to_string(e.index) + " (" + e.element + ")"; };
  if (next && is_box_reroll_note(next->note, e.index)) {
    if (next->note.find("box has no " + e.element + " ") == std::string::npos)
      throw ReplayMismatch("NPOW-S2", "the dice log rolls " + label() + " again for a box that lacks something else (" +
                                          next->note + ")");
    lacked_[e.element].push_back(usage_);
    return false;
  }
  if (auto lacked = lacked_.find(e.element); lacked != lacked_.end())
    for (const Usage& then : lacked->second)
      if (holds_at_least(usage_, then))
        throw ReplayMismatch("NPOW-S2", "the dice log takes " + label() +
                                            " from a box it earlier said had none left, with no less of it in use");
  usage_[e.element] += copies;
  held_[e.index] = {e.element, copies};
  return true;
}

void LoggedPoolBox::release(const PoolElement& e) {
  auto it = held_.find(e.index);
  if (it == held_.end()) return;
  usage_[it->second.first] -= it->second.second;
  held_.erase(it);
}

}  // namespace wargen
