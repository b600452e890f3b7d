#pragma once
// What a watercourse is like along its course: how wide, and how passable.
//
// Width: how wide a watercourse is along its course. A watercourse cut into sections (NPOW-S6:
// quality rolled per 60 cm from the table edge) takes each section's own width, so the map shows
// a stream widening into a river where the dice said so; without sections it is width_cm all along.
#include <string>
#include <vector>

#include "scenario/scenario.hpp"

namespace wargen::render {

// True when the watercourse's sections do not all share one width.
bool has_varying_width(const Feature& f);

// How a watercourse may be crossed, as the map draws and keys it. The ruleset words it (GOK-T8:
// impassable or fordable; NPOW-S6: crossable, fordable or impassable, per 60 cm section); the map
// draws the difference the players act on: crossed anywhere, or only at a bridge or a ford.
enum class Crossability {
  unrecorded,  // the scenario does not say (a hand-written file): a plain watercourse
  anywhere,    // fordable or crossable: troops wade it anywhere, at the cost the rules give
  impassable,  // only at a bridge or a ford
};
Crossability crossability_of(const std::string& passability);

// The ruleset's word for how passable the watercourse is at arc length `t_cm` along its path: its
// section's there (NPOW-S6), else the feature's own (GOK-T8); "" when the scenario does not say.
std::string passability_at(const Feature& f, double t_cm);
// Every word the watercourse uses, in order along its course, each once.
std::vector<std::string> passabilities(const Feature& f);

// The width (cm) at arc length `t_cm` along the path, and at the path point nearest `at`.
double width_at(const Feature& f, double t_cm);
double width_near(const Feature& f, Point at);
// The widest part of the watercourse (cm).
double widest(const Feature& f);

struct WidthSample {
  Point at;  // table cm, on the path
  double width_cm;
  Crossability crossability;
};

// Points along the path (its own vertices plus extra ones near section boundaries) with the
// width and crossability at each. Between sections the width changes gradually over a few centimetres, as a real
// river's does, rather than in a step.
std::vector<WidthSample> width_profile(const Feature& f);

}  // namespace wargen::render
