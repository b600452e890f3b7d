// GOK-T7 site by site (--site-choice SECTOR=KIND): the picked site takes the kind, every other
// piece stays where the seed laid it, the dice stay logged, the file records the pick, and a pick
// that names no choice site or no allowed kind is refused on one line with exit code 2.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>

#include "core/error.hpp"
#include "generators/sector_dice/town_bridges.hpp"
#include "scenario/scenario_reader.hpp"
#include "gok_property_seeds.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

Scenario with_picks(std::uint64_t seed, const OptionValues& picks) {
  GenerateRequest request;
  request.seed = seed;
  request.options = picks;
  return generate_scenario(gok(), request);
}

std::vector<const Feature*> open_sites(const Scenario& s) {
  std::vector<const Feature*> out;
  for (const auto& f : s.features)
    if (f.kind == "players_choice") out.push_back(&f);
  return out;
}

// The crossings as a player sees them (kind, place, watercourse; ids follow from the towns before
// them), but the own bridges (GOK-T8) of the town `leave_out` names, or of every town for "*".
std::vector<std::string> crossings_seen(const Scenario& s, const std::string& leave_out = "") {
  std::vector<std::string> out;
  for (const auto& c : s.crossings) {
    bool town_bridge = false;
    for (const auto& f : s.features)
      town_bridge = town_bridge || ((leave_out == "*" || f.id == leave_out) && names_town_bridge(f, c.id));
    if (!town_bridge)
      out.push_back(c.kind + " " + std::to_string(c.at.x) + " " + std::to_string(c.at.y) + " " + c.feature);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<int> sector_rolls(const Scenario& s) {
  std::vector<int> out;
  for (const auto& e : s.dice_log)
    if (e.rule == "GOK-T3" || e.rule == "GOK-T4") out.push_back(e.result);
  return out;
}

}  // namespace

TEST_CASE("GOK-T7: a site picked by sector changes that site and nothing else", "[gok][site-choice][property]") {
  const std::uint64_t seeds = std::max<std::uint64_t>(gok_property_seeds() / 20, 50);
  const std::vector<std::string> area_kinds = {"wood", "hill", "built_up", "lake"};
  int sites_tried = 0, no_room = 0;
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const Scenario open = with_picks(seed, {});
    for (const Feature* site : open_sites(open)) {
      const std::string kind = area_kinds[(seed + site->sector.size()) % area_kinds.size()];
      const std::string key = "site_choice_" + site->sector;
      Scenario picked;
      try {
        picked = with_picks(seed, {{key, kind}});
      } catch (const InputError& e) {
        // Only a piece too big for the room the other pieces leave is refused, and it says so.
        CHECK_THAT(e.what(), Catch::Contains("--site-choice " + site->sector + "=" + kind + ": GOK-T3: no room"));
        ++no_room;
        continue;
      }
      ++sites_tried;
      INFO("seed " << seed << " site " << site->sector << " picked " << kind);
      CHECK(validate_scenario(picked, gok()).empty());
      CHECK(picked.options.at(key) == kind);
      CHECK(sector_rolls(picked) == sector_rolls(open));
      REQUIRE(picked.features.size() == open.features.size());
      // A picked town on a river has a bridge of its own (GOK-T8); every other crossing stays.
      REQUIRE(crossings_seen(picked, site->id) == crossings_seen(open));
      for (std::size_t i = 0; i < open.features.size(); ++i) {
        const Feature &before = open.features[i], &after = picked.features[i];
        if (before.id != site->id) {
          CHECK(before.outline == after.outline);
          CHECK(before.path == after.path);
          CHECK(before.kind == after.kind);
          CHECK(before.attributes == after.attributes);
          CHECK(before.name == after.name);
          continue;
        }
        CHECK(after.sector == site->sector);
        CHECK(after.kind != "players_choice");
        CHECK(after.attributes.at("chosen_by") == site->attributes.at("player"));
        CHECK(after.attributes.at("site_choice") == kind);
        if (kind != "built_up") CHECK(after.kind == kind);
      }
      // The picked kind's own dice are in the log, after the site's suggestion die.
      bool logged = false;
      for (const auto& e : picked.dice_log)
        logged = logged || e.note.find("sector " + site->sector + ", player") != std::string::npos;
      if (kind == "built_up") CHECK(logged);
    }
  }
  INFO(sites_tried << " sites picked, " << no_room << " without room");
  CHECK(sites_tried > 10 * no_room);
}

TEST_CASE("GOK-T7: a watercourse picked for a site is routed on the site's own dice, validates and leaves "
          "the rivers there their crossings",
          "[gok][site-choice][property]") {
  int rivers = 0, kept = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const Scenario open = with_picks(seed, {});
    for (const Feature* site : open_sites(open)) {
      for (const char* kind : {"stream", "river"}) {
        Scenario picked;
        try {
          picked = with_picks(seed, {{"site_choice_" + site->sector, kind}});
        } catch (const InputError&) {
          continue;  // no room left for the areas around its course
        } catch (const GenerationError&) {
          continue;
        }
        INFO("seed " << seed << " site " << site->sector << " picked " << kind);
        CHECK(validate_scenario(picked, gok()).empty());
        CHECK(sector_rolls(picked) == sector_rolls(open));
        // GOK-T8: the rivers' dice were rolled without the pick; their crossings stay as laid.
        const std::vector<std::string> after = crossings_seen(picked, "*");
        for (const std::string& before : crossings_seen(open, "*")) {
          INFO("crossing " << before);
          CHECK(std::binary_search(after.begin(), after.end(), before));
          ++kept;
        }
        ++rivers;
      }
    }
  }
  CHECK(rivers > 20);
  CHECK(kept > rivers / 4);  // many tables have a river with crossings
}

TEST_CASE("GOK-T7: the same picks give the same bytes, and picks on two sites combine", "[gok][site-choice]") {
  const Scenario open = with_picks(12, {});
  auto sites = open_sites(open);
  REQUIRE(sites.size() >= 1);
  OptionValues picks;
  for (const Feature* site : sites) picks["site_choice_" + site->sector] = "wood";
  CHECK(with_picks(12, picks) == with_picks(12, picks));
  for (const auto& f : with_picks(12, picks).features) CHECK(f.kind != "players_choice");
}

TEST_CASE("GOK-T7: bad site picks are refused on one line, exit code 2 (4 for a site this seed lacks)", "[gok][site-choice][cli]") {
  TempDir dir("site-choice-cli");
  const Scenario open = with_picks(12, {});
  REQUIRE(!open_sites(open).empty());
  const std::string site = open_sites(open).front()->sector;
  std::string plain;  // a sector whose die gave no choice site
  for (const auto& sector : open.sectors) {
    bool is_site = false;
    for (const auto& f : open.features) is_site = is_site || (f.sector == sector.id && f.kind == "players_choice");
    if (!is_site) plain = sector.id;
  }
  {
    // Not this seed's site: the seed's outcome (exit 4), which a batch skips, not bad input.
    auto result = run_wargen("generate --ruleset gok --seed 12 --format yaml --site-choice " + plain + "=wood",
                             dir.path());
    CHECK(result.exit_code == 4);
    CHECK_THAT(result.err, Catch::StartsWith("wargen: GOK-T7: --site-choice " + plain + "=wood: sector " + plain +
                                             " is not a player's choice site on this map (its choice sites: "));
    CHECK(std::count(result.err.begin(), result.err.end(), '\n') == 1);
    CHECK(dir.file_count() == 0);
  }
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--site-choice Z9=wood", "--site-choice Z9=wood: no sector Z9 on this table (A1 to F2)"},
      {"--site-choice " + site + "=dragon", "--site-choice: '" + site + "=dragon' must be one of built_up, hill"},
      {"--site-choice wood", "--site-choice: 'wood' must look like SITE=VALUE"},
      {"--site-choice 3C=wood", "--site-choice: '3C=wood' must look like SITE=VALUE"},
  };
  for (const auto& [flags, message] : cases) {
    auto result = run_wargen("generate --ruleset gok --seed 12 --format yaml " + flags, dir.path());
    INFO(flags << " -> " << result.err);
    CHECK(result.exit_code == 2);
    CHECK_THAT(result.err, Catch::StartsWith("wargen: " + message));
    CHECK(std::count(result.err.begin(), result.err.end(), '\n') == 1);
    CHECK(dir.file_count() == 0);
  }
  // A lower-case sector is the same site, recorded as the format writes sector ids.
  auto result = run_wargen("generate --ruleset gok --seed 12 --format yaml --site-choice " +
                               std::string(1, static_cast<char>(std::tolower(site[0]))) + site.substr(1) + "=wood",
                           dir.path());
  CHECK(result.exit_code == 0);
  CHECK_THAT(read_file(dir / "gok-12.yaml"), Catch::Contains("site_choice_" + site + ": wood"));
  CHECK(run_wargen("validate gok-12.yaml", dir.path()).exit_code == 0);
}

TEST_CASE("GOK-T7: the scenario file reproduces a site pick", "[gok][site-choice][cli]") {
  TempDir dir("site-choice-replay");
  const std::string site = open_sites(with_picks(12, {})).front()->sector;
  REQUIRE(
      run_wargen("generate --ruleset gok --seed 12 --format yaml --out a --site-choice " + site + "=hill", dir.path())
          .exit_code == 0);
  const Scenario made = with_picks(12, {{"site_choice_" + site, "hill"}});
  CHECK(request_from_scenario(made).options.at("site_choice_" + site) == "hill");
  CHECK(with_picks(made.seed, request_from_scenario(made).options) == made);
}

TEST_CASE("GOK-T7: a site's pick wins over its side's --choice for that site only", "[gok][site-choice]") {
  const Scenario open = with_picks(12, {});
  std::vector<std::string> a_sites;
  for (const Feature* site : open_sites(open))
    if (site->attributes.at("player") == "A") a_sites.push_back(site->sector);
  REQUIRE(a_sites.size() >= 2);
  const Scenario mixed = with_picks(12, {{"choice_A", "wood"}, {"site_choice_" + a_sites[0], "hill"}});
  CHECK(validate_scenario(mixed, gok()).empty());
  for (const auto& f : mixed.features) {
    if (f.sector == a_sites[0]) {
      CHECK(f.kind == "hill");
      CHECK(f.attributes.at("site_choice") == "hill");
    } else if (std::find(a_sites.begin(), a_sites.end(), f.sector) != a_sites.end()) {
      CHECK(f.kind == "wood");
      CHECK(f.attributes.count("site_choice") == 0);
    }
  }
}

TEST_CASE("GOK-T7: a batch with a site pick skips the seeds without that site", "[gok][site-choice][cli]") {
  TempDir dir("site-choice-batch");
  auto result = run_wargen("batch --ruleset gok --umpire-key 3 --count 2 --site-choice D1=wood --format yaml --out b",
                           dir.path());
  INFO(result.err);
  REQUIRE(result.exit_code == 0);
  const std::string index = read_file(dir / "b" / "index.yaml");
  CHECK_THAT(index, Catch::Contains("rule: GOK-T7, reason: \"GOK-T7: --site-choice D1=wood: sector D1 is not a "
                                    "player's choice site on this map"));
  int maps = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir / "b" / "maps")) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".yaml" || name.find("-fairness.yaml") != std::string::npos) continue;
    ++maps;
    const Scenario scenario = read_scenario_file(entry.path().string());
    CHECK(scenario.options.at("site_choice_D1") == "wood");
    bool picked = false;
    for (const auto& f : scenario.features) picked = picked || (f.sector == "D1" && f.kind == "wood");
    CHECK(picked);
  }
  CHECK(maps == 2);
}

}  // namespace WARGEN_TEST_FILE
