#include "render/water_widths.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace wargen::render {

namespace {

constexpr double kTaperCm = 2.5;  // half the length over which the width moves to the next section's

// The section's own width at t, ignoring tapering; width_cm outside every section.
double step_width(const Feature& f, double t) {
  for (const WaterSection& s : f.sections)
    if (t >= s.from_cm && t <= s.to_cm && s.width_cm > 0) return s.width_cm;
  return f.width_cm;
}

double arc_length_of_nearest(const Polyline& path, Point at) {
  double best = std::numeric_limits<double>::max(), best_t = 0, walked = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Point p = nearest_on_segment(at, path[i - 1], path[i]);
    const double d = distance(at, p);
    if (d < best) best = d, best_t = walked + distance(path[i - 1], p);
    walked += distance(path[i - 1], path[i]);
  }
  return best_t;
}

}  // namespace

Crossability crossability_of(const std::string& passability) {
  if (passability == "impassable") return Crossability::impassable;
  if (passability == "fordable" || passability == "crossable") return Crossability::anywhere;
  return Crossability::unrecorded;
}

std::string passability_at(const Feature& f, double t_cm) {
  for (const WaterSection& s : f.sections)
    if (t_cm >= s.from_cm && t_cm <= s.to_cm && !s.passability.empty()) return s.passability;
  return attribute(f.attributes, "passability");
}

std::vector<std::string> passabilities(const Feature& f) {
  std::vector<std::string> words;
  auto add = [&](const std::string& word) {
    if (std::find(words.begin(), words.end(), word) == words.end()) words.push_back(word);
  };
  for (const WaterSection& s : f.sections) add(s.passability);
  if (f.sections.empty()) add(attribute(f.attributes, "passability"));
  return words;
}

bool has_varying_width(const Feature& f) {
  for (const WaterSection& s : f.sections)
    if (s.width_cm > 0 && s.width_cm != f.sections.front().width_cm) return true;
  return false;
}

double width_at(const Feature& f, double t) {
  if (!has_varying_width(f)) return step_width(f, t);
  // Linear blend across each boundary: half-way at the boundary itself.
  for (std::size_t i = 1; i < f.sections.size(); ++i) {
    const double boundary = f.sections[i].from_cm;
    if (std::abs(t - boundary) < kTaperCm) {
      const double before = step_width(f, boundary - kTaperCm), after = step_width(f, boundary + kTaperCm);
      const double k = (t - (boundary - kTaperCm)) / (2 * kTaperCm);
      return before + (after - before) * k;
    }
  }
  return step_width(f, t);
}

double width_near(const Feature& f, Point at) {
  if (f.path.size() < 2 || f.sections.empty()) return f.width_cm;
  return step_width(f, arc_length_of_nearest(f.path, at));
}

double widest(const Feature& f) {
  double w = f.width_cm;
  for (const WaterSection& s : f.sections) w = std::max(w, s.width_cm);
  return w;
}

std::vector<WidthSample> width_profile(const Feature& f) {
  std::vector<double> ts;
  double walked = 0;
  ts.push_back(0);
  for (std::size_t i = 1; i < f.path.size(); ++i) {
    walked += distance(f.path[i - 1], f.path[i]);
    ts.push_back(walked);
  }
  // Extra points through each taper so the change is drawn smoothly even on a sparse path.
  for (std::size_t i = 1; i < f.sections.size(); ++i)
    for (double k = -1.0; k <= 1.0; k += 0.25) ts.push_back(f.sections[i].from_cm + k * kTaperCm);
  std::sort(ts.begin(), ts.end());
  std::vector<WidthSample> out;
  for (double t : ts) {
    if (t < 0 || t > walked) continue;
    if (!out.empty() && distance(out.back().at, point_at(f.path, t)) < 1e-6) continue;
    out.push_back({point_at(f.path, t), width_at(f, t), crossability_of(passability_at(f, t))});
  }
  return out;
}

}  // namespace wargen::render
