// FOS-V2: at the end each side adds the % of its units remaining and the % of the objectives it
// controls (FOS-V1: an objective belongs to the side of the nearest unit). A gap of more than 10
// wins, otherwise a draw; more than 50 is a strategic victory, otherwise a tactical one. "More
// than" is exact: a gap of exactly 10 is a draw.
#include "victory/fos_score.hpp"

#include "victory/state_access.hpp"

namespace wargen {

const std::vector<VictoryParam>& FosScoreSystem::params() const {
  using K = VictoryParam::Kind;
  static const std::vector<VictoryParam> list = {
      {"win_gap_over", K::whole, "10", "FOS-V2: a score gap over this many points wins, otherwise a draw", 0, 200},
      {"strategic_gap_over", K::whole, "50", "FOS-V2: a gap over this is a strategic victory, otherwise tactical", 0,
       200},
  };
  return list;
}

Adjudication FosScoreSystem::adjudicate(const AdjudicationInput& input, YamlMap& state) const {
  const VictoryParams& p = input.params;
  YamlValue total_value = state.required("objectives_total");
  int total = total_value.integer(1, kMaxCount);
  struct Side {
    int start = 0, left = 0, objectives = 0;
    Fraction units_pct, objectives_pct, score;
  };
  std::map<std::string, Side> sides;
  read_both_sides(state, "sides", [&](const std::string& side, YamlMap& m) {
    Side s;
    s.start = required_count(m, "units_start", 1);
    s.left = required_count(m, "units_left");
    if (s.left > s.start) m.fail("units_left", "is more than units_start");
    s.objectives = required_count(m, "objectives");
    if (s.objectives > total) m.fail("objectives", "is more than objectives_total");
    s.units_pct = fraction(100LL * s.left, s.start);
    s.objectives_pct = fraction(100LL * s.objectives, total);
    s.score = add(s.units_pct, s.objectives_pct);
    sides[side] = s;
  });
  // FOS-V1: every objective belongs to the side of the nearest unit, so the shares add up.
  if (sides["A"].objectives + sides["B"].objectives != total)
    total_value.fail("is " + std::to_string(total) + ", but the objectives A and B control add up to " +
                     std::to_string(sides["A"].objectives + sides["B"].objectives) +
                     " (FOS-V1: each objective belongs to the side of the nearest unit)");

  std::string higher = sides["B"].score > sides["A"].score ? "B" : "A";
  Fraction gap = subtract(sides[higher].score, sides[higher == "A" ? "B" : "A"].score);
  bool won = gap > fraction(p.whole("win_gap_over"), 1);
  bool strategic = gap > fraction(p.whole("strategic_gap_over"), 1);
  std::string result = !won ? "draw" : strategic ? "strategic" : "tactical";

  Adjudication out;
  out.text += "Fields of Strategy score (FOS-V1, FOS-V2), " + std::to_string(total) + " objectives:\n";
  out.yaml.integer("objectives_total", total);
  out.yaml.open_map("sides");
  for (const auto& [side, s] : sides) {
    out.text += "  " + side + ": units " + std::to_string(s.left) + " of " + std::to_string(s.start) + " = " +
                decimal_text(s.units_pct, 2) + " %, objectives " + std::to_string(s.objectives) + " of " +
                std::to_string(total) + " = " + decimal_text(s.objectives_pct, 2) +
                " % (rally factor, FOS-V1); score " + decimal_text(s.score, 2) + "\n";
    out.yaml.put(side, YamlOut::flow_value({{"units_pct", decimal_text(s.units_pct, 2)},
                                            {"objectives_pct", decimal_text(s.objectives_pct, 2)},
                                            {"rally_factor_pct", decimal_text(s.objectives_pct, 2)},
                                            {"score", decimal_text(s.score, 2)}}));
  }
  out.yaml.close();
  out.text += "  Gap " + decimal_text(gap, 2) +
              (won ? " (over " + std::to_string(p.whole("win_gap_over")) +
                         "): " + (strategic ? "strategic" : "tactical") + " victory for " + higher
                   : " (not over " + std::to_string(p.whole("win_gap_over")) + "): a draw") +
              ".\n";
  out.yaml.decimal("gap", gap);
  out.yaml.text("result", result);
  out.yaml.text("victor", won ? higher : "none");
  return out;
}

}  // namespace wargen
