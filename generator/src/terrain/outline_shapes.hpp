#pragma once
// Outlines for area features: the shape a player cuts from felt or lays down as a terrain tile.
#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace wargen {

// smooth: a rounded ellipse (hills, lakes); irregular: a lobed blob (woods, marsh);
// block: a rectangle (farms, villages, towns); walled: a rectangle with cut corners (walled towns);
// watercourse: not an area (streams and rivers have a path instead).
enum class OutlineShape { smooth, irregular, block, walled, watercourse };

// A counter-clockwise outline centred on the origin, its long axis along x, spanning about
// length_cm x depth_cm. Random wobble comes from `rng` (never from dice: this is drawing, not rules).
Polygon make_local_outline(OutlineShape shape, double length_cm, double depth_cm, Pcg32& rng);

// Rotates by `rotation_deg` (counter-clockwise), moves to `centre`, and puts every vertex on the
// 0.01 cm grid.
Polygon place_outline(const Polygon& local, Point centre, double rotation_deg);

// The same two, written into `out` (replacing what it held; not `local` itself), for a caller
// trying many outlines in one buffer.
void make_local_outline(OutlineShape shape, double length_cm, double depth_cm, Pcg32& rng, Polygon& out);
void place_outline(const Polygon& local, Point centre, double rotation_deg, Polygon& out);
// place_outline, also giving bounding_box(out), found as the points are placed.
Box place_outline_boxed(const Polygon& local, Point centre, double rotation_deg, Polygon& out);

// The radius of a disc about the origin that every placed copy of `local` holds about its own
// centre, whatever its turn: the distance from the origin to `local`'s nearest edge, less what
// putting the points on the 0.01 cm grid can move an edge (place_outline; moving a placed copy by
// whole hundredths moves it exactly). 0 when the origin lies outside `local` or that near an edge.
double held_radius_cm(const Polygon& local);

}  // namespace wargen
