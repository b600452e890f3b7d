#include "generators/npow/npow_features.hpp"

#include <cmath>
#include <map>
#include <utility>

#include "core/number_text.hpp"

namespace wargen {

namespace {

Feature base_feature(const Scenario& s, const ElementSpec& spec, int element) {
  Feature f;
  f.id = next_feature_id(s);
  f.kind = spec.kind;
  f.attributes["element"] = std::to_string(element);
  f.attributes["template"] = spec.name;
  f.attributes["category"] = spec.category;
  f.attributes["variant"] = spec.variant;
  f.attributes["movement"] = spec.movement;
  f.objective = false;
  return f;
}

void add_river(const NpowParams& p, const LaidRiver& river, const std::map<int, std::string>& ids, Scenario& s) {
  Feature f = base_feature(s, p.watercourse(), river.element);
  f.path = river.path;
  f.width_cm = river.width_cm();
  // NPOW-S4: where it starts and ends, by feature id.
  f.attributes["origin"] = river.origin_element ? river.origin + ":" + ids.at(river.origin_element) : river.origin;
  f.attributes["end"] = river.end == "joins" ? "joins:" + ids.at(river.joins) : river.end;
  f.attributes["sections_from"] = river.counted_from_start ? "start" : "end";  // NPOW-S6
  f.sections = river.sections;
  f.pieces = river.box_pieces;  // NPOW-B1
  for (std::size_t k = 0; k < river.sections.size(); ++k) {
    const WaterSection& section = river.sections[k];
    Crossing c;
    c.id = next_crossing_id(s);
    // NPOW-S6: the section's quality says whether it carries a bridge or a ford.
    for (const auto& e : p.river_quality.entries)
      if (e.row.quality == section.quality) c.kind = e.row.crossing;
    c.at = river.crossings[k];
    c.feature = f.id;
    c.section = section.index;
    c.objective = true;  // NPOW-O1: bridges and fords are objectives
    f.sections[k].crossing = c.id;
    s.crossings.push_back(std::move(c));
  }
  s.features.push_back(std::move(f));
}

void add_element(const PlacedElement& e, const std::map<int, std::string>& ids, Scenario& s) {
  const ElementSpec& spec = *e.spec;
  if (spec.is_linear()) {
    // NPOW-P5: one feature per separate section.
    int part = 0;
    for (const auto& piece : e.pieces) {
      Feature f = base_feature(s, spec, e.index);
      f.sector = e.sector;
      f.path = piece;
      f.width_cm = spec.width_cm;
      // NPOW-B1: one piece of all its sections, or a section each.
      if (e.box_piece) f.pieces = {{e.box_piece->id, e.pieces.size() > 1 ? 1 : spec.sections}};
      if (e.pieces.size() > 1) {
        f.attributes["part"] = std::to_string(++part);
        f.attributes["parts"] = std::to_string(e.pieces.size());
      }
      s.features.push_back(std::move(f));
    }
    return;
  }
  Feature f = base_feature(s, spec, e.index);
  f.sector = e.sector;
  f.outline = e.outline;
  f.attributes["length_cm"] = mm_text(e.length_cm);
  f.attributes["depth_cm"] = mm_text(e.depth_cm);
  f.attributes["rotation_deg"] = std::to_string(static_cast<int>(e.rotation_deg));
  f.objective = e.objective;
  if (e.box_piece) f.pieces = {{e.box_piece->id, 1}};  // NPOW-B1
  if (e.elevation_only) f.elevation_only = true;  // NPOW-S5: a hill downgraded to an elevation
  s.features.push_back(std::move(f));
  if (!e.building.empty()) {
    Feature b;
    b.id = next_feature_id(s);
    b.kind = "building";
    b.sector = e.sector;
    b.outline = e.building;
    b.attributes["element"] = std::to_string(e.index);
    b.attributes["template"] = "building";
    b.attributes["field"] = ids.at(e.index);  // catalogue: always inside an enclosed field
    b.objective = false;
    s.features.push_back(std::move(b));
  }
}

}  // namespace

std::string next_feature_id(const Scenario& s) { return "f" + std::to_string(s.features.size() + 1); }
std::string next_crossing_id(const Scenario& s) { return "x" + std::to_string(s.crossings.size() + 1); }

std::string mm_text(double cm) { return format_number(std::round(cm * 10) / 10); }

void add_table_features(const NpowParams& p, const TerrainPool& pool, const TableLayout& layout, Scenario& s) {
  // Ids follow pool order; they are worked out first so a river can name the hill or marsh it
  // rises at and a tributary the river it joins, whichever comes first in the pool.
  std::map<int, std::string> ids;  // pool element -> (first) feature id
  std::size_t next = s.features.size() + 1;
  for (const auto& pe : pool.elements) {
    for (const auto& r : layout.rivers)
      if (r.element == pe.index) ids[r.element] = "f" + std::to_string(next++);
    for (const auto& e : layout.elements)
      if (e.index == pe.index) {
        ids[e.index] = "f" + std::to_string(next);
        next += e.pieces.empty() ? 1 : e.pieces.size();
        next += e.building.empty() ? 0 : 1;
      }
  }
  for (const auto& pe : pool.elements) {
    for (const auto& r : layout.rivers)
      if (r.element == pe.index) add_river(p, r, ids, s);
    for (const auto& e : layout.elements)
      if (e.index == pe.index) add_element(e, ids, s);
  }
}

}  // namespace wargen
