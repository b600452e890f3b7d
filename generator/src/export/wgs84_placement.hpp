#pragma once
// Where the table lies on the Earth in our GeoJSON: RFC 7946 requires WGS 84 longitude and
// latitude, and GIS readers (GDAL, QGIS, web maps) assume it, so a table in centimetres has to be
// placed somewhere. The placement is the inverse of EPSG:3857 (WGS 84 / Pseudo-Mercator, the
// projection of web maps): the table's south-west corner at 0° E 0° N, one table centimetre one
// metre of EPSG:3857 easting or northing. Reprojecting to EPSG:3857 therefore gives the table's
// own numbers back in metres (x_m = x_cm, y_m = y_cm, areas in m² = areas in cm²). Measured on
// the WGS 84 ellipsoid instead, east-west lengths are the same within 1e-9 and north-south lengths
// 0.67 % shorter (the meridian's radius at the equator, a(1 − e²), against the sphere's a): the
// price of the projection web maps draw with (docs/exports.md#geojson).
#include <cmath>

#include "core/geometry.hpp"

namespace wargen {

// Degrees are rounded to 10 decimals (1.1e-5 m of EPSG:3857, so 1.1e-5 table cm: a thousandth of
// the scenario's 0.01 cm grid) so that a last-bit difference between C libraries' sinh and atan
// never changes the file's bytes.
constexpr int kWgs84Decimals = 10;
constexpr double kEpsg3857MetresPerTableCm = 1.0;
constexpr double kEpsg3857SphereRadiusM = 6378137.0;  // EPSG:3857's sphere: WGS 84's semi-major axis

struct LonLat {
  double lon_deg;
  double lat_deg;
};

namespace wgs84_placement_detail {
constexpr double kDegreesPerRadian = 57.295779513082320876798154814105;
inline double rounded_degrees(double radians) {
  const double scale = std::pow(10.0, kWgs84Decimals);
  return std::round(radians * kDegreesPerRadian * scale) / scale;
}
}  // namespace wgs84_placement_detail

inline LonLat wgs84_of_table_point(Point table_cm) {
  using wgs84_placement_detail::rounded_degrees;
  const double x_m = table_cm.x * kEpsg3857MetresPerTableCm, y_m = table_cm.y * kEpsg3857MetresPerTableCm;
  // EPSG:3857 inverse on its sphere: λ = x / R, φ = atan(sinh(y / R)) (the Gudermannian; the
  // 2·atan(exp(y/R)) − π/2 form loses digits near the equator, where the table lies).
  return {rounded_degrees(x_m / kEpsg3857SphereRadiusM),
          rounded_degrees(std::atan(std::sinh(y_m / kEpsg3857SphereRadiusM)))};
}

}  // namespace wargen
