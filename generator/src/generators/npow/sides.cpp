#include "generators/npow/sides.hpp"

namespace wargen {

std::vector<Side> choose_sides(const NpowParams& p, const NpowSettings& settings, DiceSource& dice) {
  std::string attacker = settings.attacker;
  if (attacker.empty()) attacker = dice.roll_on(p.attacker_table, "NPOW-E1", "who has the initiative (the attacker)");
  std::string edge = settings.attacker_edge;
  if (edge.empty()) edge = dice.roll_on(p.attacker_edge_table, "NPOW-E1", "the attacker's pick of long edge");
  std::string other_edge = edge == "south" ? "north" : "south";
  std::vector<Side> sides;
  for (const char* side : {"A", "B"}) {
    bool attacks = attacker == side;
    sides.push_back({side, attacks ? edge : other_edge, attacks ? "attacker" : "defender", settings.initiative.at(side),
                     attacks ? "" : settings.zone});
  }
  return sides;
}

std::string side_on(const std::vector<Side>& sides, const std::string& edge) {
  for (const auto& s : sides)
    if (s.edge == edge) return s.side;
  return edge == "north" ? "B" : "A";
}

std::string edge_of(const std::vector<Side>& sides, const std::string& side) {
  for (const auto& s : sides)
    if (s.side == side) return s.edge;
  return side == "B" ? "north" : "south";
}

}  // namespace wargen
