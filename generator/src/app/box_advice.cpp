#include "app/box_advice.hpp"

#include <algorithm>
#include <memory>
#include <numeric>

#include "app/seed_queue.hpp"
#include "core/error.hpp"
#include "terrain_box/ruleset_pieces.hpp"

namespace wargen {

namespace {

// The first piece of the box that serves kind and variant: the one a generator takes first, so
// the one a club would buy again.
const BoxPiece* serving_piece(const TerrainBox& box, const std::string& kind, const std::string& variant) {
  for (const BoxPiece& piece : box.pieces)
    if (piece.kind == kind && (piece.variant.empty() || piece.variant == variant)) return &piece;
  return nullptr;
}

// What is left of a piece's description once its label is taken off: "20 × 15 cm".
std::string piece_size_text(const BoxPiece& piece) { return piece.description().substr(piece.label.size() + 2); }

// The box with one more piece for `s`: its copy's count raised by one, or the typical piece added.
TerrainBox box_with(const TerrainBox& box, const BoxSuggestion& s, const std::string& ruleset) {
  TerrainBox bigger = box;
  bigger.sha256.clear();  // made in code: no file of these bytes
  for (BoxPiece& piece : bigger.pieces)
    if (piece.id == s.copied_piece) ++piece.count;
  if (s.copied_piece.empty()) {
    BoxPiece piece = *typical_piece(ruleset, s.kind, s.variant);
    while (bigger.find(piece.id)) piece.id += "-1";
    bigger.pieces.push_back(std::move(piece));
  }
  return bigger;
}

std::uint64_t failures_with(const Ruleset& ruleset, const GenerateRequest& base,
                            const std::vector<std::uint64_t>& seeds, int jobs) {
  std::vector<GenerateRequest> requests(seed_threads(jobs), base);
  std::vector<std::uint64_t> failed(requests.size());  // by thread
  for_each_seed(seeds.size(), jobs, [&](std::size_t thread, std::size_t i) {
    requests[thread].seed = seeds[i];
    try {
      generate_checked_scenario(ruleset, requests[thread]);  // run_survey checked the options
    } catch (const Error&) {
      ++failed[thread];
    }
  });
  return std::accumulate(failed.begin(), failed.end(), std::uint64_t{0});
}

}  // namespace

std::vector<BoxSuggestion> advise_box(const Ruleset& ruleset, const GenerateRequest& base,
                                      const std::vector<std::uint64_t>& seeds,
                                      const std::map<std::string, FailureTally>& failures, int jobs) {
  const TerrainBox& box = *base.terrain_box;
  std::vector<BoxSuggestion> candidates;
  for (const auto& [message, failed] : failures)
    for (const LackedKind& lacked : failed.box_lacked) {
      auto known = std::find_if(candidates.begin(), candidates.end(), [&](const BoxSuggestion& c) {
        return c.kind == lacked.kind && c.variant == lacked.variant;
      });
      if (known == candidates.end())
        known = candidates.insert(candidates.end(), BoxSuggestion{lacked.kind, lacked.variant, {}, {}, {}, 0, 0});
      known->named_by += failed.count;
    }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const BoxSuggestion& a, const BoxSuggestion& b) { return a.named_by > b.named_by; });
  std::vector<BoxSuggestion> tried;
  for (BoxSuggestion& c : candidates) {
    if (tried.size() == kBoxAdviceCandidates) break;
    if (const BoxPiece* own = serving_piece(box, c.kind, c.variant)) {
      c.copied_piece = own->id;
      c.copied_label = own->label;
      c.size = piece_size_text(*own);
    } else if (auto typical = typical_piece(ruleset.name, c.kind, c.variant)) {
      c.size = piece_size_text(*typical);
    } else {
      continue;  // no built-in ruleset lays it: nothing to suggest
    }
    GenerateRequest request = base;
    request.terrain_box = std::make_shared<const TerrainBox>(box_with(box, c, ruleset.name));
    c.failures = failures_with(ruleset, request, seeds, jobs);
    tried.push_back(std::move(c));
  }
  std::stable_sort(tried.begin(), tried.end(),
                   [](const BoxSuggestion& a, const BoxSuggestion& b) { return a.failures < b.failures; });
  return tried;
}

std::string suggestion_text(const BoxSuggestion& s) {
  return "add one more " + LackedKind{s.kind, s.variant}.text() + " (" +
         (s.copied_piece.empty() ? "the ruleset's size" : "copy of '" + s.copied_label + "'") + ", " + s.size + ")";
}

}  // namespace wargen
