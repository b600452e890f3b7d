#include "generators/sector_dice/sector_dice_generator.hpp"

#include <cmath>
#include <optional>
#include <utility>

#include "core/det_math.hpp"
#include "core/error.hpp"
#include "core/number_text.hpp"
#include "generators/sector_dice/box_matching.hpp"
#include "generators/sector_dice/sector_dice_validator.hpp"
#include "generators/sector_dice/river_crossings.hpp"
#include "generators/sector_dice/sector_grid.hpp"
#include "generators/sector_dice/site_choice.hpp"
#include "generators/sector_dice/symmetric_table.hpp"
#include "generators/sector_dice/terrain_pieces.hpp"
#include "generators/sector_dice/town_bridges.hpp"
#include "generators/sector_dice/watercourse_router.hpp"
#include "scenario_layer/layer_options.hpp"
#include "scenario_layer/table_secrets.hpp"
#include "stages/deployment.hpp"
#include "stages/weather.hpp"
#include "symmetry/half_turn.hpp"
#include "symmetry/symmetric_option.hpp"
#include "terrain/obstacles.hpp"
#include "terrain/outline_shapes.hpp"

namespace wargen {

namespace {
double round_to_mm(double cm) { return std::round(cm * 10) / 10; }

// Attributes hold text; a millimetre is what a player measures.
std::string format_cm(double cm) { return format_number(round_to_mm(cm)); }

// Whether a shape whose bounding box is `bounds` lies on the table.
bool inside_table(const Box& bounds, const SectorDiceParams& p) {
  return bounds.within({0, 0, p.table_width_cm, p.table_depth_cm});
}

// On a symmetric table every piece laid brings its twin.
// `bounds`: bounding_box(outline).
void add_area_and_twin(Obstacles& obstacles, const Polygon& outline, const Box& bounds,
                       const std::optional<TableSize>& twin_table) {
  obstacles.add_area(outline, bounds);
  if (twin_table) obstacles.add_area(half_turn(outline, *twin_table));
}

struct AreaFit {
  Polygon outline;
  Box bounds;  // bounding_box(outline)
  double length_cm, depth_cm, rotation_deg;
};

// Random tries first (sizes anywhere in the template's range for the first half, then its
// smallest size); then a systematic sweep of the sector at the smallest size. Throws when even
// that finds no room.
// `twin_table`, on a symmetric table: the piece's twin, turned half a turn, must keep the gap from it
// too (near the centre the two would otherwise touch); the rest of the table holds the twins
// already, so clear of it is clear for the twin as well.
// `piece`, with a terrain box (GOK-B3): the piece's own footprint, turned and moved only; the size
// ranges are then its width and depth.
AreaFit fit_area(OutlineShape shape, RangeCm length, RangeCm depth, const Box& sector, const std::string& what,
                 const std::string& sector_id, bool may_cover_water, const Obstacles& obstacles,
                 const SectorDiceParams& p, const std::optional<TableSize>& twin_table, Pcg32& rng,
                 const BoxPiece* piece = nullptr) {
  auto accept = [&](const Polygon& outline, const Box& bounds) {
    return inside_table(bounds, p) && obstacles.clear(outline, bounds, p.gap_cm, p.water_gap_cm, may_cover_water) &&
           !(twin_table && polygons_closer_than(outline, half_turn(outline, *twin_table), p.gap_cm));
  };
  // The outlines tried are made in buffers kept per thread; only the one taken is copied out.
  thread_local Polygon local, outline;
  for (int attempt = 0; attempt < p.attempts; ++attempt) {
    bool smallest = attempt >= p.attempts / 2;
    double l = round_to_mm(smallest ? length.lowest : rng.uniform(length.lowest, length.highest));
    double d = round_to_mm(smallest ? depth.lowest : rng.uniform(depth.lowest, depth.highest));
    if (piece)
      local = piece_local_outline(*piece);
    else
      make_local_outline(shape, l, d, rng, local);
    double rotation = rng.between(0, 179);
    Point centre{rng.uniform(sector.min_x, sector.max_x), rng.uniform(sector.min_y, sector.max_y)};
    const Box bounds = place_outline_boxed(local, centre, rotation, outline);
    if (accept(outline, bounds)) return {outline, bounds, l, d, rotation};
  }
  if (piece)
    local = piece_local_outline(*piece);
  else
    make_local_outline(shape, length.lowest, depth.lowest, rng, local);
  for (int rotation = 0; rotation < 180; rotation += 30)
    for (double y = sector.min_y; y <= sector.max_y; y += 1.0)
      for (double x = sector.min_x; x <= sector.max_x; x += 1.0) {
        const Box bounds = place_outline_boxed(local, {x, y}, rotation, outline);
        if (accept(outline, bounds))
          return {outline, bounds, length.lowest, depth.lowest, static_cast<double>(rotation)};
      }
  throw GenerationError("GOK-T3: no room for " + what + " in sector " + sector_id +
                        " clear of the other features (placement.gap_cm " + format_cm(p.gap_cm) +
                        " cm); make the feature sizes or gaps smaller");
}

// A feature's area (GOK-T3): the template's sizes, or with a terrain box (GOK-B3) the footprint of
// the piece reserved for it; when that finds no room, the next piece of the box serving the same
// kind and variant is tried, taken in its place.
AreaFit fit_feature_area(const FeatureTemplate& t, Feature& feature, BoxDraw* box, const Box& sector,
                         const std::string& sector_id, const Obstacles& obstacles, const SectorDiceParams& p,
                         const std::optional<TableSize>& twin_table, Pcg32& rng) {
  if (!box || feature.pieces.empty())
    return fit_area(t.shape, t.length_cm, t.depth_cm, sector, t.name, sector_id, t.may_cover_water, obstacles, p,
                    twin_table, rng);
  std::vector<const BoxPiece*> tries{box->box->find(feature.pieces.at(0).piece)};
  for (const BoxPiece* other : alternative_pieces(*box, feature)) tries.push_back(other);
  for (std::size_t k = 0;; ++k) {
    const BoxPiece& piece = *tries[k];
    try {
      AreaFit fit = fit_area(t.shape, {piece.width_cm, piece.width_cm}, {piece.depth_cm, piece.depth_cm}, sector,
                             piece.description(), sector_id, t.may_cover_water, obstacles, p, twin_table, rng, &piece);
      if (k > 0) {
        give_back_pieces(*box, feature);
        box->stock.take(piece, box->per_feature);
        feature.pieces = {{piece.id, 1}};
      }
      return fit;
    } catch (const GenerationError&) {
      if (k + 1 == tries.size()) throw;
    }
  }
}

// GOK-T7: each picked site's piece takes the site's sector on the site's own stream, clear of
// every other piece where it already lies; no room is the pick's fault, not the seed's.
void refit_picked_sites(std::vector<Piece>& pieces, std::vector<AreaFit>& fits, const Obstacles& water_and_crossings,
                        const SectorDiceParams& p, const SectorGrid& grid, const std::optional<TableSize>& twin_table,
                        std::uint64_t seed, BoxDraw* box) {
  std::vector<Piece*> areas;
  for (auto& piece : pieces)
    if (!piece.feature_template || !piece.feature_template->is_watercourse()) areas.push_back(&piece);
  for (std::size_t k = 0; k < areas.size(); ++k) {
    if (!areas[k]->site_chosen) continue;
    Obstacles others = water_and_crossings;
    for (std::size_t j = 0; j < areas.size(); ++j)
      if (j != k) add_area_and_twin(others, fits[j].outline, fits[j].bounds, twin_table);
    const FeatureTemplate& t = *areas[k]->feature_template;
    const std::string sector_id = grid.id(areas[k]->sector);
    Pcg32 own = site_choice_stream(seed, sector_id, "placement");
    try {
      fits[k] = fit_feature_area(t, areas[k]->feature, box, grid.box(areas[k]->sector), sector_id, others, p,
                                 twin_table, own);
    } catch (const GenerationError& e) {
      throw GenerationError("GOK-T7: " + site_choice_text(sector_id, areas[k]->feature.attributes.at("site_choice")) +
                            ": " + e.what());
    }
  }
}

// Fits every area piece into its sector, in sector order. When one finds no room the whole stage
// starts again on a fresh stream (bounded by placement.passes), since an earlier piece's spot is
// what crowds it out. Returns the pass that fitted (1 = the first).
// With a terrain box a pass that starts again gives back the pieces its tries swapped in.
int place_areas(std::vector<Piece>& pieces, const Obstacles& water_and_crossings, const SectorDiceParams& p,
                const SectorGrid& grid, const std::optional<TableSize>& twin_table, std::uint64_t seed, BoxDraw* box) {
  std::vector<BoxStock> stock_at_start;  // one, with a box
  std::vector<std::vector<PieceUse>> uses_at_start;
  if (box) {
    stock_at_start.push_back(box->stock);
    for (const auto& piece : pieces) uses_at_start.push_back(piece.feature.pieces);
  }
  for (int pass = 0;; ++pass) {
    Pcg32 rng = Pcg32::for_stage(seed, pass == 0 ? "placement" : "placement-pass-" + std::to_string(pass + 1));
    Obstacles obstacles = water_and_crossings;
    std::vector<AreaFit> fits;
    try {
      for (auto& piece : pieces) {
        if (piece.feature_template && piece.feature_template->is_watercourse()) continue;
        std::string sector_id = grid.id(piece.sector);
        // A picked site is laid as the open site first (site_choice.hpp).
        const FeatureTemplate* t = piece.site_chosen ? nullptr : piece.feature_template;
        AreaFit fit =
            t ? fit_feature_area(*t, piece.feature, box, grid.box(piece.sector), sector_id, obstacles, p, twin_table,
                                 rng)
              : fit_area(OutlineShape::smooth, p.choice_site_size_cm, p.choice_site_size_cm, grid.box(piece.sector),
                         "a player's choice site", sector_id, false, obstacles, p, twin_table, rng);
        add_area_and_twin(obstacles, fit.outline, fit.bounds, twin_table);
        fits.push_back(std::move(fit));
      }
    } catch (const GenerationError&) {
      if (pass + 1 >= p.placement_passes) throw;
      if (box) {
        box->stock = stock_at_start.front();
        for (std::size_t k = 0; k < pieces.size(); ++k) pieces[k].feature.pieces = uses_at_start[k];
      }
      continue;
    }
    refit_picked_sites(pieces, fits, water_and_crossings, p, grid, twin_table, seed, box);
    auto fit = fits.begin();
    for (auto& piece : pieces) {
      if (piece.feature_template && piece.feature_template->is_watercourse()) continue;
      piece.feature.outline = std::move(fit->outline);
      piece.feature.attributes["length_cm"] = format_cm(fit->length_cm);
      piece.feature.attributes["depth_cm"] = format_cm(fit->depth_cm);
      piece.feature.attributes["rotation_deg"] = std::to_string(static_cast<int>(fit->rotation_deg));
      ++fit;
    }
    return pass + 1;
  }
}
}  // namespace

std::string SectorDiceGenerator::describe() const {
  return "sector dice (Game of Kings): one roll per sector for a piece, then its kind, size and route";
}

std::shared_ptr<const GeneratorParams> SectorDiceGenerator::read_params(YamlMap& root) const {
  return read_sector_dice_params(root);
}

std::vector<OptionSpec> SectorDiceGenerator::options(const GeneratorParams* params) const {
  const std::string group = "Game of Kings (sector-dice generator)";
  std::vector<std::string> kinds;
  if (params) kinds = choice_names(dynamic_cast<const SectorDiceParams&>(*params));
  std::vector<OptionSpec> specs{
      {"turns", OptionType::integer, "Turns of weather to pre-roll", "GOK-W2", {}, 1, 1000, "the ruleset's", false,
       group},
      {"choice", OptionType::choice, "A player's choice: a category (rolled on its table) or a feature, e.g. A=wood",
       "GOK-T7", kinds, 0, 0, "an open site with a suggested kind", true, group},
      site_choice_spec(kinds, group),
  };
  // WARGEN-SYM: offered by a ruleset that documents the symmetric procedure (its `symmetric` section).
  if (!params || dynamic_cast<const SectorDiceParams&>(*params).symmetric_offered)
    specs.push_back(symmetric_option_spec(group,
                                          "side A's half of the sectors is rolled as the source rolls it and "
                                          "each piece is repeated in the sector half a turn away; watercourses "
                                          "stay in their half (docs/rules.md)"));
  return specs;
}

Scenario SectorDiceGenerator::generate(const Ruleset& ruleset, const GenerateRequest& request,
                                       GenerationEffort* effort) const {
  const auto& p = dynamic_cast<const SectorDiceParams&>(*ruleset.params);
  std::map<std::string, std::string> choices;  // GOK-T7: side -> kind or category
  for (const char* side : {"A", "B"})
    if (request.options.count(std::string("choice_") + side))
      choices[side] = request.options.at(std::string("choice_") + side);
  SectorGrid grid(p.table_width_cm, p.table_depth_cm, p.columns, p.rows);

  Scenario s;
  s.id = ruleset.name + "-" + std::to_string(request.seed);
  s.seed = request.seed;
  s.generator_name = "wargen";
  s.generator_version = WARGEN_VERSION;
  s.ruleset_name = ruleset.name;
  s.ruleset_digest = ruleset.digest;
  s.options = request.options;
  int turns = static_cast<int>(option_integer(request.options, "turns", p.weather.default_turns));
  s.options["turns"] = std::to_string(turns);
  s.table_width_cm = quantize_cm(p.table_width_cm);
  s.table_depth_cm = quantize_cm(p.table_depth_cm);
  s.sectors = grid.sectors();

  // A symmetric table (symmetric_table.hpp) rolls side A's half and turns it into B's.
  const bool symmetric = symmetric_requested(request.options);
  if (symmetric && !p.symmetric_offered)
    throw InputError("--symmetric: ruleset " + ruleset.name + " has no symmetric procedure (its 'symmetric' section)");
  const std::optional<TableSize> twin_table =
      symmetric ? std::optional<TableSize>(TableSize{s.table_width_cm, s.table_depth_cm}) : std::nullopt;
  const int rolled_sectors = symmetric ? rolled_half(grid) : grid.count();

  // Room for the whole log at once, so entries are not moved as it grows: about four rolls a
  // sector and two a turn of weather cover the 26-62 entries gok's tables log (seeds 1-300).
  s.dice_log.reserve(static_cast<std::size_t>(4 * grid.count() + 2 * turns));

  // Stage: terrain (GOK-T3..T5, T7, T8).
  Pcg32 terrain_rng = Pcg32::for_stage(request.seed, "terrain");
  const std::map<int, std::string> site_choices = read_site_choices(request.options, grid);
  // GOK-B1..B3: with the club's terrain box, only what it holds, never more than it holds.
  std::optional<BoxDraw> box;
  if (request.terrain_box) box.emplace(*request.terrain_box, p, symmetric);
  if (box && symmetric) check_box_pairs(*box);
  std::vector<Piece> pieces =
      roll_pieces(p, grid, rolled_sectors, choices, symmetric ? fold_site_choices(site_choices, grid) : site_choices,
                  request.seed, terrain_rng, s.dice_log, box ? &*box : nullptr);
  if (symmetric) {
    log_twin_entries(grid, s.dice_log);
    check_symmetric_site_choices(site_choices, pieces, grid);
  } else {
    check_site_choices_used(site_choices, pieces, grid);
  }

  // Stage: water (GOK-T6), in sector order so a later watercourse may join an earlier one, and
  // crossings (GOK-T8), kept clear of the table edge and of junctions. A picked watercourse
  // (GOK-T7) comes after the rolled ones and their crossings, on its site's own streams, so they
  // run, and are crossed, where they are without the pick (river_crossings.hpp).
  Pcg32 water_rng = Pcg32::for_stage(request.seed, "water");
  Pcg32 water_shape_rng = Pcg32::for_stage(request.seed, "water-shape");
  Pcg32 crossing_rng = Pcg32::for_stage(request.seed, "crossings");
  std::vector<RoutedWater> waters;
  Obstacles obstacles;
  for (bool picked : {false, true}) {
    std::vector<Piece*> courses;
    for (auto& piece : pieces)
      if (piece.feature_template && piece.feature_template->is_watercourse() && piece.site_chosen == picked)
        courses.push_back(&piece);
    for (Piece* course : courses) {
      Piece& piece = *course;
      std::optional<Pcg32> own_route, own_shape;
      if (picked) {
        own_route = site_choice_stream(request.seed, grid.id(piece.sector), "water");
        own_shape = site_choice_stream(request.seed, grid.id(piece.sector), "water-shape");
      }
      WaterRoute route = route_watercourse(p, grid, piece.sector, piece.feature.id, piece.feature.width_cm, waters,
                                           own_route ? *own_route : water_rng,
                                           own_shape ? *own_shape : water_shape_rng, s.dice_log, rolled_sectors);
      if (box && !lay_course_sections(*box, piece.feature, polyline_length(route.path))) {
        // GOK-B2: the box's sections cannot lay this course: its table is rolled again for an area
        // the box has (placed with the other areas), or the sector stays open ground, logged. A
        // player's pick is the player's: it is not rolled again. Either way it has no crossings.
        const std::string where = sector_where(grid.id(piece.sector));
        const FeatureTemplate* area =
            piece.feature.attributes.count("chosen_by")
                ? nullptr
                : redice_course(p, *box, *piece.feature_template, own_route ? *own_route : water_rng, s.dice_log,
                                where, piece.feature);
        piece.bridges = piece.fords = 0;
        if (area) {
          piece.feature.attributes.clear();  // a rolled feature's are all fill_feature's
          fill_feature(piece, *area, own_route ? *own_route : water_rng, s.dice_log);
          continue;
        }
        note_open_ground(s.dice_log, where,
                         "its sections of " + piece.feature.kind + " cannot lay the " +
                             format_cm(polyline_length(route.path)) + " cm course (GOK-B2)");
        piece.feature.kind.clear();  // dropped below, before placement
        continue;
      }
      piece.feature.path = route.path;
      piece.feature.attributes["origin"] = route.origin;
      piece.feature.attributes["end"] = route.end;
      std::string sectors;
      for (int sector : route.sectors) sectors += (sectors.empty() ? "" : " ") + grid.id(sector);
      piece.feature.attributes["route"] = sectors;
      waters.push_back({piece.feature.id, route.path, piece.feature.width_cm, route.sectors, {}});
      obstacles.add_watercourse(route.path, piece.feature.width_cm);
      // On a symmetric table the twins' water is on the table too.
      if (twin_table) obstacles.add_watercourse(half_turn(route.path, *twin_table), piece.feature.width_cm);
    }
    for (Piece* course : courses) {
      std::optional<Pcg32> own;  // a picked river's crossings leave the rolled rivers' stream alone
      if (picked) own = site_choice_stream(request.seed, grid.id(course->sector), "crossings");
      lay_river_crossings(*course, waters, p, twin_table, own ? *own : crossing_rng, s.crossings, obstacles);
    }
  }

  std::erase_if(pieces, [](const Piece& piece) { return piece.feature.kind.empty(); });

  // Stage: placement of every area piece in its sector.
  const int passes = place_areas(pieces, obstacles, p, grid, twin_table, request.seed, box ? &*box : nullptr);
  if (effort) effort->placement_passes = passes;
  s.features.reserve(s.features.size() + (symmetric ? 2 : 1) * pieces.size());  // with the twins
  for (auto& piece : pieces) s.features.push_back(std::move(piece.feature));
  add_town_bridges(s);  // GOK-T8: where the towns lie is known now
  if (symmetric) add_twins(s, grid);

  // Stage: place names, on their own stream so naming never moves a feature.
  name_pieces_picks_last(s, *p.place_names, request.seed);

  // Stages: deployment and weather.
  s.deployment = make_deployment(p.deployment, p.table_width_cm, p.table_depth_cm);
  Pcg32 weather_rng = Pcg32::for_stage(request.seed, "weather");
  // With an umpire key the later turns are the umpire's secret, keyed by the key and this table
  // (scenario_layer/table_secrets.hpp), never by the public seed alone.
  std::optional<Pcg32> later_rng;
  if (auto key = umpire_key_option(request.options)) later_rng = secret_stream(*key, s, "weather-later-turns");
  s.weather = roll_weather(p.weather, turns, weather_rng, s.dice_log, later_rng ? &*later_rng : nullptr);
  return s;
}

bool SectorDiceGenerator::hides_later_weather(const Ruleset& ruleset, const OptionValues& options) const {
  const auto& p = dynamic_cast<const SectorDiceParams&>(*ruleset.params);
  return option_integer(options, "turns", p.weather.default_turns) > 1;  // GOK-W2
}

std::vector<Violation> SectorDiceGenerator::validate(const Scenario& scenario, const Ruleset& ruleset) const {
  return validate_sector_dice(scenario, dynamic_cast<const SectorDiceParams&>(*ruleset.params));
}

}  // namespace wargen
