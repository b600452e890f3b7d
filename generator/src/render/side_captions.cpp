#include "render/side_captions.hpp"

namespace wargen::render {

namespace {
// "franco_bavarian" -> "Franco Bavarian", "franco-bavarian" -> "Franco-Bavarian": ids as people read them.
std::string title_case(std::string text) {
  bool start = true;
  for (char& c : text) {
    if (c == '_') c = ' ';
    if (start && c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    start = c == ' ' || c == '-';
  }
  return text;
}
}  // namespace

std::string side_at_edge(const Scenario& scenario, const std::string& edge) {
  for (const Side& s : scenario.sides)
    if (s.edge == edge) return s.side;  // NPOW-E1: the attacker chose its edge
  for (const DeploymentZone& z : scenario.deployment)
    if (z.edge == edge) return z.side;
  return edge == "north" ? "B" : "A";
}

std::string side_details(const Scenario& scenario, const std::string& side) {
  std::string role, nation;
  for (const Side& s : scenario.sides)
    if (s.side == side) role = s.role;  // NPOW-E1: attacker or defender
  for (const Army& a : scenario.armies)
    if (a.side == side) nation = a.nation;  // GOK-A2
  std::string out = role;
  if (!nation.empty()) out += (out.empty() ? "" : ", ") + title_case(nation) + " army";
  return out;
}

std::string edge_caption(const Scenario& scenario, const std::string& edge) {
  const std::string side = side_at_edge(scenario, edge);
  std::string caption = "Side " + side + " (" + edge + " edge)";
  const std::string details = side_details(scenario, side);
  if (!details.empty()) caption += " \u00b7 " + details;
  return caption;
}

}  // namespace wargen::render
