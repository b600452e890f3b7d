#include "terrain_box/box_use_check.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <set>

#include "core/number_text.hpp"

namespace wargen {

namespace {

constexpr const char* kRule = "WARGEN-BOX";

// The farthest vertex from the centroid: unchanged by turning and moving.
double reach_cm(const Polygon& outline) {
  const Point middle = centroid(outline);
  double reach = 0;
  for (const Point& p : outline) reach = std::max(reach, distance(p, middle));
  return reach;
}

double piece_reach_cm(const BoxPiece& piece) {
  switch (piece.shape) {
    case PieceShape::rectangle: return std::hypot(piece.width_cm, piece.depth_cm) / 2;
    case PieceShape::ellipse: return piece.width_cm / 2;
    case PieceShape::outline: return reach_cm(piece.outline);
    case PieceShape::section: break;
  }
  return 0;
}

double piece_area_cm2(const BoxPiece& piece) {
  switch (piece.shape) {
    case PieceShape::rectangle: return piece.width_cm * piece.depth_cm;
    case PieceShape::ellipse: return std::numbers::pi / 4 * piece.width_cm * piece.depth_cm;
    case PieceShape::outline: return std::abs(signed_area(piece.outline));
    case PieceShape::section: break;
  }
  return 0;
}

std::string variant_text(const std::string& variant) { return variant.empty() ? "no variant" : "variant " + variant; }

bool near(double made, double owned, double share) { return std::abs(made - owned) <= owned * share + kBoxSlackCm; }

void check_area(const Feature& f, const BoxPiece& piece, std::vector<Violation>& found) {
  if (piece.is_section()) {
    found.push_back({kRule, f.id + " (" + f.kind + ", an area) is laid with " + piece.id + ", a section of a linear piece"});
    return;
  }
  const double reach = reach_cm(f.outline), owned_reach = piece_reach_cm(piece);
  const double area = std::abs(signed_area(f.outline)), owned_area = piece_area_cm2(piece);
  if (!near(reach, owned_reach, kBoxReachTolerance) || !near(area, owned_area, kBoxAreaTolerance))
    found.push_back({kRule, f.id + " is not the size of its piece " + piece.description() + ": it reaches " +
                                format_number(std::round(reach * 10) / 10) + " cm from its centre and covers " +
                                format_number(std::round(area)) + " cm², the piece " +
                                format_number(std::round(owned_reach * 10) / 10) + " cm and " +
                                format_number(std::round(owned_area)) + " cm²"});
}

void check_course(const Feature& f, const std::vector<std::pair<const BoxPiece*, int>>& sections,
                  std::vector<Violation>& found) {
  double laid_cm = 0;
  for (const auto& [piece, count] : sections) {
    if (!piece->is_section()) {
      found.push_back({kRule, f.id + " (" + f.kind + ", a linear feature) is laid with " + piece->id + ", an area piece"});
      return;
    }
    laid_cm += piece->length_cm * count;
  }
  const double course_cm = polyline_length(f.path);
  // The last section may overhang the table's edge, so the sections may be longer, never shorter.
  if (laid_cm + kBoxSlackCm < course_cm)
    found.push_back({kRule, f.id + " runs " + format_number(std::round(course_cm * 10) / 10) +
                                " cm but its sections make only " + format_number(laid_cm) + " cm"});
}

}  // namespace

std::vector<Violation> check_box_use(const Scenario& scenario, const TerrainBox& box) {
  std::vector<Violation> found;
  if (scenario.terrain_box && !box.sha256.empty() && scenario.terrain_box->sha256 != box.sha256)
    found.push_back({kRule, "made with another terrain box (sha256 " + scenario.terrain_box->sha256 + ", " +
                                box.source + " has " + box.sha256 + ")"});
  std::map<const BoxPiece*, long long> used;
  for (const Feature& f : scenario.features) {
    // A feature that names no piece is not the box's concern: a road, or a kind the ruleset lays
    // without drawing from the box.
    if (f.pieces.empty()) continue;
    std::vector<std::pair<const BoxPiece*, int>> pieces;
    for (const PieceUse& use : f.pieces) {
      const BoxPiece* piece = box.find(use.piece);
      if (!piece) {
        found.push_back({kRule, f.id + " names piece '" + use.piece + "', which " + box.source + " does not hold"});
        continue;
      }
      if (piece->kind != f.kind && f.kind != "players_choice")
        found.push_back({kRule, f.id + " (" + f.kind + ") is laid with " + piece->id + ", a " + piece->kind});
      // A piece made for one variant serves only that one (a steep hill is never laid as a gentle
      // one); a piece without a variant serves any. The player's choice site keeps its piece for
      // whatever the player picks, so it has no variant of its own to match.
      else if (!piece->variant.empty() && f.kind != "players_choice" && piece->variant != attribute(f, "variant"))
        found.push_back({kRule, f.id + " (" + f.kind + ", " + variant_text(attribute(f, "variant")) + ") is laid with " +
                                    piece->id + ", which serves only a " + piece->variant + " " + piece->kind});
      used[piece] += use.count;
      pieces.emplace_back(piece, use.count);
    }
    if (pieces.size() != f.pieces.size()) continue;
    // An open player's choice site (GOK-T7) keeps the piece of its suggested kind for the player:
    // counted above, but the site is drawn as a marker, not as the piece.
    if (f.kind == "players_choice") continue;
    if (f.is_area()) {
      if (f.pieces.size() != 1 || f.pieces.front().count != 1)
        found.push_back({kRule, f.id + " is an area, laid with one piece, not " + std::to_string(f.pieces.size()) +
                                    " entries"});
      else
        check_area(f, *pieces.front().first, found);
    } else {
      check_course(f, pieces, found);
    }
  }
  for (const BoxPiece& piece : box.pieces) {
    auto it = used.find(&piece);
    if (it != used.end() && it->second > piece.count)
      found.push_back({kRule, piece.id + " is used " + std::to_string(it->second) + " times; the box holds " +
                                  std::to_string(piece.count)});
  }
  return found;
}

TerrainBoxRecord box_record(const Scenario& scenario, const TerrainBox& box) {
  TerrainBoxRecord record;
  record.name = box.name;
  record.sha256 = box.sha256;
  std::set<std::string, std::less<>> used;
  for (const Feature& f : scenario.features)
    for (const PieceUse& use : f.pieces) used.insert(use.piece);
  for (const BoxPiece& piece : box.pieces)
    if (used.count(piece.id)) record.pieces.push_back({piece.id, piece.description(), {}});
  return record;
}

}  // namespace wargen
