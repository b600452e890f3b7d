#pragma once
// One map of a batch as the catalogue lists it: which table, which seed, its files and the figures
// an organiser compares maps by. Seeds the batch skipped are listed with the rule that stopped them.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "fairness/fairness_report.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// Counts an organiser reads off a map before choosing it.
struct KeyFigures {
  std::size_t features = 0;    // every feature on the table, roads and supply lines included
  std::size_t crossings = 0;   // bridges and fords
  std::size_t objectives = 0;  // features and crossings that may take objective points (NPOW-O1)
  std::size_t vp_markers = 0;  // VP markers (VPM-1), when the scenario has them
  std::size_t choice_sites = 0;  // players' choice sites (GOK-T7): not pieces until a player names them
  // Terrain pieces by group: hills, woods, built-up, water (rivers, streams, lakes, marshes), other
  // (fields, rough, sand, earthworks, obstacles). Players' choice sites are in no group.
  std::map<std::string, std::size_t> by_group;
  // What --min-features counts: the pieces of every group.
  std::size_t terrain_pieces() const;
};
KeyFigures key_figures(const Scenario& scenario);
// The groups of by_group, in the order the catalogue prints them.
const std::vector<std::string>& figure_groups();

struct MapRecord {
  int round = 0;  // --rounds: 1-based round, the {round} of --label; 0 = a batch without rounds
  int table = 0;  // 1-based position in the batch (in its round): the {n} of --label
  std::uint64_t seed = 0;
  std::string id;
  std::string label;
  std::vector<std::string> files;  // relative to the batch directory, e.g. "maps/npow-7.yaml"
  std::string thumbnail;           // relative, e.g. "thumbs/npow-7.png"
  KeyFigures figures;
  // docs/fairness.md; its balance is in [0, 1]. What the catalogue prints: the balance, the
  // substance and each side's figures (fairness_summary); the rest is in each map's -fairness.yaml.
  std::optional<FairnessReport> fairness;
  bool resumed = false;            // already complete on disk: checked, not rewritten
};

// A seed the batch tried and did not use, and why.
struct SkippedSeed {
  std::uint64_t seed = 0;
  std::string rule;    // rule ID the procedure could not satisfy (e.g. "NPOW-O2"), or the filter's name
  std::string reason;  // the full message
};

// A side's figures the catalogue prints beside the balance, by name, e.g. "cover_area_cm2".
struct SideSummary {
  std::string side;
  std::vector<std::pair<std::string, double>> figures;
};
std::vector<SideSummary> fairness_summary(const FairnessReport& report);

// The rule ID at the head of a GenerationError message ("NPOW-O2: at most …" -> "NPOW-O2").
std::string leading_rule(const std::string& message);

}  // namespace wargen
