#include "terrain_box/ruleset_pieces.hpp"

#include <cstdlib>
#include <utility>
#include <vector>

#include "core/yaml_access.hpp"
#include "ruleset/embedded_rulesets.hpp"

namespace wargen {

namespace {

struct CatalogueEntry {
  std::string kind, variant;
  BoxPiece piece;
};

double catalogue_number(const YamlDocument& doc, YamlDocument::Id id) { return std::strtod(std::string(doc.text(id)).c_str(), nullptr); }

// A [low, high] range's middle, or a plain number; 0 when missing.
double range_middle(const YamlDocument& doc, YamlDocument::Id entry, std::string_view key) {
  const YamlDocument::Id value = doc.find(entry, key);
  if (value == YamlDocument::kNone) return 0;
  if (doc.kind(value) == YamlKind::scalar) return catalogue_number(doc, value);
  if (doc.kind(value) != YamlKind::sequence || doc.size(value) == 0) return 0;
  return (catalogue_number(doc, doc.item(value, 0)) + catalogue_number(doc, doc.item(value, doc.size(value) - 1))) / 2;
}

std::string catalogue_text(const YamlDocument& doc, YamlDocument::Id entry, std::string_view key) {
  const YamlDocument::Id value = doc.find(entry, key);
  return value == YamlDocument::kNone || doc.kind(value) != YamlKind::scalar ? std::string() : std::string(doc.text(value));
}

// GoK's `features` (length_cm, depth_cm and width_cm ranges), NPOW's `elements` (size_cm: [w, d];
// `linear: {section_length_cm, width_cm}`).
void add_catalogue_entries(const YamlDocument& doc, std::string_view group, std::vector<CatalogueEntry>& out) {
  const YamlDocument::Id entries = doc.find(doc.root(), group);
  if (entries == YamlDocument::kNone || doc.kind(entries) != YamlKind::map) return;
  for (std::size_t i = 0; i < doc.size(entries); ++i) {
    const YamlDocument::Id e = doc.value(entries, i);
    if (doc.kind(e) != YamlKind::map) continue;
    CatalogueEntry entry{catalogue_text(doc, e, "kind"), catalogue_text(doc, e, "variant"), {}};
    BoxPiece& piece = entry.piece;
    piece.kind = entry.kind;
    piece.variant = entry.variant == entry.kind ? std::string() : entry.variant;  // NPOW's "marsh" of a marsh
    piece.id = entry.kind + (piece.variant.empty() ? "" : "-" + piece.variant) + "-extra";
    piece.label = piece.variant.empty() ? entry.kind : piece.variant + " " + entry.kind;
    for (char& c : piece.id) c = c == '_' ? '-' : c;
    for (char& c : piece.label) c = c == '_' ? ' ' : c;
    const std::string shape = catalogue_text(doc, e, "shape");
    const YamlDocument::Id linear = doc.find(e, "linear");
    if (linear != YamlDocument::kNone) {
      piece.shape = PieceShape::section;
      piece.length_cm = range_middle(doc, linear, "section_length_cm");
      piece.width_cm = range_middle(doc, linear, "width_cm");
    } else if (shape == "watercourse" || catalogue_text(doc, e, "category") == "linear") {
      piece.shape = PieceShape::section;
      piece.length_cm = kTypicalWatercourseSectionCm;
      piece.width_cm = range_middle(doc, e, "width_cm");
      if (piece.width_cm <= 0) piece.width_cm = entry.kind == "river" ? 4 : 2;  // the sample boxes' widths
    } else {
      piece.shape = shape == "block" || shape == "walled" ? PieceShape::rectangle : PieceShape::ellipse;
      const YamlDocument::Id size = doc.find(e, "size_cm");
      if (size != YamlDocument::kNone && doc.kind(size) == YamlKind::sequence && doc.size(size) == 2) {
        piece.width_cm = catalogue_number(doc, doc.item(size, 0));
        piece.depth_cm = catalogue_number(doc, doc.item(size, 1));
      } else {
        piece.width_cm = range_middle(doc, e, "length_cm");
        piece.depth_cm = range_middle(doc, e, "depth_cm");
      }
      if (piece.width_cm < piece.depth_cm) std::swap(piece.width_cm, piece.depth_cm);
    }
    if (piece.width_cm > 0 && (piece.is_section() ? piece.length_cm > 0 : piece.depth_cm > 0)) out.push_back(std::move(entry));
  }
}

// The ruleset named `ruleset` first, then the other built-ins in name order.
std::vector<CatalogueEntry> catalogue_entries(std::string_view ruleset) {
  std::vector<CatalogueEntry> own, others;
  for (const EmbeddedFile& file : embedded_rulesets()) {
    auto doc = parse_embedded(file, "rulesets/" + std::string(file.name) + ".yaml");
    auto& into = file.name == ruleset ? own : others;
    add_catalogue_entries(*doc, "features", into);
    add_catalogue_entries(*doc, "elements", into);
  }
  own.insert(own.end(), others.begin(), others.end());
  return own;
}

}  // namespace

std::optional<BoxPiece> typical_piece(std::string_view ruleset, std::string_view kind, std::string_view variant) {
  const std::vector<CatalogueEntry> entries = catalogue_entries(ruleset);
  // No variant asked: any of the kind, the ruleset's own first.
  for (const CatalogueEntry& e : entries)
    if (e.kind == kind && (variant.empty() || e.variant == variant || e.piece.variant == variant)) return e.piece;
  for (const CatalogueEntry& e : entries)
    if (e.kind == kind) return e.piece;
  return std::nullopt;
}

}  // namespace wargen
