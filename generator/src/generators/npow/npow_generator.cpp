#include "generators/npow/npow_generator.hpp"

#include <optional>

#include "core/det_math.hpp"
#include "core/error.hpp"
#include "generators/npow/box_elements.hpp"
#include "generators/npow/npow_features.hpp"
#include "generators/npow/npow_names.hpp"
#include "generators/npow/npow_settings.hpp"
#include "generators/npow/npow_validator.hpp"
#include "generators/npow/objective_points.hpp"
#include "generators/npow/placement_state.hpp"
#include "generators/npow/sides.hpp"
#include "generators/npow/supply_lines.hpp"
#include "generators/npow/symmetric_roads.hpp"
#include "generators/npow/table_bands.hpp"
#include "generators/npow/table_sectors.hpp"
#include "generators/npow/terrain_pool.hpp"
#include "generators/registry.hpp"
#include "stages/deployment.hpp"

namespace wargen {

namespace {

// The stages after the roads: deployment, names, objective points (NPOW-O1, O2).
void finish_table(const NpowParams& p, const NpowSettings& settings, std::uint64_t seed, const std::string& south,
                  Scenario& s) {
  s.deployment = make_deployment(p.deployment, p.table_width_cm, p.table_depth_cm, south);

  // Stage: place names in a language of the defender's zone, on their own stream.
  Pcg32 names_rng = Pcg32::for_stage(seed, "names");
  name_npow_features(p, settings.table_zone, s, names_rng);

  // Stage: objective points (NPOW-O1, O2).
  Pcg32 points_rng = Pcg32::for_stage(seed, "objective-points");
  try {
    allocate_objective_points(p, settings, *find_objective_policy(p.points_policy), s, points_rng);
  } catch (const GenerationError& e) {
    if (!settings.symmetric) throw;
    // On a symmetric table the points depend on the layout: the next pass may allow them.
    std::string message = e.what();
    throw PlacementFailure(message.substr(0, message.find(':')), message);
  }
}

// A symmetric table either keeps every rule, WARGEN-SYM included, or is laid out again.
void check_symmetric_table(const NpowParams& p, const Scenario& s) {
  std::vector<Violation> broken = validate_npow(s, p);
  if (!broken.empty())
    throw PlacementFailure(broken.front().rule,
                           "the symmetric table breaks " + broken.front().rule + ": " + broken.front().message);
}

}  // namespace

std::string NpowGenerator::describe() const {
  return "NPOW terrain and objectives: the defender's pool, 60 x 60 cm sectors, rivers, supply lines, roads and points";
}

std::shared_ptr<const GeneratorParams> NpowGenerator::read_params(YamlMap& root) const {
  return read_npow_params(root);
}

std::vector<OptionSpec> NpowGenerator::options(const GeneratorParams* params) const {
  return npow_option_specs(params ? &dynamic_cast<const NpowParams&>(*params) : nullptr);
}

Scenario NpowGenerator::generate(const Ruleset& ruleset, const GenerateRequest& request,
                                 GenerationEffort* effort) const {
  const auto& p = dynamic_cast<const NpowParams&>(*ruleset.params);
  NpowSettings settings = resolve_settings(p, request.options);

  Scenario s;
  s.id = ruleset.name + "-" + std::to_string(request.seed);
  s.seed = request.seed;
  s.generator_name = "wargen";
  s.generator_version = WARGEN_VERSION;
  s.ruleset_name = ruleset.name;
  s.ruleset_digest = ruleset.digest;
  s.options = settings_options(request.options, settings);
  s.table_width_cm = quantize_cm(p.table_width_cm);  // NPOW-T1
  s.table_depth_cm = quantize_cm(p.table_depth_cm);

  // Every die is rolled before the placement passes: a remainder die (NPOW-T2), the pool's count
  // and a few per element (NPOW-S1..S6, at most 12 elements) and the sides' (NPOW-E1). Room for
  // them all at once, so the log is not moved as it grows.
  s.dice_log.reserve(64);

  // Stage: the sectors (NPOW-T2); a die only where 60 cm leaves a remainder row or column.
  Pcg32 sectors_rng = Pcg32::for_stage(request.seed, "sectors");
  LiveDice sectors_dice(sectors_rng, s.dice_log);
  SectorGrid grid = npow_sector_grid(p, roll_sector_remainder(p, sectors_dice));
  s.sectors = grid.sectors();

  // Stage: the defender's pool (NPOW-S1, S2, S3, S5, S6).
  Pcg32 pool_rng = Pcg32::for_stage(request.seed, "pool");
  LiveDice pool_dice(pool_rng, s.dice_log);
  // With the club's terrain box, every element is one the box can serve (NPOW-B1).
  const TerrainBox* box = request.terrain_box.get();
  std::optional<StockPoolBox> pool_box;
  if (box) pool_box.emplace(p, *box);
  TerrainPool pool = roll_pool(p, {settings.table_zone, settings.no_objective_max, settings.symmetric}, pool_dice,
                               pool_box ? &*pool_box : nullptr);
  if (pool_box) pool = pool_box->with_box_water_width(std::move(pool));

  // Stage: sides (NPOW-E1); the zones follow from who holds which edge (NPOW-T3, T4, P3). The
  // attacker picks its edge once the table is laid out, but its dice stream is its own, so it is
  // rolled here, before the placement passes that the roads may send back.
  Pcg32 sides_rng = Pcg32::for_stage(request.seed, "sides");
  LiveDice sides_dice(sides_rng, s.dice_log);
  s.sides = choose_sides(p, settings, sides_dice);
  std::string south = side_on(s.sides, "south");
  s.zones = make_table_zones(p, south);

  // Stages: the defender's placement (NPOW-P1..P5, S4), then supply lines and roads (NPOW-L1..L3).
  // A layout no road network can serve is laid out again from the next pass.
  PlacementStats st;
  // A symmetric table is finished and validated in the pass (the twins' roads and points can meet
  // what one half alone never does), and any broken rule sends it back to the next pass.
  for (int pass = 0;; pass = st.passes) {
    TableLayout layout = place_table(p, pool, grid, request.seed, &st, pass, box);
    Scenario laid = s;
    add_table_features(p, pool, layout, laid);
    try {
      if (settings.symmetric) {
        lay_symmetric_supply_lines_and_roads(p, laid, request.seed);
        finish_table(p, settings, request.seed, south, laid);
        check_symmetric_table(p, laid);
      } else {
        lay_supply_lines_and_roads(p, laid, request.seed);
      }
      s = std::move(laid);
      break;
    } catch (const PlacementFailure& f) {
      if (st.passes >= pass_budget(p, pool)) placement_exhausted(p, pool, f.rule(), 1, f.what(), f.box_lacked());
    }
  }
  if (!settings.symmetric) finish_table(p, settings, request.seed, south, s);
  if (effort) effort->placement_passes = st.passes;
  return s;
}

std::vector<Violation> NpowGenerator::validate(const Scenario& scenario, const Ruleset& ruleset) const {
  return validate_npow(scenario, dynamic_cast<const NpowParams&>(*ruleset.params));
}

}  // namespace wargen
