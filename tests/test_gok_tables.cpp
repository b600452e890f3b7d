// The Game of Kings tables produce their outcomes at the rates the rules give (GOK-T3, T4, T5,
// W1). Chi-square over a fixed set of seeds: deterministic, so it cannot flake; the thresholds
// are the 0.999 quantiles, so a wrong table fails by a wide margin.
#include <catch2/catch.hpp>

#include <map>

#include "generators/sector_dice/sector_dice_rules.hpp"
#include "chi_square.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {
constexpr int kSeeds = 3000;


struct Tally {
  std::map<int, int> features_per_scenario;
  std::map<std::string, int> category, water, built_up, hill, wood, start_gauge;
};

const Tally& tally() {
  static const Tally t = [] {
    Tally out;
    const auto& p = dynamic_cast<const SectorDiceParams&>(*gok().params);
    for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
      Scenario s = gok_scenario(seed);
      out.features_per_scenario[static_cast<int>(s.features.size())]++;
      out.start_gauge[std::to_string(s.weather.turns.front().gauge)]++;
      for (const auto& f : s.features) {
        if (f.kind == "players_choice") {
          out.category["choice_" + f.attributes.at("player")]++;
          continue;
        }
        const std::string& name = f.attributes.at("template");
        for (const auto& [category, table] : p.categories)
          for (const auto& e : table.entries)
            if (e.row == name) out.category[category]++;
        std::string variant = f.attributes.at("variant");
        if (f.kind == "hill") out.hill[variant]++;
        if (f.kind == "wood") out.wood[variant]++;
        if (f.kind == "built_up") out.built_up[variant]++;
        if (f.kind == "river" || f.kind == "stream" || f.kind == "lake" || f.kind == "marsh") out.water[f.kind]++;
      }
    }
    return out;
  }();
  return t;
}
}  // namespace

TEST_CASE("GOK-T3: the number of pieces is Binomial(12 - 1/2)") {
  // Tails pooled so every expected count is large.
  std::map<std::string, int> counts;
  std::map<std::string, double> p;
  double binomial[13];
  double c = 1;
  for (int k = 0; k <= 12; ++k) {
    binomial[k] = c / 4096.0;
    c = c * (12 - k) / (k + 1);
  }
  auto bucket = [](int k) { return k <= 2 ? std::string("<=2") : k >= 10 ? std::string(">=10") : std::to_string(k); };
  for (int k = 0; k <= 12; ++k) p[bucket(k)] += binomial[k];
  for (const auto& [k, n] : tally().features_per_scenario) counts[bucket(k)] += n;
  CHECK(chi_square(counts, p) < critical(p.size() - 1));
}

TEST_CASE("GOK-T4: hill - water - wood - built-up - A's and B's choice each 1 in 6") {
  std::map<std::string, double> p = {{"hill", 1 / 6.0},     {"water", 1 / 6.0},    {"wood", 1 / 6.0},
                                     {"built_up", 1 / 6.0}, {"choice_A", 1 / 6.0}, {"choice_B", 1 / 6.0}};
  CHECK(chi_square(tally().category, p) < critical(5));
}

TEST_CASE("GOK-T5: the sub-tables give each kind at its rate") {
  CHECK(chi_square(tally().water, {{"stream", 1 / 3.0}, {"river", 1 / 3.0}, {"lake", 1 / 6.0}, {"marsh", 1 / 6.0}}) <
        critical(3));
  CHECK(chi_square(tally().built_up,
                   {{"farmstead", 1 / 3.0}, {"village", 1 / 3.0}, {"town", 1 / 6.0}, {"walled_town", 1 / 6.0}}) <
        critical(3));
  CHECK(chi_square(tally().hill, {{"gentle", 0.5}, {"steep", 0.5}}) < critical(1));
  CHECK(chi_square(tally().wood, {{"open", 0.5}, {"dense", 0.5}}) < critical(1));
}

TEST_CASE("GOK-W1: the starting weather gauge is 2d6") {
  std::map<std::string, double> p;
  for (int total = 2; total <= 12; ++total) p[std::to_string(total)] = (6 - std::abs(total - 7)) / 36.0;
  CHECK(chi_square(tally().start_gauge, p) < critical(10));
}

}  // namespace WARGEN_TEST_FILE
