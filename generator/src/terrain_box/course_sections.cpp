#include "terrain_box/course_sections.hpp"

#include <algorithm>
#include <cmath>

namespace wargen {

namespace {

// Lengths within this of each other are equal: a course of 4 x 30 cm is covered by 4 sections of
// 30 cm however its length was summed.
constexpr double kCourseSlackCm = 1e-9;

// The sections of `width_cm` covering `length_cm`, in the box's order; none when they cannot.
std::optional<CourseSections> sections_of_width(const BoxStock& stock, const std::vector<const BoxPiece*>& pieces,
                                                double length_cm, double width_cm, int copies) {
  CourseSections out{width_cm, {}};
  double remaining_cm = length_cm;
  for (const BoxPiece* piece : pieces) {
    if (remaining_cm <= kCourseSlackCm) break;
    if (!piece->is_section() || piece->width_cm != width_cm || piece->length_cm <= 0) continue;
    const int needed = std::max(1, static_cast<int>(std::ceil(remaining_cm / piece->length_cm - kCourseSlackCm)));
    const int count = std::min(stock.left(*piece) / copies, needed);
    if (count == 0) continue;
    out.uses.push_back({piece, count});
    remaining_cm -= count * piece->length_cm;
  }
  if (remaining_cm > kCourseSlackCm) return std::nullopt;
  return out;
}

}  // namespace

std::optional<CourseSections> sections_covering(const BoxStock& stock, std::string_view kind, std::string_view variant,
                                                double length_cm, double width_cm, int copies) {
  const std::vector<const BoxPiece*> pieces = stock.available(kind, variant);
  if (width_cm > 0) return sections_of_width(stock, pieces, length_cm, width_cm, copies);
  std::vector<double> tried_cm;  // each width once, in the box's order of first appearance
  for (const BoxPiece* piece : pieces) {
    if (!piece->is_section() || std::find(tried_cm.begin(), tried_cm.end(), piece->width_cm) != tried_cm.end())
      continue;
    tried_cm.push_back(piece->width_cm);
    if (auto sections = sections_of_width(stock, pieces, length_cm, piece->width_cm, copies)) return sections;
  }
  return std::nullopt;
}

}  // namespace wargen
