#pragma once
// YAML of the keys in sides_and_zones.hpp, called by scenario_writer.cpp and scenario_reader.cpp:
// `sides`, `zones`, a feature's `objective`, `elevation_only`, `points` and `sections`, and a
// crossing's `section`, `road`, `objective` and `points`. docs/scenario-format.md documents them.
// All are optional: the writer leaves out what is empty or unset, and the reader takes a missing
// key as empty, so files of rulesets without them are unchanged.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/yaml_access.hpp"
#include "scenario/scenario.hpp"
#include "scenario/yaml_fields.hpp"

namespace wargen {

// Writing. Each returns (key, value text) pairs for the map being written.
YamlFields feature_objective_fields(const Feature& feature);
YamlFields crossing_objective_fields(const Crossing& crossing);
// Appends "sides:" / "zones:" lists when not empty.
void write_sides(std::string& out, const std::vector<Side>& sides);
void write_zones(std::string& out, const std::vector<TableZone>& zones);

// Reading: checks the keys off `map` (a feature's, a crossing's or the top-level map).
void read_feature_objective_keys(YamlMap& map, Feature& feature);
void read_crossing_objective_keys(YamlMap& map, Crossing& crossing);
std::vector<Side> read_sides(YamlMap& top);
std::vector<TableZone> read_zones(YamlMap& top);

}  // namespace wargen
