#include "terrain_box/terrain_box_file.hpp"

#include <algorithm>
#include <set>
#include <vector>

#include "core/det_math.hpp"
#include "core/error.hpp"
#include "core/extensions.hpp"
#include "core/input_file.hpp"
#include "core/nearest_word.hpp"
#include "core/number_text.hpp"
#include "core/sha256.hpp"
#include "core/yaml_access.hpp"
#include "scenario/yaml_fields.hpp"
#include "terrain_box/box_kinds.hpp"

namespace wargen {

namespace {

// A key the map does not take: refused naming the nearest known key, a slip being the likely
// cause ("lenght_cm"); YamlMap::finish would say only that the key is unknown.
void refuse_unknown_keys(const YamlMap& map, const std::vector<std::string>& known) {
  for (const std::string& key : map.keys()) {
    if (is_extension_key(key) || std::find(known.begin(), known.end(), key) != known.end()) continue;
    std::string known_list;
    for (const auto& k : known) known_list += (known_list.empty() ? "" : ", ") + k;
    auto nearest = nearest_word(key, known);
    map.fail(key, "is not a known key (" + (nearest ? "did you mean " + *nearest + "? " : std::string()) +
                      "known: " + known_list + ")");
  }
}

// Text as YAML 1.2 and JSON read it (scenario_text): `name: 12` is a number, refused as the JSON
// Schema refuses it.
std::string text_of_at_most(const YamlValue& value, std::size_t max_chars) {
  std::string text = scenario_text(value);
  // Characters, as a JSON Schema's maxLength counts them: every byte but UTF-8's continuation bytes.
  const auto chars = std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
  if (static_cast<std::size_t>(chars) > max_chars)
    value.fail("is longer than " + std::to_string(max_chars) + " characters");
  return text;
}

// Ids are what a scenario file records and a club reads on the sheet: lower-case letters, digits
// and '-', so they are the same in every file format and need no quoting.
std::string piece_id(const YamlValue& value) {
  std::string id = text_of_at_most(value, kMaxPieceIdChars);
  bool ok = !id.empty();
  for (char c : id) ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-');
  if (!ok) value.fail("'" + id + "' must be lower-case letters a-z, digits and '-' (e.g. big-hill-2)");
  return id;
}

double side_cm(const YamlValue& value) { return quantize_cm(value.number(kMinPieceSideCm, kMaxPieceSideCm)); }

const BoxKind& piece_kind(const YamlValue& value) {
  const std::string kind = scenario_text(value);
  const auto& kinds = built_in_box_kinds();
  for (const BoxKind& k : kinds)
    if (k.name == kind) return k;
  std::vector<std::string> names;
  std::string list;
  for (const BoxKind& k : kinds) {
    names.push_back(k.name);
    list += (list.empty() ? "" : ", ") + k.name;
  }
  auto nearest = nearest_word(kind, names);
  value.fail("'" + kind + "' is not a kind any built-in ruleset lays (" +
             (nearest ? "did you mean " + *nearest + "? " : std::string()) + "known: " + list + ")");
}

void read_footprint(const YamlValue& value, BoxPiece& piece) {
  YamlMap m(value);
  refuse_unknown_keys(m, {"shape", "width_cm", "depth_cm", "outline"});
  YamlValue outline = m.optional("outline");
  if (outline.defined()) {
    for (const char* key : {"shape", "width_cm", "depth_cm"})
      if (m.has(key)) m.fail(key, "is not for an outline footprint: give either outline or shape, width_cm and depth_cm");
    std::vector<YamlValue> items = outline.items();
    if (items.size() < 3 || items.size() > kMaxOutlinePoints)
      outline.fail("must list 3 to " + std::to_string(kMaxOutlinePoints) + " points [x, y], not " +
                   std::to_string(items.size()));
    Polygon points;
    for (const YamlValue& item : items) {
      const std::vector<YamlValue> xy = item.items();
      if (xy.size() != 2) item.fail("must be a point [x, y] in cm");
      points.push_back({quantize_cm(xy[0].number(-kMaxPieceSideCm, kMaxPieceSideCm)),
                        quantize_cm(xy[1].number(-kMaxPieceSideCm, kMaxPieceSideCm))});
    }
    if (!is_simple(points) || signed_area(points) == 0)
      outline.fail("must be a simple polygon (its edges must not cross or touch)");
    if (signed_area(points) < 0) std::reverse(points.begin(), points.end());  // counter-clockwise
    // About the origin: the centre of its extent, so a generator turns it about its middle.
    const Box extent = bounding_box(points);
    const double mid_x = quantize_cm((extent.min_x + extent.max_x) / 2);
    const double mid_y = quantize_cm((extent.min_y + extent.max_y) / 2);
    for (Point& p : points) p = {quantize_cm(p.x - mid_x), quantize_cm(p.y - mid_y)};
    piece.width_cm = quantize_cm(extent.max_x - extent.min_x);
    piece.depth_cm = quantize_cm(extent.max_y - extent.min_y);
    if (piece.width_cm < kMinPieceSideCm || piece.depth_cm < kMinPieceSideCm)
      outline.fail("must be at least " + format_number(kMinPieceSideCm) + " cm across each way");
    if (piece.width_cm > kMaxPieceSideCm || piece.depth_cm > kMaxPieceSideCm)
      outline.fail("must be at most " + format_number(kMaxPieceSideCm) + " cm across each way");
    piece.shape = PieceShape::outline;
    piece.outline = std::move(points);
    return;
  }
  const std::string shape = m.required("shape").text();
  if (shape == "rectangle") {
    piece.shape = PieceShape::rectangle;
  } else if (shape == "ellipse") {
    piece.shape = PieceShape::ellipse;
  } else {
    auto nearest = nearest_word(shape, {"rectangle", "ellipse"});
    m.required("shape").fail("'" + shape + "' must be rectangle or ellipse" +
                             (nearest ? " (did you mean " + *nearest + "?)" : std::string()) +
                             "; an irregular piece is given as outline: [[x, y], ...]");
  }
  const double a = side_cm(m.required("width_cm"));
  const double b = side_cm(m.required("depth_cm"));
  piece.width_cm = std::max(a, b);  // width is the long side, whichever key the club wrote it under
  piece.depth_cm = std::min(a, b);
  m.finish();
}

void read_section(const YamlValue& value, BoxPiece& piece) {
  YamlMap m(value);
  refuse_unknown_keys(m, {"length_cm", "width_cm", "bend"});
  piece.shape = PieceShape::section;
  piece.length_cm = side_cm(m.required("length_cm"));
  piece.width_cm = side_cm(m.required("width_cm"));
  if (YamlValue bend = m.optional("bend"); bend.present()) piece.bend = bend.boolean();
  m.finish();
}

BoxPiece read_piece(const YamlValue& value) {
  if (value.kind() != YamlKind::map) value.fail("must be a map (id, kind, footprint or section, count)");
  YamlMap m(value);
  refuse_unknown_keys(m, {"id", "label", "kind", "variant", "footprint", "section", "count"});
  BoxPiece piece;
  piece.line = value.line();
  piece.id = piece_id(m.required("id"));
  YamlValue label = m.optional("label");
  piece.label = label.present() ? text_of_at_most(label, kMaxPieceLabelChars) : piece.id;
  const YamlValue kind_value = m.required("kind");
  const BoxKind& kind = piece_kind(kind_value);
  piece.kind = kind.name;
  if (YamlValue variant = m.optional("variant"); variant.present())
    piece.variant = text_of_at_most(variant, kMaxPieceIdChars);
  const bool has_footprint = m.has("footprint");
  const bool has_section = m.has("section");
  if (has_footprint && has_section)
    m.fail("section", "a piece is either an area (footprint) or a section of a linear piece (section), not both");
  if (kind.linear) {
    if (!has_section)
      m.fail(has_footprint ? "footprint" : "kind",
             "a " + kind.name + " is laid as sections along its course: give section: {length_cm, width_cm}");
    read_section(m.required("section"), piece);
  } else {
    if (!has_footprint)
      m.fail(has_section ? "section" : "kind",
             "a " + kind.name + " is an area: give footprint: {shape, width_cm, depth_cm} or {outline}");
    read_footprint(m.required("footprint"), piece);
  }
  piece.count = m.required("count").integer(1, kMaxPieceCount);
  m.finish();
  return piece;
}

}  // namespace

TerrainBox read_terrain_box_text(std::string_view text, const std::string& file) {
  YamlMap root(parse_yaml(text, file));
  refuse_unknown_keys(root, {"format", "name", "pieces"});
  TerrainBox box;
  box.source = file;
  box.sha256 = sha256_hex(text);
  if (YamlValue format = root.optional("format"); format.present() && format.text() != kTerrainBoxFormat)
    format.fail("must be " + std::string(kTerrainBoxFormat) + ", not '" + format.text() +
                "': this wargen reads terrain box format 1 only");
  if (YamlValue name = root.optional("name"); name.present()) box.name = text_of_at_most(name, kMaxPieceLabelChars);
  YamlValue pieces = root.required("pieces");
  std::vector<YamlValue> items = pieces.items();
  if (items.empty() || items.size() > kMaxBoxPieces)
    pieces.fail("must list 1 to " + std::to_string(kMaxBoxPieces) + " pieces, not " + std::to_string(items.size()));
  std::set<std::string, std::less<>> ids;
  for (const YamlValue& item : items) {
    BoxPiece piece = read_piece(item);
    if (!ids.insert(piece.id).second)
      YamlMap(item).fail("id", "'" + piece.id + "' appears twice: each piece needs its own id (give a count for several alike)");
    box.pieces.push_back(std::move(piece));
  }
  root.finish();
  return box;
}

TerrainBox load_terrain_box(const std::string& path) {
  return read_terrain_box_text(read_input_file(path, "terrain box file", kMaxSettingsBytes), path);
}

}  // namespace wargen
