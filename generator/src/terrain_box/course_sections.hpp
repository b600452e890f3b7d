#pragma once
// How a watercourse is laid from a club's box (GOK-B2, NPOW-B1 4.): sections of one width, so the
// course keeps its width, taken in the box's order (a club lists its favourites first) until their
// lengths sum to at least the course; the last may overhang the table edge. Nothing random.
#include <optional>
#include <string_view>
#include <vector>

#include "terrain_box/terrain_box.hpp"

namespace wargen {

struct CourseSections {
  struct Use {
    const BoxPiece* piece = nullptr;
    int count = 0;  // sections of the piece for one course
  };
  double width_cm = 0;  // the sections' width
  std::vector<Use> uses;
};

// The sections of `kind` serving `variant` that lay a course of `length_cm`, each use taken
// `copies` times (WARGEN-SYM: a twin's course is the same, so it takes as many again). Of width
// `width_cm`, or, when it is 0, of the first width in the box's order whose sections cover the
// length. Nothing when what is left of `stock` cannot cover it.
std::optional<CourseSections> sections_covering(const BoxStock& stock, std::string_view kind, std::string_view variant,
                                                double length_cm, double width_cm, int copies);

}  // namespace wargen
