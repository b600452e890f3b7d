#include "batch/map_record.hpp"

namespace wargen {

namespace {

std::string group_of(const std::string& kind) {
  if (kind == "hill") return "hills";
  if (kind == "wood") return "woods";
  if (kind == "built_up" || kind == "building") return "built-up";
  if (is_watercourse_kind(kind) || kind == "lake" || kind == "marsh") return "water";
  // Not terrain pieces: a players' choice site (GOK-T7) is open ground until a player names it.
  if (kind == "road" || kind == "supply_line" || kind == "players_choice") return "";
  return "other";
}

}  // namespace

const std::vector<std::string>& figure_groups() {
  static const std::vector<std::string> groups = {"hills", "woods", "built-up", "water", "other"};
  return groups;
}

KeyFigures key_figures(const Scenario& scenario) {
  KeyFigures k;
  k.features = scenario.features.size();
  k.crossings = scenario.crossings.size();
  for (const auto& group : figure_groups()) k.by_group[group] = 0;
  for (const auto& f : scenario.features) {
    if (f.objective.value_or(false)) ++k.objectives;
    std::string group = group_of(f.kind);
    if (!group.empty()) ++k.by_group[group];
    if (f.kind == "players_choice") ++k.choice_sites;
  }
  for (const auto& c : scenario.crossings)
    if (c.objective.value_or(false)) ++k.objectives;
  k.vp_markers = scenario.objectives.markers.size();
  return k;
}

std::size_t KeyFigures::terrain_pieces() const {
  std::size_t n = 0;
  for (const auto& [group, count] : by_group) n += count;
  return n;
}

std::vector<SideSummary> fairness_summary(const FairnessReport& report) {
  std::vector<SideSummary> sides;
  for (const auto& s : report.sides)
    sides.push_back({s.side,
                     {{"terrain_area_cm2", s.figures.terrain_area_cm2},
                      {"cover_area_cm2", s.figures.cover_area_cm2},
                      {"objective_points", s.figures.objective_points},
                      {"enemy_zone_visible_share", s.enemy_zone_visible_share}}});
  return sides;
}

std::string leading_rule(const std::string& message) {
  std::size_t colon = message.find(':');
  std::string head = message.substr(0, colon);
  bool looks_like_rule = colon != std::string::npos && !head.empty() && head.size() <= 16 &&
                         head.find(' ') == std::string::npos && head.find('-') != std::string::npos;
  return looks_like_rule ? head : std::string("unsatisfied");
}

}  // namespace wargen
