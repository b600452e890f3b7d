#include "app/box_advice.hpp"

#include <algorithm>
#include <memory>
#include <numeric>

#include "app/seed_queue.hpp"
#include "core/error.hpp"
#include "terrain_box/box_kinds.hpp"
#include "terrain_box/ruleset_pieces.hpp"

namespace wargen {

namespace {

// "hill", "wood (open)": as the failures name them.
std::string kind_text(const std::string& kind, const std::string& variant) {
  return variant.empty() ? kind : kind + " (" + variant + ")";
}

bool is_box_kind(std::string_view name) {
  const auto& kinds = built_in_box_kinds();
  return std::any_of(kinds.begin(), kinds.end(), [&](const BoxKind& k) { return k.name == name; });
}

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

std::vector<std::pair<std::string, std::string>> lacked_kinds(const std::string& failure, const TerrainBox& box,
                                                              const std::string& ruleset) {
  std::vector<std::pair<std::string, std::string>> found;
  const std::size_t from = failure.rfind("has no ");
  if (from == std::string::npos) return found;
  const std::size_t start = from + 7;
  std::size_t end = failure.find(" left", start);
  if (end == std::string::npos) return found;
  // NPOW-B1 asks for an element and its twin: the list ends before " for ...".
  if (const std::size_t twins = failure.find(" for ", start); twins < end) end = twins;
  std::string_view list(failure.data() + start, end - start);
  while (!list.empty()) {
    const std::size_t comma = list.find(", ");
    std::string item(list.substr(0, comma));
    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 2);
    std::pair<std::string, std::string> kind;
    if (const std::size_t paren = item.find(" ("); paren != std::string::npos && item.back() == ')')
      kind = {item.substr(0, paren), item.substr(paren + 2, item.size() - paren - 3)};
    else if (is_box_kind(item))
      kind = {item, ""};
    else if (const BoxPiece* piece = box.find(item))
      kind = {piece->kind, piece->variant};
    else if (auto entry = catalogue_kind(ruleset, item))
      kind = *entry;
    else
      continue;
    if (is_box_kind(kind.first) && std::find(found.begin(), found.end(), kind) == found.end()) found.push_back(kind);
  }
  return found;
}

std::vector<BoxSuggestion> advise_box(const Ruleset& ruleset, const GenerateRequest& base,
                                      const std::vector<std::uint64_t>& seeds,
                                      const std::map<std::string, std::uint64_t>& failures, int jobs) {
  const TerrainBox& box = *base.terrain_box;
  std::vector<BoxSuggestion> candidates;
  for (const auto& [message, count] : failures)
    for (const auto& lacked : lacked_kinds(message, box, ruleset.name)) {
      auto known = std::find_if(candidates.begin(), candidates.end(), [&](const BoxSuggestion& c) {
        return c.kind == lacked.first && c.variant == lacked.second;
      });
      if (known == candidates.end())
        known = candidates.insert(candidates.end(), BoxSuggestion{lacked.first, lacked.second, {}, {}, {}, 0, 0});
      known->named_by += count;
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
      continue;  // no ruleset lays it: nothing to suggest
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
  return "add one more " + kind_text(s.kind, s.variant) + " (" +
         (s.copied_piece.empty() ? "the ruleset's size" : "copy of '" + s.copied_label + "'") + ", " + s.size + ")";
}

}  // namespace wargen
