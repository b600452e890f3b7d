#include "generators/npow/npow_params.hpp"

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "generators/registry.hpp"
#include "names/name_lists.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

namespace {

OutlineShape read_shape(YamlMap& map) {
  auto value = map.required("shape");
  std::string s = value.text();
  if (s == "smooth") return OutlineShape::smooth;
  if (s == "irregular") return OutlineShape::irregular;
  if (s == "block") return OutlineShape::block;
  if (s == "walled") return OutlineShape::walled;
  value.fail("must be one of smooth, irregular, block, walled");
}

std::pair<double, double> read_size(YamlMap& map, const std::string& key, double min, double max) {
  auto value = map.required(key);
  auto [a, b] = value.pair();
  if (!(a >= min && a <= max && b >= min && b <= max))
    value.fail("must be [length, depth] with each within " + std::to_string(static_cast<int>(min)) + ".." +
               std::to_string(static_cast<int>(max)));
  return {a, b};
}

bool optional_flag(YamlMap& map, const std::string& key) { return map.has(key) ? map.required(key).boolean() : false; }

ElementSpec read_element(const std::string& name, YamlMap map, double table_min_cm) {
  ElementSpec e;
  e.name = name;
  auto category = map.required("category");
  e.category = category.text();
  if (e.category != "high" && e.category != "low" && e.category != "linear")
    category.fail("must be high, low or linear (the catalogue's categories)");
  auto kind = map.required("kind");
  e.kind = kind.text();
  if (!is_feature_kind(e.kind) || e.kind == "players_choice" || e.kind == "road" || e.kind == "supply_line")
    kind.fail("'" + e.kind + "' is not a terrain element kind");
  e.variant = map.required("variant").text();
  e.movement = map.required("movement").text();
  e.objective = optional_flag(map, "objective");
  e.may_lie_on_hills = optional_flag(map, "may_lie_on_hills");
  e.watercourse = is_watercourse_kind(e.kind);
  if (e.watercourse) {
    // NPOW-S3, S6: length and width come from the watercourses section.
    if (e.objective) map.fail("objective", "a watercourse is not an objective; its bridges and fords are");
  } else if (e.kind == "earthwork" || e.kind == "obstacle") {
    YamlMap linear = map.map("linear");  // NPOW-P5
    e.sections = linear.required("sections").integer(1, 2);
    e.section_length_cm = linear.required("section_length_cm").number(1, table_min_cm / 2);
    e.width_cm = linear.required("width_cm").number(0.5, 10);
    linear.finish();
  } else {
    e.shape = read_shape(map);
    std::tie(e.length_cm, e.depth_cm) = read_size(map, "size_cm", 2, table_min_cm / 2);
    if (e.depth_cm > e.length_cm) map.fail("size_cm", "give the long side first: [length, depth]");
    if (map.has("building")) {
      YamlMap b = map.map("building");
      BuildingSpec spec;
      auto length = b.required("length_cm");
      std::tie(spec.min_length_cm, spec.max_length_cm) = length.pair();
      if (!(spec.min_length_cm >= 1 && spec.min_length_cm <= spec.max_length_cm &&
            spec.max_length_cm <= e.length_cm / 2))
        length.fail("must be [shortest, longest], at most half the field's length");
      spec.depth_cm = b.required("depth_cm").number(1, e.depth_cm / 2);
      b.finish();
      if (e.kind != "enclosed_field") map.fail("building", "a single building stands only in an enclosed field");
      e.building = spec;
    }
  }
  if (e.objective && e.kind != "hill" && e.kind != "built_up")
    map.fail("objective", "NPOW-O1: only hills and built-up areas are objectives among the terrain elements");
  map.finish();
  return e;
}

SectionQuality read_quality(YamlMap& row) {
  SectionQuality q;
  q.quality = row.required("quality").text();
  q.width_cm = row.required("width_cm").number(0.5, 20);
  q.passability = row.required("passability").text();
  q.movement = row.required("movement").text();
  auto crossing = row.required("crossing");
  q.crossing = crossing.text();
  if (q.crossing != "bridge" && q.crossing != "ford") crossing.fail("must be bridge or ford");
  return q;
}

DiceTable<std::string> read_choice_table(YamlMap map, const std::string& column,
                                         const std::vector<std::string>& allowed) {
  return read_dice_table<std::string>(std::move(map), [&](YamlMap& row) {
    auto value = row.required(column);
    for (const auto& a : allowed)
      if (value.text() == a) return a;
    std::string list;
    for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
    value.fail("must be one of " + list);
  });
}

// One of a few words, each naming a value; anything else fails with the words listed.
template <typename Value>
Value read_word(const YamlValue& value, const std::vector<std::pair<std::string, Value>>& words,
                const std::string& why) {
  std::string list;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (value.text() == words[i].first) return words[i].second;
    list += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i].first;
  }
  value.fail("must be " + list + why);
}

std::string zone_list(const std::vector<std::string>& zones) {
  std::string out;
  for (const auto& z : zones) out += (out.empty() ? "" : ", ") + z;
  return out;
}

void read_zones(YamlMap& root, NpowParams& p) {
  YamlMap zones = root.map("zones");
  for (const auto& name : zones.keys()) {
    YamlMap zone = zones.map(name);
    TerrainZone z;
    z.name = name;
    z.lands = zone.required("lands").text();
    auto terrain_value = zone.required("terrain");
    z.terrain = read_dice_table<std::string>(YamlMap(terrain_value), [&](YamlMap& row) {
      auto element = row.required("element");
      if (!p.elements.count(element.text())) element.fail("'" + element.text() + "' is not under 'elements'");
      return element.text();
    });
    // NPOW-S2 DESIGN: a 0 (= the die's top face) is always a watercourse.
    if (!p.elements.at(z.terrain.lookup(z.terrain.dice.max())).watercourse)
      terrain_value.fail("NPOW-S2: the roll of " + std::to_string(z.terrain.dice.max()) +
                         " (a 0 on the d10) must be the watercourse");
    // NPOW-S5 re-rolls until there are enough objectives: the table must be able to give one.
    bool has_objective = false;
    for (const auto& e : z.terrain.entries) has_objective = has_objective || p.elements.at(e.row).objective;
    if (!has_objective)
      terrain_value.fail(
          "NPOW-S5: no row gives an objective (a hill or a built-up area), so the objective count could never be "
          "reached");
    // DESIGN: features are named in a language of the zone's lands; a zone the name lists do not
    // serve (army-list: the list names a terrain table, not a land) says whose names it borrows.
    const auto& known = name_zones();
    if (zone.has("place_names")) {
      auto names = zone.required("place_names");
      z.place_names_zone = names.text();
      if (std::find(known.begin(), known.end(), z.place_names_zone) == known.end())
        names.fail("'" + z.place_names_zone + "' is not a zone of the place-name lists (" + zone_list(known) + ")");
    } else if (std::find(known.begin(), known.end(), name) != known.end()) {
      z.place_names_zone = name;
    } else {
      zone.fail("place_names", "no place-name language serves zone '" + name + "': name one of " + zone_list(known) +
                                   " whose names it takes");
    }
    zone.finish();
    p.zones.emplace(name, std::move(z));
  }
  zones.finish();
}

void read_watercourses(YamlMap& root, NpowParams& p) {
  YamlMap water = root.map("watercourses");
  p.section_length_cm = water.required("section_length_cm").number(5, 1000);
  p.first_zero_sections = water.required("first_zero_sections").integer(1, 5);
  p.second_zero_sections = water.required("second_zero_sections").integer(0, 5);
  p.third_section = read_word<ThirdSection>(
      water.required("third_section"),
      {{"extend", ThirdSection::extend}, {"tributary", ThirdSection::tributary}, {"either", ThirdSection::either}}, "");
  // NPOW-S3 DESIGN, optional so a club's older copy of the ruleset still loads: as before, always.
  if (water.has("third_section_placed"))
    p.third_section_placed = read_word<ThirdSectionPlaced>(water.required("third_section_placed"),
                                                           {{"always", ThirdSectionPlaced::always},
                                                            {"never", ThirdSectionPlaced::never},
                                                            {"defender", ThirdSectionPlaced::defender}},
                                                           " (NPOW-S3: the third section \"may be placed\")");
  // NPOW-S3 reading of "lors du second lancé de dé", optional like the key above: any_later when missing.
  if (water.has("second_zero_roll"))
    p.second_zero_roll =
        read_word<SecondZeroRoll>(water.required("second_zero_roll"),
                                  {{"any_later", SecondZeroRoll::any_later}, {"next_roll", SecondZeroRoll::next_roll}},
                                  " (NPOW-S3: which roll's 0 gives the third section)");
  if (p.third_section_placed == ThirdSectionPlaced::defender)
    p.defender_third_section = read_choice_table(water.map("defender_third_section"), "choice", {"place", "decline"});
  else if (water.has("defender_third_section"))
    water.fail("defender_third_section", "is read only when third_section_placed is defender");
  YamlMap starts = water.map("starts");
  for (const auto& key : starts.keys()) {
    auto value = starts.required(key);
    if (key != "edge" && key != "marsh" && key != "hill")
      value.fail("NPOW-S4: a watercourse starts at a table edge, a marsh or a hill");
    p.start_weights[key] = value.integer(0, 1000);
  }
  starts.finish();
  if (!p.start_weights.count("edge") || p.start_weights.at("edge") == 0)
    water.fail("starts", "the table edge must be a possible start (weight above 0): a pool may have no marsh or hill");
  p.start_edge_differs = water.required("start_edge_differs").boolean();
  p.length_tolerance_cm = water.required("length_tolerance_cm").number(0.1, 10);
  p.touch_cm = water.required("touch_cm").number(0.1, 5);
  p.meander_cm = water.required("meander_cm").number(0, 10);
  p.river_quality = read_dice_table<SectionQuality>(water.map("quality"), read_quality);
  water.finish();
}

void read_placement(YamlMap& root, NpowParams& p) {
  YamlMap placement = root.map("placement");
  p.gap_cm = placement.required("gap_cm").number(0, 20);
  p.sector_min_overlap_cm2 = placement.required("sector_min_overlap_cm2").number(0.1, 10000);
  p.crossing_end_margin_cm = placement.required("crossing_end_margin_cm").number(0, p.section_length_cm / 3);
  p.crossing_gap_cm = placement.required("crossing_gap_cm").number(0, 200);
  p.attempts = placement.required("attempts").integer(1, 100000);
  p.passes = placement.required("passes").integer(1, 1000);
  p.river_attempts = placement.required("river_attempts").integer(1, 100000);
  YamlMap linear = placement.map("linear_layout");  // NPOW-P5
  p.contiguous_weight = linear.required("contiguous").integer(0, 1000);
  p.split_weight = linear.required("split").integer(0, 1000);
  if (p.contiguous_weight + p.split_weight == 0) linear.fail("contiguous", "one of the weights must be above 0");
  linear.finish();
  p.wood_on_hill_chance = placement.required("wood_on_hill_chance").number(0, 1);
  placement.finish();
}

void read_sides(YamlMap& root, NpowParams& p) {
  YamlMap sides = root.map("sides");
  p.attacker_table = read_choice_table(sides.map("attacker"), "side", {"A", "B"});
  p.attacker_edge_table = read_choice_table(sides.map("attacker_edge"), "edge", {"south", "north"});
  auto initiative = sides.required("default_initiative");
  p.default_initiative = initiative.text();
  if (!p.own_half_max.count(p.default_initiative))
    initiative.fail("must be one of the ratings under objective_points.own_half_max");
  sides.finish();
}

void read_points(YamlMap& root, NpowParams& p) {
  YamlMap points = root.map("objective_points");
  p.points_total = points.required("total").integer(1, 10000);
  auto step = points.required("step");
  p.points_step = step.integer(1, p.points_total);
  if (p.points_total % p.points_step != 0) step.fail("must divide the total");
  p.max_points_per_objective = points.required("max_per_objective").integer(0, p.points_total);
  YamlMap caps = points.map("own_half_max");  // NPOW-O2
  for (const auto& rating : caps.keys()) p.own_half_max[rating] = caps.required(rating).integer(0, p.points_total);
  caps.finish();
  if (p.own_half_max.empty()) points.fail("own_half_max", "needs at least one initiative rating");
  auto policy = points.required("policy");
  p.points_policy = policy.text();
  if (!find_objective_policy(p.points_policy)) policy.fail("unknown objective points policy '" + p.points_policy + "'");
  YamlMap weights = points.map("weights");
  for (const char* kind : {"hill", "built_up", "crossing", "supply_line"})
    p.points_weights[kind] = weights.required(kind).number(0.01, 1000);
  weights.finish();
  p.points_nearness = points.required("nearness").number(0, 100);
  points.finish();
}

}  // namespace

const ElementSpec& NpowParams::watercourse() const {
  for (const auto& [name, e] : elements)
    if (e.watercourse) return e;
  throw std::logic_error("npow ruleset without a watercourse element");
}

std::shared_ptr<const NpowParams> read_npow_params(YamlMap& root) {
  auto p = std::make_shared<NpowParams>();

  YamlMap table = root.map("table");  // NPOW-T1
  p->table_width_cm = table.required("width_cm").number(20, 2000);
  p->table_depth_cm = table.required("depth_cm").number(20, 2000);
  table.finish();
  double table_min = std::min(p->table_width_cm, p->table_depth_cm);

  YamlMap sectors = root.map("sectors");  // NPOW-T2
  p->sector_width_cm = sectors.required("width_cm").number(5, p->table_width_cm);
  p->sector_depth_cm = sectors.required("depth_cm").number(5, p->table_depth_cm);
  // DESIGN: the side of a remainder row or column (table_sectors.hpp), required even where 60
  // divides the table, so a club that resizes its table already has it.
  p->sector_remainder = read_choice_table(sectors.map("remainder"), "side", {"south-west", "north-east"});
  p->join_remainder_under_cm =
      sectors.required("join_remainder_under_cm").number(0, std::min(p->sector_width_cm, p->sector_depth_cm));
  sectors.finish();

  YamlMap zones = root.map("table_zones");
  double half = p->table_depth_cm / 2;
  p->central_half_depth_cm = zones.required("central_half_depth_cm").number(0, half - 1);      // NPOW-T3
  // NPOW-T4: the source's own halves (45 cm of 120, 25 of 80) reach the central zone's edge; on a
  // club's table of another depth `own_half: to_central_zone` keeps that, where a number of cm
  // (`own_half_cm`, as rulesets had it) stays that number.
  if (zones.has("own_half") == zones.has("own_half_cm"))
    zones.fail("own_half", "give one of own_half (to_central_zone) and own_half_cm (a number of cm)");
  if (zones.has("own_half")) {
    YamlValue own_half = zones.required("own_half");
    if (own_half.text() != "to_central_zone") own_half.fail("must be to_central_zone (or give own_half_cm)");
  } else {
    p->own_half_cm = zones.required("own_half_cm").number(1, half);
  }
  if (zones.has("own_half")) p->own_half_cm = half - p->central_half_depth_cm;
  p->objective_free_strip_cm = zones.required("objective_free_strip_cm").number(0, half - 5);  // NPOW-P3
  p->central_max_elements = zones.required("central_max_elements").integer(0, 100);            // NPOW-P2
  p->central_max_objectives = zones.required("central_max_objectives").integer(0, p->central_max_elements);
  zones.finish();

  YamlMap pool = root.map("pool");
  p->element_count = read_dice(pool, "count");  // NPOW-S1
  if (p->element_count.min() < 1) pool.fail("count", "must give at least one element");
  p->objective_count = read_dice(pool, "objectives");  // NPOW-S5
  if (p->objective_count.min() < 0) pool.fail("objectives", "cannot be negative");
  p->pool_area_cm2 = pool.required("rolled_for_area_cm2").integer(100, 4000000);
  p->count_section_crossings = pool.required("count_section_crossings").boolean();
  p->reroll_limit = pool.required("reroll_limit").integer(1, 100000);
  // NPOW-B1 (DESIGN): optional, so a club's older copy of the ruleset still loads; 30 when missing.
  if (pool.has("box_reroll_limit")) p->box_reroll_limit = pool.required("box_reroll_limit").integer(1, 1000);
  // Optional: until_objective when missing.
  if (pool.has("reroll_order"))
    p->reroll_order = read_word<RerollOrder>(
        pool.required("reroll_order"),
        {{"until_objective", RerollOrder::until_objective}, {"one_each_backwards", RerollOrder::one_each_backwards}},
        " (NPOW-S5: which of the last elements are rolled again)");
  pool.finish();

  YamlMap elements = root.map("elements");
  for (const auto& name : elements.keys()) p->elements.emplace(name, read_element(name, elements.map(name), table_min));
  elements.finish();
  int watercourses = 0;
  for (const auto& [name, e] : p->elements) watercourses += e.watercourse;
  if (watercourses != 1) root.fail("elements", "needs exactly one watercourse element (kind river or stream)");

  read_zones(root, *p);
  auto default_zone = root.required("default_zone");
  p->default_zone = default_zone.text();
  if (!p->zones.count(p->default_zone)) default_zone.fail("is not one of the zones");
  auto army_zone = root.required("army_list_zone");
  p->army_list_zone = army_zone.text();
  if (!p->zones.count(p->army_list_zone)) army_zone.fail("is not one of the zones");

  read_watercourses(root, *p);
  read_placement(root, *p);
  read_points(root, *p);
  read_sides(root, *p);

  // WARGEN-SYM: the symmetric procedure (DESIGN); a ruleset without the section refuses --symmetric.
  p->symmetric_allowed = root.has("symmetric");
  if (p->symmetric_allowed) {
    YamlMap symmetric = root.map("symmetric");
    p->symmetric_passes = symmetric.required("passes").integer(1, 10000);
    symmetric.finish();
  }

  YamlMap supply = root.map("supply_line");  // NPOW-L1
  p->supply_line_length_cm = supply.required("length_cm").number(1, p->table_width_cm / 3);
  p->supply_line_depth_cm = supply.required("depth_cm").number(1, p->own_half_cm);
  supply.finish();

  YamlMap roads = root.map("roads");  // NPOW-L2, L3
  p->road_width_cm = roads.required("width_cm").number(0.5, 10);
  p->road_grid_cm = roads.required("grid_cm").number(1, 10);
  p->new_crossing_cost_cm = roads.required("new_crossing_cost_cm").number(0, 10000);
  p->omit_roads_crossing_nothing = roads.required("omit_if_crossing_nothing").boolean();
  roads.finish();

  p->deployment = read_deployment_rules(root.map("deployment"));
  return p;
}

}  // namespace wargen
