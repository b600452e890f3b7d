#pragma once
// The scenario as GeoJSON (RFC 7946, `--format geojson`) for GIS tools and map libraries: the
// table, sectors, terrain features, crossings, table zones, deployment zones and objectives, each
// a GeoJSON Feature with its properties (docs/exports.md#geojson).
#include <string>

#include "scenario/scenario.hpp"

namespace wargen {

// The layout's own format id (docs/exports.md), in the file as `wargen_format`.
inline constexpr const char* kGeojsonFormat = "wargen-geojson/1";

enum class GeojsonFrame {
  // WGS 84 longitude and latitude, as RFC 7946 requires: the table placed as wgs84_placement.hpp
  // says (`geojson`).
  wgs84,
  // The table's own centimetres, x east along the long edge, y north, origin the south-west
  // corner as side A sees it, declared a local engineering system (`geojson-cm`).
  table_cm,
};

// The whole file, ending in a newline; one Feature per line. Deterministic: depends only on
// `scenario` and `frame`. Polygons are closed (first point repeated) and counter-clockwise, as
// RFC 7946 asks.
std::string write_geojson(const Scenario& scenario, GeojsonFrame frame);

}  // namespace wargen
