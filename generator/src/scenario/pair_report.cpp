#include "scenario/pair_report.hpp"

namespace wargen {

void PairReport::check(const BoxIndex& index, const Box& query, double margin_cm, std::size_t first,
                       const std::function<bool(std::size_t)>& is_pair, const Line& line,
                       std::vector<Violation>& out) {
  if (listed_ < kListedFeatures) {
    index.near(query, margin_cm, near_);
    std::vector<std::size_t> partners;
    std::size_t count = 0;
    for (std::size_t j : near_) {
      if (j < first || !is_pair(j)) continue;
      if (partners.size() < kListedPartners) partners.push_back(j);
      ++count;
    }
    if (count == 0) return;
    ++listed_;
    out.push_back({rule_, line(partners, count)});
    return;
  }
  bool found = false;
  index.visit_near(query, margin_cm, first, [&](std::size_t j) {
    found = is_pair(j);
    return !found;
  });
  unlisted_ += found;
}

void PairReport::finish(const std::string& what, std::vector<Violation>& out) const {
  if (unlisted_ == 0) return;
  out.push_back({rule_, std::to_string(unlisted_) + " more features " + what + " (not listed: the report names the first " +
                            std::to_string(kListedFeatures) + ")"});
}

std::string partner_list(const std::vector<std::string>& ids, std::size_t count) {
  std::string text;
  for (std::size_t k = 0; k < ids.size(); ++k)
    text += (k == 0 ? "" : k + 1 == ids.size() && count == ids.size() ? " and " : ", ") + ids[k];
  if (count > ids.size()) text += " and " + std::to_string(count - ids.size()) + " more";
  return text;
}

}  // namespace wargen
