#pragma once
// Turns the pool and the laid-out table into scenario features and crossings: the elements in
// pool order (a river where its 0 was rolled, a farm's building right after its field), each with
// what a player needs to set it up - catalogue entry, size, movement - and its objective flags
// (NPOW-S5, O1). Supply lines and roads come later (supply_lines.hpp, road_network.hpp).
#include "generators/npow/npow_params.hpp"
#include "generators/npow/table_layout.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

void add_table_features(const NpowParams& params, const TerrainPool& pool, const TableLayout& layout, Scenario& s);

// "f<n>" / "x<n>": the next free id for a feature or a crossing.
std::string next_feature_id(const Scenario& s);
std::string next_crossing_id(const Scenario& s);

// Attribute text for a length a player measures: to the millimetre.
std::string mm_text(double cm);

}  // namespace wargen
