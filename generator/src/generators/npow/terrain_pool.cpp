#include "generators/npow/terrain_pool.hpp"

#include "core/error.hpp"

namespace wargen {

namespace {

std::string label(int index) { return "element " + std::to_string(index); }

class PoolRoller {
 public:
  PoolRoller(const NpowParams& p, const TerrainZone& zone, DiceSource& dice, TerrainPool& pool)
      : p_(p), zone_(zone), dice_(dice), pool_(pool) {}

  // One element's nature on the zone table (NPOW-S2, or NPOW-S5 for a re-roll). A 0 makes the
  // river, a second 0 its extra section, a further 0 is rolled again (NPOW-S3).
  PoolElement roll(int index, const std::string& rule, const std::string& why) {
    PoolElement e;
    e.index = index;
    e.element = dice_.roll_on(zone_.terrain, rule, label(index) + ": " + why);
    while (p_.element(e.element).watercourse) {
      int zeros = 0;
      for (const auto& other : pool_.elements)
        if (other.river_sections > 0 && other.index != index) ++zeros;
      if (zeros == 0) {
        e.river_sections = p_.first_zero_sections;
        break;
      }
      if (zeros == 1 && p_.second_zero_sections > 0 && third_section_placed(index)) {
        e.river_sections = p_.second_zero_sections;
        e.second_zero = true;
        break;
      }
      e.element = dice_.roll_on(zone_.terrain, "NPOW-S3",
                                label(index) + (zeros == 1 ? ": a second 0 whose section is not placed, rolled again"
                                                           : ": a further 0, rolled again"));
    }
    e.objective = p_.element(e.element).objective;
    return e;
  }

 private:
  // NPOW-S3: the second 0's section "may be placed" (watercourses.third_section_placed).
  bool third_section_placed(int index) {
    switch (p_.third_section_placed) {
      case ThirdSectionPlaced::always: return true;
      case ThirdSectionPlaced::never: return false;
      case ThirdSectionPlaced::defender: break;
    }
    return dice_.roll_on(p_.defender_third_section, "NPOW-S3",
                         label(index) + ": a second 0, the defender's choice to place its 60 cm") == "place";
  }

  const NpowParams& p_;
  const TerrainZone& zone_;
  DiceSource& dice_;
  TerrainPool& pool_;
};

bool rerollable(const PoolElement& e) { return !e.objective && e.river_sections == 0; }

}  // namespace

int TerrainPool::river_sections() const {
  int n = 0;
  for (const auto& e : elements) n += e.river_sections;
  return n;
}

int TerrainPool::objectives() const {
  int n = count_section_crossings ? river_sections() : 0;
  for (const auto& e : elements) n += e.objective;
  return n;
}

const PoolElement* TerrainPool::river() const {
  for (const auto& e : elements)
    if (e.river_sections > 0 && !e.second_zero) return &e;
  return nullptr;
}

const PoolElement* TerrainPool::second_river() const {
  for (const auto& e : elements)
    if (e.second_zero) return &e;
  return nullptr;
}

TerrainPool roll_pool(const NpowParams& p, const PoolSettings& settings, DiceSource& dice) {
  TerrainPool pool;
  pool.zone = settings.zone;
  pool.count_section_crossings = p.count_section_crossings;
  const TerrainZone& zone = p.zones.at(settings.zone);
  PoolRoller roller(p, zone, dice, pool);

  pool.count = dice.roll(p.element_count, "NPOW-S1", "number of terrain elements");
  for (int i = 1; i <= pool.count; ++i)
    pool.elements.push_back(roller.roll(i, "NPOW-S2", "nature on the " + zone.name + " table"));

  // NPOW-S5: too few objectives - the last elements are rolled again, from the end backwards.
  pool.objective_target = dice.roll(p.objective_count, "NPOW-S5", "number of objectives (supply lines excluded)");
  int position = pool.count - 1, rerolls = 0;
  while (pool.objectives() < pool.objective_target) {
    int tries = 0;
    while (!rerollable(pool.elements[static_cast<std::size_t>(position)]) && tries++ < pool.count)
      position = position == 0 ? pool.count - 1 : position - 1;
    if (tries > pool.count || rerolls >= p.reroll_limit)
      throw GenerationError("NPOW-S5: " + std::to_string(pool.objective_target) + " objectives not reached after " +
                            std::to_string(rerolls) + " re-rolls on the " + zone.name +
                            " table (pool.reroll_limit); give the table more hills or built-up areas");
    auto& e = pool.elements[static_cast<std::size_t>(position)];
    e = roller.roll(e.index, "NPOW-S5", "rolled again: too few objectives");
    ++rerolls;
    position = position == 0 ? pool.count - 1 : position - 1;
  }
  // NPOW-S5: too many - hills become elevations, the last first, unless the convention sets no maximum.
  if (!settings.no_objective_max)
    for (auto it = pool.elements.rbegin(); it != pool.elements.rend() && pool.objectives() > pool.objective_target;
         ++it)
      if (it->objective && p.element(it->element).is_hill()) {
        it->objective = false;
        it->elevation_only = true;
      }

  // NPOW-S6: each 60 cm section's quality, counted from the table edge.
  for (int k = 1; k <= pool.river_sections(); ++k)
    pool.section_quality.push_back(dice.roll_on(
        p.river_quality, "NPOW-S6", "river section " + std::to_string(k) + " (from the table edge): quality"));
  return pool;
}

}  // namespace wargen
