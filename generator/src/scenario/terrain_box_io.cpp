#include "scenario/terrain_box_io.hpp"

#include "scenario/extensions_io.hpp"
#include "scenario/scenario_writer.hpp"

namespace wargen {

namespace {

std::string piece_use_text(const PieceUse& use) {
  return flow_map({{"piece", yaml_string(use.piece)}, {"count", std::to_string(use.count)}}, use.extensions);
}

PieceUse read_piece_use(const YamlValue& value) {
  YamlMap m(value);
  PieceUse use;
  use.piece = scenario_text(m.required("piece"));
  use.count = m.required("count").integer(1, kIntMax);
  use.extensions = read_extensions(m);
  m.finish();
  return use;
}

BoxPieceRecord read_piece_record(const YamlValue& value) {
  YamlMap m(value);
  BoxPieceRecord piece;
  piece.id = scenario_text(m.required("id"));
  piece.description = scenario_text(m.required("description"));
  piece.extensions = read_extensions(m);
  m.finish();
  return piece;
}

}  // namespace

YamlFields feature_piece_fields(const Feature& f) {
  YamlFields fields;
  if (f.pieces.empty()) return fields;
  // An area is one piece: the short form. Anything else is written as held, so the reader gives
  // back the same feature and `validate` names what is wrong with it.
  if (f.is_area() && f.pieces.size() == 1 && f.pieces.front().count == 1) {
    fields.emplace_back("piece", yaml_string(f.pieces.front().piece));
    return fields;
  }
  std::string list = "[";
  for (std::size_t i = 0; i < f.pieces.size(); ++i) list.append(i > 0 ? ", " : "").append(piece_use_text(f.pieces[i]));
  fields.emplace_back("pieces", list.append("]"));
  return fields;
}

void read_feature_piece_keys(YamlMap& m, Feature& f) {
  YamlValue piece = m.optional("piece");
  YamlValue pieces = m.optional("pieces");
  if (present(piece) && present(pieces))
    pieces.fail("a feature names its one piece (piece) or its sections (pieces), not both");
  if (present(piece)) f.pieces.push_back({scenario_text(piece), 1, {}});
  for (const auto& item : pieces.items()) f.pieces.push_back(read_piece_use(item));
}

void write_terrain_box_record(std::string& out, const std::optional<TerrainBoxRecord>& record) {
  if (!record) return;
  out += "terrain_box:\n";
  out.append("  name: ").append(yaml_string(record->name)).append("\n");
  out.append("  sha256: ").append(yaml_string(record->sha256)).append("\n");
  out += "  pieces:";
  if (record->pieces.empty()) out += " []";
  out += "\n";
  for (const auto& piece : record->pieces)
    out.append("    - ")
        .append(flow_map({{"id", yaml_string(piece.id)}, {"description", yaml_string(piece.description)}},
                         piece.extensions))
        .append("\n");
  for (const auto& [key, value] : record->extensions) out.append("  ").append(key).append(": ").append(value).append("\n");
}

std::optional<TerrainBoxRecord> read_terrain_box_record(YamlMap& top) {
  YamlValue value = top.optional("terrain_box");
  if (!present(value)) return std::nullopt;
  YamlMap m(value);
  TerrainBoxRecord record;
  record.name = optional_text(m, "name");
  record.sha256 = scenario_text(m.required("sha256"));
  for (const auto& item : m.optional("pieces").items()) record.pieces.push_back(read_piece_record(item));
  record.extensions = read_extensions(m);
  m.finish();
  return record;
}

}  // namespace wargen
