#include "generators/sector_dice/symmetric_table.hpp"

#include <algorithm>
#include <sstream>
#include <string>

#include "core/error.hpp"
#include "generators/sector_dice/site_choice.hpp"
#include "symmetry/half_turn.hpp"

namespace wargen {

namespace {
// "edge:south" names the edge a watercourse enters or leaves by; its twin's is the opposite one.
std::string turned_edge_label(const std::string& label) {
  const std::string prefix = "edge:";
  if (label.rfind(prefix, 0) != 0) return label;
  for (Heading h : {Heading::north, Heading::east, Heading::south, Heading::west})
    if (label.substr(prefix.size()) == heading_name(h)) return prefix + heading_name(opposite(h));
  return label;
}

std::string twin_route(const std::string& route, const SectorGrid& grid) {
  std::istringstream in(route);
  std::string out, id;
  while (in >> id) out += (out.empty() ? "" : " ") + grid.id(twin_sector(grid, grid.index_of(id)));
  return out;
}

Feature twin_feature(const Feature& f, const std::string& id, const SectorGrid& grid, TableSize table,
                     const std::map<std::string, std::string>& twin_ids) {
  Feature t = f;
  t.id = id;
  t.sector = grid.id(twin_sector(grid, grid.index_of(f.sector)));
  t.outline = half_turn(f.outline, table);  // a rotation keeps the outline counter-clockwise
  t.path = half_turn(f.path, table);        // the twin flows the same way, turned
  auto& a = t.attributes;
  if (a.count("route")) a["route"] = twin_route(a["route"], grid);
  for (const char* end : {"origin", "end"})
    if (a.count(end)) a[end] = turned_edge_label(a[end]);
  if (auto it = a.find("end"); it != a.end() && it->second.rfind("joins:", 0) == 0)
    it->second = "joins:" + twin_ids.at(it->second.substr(6));
  return t;
}
}  // namespace

int rolled_half(const SectorGrid& grid) { return grid.count() / 2; }

int twin_sector(const SectorGrid& grid, int sector) { return grid.count() - 1 - sector; }

std::map<int, std::string> fold_site_choices(const std::map<int, std::string>& site_choices, const SectorGrid& grid) {
  std::map<int, std::string> folded;
  for (const auto& [sector, kind] : site_choices) {
    const int original = sector < rolled_half(grid) ? sector : twin_sector(grid, sector);
    auto [it, added] = folded.emplace(original, kind);
    if (!added && it->second != kind)
      throw InputError(site_choice_text(grid.id(sector), kind) + ": on a symmetric table the sites in " +
                       grid.id(original) + " and " + grid.id(twin_sector(grid, original)) +
                       " are twins and take one pick; give one kind for both");
  }
  return folded;
}

void check_symmetric_site_choices(const std::map<int, std::string>& site_choices, const std::vector<Piece>& pieces,
                                  const SectorGrid& grid) {
  std::vector<Piece> with_twins = pieces;  // the twins' sectors are sites as much as the originals'
  for (const Piece& piece : pieces) {
    with_twins.push_back(piece);
    with_twins.back().sector = twin_sector(grid, piece.sector);
  }
  check_site_choices_used(site_choices, with_twins, grid);
}

std::string twin_entry_mark(const std::string& original_sector_id) {
  return "twin of " + original_sector_id + " by the half turn (--symmetric): no die rolled";
}

void log_twin_entries(const SectorGrid& grid, std::vector<DiceLogEntry>& log) {
  std::vector<DiceLogEntry> rolled;
  for (const auto& e : log)
    if (e.rule == "GOK-T3") rolled.push_back(e);
  for (int sector = rolled_half(grid); sector < grid.count(); ++sector) {
    const int original = twin_sector(grid, sector);
    DiceLogEntry twin = rolled.at(static_cast<std::size_t>(original));
    twin.note = "sector " + grid.id(sector) + ": " + twin_entry_mark(grid.id(original)) + "; " + grid.id(original) +
                "'s " + std::to_string(twin.result) + " stands for it, with its piece if it has one, turned";
    log.push_back(std::move(twin));
  }
}

void add_twins(Scenario& s, const SectorGrid& grid) {
  const TableSize table{s.table_width_cm, s.table_depth_cm};
  std::map<std::string, const Feature*> by_sector;
  for (const auto& f : s.features) by_sector[f.sector] = &f;
  // Ids first: a twin that joins a watercourse joins that watercourse's twin.
  std::map<std::string, std::string> twin_ids;
  std::vector<const Feature*> originals;
  // After the highest id: a watercourse the terrain box could not lay (GOK-B2) leaves a gap.
  std::size_t last_id = s.features.size();
  for (const auto& f : s.features) last_id = std::max<std::size_t>(last_id, std::stoul(f.id.substr(1)));
  for (int sector = rolled_half(grid); sector < grid.count(); ++sector) {
    auto it = by_sector.find(grid.id(twin_sector(grid, sector)));
    if (it == by_sector.end()) continue;
    originals.push_back(it->second);
    twin_ids[it->second->id] = "f" + std::to_string(last_id + originals.size());
  }
  std::vector<Feature> twins;
  for (const Feature* f : originals) twins.push_back(twin_feature(*f, twin_ids.at(f->id), grid, table, twin_ids));
  const std::size_t crossings = s.crossings.size();
  std::map<std::string, std::string> twin_crossing_ids;
  for (std::size_t k = 0; k < crossings; ++k) {
    Crossing c = s.crossings[k];
    c.id = "x" + std::to_string(s.crossings.size() + 1);
    twin_crossing_ids[s.crossings[k].id] = c.id;
    c.at = half_turn(c.at, table);
    c.feature = twin_ids.at(c.feature);
    s.crossings.push_back(std::move(c));
  }
  // A twin town names the twins of its original's own bridges (town_bridges.hpp).
  for (auto& t : twins)
    if (auto it = t.attributes.find("town_bridges"); it != t.attributes.end()) {
      std::istringstream in(it->second);
      std::string turned;
      for (std::string id; in >> id;) turned += (turned.empty() ? "" : " ") + twin_crossing_ids.at(id);
      it->second = turned;
    }
  for (auto& t : twins) s.features.push_back(std::move(t));
}

}  // namespace wargen
