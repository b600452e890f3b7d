#pragma once
// How wide a watercourse is along its course. A watercourse cut into sections (NPOW-S6:
// quality rolled per 60 cm from the table edge) takes each section's own width, so the map shows
// a stream widening into a river where the dice said so; without sections it is width_cm all along.
#include <vector>

#include "scenario/scenario.hpp"

namespace wargen::render {

// True when the watercourse's sections do not all share one width.
bool has_varying_width(const Feature& f);

// The width (cm) at arc length `t_cm` along the path, and at the path point nearest `at`.
double width_at(const Feature& f, double t_cm);
double width_near(const Feature& f, Point at);
// The widest part of the watercourse (cm).
double widest(const Feature& f);

struct WidthSample {
  Point at;  // table cm, on the path
  double width_cm;
};

// Points along the path (its own vertices plus extra ones near section boundaries) with the
// width at each. Between sections the width changes gradually over a few centimetres, as a real
// river's does, rather than in a step.
std::vector<WidthSample> width_profile(const Feature& f);

}  // namespace wargen::render
