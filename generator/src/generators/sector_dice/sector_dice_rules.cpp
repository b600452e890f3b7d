#include "generators/sector_dice/sector_dice_rules.hpp"

#include "core/error.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

namespace {
RangeCm read_range(YamlMap& map, const std::string& key, double min, double max) {
  auto value = map.required(key);
  auto [lowest, highest] = value.pair();
  if (!(lowest >= min && highest <= max && lowest <= highest))
    value.fail("must be [lowest, highest] within " + std::to_string(static_cast<int>(min)) + ".." +
               std::to_string(static_cast<int>(max)));
  return {lowest, highest};
}

CountSpec read_count(YamlMap& map, const std::string& key) {
  auto value = map.required(key);
  CountSpec count;
  std::string text = value.text();
  if (text.find('d') != std::string::npos) {
    try {
      count.dice = Dice::parse(text);
    } catch (const std::invalid_argument& e) {
      value.fail(e.what());
    }
    if (count.dice->min() < 0) value.fail("a count cannot be negative");
  } else {
    count.fixed = value.integer(0, 20);
  }
  return count;
}

OutlineShape read_shape(YamlMap& map) {
  auto value = map.required("shape");
  std::string s = value.text();
  if (s == "smooth") return OutlineShape::smooth;
  if (s == "irregular") return OutlineShape::irregular;
  if (s == "block") return OutlineShape::block;
  if (s == "walled") return OutlineShape::walled;
  if (s == "watercourse") return OutlineShape::watercourse;
  value.fail("must be one of smooth, irregular, block, walled, watercourse");
}

FeatureTemplate read_template(const std::string& name, YamlMap map) {
  FeatureTemplate t;
  t.name = name;
  auto kind = map.required("kind");
  t.kind = kind.text();
  if (!is_feature_kind(t.kind) || t.kind == "players_choice") kind.fail("'" + t.kind + "' is not a terrain kind");
  t.variant = map.required("variant").text();
  t.shape = read_shape(map);
  if (t.is_watercourse() != is_watercourse_kind(t.kind))
    map.fail("shape", "watercourse shape goes with kinds river and stream, and only with them");
  // GOK-T8: a river with a quality table takes its movement from the quality rolled.
  if (!(t.is_watercourse() && map.has("quality")) || map.has("movement")) t.movement = map.required("movement").text();
  if (t.is_watercourse()) {
    t.width_cm = read_range(map, "width_cm", 0.5, 20);
    if (map.has("quality")) {
      t.quality = read_dice_table<RiverQuality>(map.map("quality"), [](YamlMap& row) {
        RiverQuality q;
        q.passability = row.required("passability").text();
        q.movement = row.required("movement").text();
        q.crossable_anywhere = row.required("crossable_anywhere").boolean();
        q.bridges = read_count(row, "bridges");
        q.fords = read_count(row, "fords");
        // The seed's Wörthbach: foot and horse cross it anywhere, so a ford would add nothing.
        if (q.crossable_anywhere && (q.fords.dice ? q.fords.dice->max() : q.fords.fixed) > 0)
          row.fail("fords", "must be 0 where crossable_anywhere is true: a ford there changes nothing");
        return q;
      });
    }
  } else {
    t.length_cm = read_range(map, "length_cm", 2, 100);
    t.depth_cm = read_range(map, "depth_cm", 2, 100);
    if (map.has("may_cover_water")) t.may_cover_water = map.required("may_cover_water").boolean();
  }
  map.finish();
  return t;
}

DiceTable<std::string> read_single_column(YamlMap map, const std::string& column) {
  return read_dice_table<std::string>(std::move(map), [&](YamlMap& row) { return row.required(column).text(); });
}
}  // namespace

int CountSpec::roll(Pcg32& rng, std::vector<DiceLogEntry>& log, std::string_view rule, std::string note) const {
  return dice ? dice->roll(rng, log, rule, std::move(note)) : fixed;
}

std::string CountSpec::text() const { return dice ? dice->notation() : std::to_string(fixed); }

const FeatureTemplate* SectorDiceParams::find_template(const std::string& kind, const std::string& variant) const {
  for (const auto& [name, t] : templates)
    if (t.kind == kind && t.variant == variant) return &t;
  return nullptr;
}

std::shared_ptr<const SectorDiceParams> read_sector_dice_params(YamlMap& root) {
  auto p = std::make_shared<SectorDiceParams>();

  YamlMap table = root.map("table");
  p->table_width_cm = table.required("width_cm").number(10, 2000);
  p->table_depth_cm = table.required("depth_cm").number(10, 2000);
  table.finish();

  YamlMap sectors = root.map("sectors");
  p->columns = sectors.required("columns").integer(1, 26);
  p->rows = sectors.required("rows").integer(1, 99);
  sectors.finish();

  YamlMap piece = root.map("piece");
  p->piece_dice = read_dice(piece, "dice");
  p->piece_present_on = read_roll_range(piece, p->piece_dice, "present_on");
  // GOK-B1 (DESIGN): optional, so a club's older copy of the ruleset still loads; 12 when missing.
  if (piece.has("box_reroll_limit")) p->box_reroll_limit = piece.required("box_reroll_limit").integer(1, 1000);
  piece.finish();

  YamlMap templates = root.map("features");
  for (const auto& name : templates.keys()) p->templates.emplace(name, read_template(name, templates.map(name)));
  templates.finish();

  YamlMap categories = root.map("categories");
  for (const auto& name : categories.keys()) {
    auto value = categories.required(name);
    auto table_of = read_single_column(YamlMap(value), "feature");
    for (const auto& e : table_of.entries)
      if (!p->templates.count(e.row))
        value.fail("names feature '" + e.row + "', which is not under 'features'");
    p->categories.emplace(name, std::move(table_of));
  }
  categories.finish();

  auto category_value = root.required("category_table");
  p->category_table = read_dice_table<CategoryRow>(YamlMap(category_value), [&](YamlMap& row) {
    CategoryRow out;
    if (row.has("players_choice")) {
      auto player = row.required("players_choice");
      out.player = player.text();
      if (out.player != "A" && out.player != "B") player.fail("must be A or B");
    } else {
      auto category = row.required("category");
      out.category = category.text();
      if (!p->categories.count(out.category)) category.fail("'" + out.category + "' is not under 'categories'");
    }
    return out;
  });

  YamlMap choice = root.map("players_choice");
  auto policy = choice.required("policy");
  if (policy.text() != "leave_open" && policy.text() != "reroll") policy.fail("must be leave_open or reroll");
  p->choice_left_open = policy.text() == "leave_open";
  p->choice_site_size_cm = read_range(choice, "site_size_cm", 2, 100);
  auto suggestion_value = choice.required("suggestion");
  p->choice_suggestion = read_single_column(YamlMap(suggestion_value), "category");
  for (const auto& e : p->choice_suggestion.entries)
    if (!p->categories.count(e.row)) suggestion_value.fail("names category '" + e.row + "', which is not under 'categories'");
  choice.finish();

  YamlMap water = root.map("watercourses");
  auto origin_value = water.required("origin");
  p->origin_table = read_single_column(YamlMap(origin_value), "origin");
  for (const auto& e : p->origin_table.entries)
    if (e.row != "spring" && e.row != "edge") origin_value.fail("origin must be spring or edge");
  auto turn_value = water.required("turn");
  p->turn_table = read_single_column(YamlMap(turn_value), "turn");
  for (const auto& e : p->turn_table.entries)
    if (e.row != "left" && e.row != "straight" && e.row != "right") turn_value.fail("turn must be left, straight or right");
  p->meander_cm = water.required("meander_cm").number(0, 10);
  p->min_length_sectors = water.required("min_length_sectors").number(0, 10);
  p->min_tributary_cm = water.required("min_tributary_cm").number(0, 40);
  auto band = water.required("waypoint_band");
  auto [band_low, band_high] = band.pair();
  if (!(band_low >= 0.05 && band_high <= 0.95 && band_low <= band_high))
    band.fail("must be [lowest, highest] fractions of a sector within 0.05..0.95");
  p->waypoint_band = {band_low, band_high};
  water.finish();

  YamlMap placement = root.map("placement");
  p->gap_cm = placement.required("gap_cm").number(0, 50);
  p->water_gap_cm = placement.required("water_gap_cm").number(0, 50);
  p->crossing_gap_cm = placement.required("crossing_gap_cm").number(1, 200);
  p->attempts = placement.required("attempts").integer(1, 100000);
  p->placement_passes = placement.required("passes").integer(1, 100);
  placement.finish();

  // WARGEN-SYM (DESIGN): the symmetric procedure, offered only by a ruleset that has the section.
  if (root.has("symmetric")) {
    YamlMap symmetric = root.map("symmetric");
    auto watercourses = symmetric.required("watercourses");
    if (watercourses.text() != "stay_in_half")
      watercourses.fail(
          "must be stay_in_half (a watercourse of the rolled half stays in it; the only way wargen "
          "lays a symmetric table's watercourses)");
    if (p->rows % 2 != 0)
      symmetric.fail("watercourses",
                     "a symmetric table needs an even sectors.rows, so that each half is whole rows "
                     "and each sector's twin lies in the other half");
    symmetric.finish();
    p->symmetric_offered = true;
  }

  auto place_names = root.required("place_names");
  try {
    p->place_names = &name_language(place_names.text());
  } catch (const InputError& e) {
    place_names.fail(e.what());
  }

  p->deployment = read_deployment_rules(root.map("deployment"));
  p->weather = read_weather_rules(root.map("weather"));
  return p;
}

}  // namespace wargen
