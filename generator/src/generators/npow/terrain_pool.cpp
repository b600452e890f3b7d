#include "generators/npow/terrain_pool.hpp"

#include <algorithm>
#include <charconv>
#include <iterator>
#include <string_view>

#include "core/det_math.hpp"
#include "core/error.hpp"

namespace wargen {

namespace {

std::string label(int index) { return "element " + std::to_string(index); }

class PoolRoller {
 public:
  PoolRoller(const NpowParams& p, const TerrainZone& zone, DiceSource& dice, TerrainPool& pool, PoolBox* box)
      : p_(p), zone_(zone), dice_(dice), pool_(pool), box_(box) {}

  // NPOW-B1: the nature the dice give (roll_nature), rolled again while the box cannot serve it;
  // the re-roll is logged under the same rule with a note naming what the box lacks.
  PoolElement roll(int index, bool centre, const std::string& rule, const std::string& why) {
    PoolElement e = roll_nature(index, centre, rule, why);
    if (!box_) return e;
    const int copies = pool_.symmetric && !centre ? 2 : 1;
    std::vector<std::string> lacking;  // what the box could not serve, first asked first
    for (int rerolls = 0; !box_->reserve(e, copies); ++rerolls) {
      if (std::find(lacking.begin(), lacking.end(), e.element) == lacking.end()) lacking.push_back(e.element);
      if (rerolls == p_.box_reroll_limit) throw box_exhausted(index, lacking, copies);
      e = roll_nature(index, centre, rule, box_reroll_reason(e.element, copies == 2));
    }
    return e;
  }

  // NPOW-B1: the pool cannot be completed from the box, and NPOW-P1 wants an element in every
  // sector: the seed is given up, naming the kinds the dice asked for and the box lacks.
  GenerationError box_exhausted(int index, const std::vector<std::string>& lacking, int copies) const {
    std::vector<LackedKind> lacked;
    for (const auto& name : lacking) {
      const ElementSpec& spec = p_.element(name);
      LackedKind kind = LackedKind::of(spec.kind, spec.variant);
      if (std::find(lacked.begin(), lacked.end(), kind) == lacked.end()) lacked.push_back(std::move(kind));
    }
    std::string kinds;
    for (const LackedKind& kind : lacked) kinds += (kinds.empty() ? "" : ", ") + kind.text();
    return GenerationError("NPOW-P1: the terrain box cannot serve the pool: element " + std::to_string(index) + " of " +
                           std::to_string(pool_.count) + " was rolled again " + std::to_string(p_.box_reroll_limit) +
                           " times and the box has no " + kinds + (copies == 2 ? " for a pair of twins" : "") +
                           " left; every sector needs an element (NPOW-B1: add more pieces to the box)",
                           std::move(lacked));
  }

  // One element's nature on the zone table (NPOW-S2, or NPOW-S5 for a re-roll). A 0 makes the
  // river, a second 0 its extra section, a further 0 is rolled again (NPOW-S3); so is a 0 for the
  // symmetric table's centre element, which no S3 river can be, and an element that would close
  // the road through the centre (closes_centre).
  PoolElement roll_nature(int index, bool centre, const std::string& rule, const std::string& why) {
    PoolElement e;
    e.index = index;
    e.centre = centre;
    e.element = dice_.roll_on(zone_.terrain, rule, label(index) + ": " + why);
    // The catalogue entry of the element the dice gave, looked up by name once a roll.
    const ElementSpec* spec = &p_.element(e.element);
    auto roll_again = [&](std::string_view rule_again, std::string note) {
      e.element = dice_.roll_on(zone_.terrain, rule_again, std::move(note));
      spec = &p_.element(e.element);
    };
    while (spec->watercourse || (centre && closes_centre(*spec))) {
      int zeros = 0, first_zero_index = 0;
      for (const auto& other : pool_.elements)
        if (other.river_sections > 0 && other.index != index && other.twin_of == 0) {
          ++zeros;
          if (!other.second_zero) first_zero_index = other.index;
        }
      if (centre && spec->watercourse) {
        roll_again("NPOW-S3", label(index) + ": a 0 for the centre element, which a river cannot be, rolled again");
        continue;
      }
      if (centre) {
        roll_again("NPOW-S2", label(index) +
                                  ": a linear element or a single building would close the road through the centre, "
                                  "rolled again");
        continue;
      }
      if (zeros == 0) {
        e.river_sections = p_.first_zero_sections;
        break;
      }
      // NPOW-S3 "lors du second lancé de dé" (watercourses.second_zero_roll).
      const bool second_roll = p_.second_zero_roll == SecondZeroRoll::any_later || index == first_zero_index + 1;
      if (zeros == 1 && !second_roll) {
        roll_again("NPOW-S3", label(index) + ": a second 0, not on the roll after the first 0, rolled again");
        continue;
      }
      if (zeros == 1 && p_.second_zero_sections > 0 && third_section_placed(index)) {
        e.river_sections = p_.second_zero_sections;
        e.second_zero = true;
        break;
      }
      roll_again("NPOW-S3", label(index) + (zeros == 1 ? ": a second 0 whose section is not placed, rolled again"
                                                       : ": a further 0, rolled again"));
    }
    e.objective = spec->objective;
    return e;
  }

 private:
  // The road between the supply lines runs through the centre (NPOW-L2), and no road is laid over
  // a hedge or bank lying there, nor through the single building of a farm centred there.
  static bool closes_centre(const ElementSpec& spec) { return spec.is_linear() || spec.building.has_value(); }

  // NPOW-S3: the second 0's section "may be placed" (watercourses.third_section_placed).
  bool third_section_placed(int index) {
    switch (p_.third_section_placed) {
      case ThirdSectionPlaced::always:
        return true;
      case ThirdSectionPlaced::never:
        return false;
      case ThirdSectionPlaced::defender:
        break;
    }
    return dice_.roll_on(p_.defender_third_section, "NPOW-S3",
                         label(index) + ": a second 0, the defender's choice to place its 60 cm") == "place";
  }

  const NpowParams& p_;
  const TerrainZone& zone_;
  DiceSource& dice_;
  TerrainPool& pool_;
  PoolBox* box_;
};

bool rerollable(const PoolElement& e) { return !e.objective && e.river_sections == 0; }

// Symmetric: the twin of a rolled element is a copy of it under its own number.
void copy_to_twin(const PoolElement& rolled, TerrainPool& pool) {
  if (rolled.centre || !pool.symmetric) return;
  PoolElement& twin = pool.elements[static_cast<std::size_t>(pool.twin(rolled.index) - 1)];
  twin = rolled;
  twin.index = pool.twin(rolled.index);
  twin.twin_of = rolled.index;
}

// NPOW-S5 when every element left is an objective or a river: the position (in `rolled`) of the
// river rolled last – a second 0's extra section before the river it extends, which would
// otherwise be left extending nothing – or -1 when there is no river either.
int last_river(const TerrainPool& pool, const std::vector<std::size_t>& rolled) {
  int river = -1;
  for (std::size_t k = 0; k < rolled.size(); ++k) {
    const PoolElement& e = pool.elements[rolled[k]];
    if (e.river_sections == 0) continue;
    if (e.second_zero) return static_cast<int>(k);
    river = static_cast<int>(k);
  }
  return river;
}

std::string twin_note(const TerrainPool& pool, int index) {
  if (!pool.symmetric) return "";
  return pool.twin(index) == index ? " (its own twin, on the table's centre)"
                                   : " (its half-turn twin is element " + std::to_string(pool.twin(index)) + ")";
}

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

int TerrainPool::twin(int index) const {
  if (!symmetric) return index;
  int half = count / 2;
  if (index > 2 * half) return index;  // the centre element
  return index > half ? index - half : index + half;
}

const PoolElement* TerrainPool::second_river() const {
  for (const auto& e : elements)
    if (e.second_zero) return &e;
  return nullptr;
}

namespace {
// The table's area and the source's, in square hundredths of a cm: whole numbers, so a scaled count
// is the same on every machine.
std::int64_t area_h2(double width_cm, double depth_cm) { return grid_hundredths(width_cm) * grid_hundredths(depth_cm); }
std::int64_t table_area_h2(const NpowParams& p) { return area_h2(p.table_width_cm, p.table_depth_cm); }
std::int64_t source_area_h2(const NpowParams& p) { return static_cast<std::int64_t>(p.pool_area_cm2) * 10000; }

// "2.25", for the log's note.
std::string table_area_ratio_text(const NpowParams& p) {
  const std::int64_t hundredths = (table_area_h2(p) * 100 + source_area_h2(p) / 2) / source_area_h2(p);
  return std::to_string(hundredths / 100) + "." + std::to_string(hundredths % 100 / 10) +
         std::to_string(hundredths % 10);
}
}  // namespace

int scaled_to_table(int rolled, const NpowParams& p) {
  const std::int64_t table = table_area_h2(p), source = source_area_h2(p);
  if (table <= source) return rolled;
  return static_cast<int>((2 * rolled * table + source) / (2 * source));  // to the nearest, halves up
}

std::string box_reroll_reason(const std::string& element, bool twin) {
  return "box has no " + element + (twin ? " for it and its twin" : "") + " left, rolled again (NPOW-B1)";
}

bool is_box_reroll_note(const std::string& note, int index) {
  // label(index) + ": box has no " read in place: a validation asks this of each element's roll.
  constexpr std::string_view kElement = "element ", kBox = ": box has no ";
  const std::string_view text(note);
  if (text.substr(0, kElement.size()) != kElement) return false;
  char digits[16];
  const auto written = std::to_chars(std::begin(digits), std::end(digits), index);
  const std::string_view number(digits, static_cast<std::size_t>(written.ptr - digits));
  // The number read, the note holds it whole, so the words after it start within the note.
  return text.substr(kElement.size(), number.size()) == number &&
         text.substr(kElement.size() + number.size()).substr(0, kBox.size()) == kBox;
}

TerrainPool roll_pool(const NpowParams& p, const PoolSettings& settings, DiceSource& dice, PoolBox* box) {
  TerrainPool pool;
  pool.zone = settings.zone;
  pool.symmetric = settings.symmetric;
  pool.count_section_crossings = p.count_section_crossings;
  const TerrainZone& zone = p.zones.at(settings.zone);
  PoolRoller roller(p, zone, dice, pool, box);
  const std::string nature = "nature on the " + zone.name + " table";

  // A larger table than the source's scales the dice it was written for (scaled_to_table); the
  // log's note says by how much, so a club rolling by hand multiplies the same way.
  const std::string scaling = table_area_h2(p) <= source_area_h2(p)
                                  ? ""
                                  : "; times " + table_area_ratio_text(p) +
                                        " (this table's area over the source's), to the nearest whole number";
  pool.count = scaled_to_table(dice.roll(p.element_count, "NPOW-S1", "number of terrain elements" + scaling), p);
  // The elements whose natures the dice give, in the order they are rolled (positions in
  // pool.elements); without symmetry, all of them.
  std::vector<std::size_t> rolled;
  if (!pool.symmetric) {
    for (int i = 1; i <= pool.count; ++i) {
      pool.elements.push_back(roller.roll(i, false, "NPOW-S2", nature));
      rolled.push_back(static_cast<std::size_t>(i - 1));
    }
  } else {
    int half = pool.count / 2;
    for (int i = 1; i <= half; ++i) {
      pool.elements.push_back(roller.roll(i, false, "NPOW-S2", nature + twin_note(pool, i)));
      rolled.push_back(static_cast<std::size_t>(i - 1));
    }
    pool.elements.resize(static_cast<std::size_t>(2 * half));
    for (int i = 1; i <= half; ++i) copy_to_twin(pool.elements[static_cast<std::size_t>(i - 1)], pool);
    if (pool.count % 2 == 1) {
      pool.elements.push_back(roller.roll(pool.count, true, "NPOW-S2", nature + twin_note(pool, pool.count)));
      rolled.push_back(static_cast<std::size_t>(pool.count - 1));
    }
  }

  // NPOW-S5: too few objectives - the last elements are rolled again, from the end backwards (a
  // rolled element takes its twin along). An element that becomes an objective or a river is no
  // longer rerollable, so the search below moves past it; under until_objective that is the only
  // way to move on (pool.reroll_order). When only objectives and rivers are left, the last river
  // is rolled again (last_river): on a symmetric table a river takes its twin along, so a pool
  // of half as many rolled elements can run out of anything else.
  pool.objective_target = scaled_to_table(
      dice.roll(p.objective_count, "NPOW-S5", "number of objectives (supply lines excluded)" + scaling), p);
  // The re-rolls' bound grows with the pool: more objectives to reach among more elements.
  const int reroll_limit = scaled_to_table(p.reroll_limit, p);
  const int n = static_cast<int>(rolled.size());
  int position = n - 1, rerolls = 0;
  auto at = [&](int k) -> PoolElement& { return pool.elements[rolled[static_cast<std::size_t>(k)]]; };
  while (pool.objectives() < pool.objective_target) {
    int tries = 0;
    while (!rerollable(at(position)) && tries++ < n) position = position == 0 ? n - 1 : position - 1;
    const std::string short_of = "NPOW-S5: " + std::to_string(pool.objective_target) + " objectives not reached ";
    const std::string remedy = "; give the table more hills or built-up areas";
    if (tries > n) position = last_river(pool, rolled);
    if (position < 0)
      throw GenerationError(short_of + "on the " + zone.name + " table: after " + std::to_string(rerolls) +
                            (rerolls == 1 ? " re-roll" : " re-rolls") + " every element is an objective" + remedy);
    if (rerolls >= reroll_limit)
      throw GenerationError(short_of + "after " + std::to_string(rerolls) + (rerolls == 1 ? " re-roll" : " re-rolls") +
                            " on the " + zone.name + " table (pool.reroll_limit)" + remedy);
    PoolElement& e = at(position);
    if (box) box->release(e);
    const std::string why = e.river_sections > 0
                                ? "rolled again: too few objectives, and only objectives and rivers are left, so "
                                  "the river rolled last"
                                : "rolled again: too few objectives";
    e = roller.roll(e.index, e.centre, "NPOW-S5", why + twin_note(pool, e.index));
    copy_to_twin(e, pool);
    ++rerolls;
    if (p.reroll_order == RerollOrder::one_each_backwards) position = position == 0 ? n - 1 : position - 1;
  }
  // NPOW-S5: too many - hills become elevations, the last first, unless the convention sets no
  // maximum. A hill goes with its twin, two objectives at once: never below the die.
  if (!settings.no_objective_max)
    for (int k = n - 1; k >= 0 && pool.objectives() > pool.objective_target; --k) {
      PoolElement& e = at(k);
      int drop = pool.symmetric && !e.centre ? 2 : 1;
      if (!e.objective || !p.element(e.element).is_hill() || pool.objectives() - drop < pool.objective_target) continue;
      e.objective = false;
      e.elevation_only = true;
      copy_to_twin(e, pool);
    }

  // NPOW-S6: each 60 cm section's quality, counted from the table edge; a twin river's sections
  // take its original's qualities.
  int rolled_sections = 0;
  for (std::size_t k : rolled) rolled_sections += pool.elements[k].river_sections;
  for (int k = 1; k <= rolled_sections; ++k)
    pool.section_quality.push_back(dice.roll_on(p.river_quality, "NPOW-S6",
                                                "river section " + std::to_string(k) +
                                                    " (from the table edge): quality" +
                                                    (pool.symmetric ? "; its twin section takes the same" : "")));
  if (pool.symmetric) {
    std::vector<SectionQuality> twins = pool.section_quality;
    pool.section_quality.insert(pool.section_quality.end(), twins.begin(), twins.end());
  }
  return pool;
}

}  // namespace wargen
