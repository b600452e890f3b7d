#pragma once
// A GoK scenario with as many terrain pieces as asked, for validation at scale (the validate test,
// bench/ and bench/write_large_scenario, which writes one as a file for timing `wargen validate`).
//
// A generated table (seed 12: a river with a bridge, a town, a wood and players' choice sites) is
// kept where it lies; the table is made deep enough to hold a lattice of copies of its pieces above
// it, one every kPitchCm, each still a valid piece of the ruleset. The larger table breaks GOK-T1
// (and the river no longer ends at the north edge): the same on every size, so a test compares a
// large scenario's violations with those of the table alone.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "core/det_math.hpp"

namespace wargen::test {

inline constexpr double kLatticePitchCm = 40;    // wider than any GoK piece plus its gap
inline constexpr double kLatticeStartYcm = 100;  // clear of the generated table (76.2 cm deep)

inline int lattice_columns(int pieces) {
  return std::max(1, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(pieces)))));
}

// The generated table on its own, on the table a lattice of `pieces` would need.
inline Scenario large_scenario_base(const Ruleset& gok, int pieces) {
  Scenario s = generate_scenario(gok, GenerateRequest{12, {}});
  const int columns = lattice_columns(pieces);
  const int rows = (pieces + columns - 1) / columns;
  s.table_width_cm = quantize_cm(std::max(s.table_width_cm, columns * kLatticePitchCm));
  s.table_depth_cm = quantize_cm(kLatticeStartYcm + rows * kLatticePitchCm);
  return s;
}

// The table's pieces, copied onto the lattice in turn.
inline std::vector<Feature> lattice_models(const Scenario& base) {
  std::vector<Feature> models;
  for (const auto& f : base.features)
    if (f.is_area()) models.push_back(f);
  return models;
}

// Lattice piece `k` (0-based): a copy of a model moved to its lattice cell, with id "p<k>" and no
// sector (so GOK-T3's count per sector stays the table's).
inline Feature lattice_piece(const std::vector<Feature>& models, int columns, int k) {
  Feature piece = models[static_cast<std::size_t>(k) % models.size()];
  Box box = bounding_box(piece.outline);
  double x = (k % columns) * kLatticePitchCm, y = kLatticeStartYcm + (k / columns) * kLatticePitchCm;
  for (auto& q : piece.outline) q = {quantize_cm(q.x - box.min_x + x + 1), quantize_cm(q.y - box.min_y + y + 1)};
  piece.id = "p" + std::to_string(k);
  piece.sector.clear();
  return piece;
}

// The table plus `pieces` lattice pieces. Each `overlapping` k puts piece k+1 over piece k.
inline Scenario large_scenario(const Ruleset& gok, int pieces, const std::vector<int>& overlapping = {}) {
  Scenario s = large_scenario_base(gok, pieces);
  const int columns = lattice_columns(pieces);
  const std::vector<Feature> models = lattice_models(s);
  s.features.reserve(s.features.size() + static_cast<std::size_t>(pieces));
  for (int k = 0; k < pieces; ++k) {
    Feature piece = lattice_piece(models, columns, k);
    for (int at : overlapping)
      if (k == at + 1) {  // onto piece k-1's cell, shifted a little: the outlines overlap
        Box mine = bounding_box(piece.outline);
        Box other = bounding_box(s.features[s.features.size() - 1].outline);
        for (auto& q : piece.outline)
          q = {quantize_cm(q.x - mine.min_x + other.min_x + 2), quantize_cm(q.y - mine.min_y + other.min_y + 2)};
      }
    s.features.push_back(std::move(piece));
  }
  return s;
}

}  // namespace wargen::test
