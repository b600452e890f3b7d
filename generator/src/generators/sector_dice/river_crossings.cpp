#include "generators/sector_dice/river_crossings.hpp"

#include <algorithm>
#include <cmath>

#include "core/number_text.hpp"
#include "terrain/crossing_positions.hpp"

namespace wargen {

namespace {
std::string format_crossing_cm(double cm) { return format_number(std::round(cm * 10) / 10); }

// GOK-T8: a river with no room for all its crossings crossing_gap_cm apart gets fewer, fords
// before bridges (a bridge is the guns' only way over); the river says what was rolled and why.
void record_dropped_crossings(Piece& piece, int placed, const SectorDiceParams& p) {
  const int rolled = piece.bridges + piece.fords;
  auto& a = piece.feature.attributes;
  a["bridges_rolled"] = std::to_string(piece.bridges);
  a["fords_rolled"] = std::to_string(piece.fords);
  a["crossings_note"] = "room for " + std::to_string(placed) + " of its " + std::to_string(rolled) + " crossings " +
                        format_crossing_cm(p.crossing_gap_cm) + " cm apart on its " +
                        format_crossing_cm(polyline_length(piece.feature.path)) + " cm course";
  piece.bridges = std::min(piece.bridges, placed);
  piece.fords = placed - piece.bridges;
  a["bridges"] = std::to_string(piece.bridges);
  a["fords"] = std::to_string(piece.fords);
}
}  // namespace

void lay_river_crossings(Piece& piece, std::vector<RoutedWater>& waters, const SectorDiceParams& params,
                         const std::optional<TableSize>& twin_table, Pcg32& rng, std::vector<Crossing>& crossings,
                         Obstacles& obstacles) {
  const int rolled = piece.bridges + piece.fords;
  if (rolled == 0) return;
  // On a symmetric table the twins' water is on the table too.
  std::vector<Polyline> twin_paths;
  if (twin_table)
    for (const auto& w : waters) twin_paths.push_back(half_turn(w.path, *twin_table));
  std::vector<const Polyline*> others;
  RoutedWater* own = nullptr;
  for (auto& w : waters) {
    if (w.feature_id == piece.feature.id)
      own = &w;
    else
      others.push_back(&w.path);
  }
  for (const auto& path : twin_paths) others.push_back(&path);
  const double width_cm = piece.feature.width_cm;
  auto points =
      crossing_points(piece.feature.path, rolled, params.crossing_gap_cm, width_cm + 3.0, others, width_cm + 4.0, rng);
  // A river with no room at all keeping those margins (a tributary close beside the course it
  // joins) still gets its first crossing, nearer the other water: an impassable river must be
  // crossable somewhere (GOK-T8).
  if (points.empty())
    points = crossing_points(piece.feature.path, 1, params.crossing_gap_cm, width_cm / 2 + 1.5, others,
                             width_cm / 2 + 2.5, rng);
  if (static_cast<int>(points.size()) < rolled)
    record_dropped_crossings(piece, static_cast<int>(points.size()), params);
  for (std::size_t k = 0; k < points.size(); ++k) {
    std::string kind = static_cast<int>(k) < piece.bridges ? "bridge" : "ford";
    crossings.push_back({"x" + std::to_string(crossings.size() + 1), kind, points[k], piece.feature.id});
    // A crossing needs its approaches free: nothing is placed on it (nor on its twin).
    obstacles.add_point(points[k], width_cm / 2 + 1.5);
    if (twin_table) obstacles.add_point(half_turn(points[k], *twin_table), width_cm / 2 + 1.5);
    if (own) own->crossings_at.push_back(points[k]);
  }
}

}  // namespace wargen
