#include "generators/sector_dice/box_matching.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "terrain_box/course_sections.hpp"

namespace wargen {

namespace {
// GOK-B1: "more dicing" is bounded: so many re-rolls of a sub-table before its category is rolled
// again, and SectorDiceParams::box_reroll_limit in all for one sector; past them the sector stays
// open ground.
constexpr int kSubTableRerolls = 3;
constexpr std::string_view kRerollLead = "rolled again, the box has no ";
constexpr std::string_view kRerollTail = " left (GOK-B1)";
constexpr std::string_view kOpenGroundTail = ": the sector stays open ground (GOK-B1)";
constexpr std::string_view kSectorLead = "sector ";

// GOK-B2: the sections laying `length_cm` of `kind`/`variant` at `width_cm` (course_sections.hpp),
// each per_feature times, a twin's course being the same. Empty when what is left cannot cover it.
std::vector<PieceUse> course_uses(const BoxDraw& box, const std::string& kind, const std::string& variant,
                                  double width_cm, double length_cm) {
  std::vector<PieceUse> uses;
  if (const auto sections = sections_covering(box.stock, kind, variant, length_cm, width_cm, box.per_feature))
    for (const CourseSections::Use& use : sections->uses) uses.push_back({use.piece->id, use.count});
  return uses;
}

// GOK-T5: what a category lacks in the box: the kind its templates all lay (hill, wood, built_up),
// of any variant. A category of several kinds (water) names none: which one a club would add is
// not the dice's to say.
std::vector<LackedKind> category_lacked(const SectorDiceParams& p, const std::string& category) {
  std::vector<LackedKind> lacked;
  for (const auto& e : p.categories.at(category).entries) {
    const std::string& kind = p.templates.at(e.row).kind;
    if (lacked.empty())
      lacked.push_back({kind, ""});
    else if (lacked.front().kind != kind)
      return {};
  }
  return lacked;
}

void take_uses(BoxDraw& box, const std::vector<PieceUse>& uses) {
  for (const PieceUse& use : uses) box.stock.take(*box.box->find(use.piece), use.count * box.per_feature);
}
}  // namespace

BoxDraw::BoxDraw(const TerrainBox& terrain_box, const SectorDiceParams& params, bool symmetric)
    : box(&terrain_box),
      stock(terrain_box),
      per_feature(symmetric ? 2 : 1),
      min_course_cm(params.min_length_sectors * std::max(params.sector_width_cm(), params.sector_depth_cm())) {}

const BoxPiece* BoxDraw::first_serving(const FeatureTemplate& t) const {
  for (const BoxPiece* piece : stock.available(t.kind, t.variant)) {
    if (piece->is_section() != t.is_watercourse()) continue;
    if (t.is_watercourse() ? !course_uses(*this, t.kind, t.variant, piece->width_cm, min_course_cm).empty()
                           : stock.left(*piece) >= per_feature)
      return piece;
  }
  return nullptr;
}

bool BoxDraw::serves_category(const SectorDiceParams& params, const std::string& category) const {
  for (const auto& e : params.categories.at(category).entries)
    if (serves(params.templates.at(e.row))) return true;
  return false;
}

void BoxDraw::reserve(const FeatureTemplate& t, Feature& feature) {
  const BoxPiece& piece = *first_serving(t);
  feature.pieces = t.is_watercourse() ? course_uses(*this, t.kind, t.variant, piece.width_cm, min_course_cm)
                                      : std::vector<PieceUse>{{piece.id, 1}};
  take_uses(*this, feature.pieces);
  if (t.is_watercourse()) feature.width_cm = piece.width_cm;
}

void check_box_pairs(const BoxDraw& box) {
  for (const BoxPiece& piece : box.box->pieces)
    if (piece.is_section() ? !course_uses(box, piece.kind, piece.variant, piece.width_cm, box.min_course_cm).empty()
                           : box.stock.left(piece) >= 2)
      return;
  throw GenerationError("WARGEN-SYM: the terrain box " + box.box->source +
                        " holds no piece twice (nor sections for two courses): a symmetric table lays each piece "
                        "with its twin; drop --symmetric or use a box with pairs");
}

std::string_view note_without_box(std::string_view note) {
  const auto mark = note.find(kBoxNoteMark);
  return mark == std::string_view::npos ? note : note.substr(0, mark);
}

std::string box_reroll_note(const std::string& roll_note, const std::string& lacking) {
  return roll_note + std::string(kBoxNoteMark) + std::string(kRerollLead) + lacking + std::string(kRerollTail);
}

std::string_view box_open_ground_sector(std::string_view note) {
  if (note.size() < kOpenGroundTail.size() || note.substr(note.size() - kOpenGroundTail.size()) != kOpenGroundTail ||
      note.substr(0, kSectorLead.size()) != kSectorLead || note.find(kBoxNoteMark) == std::string_view::npos)
    return {};
  const auto colon = note.find(':');
  return note.substr(kSectorLead.size(), colon - kSectorLead.size());
}

std::string_view box_reroll_lacking(std::string_view note) {
  const auto mark = note.find(kBoxNoteMark);
  if (mark == std::string_view::npos) return {};
  std::string_view why = note.substr(mark + kBoxNoteMark.size());
  why = why.substr(0, why.find(kBoxNoteMark));  // an open ground note may follow
  if (why.substr(0, kRerollLead.size()) != kRerollLead || why.size() < kRerollLead.size() + kRerollTail.size() ||
      why.substr(why.size() - kRerollTail.size()) != kRerollTail)
    return {};
  return why.substr(kRerollLead.size(), why.size() - kRerollLead.size() - kRerollTail.size());
}

void note_open_ground(std::vector<DiceLogEntry>& log, const std::string& where, const std::string& why) {
  const std::string lead = where + ":";
  for (auto entry = log.rbegin(); entry != log.rend(); ++entry)
    if (entry->note.compare(0, lead.size(), lead) == 0) {
      entry->note += std::string(kBoxNoteMark) + why + std::string(kOpenGroundTail);
      return;
    }
  throw std::logic_error("note_open_ground: no roll of " + where + " in the log");
}

const FeatureTemplate* roll_box_feature(const SectorDiceParams& p, BoxDraw& box, const CategoryRow& first_row,
                                        Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& where,
                                        Feature& feature) {
  const std::string kind_note = where + ": what kind";
  std::string category = first_row.category;
  for (int rerolls = 0;;) {
    bool anything = false;
    for (const auto& [name, table] : p.categories) anything = anything || box.serves_category(p, name);
    if (!anything) {
      note_open_ground(log, where, "the box has nothing left the dice could give");
      return nullptr;
    }
    if (rerolls >= p.box_reroll_limit) {
      note_open_ground(log, where, "no piece after " + std::to_string(rerolls) + " rolls again");
      return nullptr;
    }
    const std::string which_note = where + ": which " + category;
    if (!category.empty() && box.serves_category(p, category)) {
      const auto& table = p.categories.at(category);
      const std::string* name = &table.roll(rng, log, "GOK-T5", which_note);
      for (int sub = 0; !box.serves(p.templates.at(*name)) && sub < kSubTableRerolls && rerolls < p.box_reroll_limit;
           ++sub, ++rerolls)
        name = &table.roll(rng, log, "GOK-T5", box_reroll_note(which_note, *name));
      const FeatureTemplate& t = p.templates.at(*name);
      if (box.serves(t)) {
        box.reserve(t, feature);
        return &t;
      }
    }
    // The category cannot be served (or its table would not give what the box has): GOK-T4 again.
    const std::string lacking = category.empty() ? "player's choice" : category;
    const CategoryRow& row = p.category_table.roll(rng, log, "GOK-T4", box_reroll_note(kind_note, lacking));
    ++rerolls;
    category = row.category;  // empty for a player's choice: rolled again on the next turn
  }
}

const FeatureTemplate& resolve_box_choice(const SectorDiceParams& p, BoxDraw& box, const std::string& choice,
                                          Pcg32& rng, std::vector<DiceLogEntry>& log, const std::string& where,
                                          Feature& feature) {
  auto lacks = [&](const std::string& what, std::vector<LackedKind> lacked) {
    return GenerationError("GOK-T7: the pick " + choice + " in " + where + ": the terrain box " + box.box->source +
                               " has no " + what + " left (GOK-B1)",
                           std::move(lacked));
  };
  const FeatureTemplate* t = nullptr;
  if (p.categories.count(choice)) {
    if (!box.serves_category(p, choice)) throw lacks(choice, category_lacked(p, choice));
    const auto& table = p.categories.at(choice);
    const std::string note = where + ": which " + choice;
    const std::string* name = &table.roll(rng, log, "GOK-T5", note);
    for (int again = 0; !box.serves(p.templates.at(*name)) && again < p.box_reroll_limit; ++again)
      name = &table.roll(rng, log, "GOK-T5", box_reroll_note(note, *name));
    t = &p.templates.at(*name);
  } else {
    t = &p.templates.at(choice);
  }
  if (!box.serves(*t)) throw lacks(t->name, {LackedKind::of(t->kind, t->variant)});
  box.reserve(*t, feature);
  return *t;
}

std::optional<std::string> box_suggestion(const SectorDiceParams& p, BoxDraw& box, std::string suggested, Pcg32& rng,
                                          std::vector<DiceLogEntry>& log, const std::string& where,
                                          const std::string& roll_note, Feature& feature) {
  for (int again = 0;; ++again) {
    bool anything = false;
    for (const auto& e : p.choice_suggestion.entries) anything = anything || box.serves_category(p, e.row);
    if (!anything || again >= p.box_reroll_limit) {
      note_open_ground(log, where, "the box has nothing left to suggest");
      return std::nullopt;
    }
    if (box.serves_category(p, suggested)) break;
    suggested = p.choice_suggestion.roll(rng, log, "GOK-T7", box_reroll_note(roll_note, suggested));
  }
  // The player's piece is kept for the site: the first the box serves in the category's table order.
  for (const auto& e : p.categories.at(suggested).entries)
    if (const FeatureTemplate& t = p.templates.at(e.row); box.serves(t)) {
      box.reserve(t, feature);
      feature.width_cm = 0;  // a site is an area: the sections' width is the watercourse's, once laid
      break;
    }
  return suggested;
}

bool lay_course_sections(BoxDraw& box, Feature& feature, double length_cm) {
  give_back_pieces(box, feature);
  feature.pieces = course_uses(box, feature.kind, attribute(feature, "variant"), feature.width_cm, length_cm);
  take_uses(box, feature.pieces);
  return !feature.pieces.empty();
}

const FeatureTemplate* redice_course(const SectorDiceParams& p, BoxDraw& box, const FeatureTemplate& course, Pcg32& rng,
                                     std::vector<DiceLogEntry>& log, const std::string& where, Feature& feature) {
  for (const auto& [category, table] : p.categories) {
    bool gives_course = false;
    for (const auto& e : table.entries) gives_course = gives_course || e.row == course.name;
    if (!gives_course) continue;
    const std::string note = where + ": which " + category;
    std::string lacking = course.name;  // what the roll before gave, as the validator checks
    for (int again = 0; again < kSubTableRerolls; ++again) {
      lacking = table.roll(rng, log, "GOK-T5", box_reroll_note(note, lacking));
      const FeatureTemplate& t = p.templates.at(lacking);
      if (!t.is_watercourse() && box.serves(t)) {
        feature.width_cm = 0;
        box.reserve(t, feature);
        return &t;
      }
    }
    return nullptr;
  }
  return nullptr;
}

void give_back_pieces(BoxDraw& box, const Feature& feature) {
  for (const PieceUse& use : feature.pieces)
    box.stock.give_back(*box.box->find(use.piece), use.count * box.per_feature);
}

std::vector<const BoxPiece*> alternative_pieces(const BoxDraw& box, const Feature& feature) {
  std::vector<const BoxPiece*> others;
  const std::string& reserved = feature.pieces.at(0).piece;
  for (const BoxPiece* piece : box.stock.available(feature.kind, attribute(feature, "variant")))
    if (!piece->is_section() && piece->id != reserved && box.stock.left(*piece) >= box.per_feature)
      others.push_back(piece);
  return others;
}

}  // namespace wargen
