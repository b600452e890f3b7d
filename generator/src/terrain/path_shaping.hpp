#pragma once
// Turns a coarse route (a few waypoints) into a natural-looking centreline.
#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace wargen {

// Adds a point about every `step_cm` along each leg, pushed sideways by up to `meander_cm`
// (zero at the waypoints, so the route still passes through them), then rounds the corners with
// two passes of Chaikin's corner cutting. The first and last points stay where they are.
Polyline meander(const Polyline& waypoints, double meander_cm, double step_cm, Pcg32& rng);

// Clamps every point into the table and onto the 0.01 cm grid.
Polyline settle_on_table(const Polyline& path, double table_width_cm, double table_depth_cm);

}  // namespace wargen
