#include "generators/npow/table_layout.hpp"

#include <algorithm>

namespace wargen {

Footprint PlacedElement::footprint() const {
  if (!outline.empty()) return area_footprint(outline);
  return line_footprint(pieces, spec ? spec->width_cm : 0);
}

double LaidRiver::width_cm() const {
  double widest = 0;
  for (const auto& s : sections) widest = std::max(widest, s.width_cm);
  return widest;
}

}  // namespace wargen
