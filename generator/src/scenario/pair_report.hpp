#pragma once
// The pairs a validator finds among a scenario's features (two pieces closer than their gap, one
// over another, a crossing under a wood), reported per feature with caps, so that the work, the
// memory and the report stay linear in the features however many are stacked in one place: a
// hostile file of 100 000 copies of one wood holds five billion overlapping pairs, and a line per
// pair made gigabytes of report before it ran out of memory.
//
// The first kListedFeatures features with a partner get one line each, with how many partners
// they have and the first kListedPartners of them. After those, a feature is only asked whether
// it has a partner, its search ending at the first, and one last line counts those features.
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "core/box_index.hpp"
#include "scenario/violation.hpp"

namespace wargen {

inline constexpr std::size_t kListedFeatures = 20;
inline constexpr std::size_t kListedPartners = 20;

class PairReport {
 public:
  // A listed feature's line: its first partners (entries of the index searched, ascending, at most
  // kListedPartners) and how many it has in all.
  using Line = std::function<std::string(const std::vector<std::size_t>& partners, std::size_t count)>;

  explicit PairReport(std::string rule) : rule_(std::move(rule)) {}

  // One feature's partners: the entries of `index` from `first` on (a check over pairs of one
  // index starts after the feature, so each pair counts once) whose boxes come within margin_cm of
  // `query`, each confirmed by `is_pair`. A listed feature's line goes onto `out` at once, so the
  // lines keep the order of the features and of the checks made on each.
  void check(const BoxIndex& index, const Box& query, double margin_cm, std::size_t first,
             const std::function<bool(std::size_t)>& is_pair, const Line& line, std::vector<Violation>& out);

  // After the last feature: "N more features <what>", when the list was full before the end.
  void finish(const std::string& what, std::vector<Violation>& out) const;

 private:
  std::string rule_;
  std::size_t listed_ = 0;
  std::size_t unlisted_ = 0;
  std::vector<std::size_t> near_;  // reused from feature to feature
};

// "p2, p3 and p4", or with more partners than listed "p2, p3, …, p21 and 9979 more".
std::string partner_list(const std::vector<std::string>& ids, std::size_t count);

}  // namespace wargen
