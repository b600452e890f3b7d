// LOSS-1..LOSS-5. The worked example of the source (A 50 points: destroyed 25, withdrew 15, 10
// left; B 50 points: destroyed 15) is a known-answer test: 64 % : 30 % decisive, and at sundown
// 56 % : 30 % indecisive (the source prints 58, an arithmetic slip: 25 + 3 = 28 = 56 %).
#include "victory/loss_tally.hpp"

#include <array>

#include "scenario/scenario_writer.hpp"
#include "victory/state_access.hpp"

namespace wargen {
namespace {

// LOSS-4 bands, highest first, with their parameter keys.
constexpr std::array<std::pair<const char*, const char*>, 4> kBands = {{{"overwhelming", "overwhelming_from"},
                                                                        {"decisive", "decisive_from"},
                                                                        {"indecisive", "indecisive_from"},
                                                                        {"marginal", "marginal_from"}}};

std::string pct(Fraction f) { return decimal_text(multiply(f, fraction(100, 1)), 2); }

}  // namespace

const std::vector<VictoryParam>& LossTallySystem::params() const {
  using K = VictoryParam::Kind;
  static const std::vector<VictoryParam> list = {
      {"destroyed_pct", K::whole, "100", "LOSS-3: share of destroyed or fled units' points counted as lost", 0, 100},
      {"remaining_pct", K::whole, "40", "LOSS-3: share of the vanquished army's remaining units (not at sundown)", 0,
       100},
      {"remaining_pct_cavalry_lost", K::whole, "20",
       "LOSS-3: that share instead when the victor kept less than cavalry_kept_pct of its cavalry", 0, 100},
      {"cavalry_kept_pct", K::whole, "50", "LOSS-3: the victor's cavalry kept, in %, for the full share", 0, 100},
      {"withdrawn_pct", K::whole, "20", "LOSS-3: share of voluntarily withdrawn units (both sides)", 0, 100},
      {"marginal_from", K::ratio, "1:1", "LOSS-4: lowest ratio of a marginal victory (DESIGN: bound included)"},
      {"indecisive_from", K::ratio, "3:2", "LOSS-4: lowest ratio of an indecisive victory"},
      {"decisive_from", K::ratio, "2:1", "LOSS-4: lowest ratio of a decisive victory"},
      {"overwhelming_from", K::ratio, "4:1", "LOSS-4: lowest ratio of an overwhelming victory"},
  };
  return list;
}

std::string loss_band(Fraction vanquished_lost, Fraction victor_lost, const VictoryParams& params) {
  if (vanquished_lost.num == 0) return "";
  for (const auto& [band, key] : kBands) {
    // ratio >= p:q  <=>  vanquished * q >= victor * p, exact; a victor without losses is off the scale.
    Fraction from = params.ratio(key);
    if (victor_lost.num == 0 ||
        multiply(vanquished_lost, fraction(from.den, 1)) >= multiply(victor_lost, fraction(from.num, 1)))
      return band;
  }
  return "";
}

Adjudication LossTallySystem::adjudicate(const AdjudicationInput& input, YamlMap& state) const {
  const VictoryParams& p = input.params;
  // LOSS-1: collapse of every division of one player, or sundown.
  YamlValue end_value = state.required("end");
  std::string end = end_value.text();
  if (end != "collapse" && end != "sundown") end_value.fail("must be collapse or sundown, not '" + end + "'");
  bool sundown = end == "sundown";
  std::string vanquished;
  if (sundown) {
    if (state.has("vanquished"))
      state.fail("vanquished", "is only for end: collapse (at sundown there is no official victor, LOSS-1)");
    state.optional("vanquished");
  } else {
    vanquished = side_of(state.required("vanquished"));
  }
  std::string victor = vanquished.empty() ? "" : other_side(vanquished);

  struct SideInput {
    LossTally tally;
    std::optional<int> cavalry_start, cavalry_kept;
  };
  std::map<std::string, SideInput> sides;
  read_both_sides(state, "sides", [&](const std::string& side, YamlMap& m) {
    SideInput in;
    in.tally.army_points = required_count(m, "army_points", 1);  // LOSS-2: generals excluded
    in.tally.destroyed = required_count(m, "destroyed");
    in.tally.withdrawn = required_count(m, "withdrawn");
    in.tally.remaining = required_count(m, "remaining");
    in.cavalry_start = optional_count(m, "cavalry_start");
    in.cavalry_kept = optional_count(m, "cavalry_kept");
    const auto& t = in.tally;
    if (static_cast<long long>(t.destroyed) + t.withdrawn + t.remaining > t.army_points)
      m.fail("army_points", "is less than destroyed + withdrawn + remaining (" +
                                std::to_string(static_cast<long long>(t.destroyed) + t.withdrawn + t.remaining) + ")");
    if (in.cavalry_kept && !in.cavalry_start) m.fail("cavalry_kept", "needs cavalry_start beside it");
    if (in.cavalry_start && !in.cavalry_kept) m.fail("cavalry_start", "needs cavalry_kept beside it");
    if (in.cavalry_kept && *in.cavalry_kept > *in.cavalry_start) m.fail("cavalry_kept", "is more than cavalry_start");
    if (!sundown && side == victor && !in.cavalry_start)
      m.fail(
          "cavalry_start",
          "is required for the victor: LOSS-3 counts the vanquished's remaining units by the cavalry the victor kept");
    sides[side] = in;
  });

  // LOSS-3: the victor's cavalry decides the share of the vanquished's remaining units.
  bool cavalry_kept = true;
  if (!sundown) {
    const auto& v = sides[victor];
    cavalry_kept = static_cast<long long>(*v.cavalry_kept) * 100 >=
                   static_cast<long long>(*v.cavalry_start) * p.whole("cavalry_kept_pct");
  }
  for (auto& [side, in] : sides) {
    LossTally& t = in.tally;
    // Each share rounds down on its own (LOSS-3).
    t.destroyed_loss = static_cast<int>(t.destroyed * p.whole("destroyed_pct") / 100);
    t.withdrawn_loss = static_cast<int>(t.withdrawn * p.whole("withdrawn_pct") / 100);
    if (side == vanquished)
      t.remaining_pct = static_cast<int>(p.whole(cavalry_kept ? "remaining_pct" : "remaining_pct_cavalry_lost"));
    t.remaining_loss = static_cast<int>(static_cast<long long>(t.remaining) * t.remaining_pct / 100);
  }

  // LOSS-4: vanquished : victor; at sundown the side that lost the larger share is compared.
  std::string worse = vanquished;
  if (sundown) worse = sides["B"].tally.loss_fraction() > sides["A"].tally.loss_fraction() ? "B" : "A";
  std::string better = other_side(worse);
  Fraction lost_worse = sides[worse].tally.loss_fraction(), lost_better = sides[better].tally.loss_fraction();
  std::string band = loss_band(lost_worse, lost_better, p);
  if (sundown && lost_worse == lost_better) band = "";  // equal shares favour nobody

  Adjudication out;
  std::string& text = out.text;
  text += sundown ? "The game stopped at sundown: no official victor (LOSS-1); remaining units cost nobody anything.\n"
                  : "Side " + vanquished + "'s army collapsed (LOSS-1): " + vanquished + " is vanquished, " + victor +
                        " the victor.\n";
  out.yaml.text("end", end);
  if (!sundown) out.yaml.text("vanquished", vanquished);
  out.yaml.open_map("sides");
  for (const auto& [side, in] : sides) {
    const LossTally& t = in.tally;
    text += "  " + side + ": army " + std::to_string(t.army_points) + " unit points; destroyed " +
            std::to_string(t.destroyed) + " -> " + std::to_string(t.destroyed_loss) + ", withdrawn " +
            std::to_string(t.withdrawn) + " -> " + std::to_string(t.withdrawn_loss) + ", remaining " +
            std::to_string(t.remaining) + " -> " + std::to_string(t.remaining_loss) +
            (side == vanquished ? " (" + std::to_string(t.remaining_pct) + " %)" : " (not counted)") + "; losses " +
            std::to_string(t.losses()) + " = " + pct(t.loss_fraction()) + " %\n";
    out.yaml.open_map(side);
    out.yaml.integer("army_points", t.army_points);
    out.yaml.integer("destroyed", t.destroyed);
    out.yaml.integer("withdrawn", t.withdrawn);
    out.yaml.integer("remaining", t.remaining);
    out.yaml.integer("remaining_counted_pct", t.remaining_pct);
    out.yaml.integer("losses", t.losses());
    out.yaml.decimal("losses_pct", multiply(t.loss_fraction(), fraction(100, 1)));
    out.yaml.close();
  }
  out.yaml.close();
  if (!sundown) {
    const auto& v = sides[victor];
    text += "  Cavalry: " + victor + " kept " + std::to_string(*v.cavalry_kept) + " of " +
            std::to_string(*v.cavalry_start) + (cavalry_kept ? " (at least " : " (less than ") +
            std::to_string(p.whole("cavalry_kept_pct")) + " %), so " + vanquished + "'s remaining units count " +
            std::to_string(sides[vanquished].tally.remaining_pct) + " % (LOSS-3).\n";
    out.yaml.boolean("victor_kept_cavalry", cavalry_kept);
  }
  std::string ratio = lost_better.num == 0 ? (lost_worse.num == 0 ? "none" : "unbounded")
                                           : decimal_text(divide(lost_worse, lost_better), 2);
  text += "  Ratio " + std::string(sundown ? "higher : lower" : "vanquished : victor") + " = " + pct(lost_worse) +
          " : " + pct(lost_better) +
          (ratio == "none" || ratio == "unbounded" ? " (" + ratio + ")" : " = " + ratio + " : 1") + " -> ";
  if (band.empty())
    text += lost_worse == lost_better ? "equal shares: no band.\n"
                                      : "below " + ratio_text(p.ratio("marginal_from")) + ": no band (LOSS-4).\n";
  else if (sundown)
    text += band + " (LOSS-4), in " + better + "'s favour, though at sundown nobody is the official victor.\n";
  else
    text += band + " victory for " + victor + " (LOSS-4).\n";
  out.yaml.put("ratio", yaml_attribute_value(ratio));  // a number, or none / unbounded
  out.yaml.text("band", band.empty() ? "none" : band);
  out.yaml.text("victor", sundown ? "none" : victor);
  out.yaml.text("favoured", band.empty() ? "none" : better);
  return out;
}

}  // namespace wargen
