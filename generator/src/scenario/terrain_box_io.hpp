#pragma once
// The scenario's terrain box keys (docs/scenario-format.md): a feature's `piece` (an area) or
// `pieces` (a linear feature's sections), and the top-level `terrain_box` record.
#include <optional>
#include <string>

#include "core/yaml_access.hpp"
#include "scenario/scenario.hpp"
#include "scenario/yaml_fields.hpp"

namespace wargen {

// `piece: <id>` for the one piece an area is, else `pieces: [{piece: <id>, count: N}, ...]`;
// nothing without pieces.
YamlFields feature_piece_fields(const Feature& f);
// Reads `piece` or `pieces` (not both) into f.pieces.
void read_feature_piece_keys(YamlMap& m, Feature& f);

// terrain_box: {name, sha256, pieces: [{id, description}, ...]}, only when the scenario has one.
void write_terrain_box_record(std::string& out, const std::optional<TerrainBoxRecord>& record);
std::optional<TerrainBoxRecord> read_terrain_box_record(YamlMap& top);

}  // namespace wargen
