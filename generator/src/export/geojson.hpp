#pragma once
// The scenario as GeoJSON (RFC 7946 syntax, `--format geojson`) for GIS tools and map libraries:
// the table, sectors, terrain features, crossings, table zones, deployment zones and objectives,
// each a GeoJSON Feature with its properties. Coordinates are table centimetres on a local plane,
// not longitude and latitude: x east along the long edge, y north, origin the south-west corner
// as side A sees it – the scenario file's own axes (docs/exports.md#geojson).
#include <string>

#include "scenario/scenario.hpp"

namespace wargen {

// The whole file, ending in a newline; one Feature per line. Deterministic: depends only on
// `scenario`. Polygons are closed (first point repeated) and counter-clockwise, as RFC 7946 asks.
std::string write_geojson(const Scenario& scenario);

}  // namespace wargen
