// Property tests over 10,000 Game of Kings seeds (WARGEN_GOK_PROPERTY_SEEDS), measured on the
// geometry as written, not on the generator's own attributes: watercourses cross the board
// (GOK-T6), crossings keep their gap and fords sit only where they change something (GOK-T8),
// and every players' choice site on the map says whose choice it is (GOK-T7).
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "generators/sector_dice/sector_dice_rules.hpp"
#include "generators/sector_dice/town_bridges.hpp"
#include "gok_property_seeds.hpp"
#include "render/cairo_handles.hpp"
#include "render/label_placement.hpp"
#include "render/map_layout.hpp"
#include "scenario/structure_checks.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

const SectorDiceParams& gok_params() { return dynamic_cast<const SectorDiceParams&>(*gok().params); }

bool ends_on_other_water(const Feature& f, const Scenario& s) {
  for (const Feature& other : s.features)
    if (&other != &f && is_watercourse_kind(other.kind) &&
        point_polyline_distance(f.path.back(), other.path) <= kOnLineToleranceCm)
      return true;
  return false;
}

}  // namespace

TEST_CASE("GOK-T6 on 10000 seeds: watercourses cross the board and are a sector long unless they join") {
  const double sector_cm = std::max(gok_params().sector_width_cm(), gok_params().sector_depth_cm());
  std::map<std::string, int> entries, exits;
  std::size_t courses = 0, problems = 0;
  auto fail = [&](const std::string& what) {
    if (++problems <= 5) FAIL_CHECK(what);
  };
  for (std::uint64_t seed = 0, seeds = gok_property_seeds(); seed < seeds; ++seed) {
    const Scenario s = gok_scenario(seed);
    for (const Feature& f : s.features) {
      if (!is_watercourse_kind(f.kind)) continue;
      ++courses;
      const std::string what = "seed " + std::to_string(seed) + " " + f.id;
      const std::string in = table_edge_at(f.path.front(), s), out = table_edge_at(f.path.back(), s);
      const bool joins = ends_on_other_water(f, s);
      if (!in.empty()) ++entries[in];
      if (!out.empty()) ++exits[out];
      if (!in.empty() && in == out && !joins)
        fail(what + " leaves by the " + in + " edge it entered, " +
             std::to_string(distance(f.path.front(), f.path.back())) + " cm from its entry");
      if (!in.empty() && out.empty() && !joins) fail(what + " enters by an edge and neither leaves nor joins");
      if (!joins && polyline_length(f.path) < sector_cm)
        fail(what + " is " + std::to_string(polyline_length(f.path)) + " cm long and joins nothing");
    }
  }
  CHECK(problems == 0);
  INFO(courses << " watercourses");
  for (const char* edge : {"south", "north", "west", "east"}) {
    INFO("edge " << edge);
    CHECK(entries[edge] > 0);
    CHECK(exits[edge] > 0);
  }
}

TEST_CASE("GOK-T8 on 10000 seeds: crossings on one river keep the gap, fords only on rivers not crossable anywhere") {
  const SectorDiceParams& p = gok_params();
  const auto& quality = *p.templates.at("river").quality;
  std::size_t pairs = 0, fords = 0, problems = 0, dropped = 0;
  auto fail = [&](const std::string& what) {
    if (++problems <= 5) FAIL_CHECK(what);
  };
  for (std::uint64_t seed = 0, seeds = gok_property_seeds(); seed < seeds; ++seed) {
    const Scenario s = gok_scenario(seed);
    const std::set<std::string> town_bridges = town_bridge_ids(s);
    for (std::size_t i = 0; i < s.crossings.size(); ++i) {
      const Crossing& a = s.crossings[i];
      for (std::size_t j = i + 1; j < s.crossings.size(); ++j) {
        const Crossing& b = s.crossings[j];
        // A town's own bridge is not one of its river's rolled crossings (GOK-T8, town_bridges.hpp).
        if (a.feature != b.feature || town_bridges.count(a.id) || town_bridges.count(b.id)) continue;
        ++pairs;
        if (distance(a.at, b.at) < p.crossing_gap_cm - 0.02)
          fail("seed " + std::to_string(seed) + ": " + a.id + " and " + b.id + " are " +
               std::to_string(distance(a.at, b.at)) + " cm apart");
      }
      if (a.kind != "ford") continue;
      ++fords;
      const std::string passability = s.find_feature(a.feature)->attributes.at("passability");
      for (const auto& row : quality.entries)
        if (row.row.passability == passability && row.row.crossable_anywhere)
          fail("seed " + std::to_string(seed) + ": ford " + a.id + " on a river crossable anywhere");
    }
    for (const Feature& f : s.features) dropped += f.attributes.count("crossings_note");
  }
  CHECK(problems == 0);
  INFO(pairs << " same-river pairs, " << fords << " fords, " << dropped << " rivers with fewer crossings than rolled");
  CHECK(pairs > 0);
  CHECK(fords == 0);  // GOK-T8's default: an impassable river is crossed by its bridges only
}

TEST_CASE("GOK-T7 on 10000 seeds: every players' choice site on the map says whose choice it is") {
  render::SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)};
  render::ContextPtr cr = render::make_context(surface.get(), "test");
  std::size_t sites = 0, problems = 0, with_leader = 0;
  for (std::uint64_t seed = 0, seeds = gok_property_seeds(); seed < seeds; ++seed) {
    const Scenario s = gok_scenario(seed);
    if (std::none_of(s.features.begin(), s.features.end(), [](const Feature& f) { return f.kind == "players_choice"; }))
      continue;
    const render::MapLayout L = render::compute_layout(cr.get(), s, RenderOptions{});
    const render::LabelPlan plan = render::plan_labels(cr.get(), s, L);
    for (const Feature& f : s.features) {
      if (f.kind != "players_choice") continue;
      ++sites;
      const std::string side = f.attributes.at("player") + "'s choice";
      int captions = 0;
      for (const auto& label : plan.labels)
        if (label.role == render::LabelRole::choice_caption && label.owner == f.id && label.text.rfind(side, 0) == 0) {
          ++captions;
          with_leader += label.leader;
        }
      if (captions != 1 && ++problems <= 5)
        FAIL_CHECK("seed " << seed << ": site " << f.id << " has " << captions << " captions '" << side << "'");
    }
  }
  CHECK(problems == 0);
  INFO(sites << " sites, " << with_leader << " captions on a leader line");
  CHECK(sites > 0);
}

}  // namespace WARGEN_TEST_FILE
