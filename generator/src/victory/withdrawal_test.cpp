// VPM-W. The source's worked example is a known-answer test: 235 stands at the start, 138 now
// (7 routed and 20 off-table stands not counted), RS = 138 / 235 = 59 %, the army holds VP markers
// worth 60 %, WF = 35 %, a roll of 28 does not exceed it: the army stays.
//
// Exactness: the verdict "roll > WF" is decided as roll x original > current x VP% - penalty x
// original, in integers; the source rounds RS to 59 % first (0.59 x 60 = 35.4) where we keep
// 138 / 235 x 60 = 35.23 – both are 35 for every whole roll.
#include "victory/withdrawal_test.hpp"

#include <charconv>

#include "core/error.hpp"
#include "scenario_layer/layer_options.hpp"
#include "scenario_layer/table_secrets.hpp"
#include "victory/state_access.hpp"

namespace wargen {
namespace {

// The umpire's key from an umpire copy's options; none in a player copy (VPM-6) or a scenario
// made without hidden values.
std::optional<std::uint64_t> umpire_key(const Scenario& scenario) {
  auto it = scenario.options.find(kUmpireKeyOption);
  if (scenario.objectives.view == "player" || it == scenario.options.end()) return std::nullopt;
  std::uint64_t key = 0;
  const std::string& text = it->second;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), key);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    throw InputError("scenario " + scenario.id + ": key 'options.umpire_key': '" + text + "' is not a whole number");
  return key;
}

std::string pct_text(Fraction f) { return decimal_text(f, 2); }

const std::vector<std::string>& retest_reasons() {
  static const std::vector<std::string> reasons = {"marker_changed_hands", "commander_lost"};
  return reasons;
}

// VPM-W step 4: the VP% the tested army holds, from the markers' hidden values (VPM-6) or given.
int held_vp_pct(const Scenario& scenario, YamlMap& state, std::string& held_text) {
  bool by_markers = state.has("controls");
  bool by_pct = state.has("vp_pct");
  if (by_markers && by_pct) state.fail("vp_pct", "cannot be given together with controls: give one of them");
  if (!by_markers && !by_pct)
    state.fail("controls", "is required: the numbers of the VP markers the tested army controls (or vp_pct)");
  if (by_pct) {
    state.optional("controls");
    int pct = state.required("vp_pct").integer(0, 100);
    held_text = std::to_string(pct) + " % (as given)";
    return pct;
  }
  state.optional("vp_pct");
  YamlValue controls = state.required("controls");
  if (scenario.objectives.markers.empty())
    controls.fail("names VP markers, but the scenario has none: give vp_pct instead");
  if (scenario.objectives.view == "player")
    controls.fail(
        "needs the markers' values, but the scenario is a player copy without them (VPM-6): adjudicate with the "
        "umpire's copy");
  int total = 0;
  std::vector<int> seen;
  held_text.clear();
  for (const auto& item : controls.items()) {
    int number = item.integer(1, 1000);
    for (int s : seen)
      if (s == number) item.fail("names marker " + std::to_string(number) + " twice");
    seen.push_back(number);
    const VpMarker* marker = nullptr;
    for (const auto& m : scenario.objectives.markers)
      if (m.number == number) marker = &m;
    if (!marker) item.fail("there is no VP marker " + std::to_string(number) + " in the scenario");
    total += marker->value_pct;
    held_text +=
        (held_text.empty() ? "" : " + ") + std::to_string(marker->value_pct) + " (#" + std::to_string(number) + ")";
  }
  held_text = (held_text.empty() ? std::string("none") : held_text) + " = " + std::to_string(total) + " %";
  return total;
}

}  // namespace

int roll_percentile(Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& rule, const std::string& note) {
  int tens = rng.between(0, 9);
  int units = rng.between(0, 9);
  int result = tens * 10 + units;
  if (result == 0) result = 100;
  log.push_back({rule, "2d10 percentile (tens, units; 00 = 100)", {tens, units}, result, note});
  return result;
}

Fraction withdrawal_factor(int original_strength, int current_strength, int vp_pct, int penalty_pct) {
  return subtract(fraction(static_cast<std::int64_t>(current_strength) * vp_pct, original_strength),
                  fraction(penalty_pct, 1));
}

const std::vector<VictoryParam>& WithdrawalTestSystem::params() const {
  using K = VictoryParam::Kind;
  static const std::vector<VictoryParam> list = {
      {"min_losses_pct", K::whole, "40",
       "VPM-W: a challenge is legitimate once the army has lost this % of its strength", 0, 100},
      {"max_rs_pct", K::whole, "60", "VPM-W: the test is taken when RS is this % or less", 0, 100},
      {"premature_penalty_pct", K::whole, "20",
       "VPM-W: taken off the caller's WF at its first legitimate test, per premature call", 0, 100},
  };
  return list;
}

Adjudication WithdrawalTestSystem::adjudicate(const AdjudicationInput& input, YamlMap& state) const {
  const VictoryParams& p = input.params;
  std::string tested = side_of(state.required("tested"));
  std::string caller = side_of(state.required("called_by"));
  int turn = optional_count(state, "turn", 1).value_or(1);
  int original = required_count(state, "original_strength", 1);
  int current = required_count(state, "current_strength");
  if (current > original) state.fail("current_strength", "is more than original_strength");
  // Not counted in current_strength (VPM-W step 2); reported only, but they were all there at
  // the start, so together they cannot exceed it.
  int routed = optional_count(state, "routed").value_or(0);
  int off_table = optional_count(state, "off_table").value_or(0);
  int left_table = optional_count(state, "left_table").value_or(0);
  if (static_cast<long long>(current) + routed + off_table + left_table > original)
    state.fail("current_strength", "plus routed, off_table and left_table is " +
                                       std::to_string(static_cast<long long>(current) + routed + off_table + left_table) +
                                       ", more than original_strength " + std::to_string(original));
  int premature_calls = optional_count(state, "premature_calls", 0, 100).value_or(0);
  int earlier_tests = optional_count(state, "earlier_legitimate_tests", 0, 1000).value_or(0);
  std::vector<std::string> reasons;
  for (const auto& item : state.optional("since_last_test").items()) {
    std::string reason = item.text();
    bool known = false;
    for (const auto& r : retest_reasons()) known = known || r == reason;
    if (!known) item.fail("must be marker_changed_hands or commander_lost, not '" + reason + "'");
    reasons.push_back(reason);
  }
  bool in_melee = optional_flag(state, "commander_in_melee", false);
  std::string held_text;
  int vp = held_vp_pct(*input.scenario, state, held_text);
  std::optional<int> table_roll = optional_count(state, "roll", 1, 100);
  std::optional<std::uint64_t> seed;
  if (state.has("seed")) seed = state.required("seed").unsigned64_or_digits();
  state.optional("seed");

  Fraction rs = fraction(current, original);
  Fraction rs_pct = multiply(rs, fraction(100, 1));
  Fraction lost_pct = subtract(fraction(100, 1), rs_pct);
  bool enough_losses = lost_pct >= fraction(p.whole("min_losses_pct"), 1);
  bool low_rs = rs_pct <= fraction(p.whole("max_rs_pct"), 1);

  Adjudication out;
  std::string& text = out.text;
  YamlOut& y = out.yaml;
  y.text("tested", tested);
  y.text("called_by", caller);
  y.integer("turn", turn);
  y.integer("original_strength", original);
  y.integer("current_strength", current);
  y.decimal("residual_strength_pct", rs_pct);
  y.decimal("losses_pct", lost_pct);
  text += "Withdrawal test of " + tested + "'s army, called by " + caller + " on turn " + std::to_string(turn) +
          " (VPM-W).\n";
  text += "  Strength: " + std::to_string(current) + " of " + std::to_string(original) + " (not counting " +
          std::to_string(routed) + " routed, " + std::to_string(off_table) + " off the table in reserve, " +
          std::to_string(left_table) + " gone from the table): RS " + pct_text(rs_pct) +
          " % = " + std::to_string(rounded(rs_pct)) + " %, losses " + pct_text(lost_pct) + " %.\n";

  auto finish = [&](const std::string& verdict, const std::string& victor) {
    y.text("verdict", verdict);
    y.text("victor", victor);
    return out;
  };
  if (in_melee) {
    text += "  No test: the army's commander is attached to a formation in melee this turn (VPM-W exception).\n";
    return finish("not_allowed", "none");
  }
  if (earlier_tests > 0 && reasons.empty()) {
    text +=
        "  No test: the army passed a legitimate test before and since then no VP marker has changed hands and no "
        "commander has been lost (VPM-W).\n";
    return finish("not_due", "none");
  }
  if (!enough_losses || !low_rs) {
    int penalty = static_cast<int>(p.whole("premature_penalty_pct"));
    text += "  Premature: the army has lost less than " + std::to_string(p.whole("min_losses_pct")) + " % (RS above " +
            std::to_string(p.whole("max_rs_pct")) + " %). " + caller + "'s army takes -" + std::to_string(penalty) +
            " off its withdrawal factor at its first legitimate test (cumulative).\n";
    y.boolean("legitimate", false);
    y.text("penalty_to", caller);
    y.integer("penalty_pct", penalty);
    return finish("premature", "none");
  }
  // VPM-W penalties apply at the first legitimate test only.
  int penalty = earlier_tests == 0 ? premature_calls * static_cast<int>(p.whole("premature_penalty_pct")) : 0;
  Fraction wf = withdrawal_factor(original, current, vp, penalty);
  std::vector<DiceLogEntry> log;
  int roll = 0;
  std::string roll_from;
  if (input.roll) {
    roll = *input.roll;
    roll_from = "--roll";
  } else if (table_roll) {
    roll = *table_roll;
    roll_from = "state";
  } else {
    // VPM-6: an umpire-side roll is keyed by the umpire key and the table, never by the public
    // seed a player's copy prints, or a player could make the same roll at home; nor by the key
    // alone, or every table of an evening would roll alike. The key itself is never printed.
    std::optional<std::uint64_t> key = seed ? seed : umpire_key(*input.scenario);
    if (!key)
      state.fail("roll", "is required: scenario " + input.scenario->id +
                             (input.scenario->objectives.view == "player"
                                  ? " is a player copy, which holds no umpire key to roll with (VPM-6): adjudicate "
                                    "with the umpire's copy, or roll 2d10 at the table and give --roll N"
                                  : " holds no umpire key to roll with: roll 2d10 at the table and give --roll N, "
                                    "or a seed of your own in the state file"));
    std::string stream =
        "VPM-W " + tested + " turn " + std::to_string(turn) + " test " + std::to_string(earlier_tests + 1);
    Pcg32 rng = seed ? Pcg32::for_stage(*seed, stream) : secret_stream(*key, *input.scenario, stream);
    std::string keyed_by = seed ? "the state file's seed " + std::to_string(*seed) : std::string("the umpire key");
    roll = roll_percentile(rng, log, "VPM-W",
                           "withdrawal test of " + tested + " (" + keyed_by + ", stream \"" + stream + "\")");
    roll_from = seed ? "seed " + std::to_string(*seed) : std::string("umpire key");
  }
  // Withdraws when the roll exceeds WF: roll > wf exactly.
  bool withdraws = fraction(roll, 1) > wf;
  text += "  Legitimate: losses at least " + std::to_string(p.whole("min_losses_pct")) + " % and RS at most " +
          std::to_string(p.whole("max_rs_pct")) + " %.\n";
  text += "  VP held: " + held_text + ". WF = RS x VP% - penalty = " + pct_text(rs_pct) + " % x " + std::to_string(vp) +
          " % - " + std::to_string(penalty) + " = " + pct_text(wf) + " % (" + std::to_string(rounded(wf)) + " %).\n";
  text +=
      "  Roll 2d10 as percentage dice: " + std::to_string(roll) + " (" + roll_from + ") " +
      (withdraws ? "exceeds" : "does not exceed") + " WF: " +
      (withdraws ? "the army withdraws next turn and " + other_side(tested) + " is the victor.\n"
                 : "the army stands; it tests again only after a VP marker changes hands or a commander is lost.\n");
  y.boolean("legitimate", true);
  y.integer("vp_pct", vp);
  y.integer("penalty_pct", penalty);
  y.decimal("withdrawal_factor_pct", wf);
  y.integer("roll", roll);
  y.text("roll_from", roll_from);
  if (!log.empty()) {
    y.open_list("dice_log");
    for (const auto& e : log) {
      std::vector<std::string> rolls;
      for (int r : e.rolls) rolls.push_back(std::to_string(r));
      y.item({{"rule", YamlOut::text_value(e.rule)},
              {"dice", YamlOut::text_value(e.dice)},
              {"rolls", YamlOut::list_value(rolls)},
              {"result", std::to_string(e.result)},
              {"note", YamlOut::text_value(e.note)}});
    }
    y.close();
  }
  return finish(withdraws ? "withdraws" : "stands", withdraws ? other_side(tested) : "none");
}

}  // namespace wargen
