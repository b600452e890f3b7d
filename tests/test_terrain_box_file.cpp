// The terrain box file (docs/terrain-box.md): the sample boxes read as written, every mistake is
// one line naming the file, line and key, hostile sizes and counts are refused; the scenario's
// piece keys and box record round-trip; check_box_use names what a table takes that the box lacks.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <string>

#include "core/error.hpp"
#include "core/input_file.hpp"
#include "core/sha256.hpp"
#include "core/yaml_access.hpp"
#include "message_of.hpp"
#include "scenario/scenario_json.hpp"
#include "scenario/scenario_reader.hpp"
#include "scenario/scenario_writer.hpp"
#include "render/legend.hpp"
#include "sheet/placement_sheet.hpp"
#include "support.hpp"
#include "terrain_box/box_kinds.hpp"
#include "terrain_box/box_use_check.hpp"
#include "terrain_box/terrain_box_file.hpp"

namespace WARGEN_TEST_FILE {

using namespace wargen;
using wargen::test::message_of;

namespace {

const std::string kHead = "format: wargen-terrain-box/1\nname: Test box\npieces:\n";
const std::string kHill =
    "  - id: big-hill\n"
    "    label: big hill\n"
    "    kind: hill\n"
    "    footprint: {shape: rectangle, width_cm: 40, depth_cm: 25}\n"
    "    count: 2\n";
const std::string kRiver =
    "  - id: river-30\n"
    "    label: river section\n"
    "    kind: river\n"
    "    section: {length_cm: 30, width_cm: 4}\n"
    "    count: 3\n";

TerrainBox box_of(const std::string& text) { return read_terrain_box_text(text, "box.yaml"); }
std::string error_of(const std::string& text) {
  return message_of([&] { box_of(text); });
}

}  // namespace

TEST_CASE("a terrain box reads its pieces as written, in order", "[terrain_box]") {
  const TerrainBox box = box_of(kHead + kHill + kRiver);
  CHECK(box.name == "Test box");
  CHECK(box.source == "box.yaml");
  CHECK(box.sha256 == sha256_hex(kHead + kHill + kRiver));
  REQUIRE(box.pieces.size() == 2);
  const BoxPiece& hill = box.pieces[0];
  CHECK(hill.id == "big-hill");
  CHECK(hill.kind == "hill");
  CHECK(hill.variant.empty());
  CHECK(hill.shape == PieceShape::rectangle);
  CHECK(hill.width_cm == 40);
  CHECK(hill.depth_cm == 25);
  CHECK(hill.count == 2);
  CHECK(hill.line == 4);
  CHECK(hill.description() == "big hill, 40 \u00d7 25 cm");
  const BoxPiece& river = box.pieces[1];
  CHECK(river.is_section());
  CHECK(river.length_cm == 30);
  CHECK(river.width_cm == 4);
  CHECK(!river.bend);
  CHECK(river.description() == "river section, 30 cm");
}

TEST_CASE("a terrain box's footprints: the long side is the width, an outline is centred and anticlockwise",
          "[terrain_box]") {
  const TerrainBox box = box_of(
      "pieces:\n"
      "  - {id: lake, kind: lake, footprint: {shape: ellipse, width_cm: 10, depth_cm: 16}, count: 1}\n"
      "  - {id: wood, kind: wood, footprint: {outline: [[0, 0], [0, 10], [20, 10], [20, 0]]}, count: 1}\n");
  CHECK(box.name.empty());
  CHECK(box.pieces[0].label == "lake");  // the id when the file gives no label
  CHECK(box.pieces[0].width_cm == 16);
  CHECK(box.pieces[0].depth_cm == 10);
  const BoxPiece& wood = box.pieces[1];
  CHECK(wood.shape == PieceShape::outline);
  CHECK(wood.width_cm == 20);
  CHECK(wood.depth_cm == 10);
  CHECK(signed_area(wood.outline) == Approx(200));
  const Box extent = bounding_box(wood.outline);
  CHECK(extent.min_x == -10);
  CHECK(extent.max_y == 5);
}

TEST_CASE("the sample terrain boxes read, and serve every kind of the built-in rulesets between them",
          "[terrain_box]") {
  const TerrainBox small = load_terrain_box(test::source_path("templates/boxes/small-club.yaml"));
  const TerrainBox generous = load_terrain_box(test::source_path("templates/boxes/generous.yaml"));
  CHECK(small.name == "Small club box");
  auto owned = [](const TerrainBox& box, const std::string& kind) {
    int count = 0;
    for (const BoxPiece& p : box.pieces)
      if (p.kind == kind) count += p.count;
    return count;
  };
  // The brief of the small box (docs/terrain-box.md): 2 hills, 2 woods, a village and a town, six
  // river sections, a lake and a marsh.
  CHECK(owned(small, "hill") == 2);
  CHECK(owned(small, "wood") == 2);
  CHECK(owned(small, "built_up") == 2);
  CHECK(owned(small, "river") == 6);
  CHECK(owned(small, "lake") == 1);
  CHECK(owned(small, "marsh") == 1);
  for (const char* kind : {"hill", "wood", "built_up", "river", "stream", "lake", "marsh", "open_field",
                           "enclosed_field", "sand", "rough", "earthwork", "obstacle"}) {
    INFO(kind);
    CHECK(owned(generous, kind) > 0);
  }
}

TEST_CASE("the terrain box schema names the kinds the built-in rulesets lay, linear ones needing a section",
          "[terrain_box][schema]") {
  // The kinds are read from the rulesets (box_kinds.cpp); the schema is written by hand for other
  // tools: this keeps the two from drifting apart when a ruleset adds a kind. JSON is YAML.
  auto schema = parse_yaml(test::read_file(test::source_path("schema/wargen-terrain-box.strict.schema.json")), "schema");
  const YamlDocument& doc = *schema;
  const auto piece = doc.find(doc.find(doc.root(), "$defs"), "piece");
  const auto kinds = doc.find(doc.find(doc.find(piece, "properties"), "kind"), "enum");
  const auto linear = doc.find(doc.find(doc.find(doc.find(piece, "if"), "properties"), "kind"), "enum");
  std::vector<std::string> schema_kinds, schema_linear, built_in, built_in_linear;
  for (std::size_t i = 0; i < doc.size(kinds); ++i) schema_kinds.emplace_back(doc.text(doc.item(kinds, i)));
  for (std::size_t i = 0; i < doc.size(linear); ++i) schema_linear.emplace_back(doc.text(doc.item(linear, i)));
  for (const BoxKind& kind : built_in_box_kinds()) {
    built_in.push_back(kind.name);
    if (kind.linear) built_in_linear.push_back(kind.name);
  }
  std::sort(schema_kinds.begin(), schema_kinds.end());
  std::sort(schema_linear.begin(), schema_linear.end());
  std::sort(built_in.begin(), built_in.end());
  std::sort(built_in_linear.begin(), built_in_linear.end());
  CHECK(schema_kinds == built_in);
  CHECK(schema_linear == built_in_linear);
  CHECK(built_in_linear == std::vector<std::string>{"earthwork", "obstacle", "river", "stream"});
}

TEST_CASE("a bad terrain box is refused in one line naming the file, line and key", "[terrain_box]") {
  using Catch::Matchers::Contains;
  using Catch::Matchers::StartsWith;
  // A misspelt key or kind names the nearest known one.
  CHECK_THAT(error_of(kHead + "  - {id: a, kind: hill, footprint: {shape: ellipse, width_cm: 9, depth_cm: 9}, cuont: 1}\n"),
             StartsWith("box.yaml:4: key 'pieces[0].cuont'") && Contains("did you mean count?"));
  CHECK_THAT(error_of(kHead + "  - {id: a, kind: hil, footprint: {shape: ellipse, width_cm: 9, depth_cm: 9}, count: 1}\n"),
             StartsWith("box.yaml:4: key 'pieces[0].kind'") && Contains("did you mean hill?") &&
                 Contains("known: hill, wood"));
  CHECK_THAT(error_of(kHead + "  - {id: a, kind: hill, footprint: {shape: elipse, width_cm: 9, depth_cm: 9}, count: 1}\n"),
             StartsWith("box.yaml:4: key 'pieces[0].footprint.shape'") && Contains("did you mean ellipse?"));
  CHECK_THAT(error_of("pices: []\n"), StartsWith("box.yaml:1: key 'pices'") && Contains("did you mean pieces?"));
  CHECK_THAT(error_of("format: wargen-terrain-box/2\npieces: []\n"),
             StartsWith("box.yaml:1: key 'format'") && Contains("format 1 only"));
  CHECK_THAT(error_of("name: x\npieces: []\n"), StartsWith("box.yaml:2: key 'pieces'") && Contains("1 to 500 pieces, not 0"));
  CHECK_THAT(error_of(kHead), StartsWith("box.yaml:1: key 'pieces'") && Contains("missing"));
  // Ids: unique, lower case, digits and '-'.
  CHECK_THAT(error_of(kHead + kHill + kHill), StartsWith("box.yaml:9: key 'pieces[1].id'") && Contains("appears twice"));
  CHECK_THAT(error_of(kHead + "  - {id: Big Hill, kind: hill, footprint: {shape: ellipse, width_cm: 9, depth_cm: 9}, count: 1}\n"),
             StartsWith("box.yaml:4: key 'pieces[0].id'") && Contains("lower-case"));
  // An area needs a footprint, a linear piece a section.
  CHECK_THAT(error_of(kHead + "  - {id: a, kind: river, footprint: {shape: ellipse, width_cm: 9, depth_cm: 9}, count: 1}\n"),
             StartsWith("box.yaml:4: key 'pieces[0].footprint'") && Contains("sections along its course"));
  CHECK_THAT(error_of(kHead + "  - {id: a, kind: hill, section: {length_cm: 9, width_cm: 2}, count: 1}\n"),
             StartsWith("box.yaml:4: key 'pieces[0].section'") && Contains("is an area"));
  // Hostile numbers: none, negative, too large, NaN, quoted, too many.
  for (const char* size : {"0", "-4", "1e9", ".nan", "nan", "\"12\"", "inf"}) {
    INFO(size);
    CHECK_THAT(error_of(kHead + "  - {id: a, kind: hill, footprint: {shape: ellipse, width_cm: " + size +
                        ", depth_cm: 9}, count: 1}\n"),
               StartsWith("box.yaml:4: key 'pieces[0].footprint.width_cm'"));
  }
  for (const char* count : {"0", "1000", "2.5", "-1", "99999999999"}) {
    INFO(count);
    CHECK_THAT(error_of(kHead + "  - {id: a, kind: hill, footprint: {shape: ellipse, width_cm: 9, depth_cm: 9}, count: " +
                        count + "}\n"),
               StartsWith("box.yaml:4: key 'pieces[0].count'"));
  }
  std::string crossed = kHead + "  - {id: a, kind: wood, footprint: {outline: [[0, 0], [10, 10], [10, 0], [0, 10]]}, count: 1}\n";
  CHECK_THAT(error_of(crossed), StartsWith("box.yaml:4: key 'pieces[0].footprint.outline'") && Contains("simple"));
  std::string many_points = kHead + "  - {id: a, kind: wood, count: 1, footprint: {outline: [";
  for (int i = 0; i < 300; ++i)
    many_points += (i ? ", [" : "[") + std::to_string(std::cos(i * 0.0209) * 10) + ", " + std::to_string(std::sin(i * 0.0209) * 10) + "]";
  CHECK_THAT(error_of(many_points + "]}}\n"), Contains("3 to 256 points"));
  std::string many_pieces = kHead;
  for (int i = 0; i < 501; ++i)
    many_pieces += "  - {id: p" + std::to_string(i) + ", kind: hill, footprint: {shape: ellipse, width_cm: 9, depth_cm: 9}, count: 1}\n";
  CHECK_THAT(error_of(many_pieces), Contains("1 to 500 pieces, not 501"));
}

TEST_CASE("a scenario's box pieces and box record round-trip through YAML", "[terrain_box]") {
  const std::string text = test::read_file(test::source_path("tests/fixtures/scenarios/terrain-box.yaml"));
  const Scenario s = read_scenario_yaml(text, "terrain-box.yaml");
  REQUIRE(s.terrain_box);
  CHECK(s.terrain_box->name == "Test box");
  REQUIRE(s.terrain_box->pieces.size() == 2);
  CHECK(s.terrain_box->pieces[0].description == "big hill, 40 \u00d7 25 cm");
  const Feature* hill = s.find_feature("hill-1");
  REQUIRE(hill);
  CHECK(hill->pieces == std::vector<PieceUse>{{"big-hill", 1}});
  const Feature* river = s.find_feature("river-1");
  REQUIRE(river);
  CHECK(river->pieces == std::vector<PieceUse>{{"river-30", 3}});
  CHECK(write_scenario_yaml(s) == text);
  CHECK(read_scenario_yaml(write_scenario_yaml(s), "again.yaml") == s);
  CHECK(read_scenario_yaml(write_scenario_json(s), "again.json") == s);  // JSON is the YAML re-spelt
  Scenario marked = s;  // x- keys on the new maps are kept as read
  marked.features[1].pieces[0].extensions["x-shelf"] = "3";
  marked.terrain_box->pieces[0].extensions["x-colour"] = "green";
  marked.terrain_box->extensions["x-owner"] = "club";
  CHECK(read_scenario_yaml(write_scenario_yaml(marked), "marked.yaml") == marked);
  // A feature names its one piece or its sections, not both.
  std::string both = text;
  both.replace(both.find("piece: big-hill"), 15, "piece: big-hill\n    pieces: [{piece: big-hill, count: 1}]");
  CHECK_THAT(message_of([&] { read_scenario_yaml(both, "both.yaml"); }), Catch::Matchers::Contains("not both"));
}

TEST_CASE("the placement sheet names each feature's box pieces from the scenario alone", "[terrain_box]") {
  const Scenario s = read_scenario_yaml(
      test::read_file(test::source_path("tests/fixtures/scenarios/terrain-box.yaml")), "terrain-box.yaml");
  const PlacementSheet sheet = make_placement_sheet(s, MapView::umpire);
  REQUIRE(sheet.areas.size() == 1);
  CHECK(sheet.areas[0].notes == "from the box: big hill, 40 \u00d7 25 cm");
  REQUIRE(sheet.lines.size() == 1);
  CHECK(sheet.lines[0].notes == "from the box: 3 \u00d7 river section, 30 cm");
}

TEST_CASE("the map's key names the box pieces of each kind, and nothing without a box", "[terrain_box]") {
  Scenario s = read_scenario_yaml(test::read_file(test::source_path("tests/fixtures/scenarios/terrain-box.yaml")),
                                  "terrain-box.yaml");
  auto label_of = [](const Scenario& scenario, const std::string& kind) {
    for (const auto& e : render::legend_entries(scenario, RenderOptions{}))
      if (e.kind == kind) return e.label;
    return std::string("(none)");
  };
  CHECK(label_of(s, "hill") == "hill: big hill, 40 \u00d7 25 cm");
  CHECK_THAT(label_of(s, "river"), Catch::Matchers::EndsWith(": river section, 30 cm"));
  s.terrain_box.reset();
  CHECK(label_of(s, "hill") == "hill");
}

TEST_CASE("check_box_use: pieces the box holds, no more often than it holds them, at their size", "[terrain_box]") {
  const TerrainBox box = box_of(kHead + kHill + kRiver);
  Scenario s = read_scenario_yaml(
      test::read_file(test::source_path("tests/fixtures/scenarios/terrain-box.yaml")), "terrain-box.yaml");
  s.terrain_box->sha256 = box.sha256;
  CHECK(check_box_use(s, box).empty());
  CHECK(box_record(s, box) == *s.terrain_box);

  auto only_violation = [&](const Scenario& changed) {
    auto found = check_box_use(changed, box);
    REQUIRE(found.size() == 1);
    CHECK(found[0].rule == "WARGEN-BOX");
    return found[0].message;
  };
  using Catch::Matchers::Contains;
  Scenario unknown = s;
  unknown.features[0].pieces = {{"small-hill", 1}};
  CHECK_THAT(only_violation(unknown), Contains("'small-hill', which box.yaml does not hold"));
  Scenario too_many = s;
  too_many.features[1].pieces = {{"river-30", 4}};
  CHECK_THAT(only_violation(too_many), Contains("river-30 is used 4 times; the box holds 3"));
  Scenario short_course = s;
  short_course.features[1].pieces = {{"river-30", 2}};
  CHECK_THAT(only_violation(short_course), Contains("its sections make only 60 cm"));
  Scenario small = s;
  for (Point& p : small.features[0].outline) p = {p.x / 2 + 20, p.y / 2 + 20};  // a ruleset-sized hill
  CHECK_THAT(only_violation(small), Contains("is not the size of its piece big hill, 40 \u00d7 25 cm"));
  Scenario turned = s;  // turned a quarter and moved: still the piece
  for (Point& p : turned.features[0].outline) p = {100 - p.y, p.x - 10};
  CHECK(check_box_use(turned, box).empty());
  Scenario wrong_kind = s;
  wrong_kind.features[0].kind = "wood";
  CHECK_THAT(only_violation(wrong_kind), Contains("is laid with big-hill, a hill"));
  Scenario other_box = s;
  other_box.terrain_box->sha256 = "00";
  CHECK_THAT(only_violation(other_box), Contains("made with another terrain box"));
  // A feature laid without a piece (a generator that does not draw from the box yet, a players'
  // choice site) is not the box's concern.
  Scenario no_pieces = s;
  for (Feature& f : no_pieces.features) f.pieces.clear();
  CHECK(check_box_use(no_pieces, box).empty());
}

}  // namespace WARGEN_TEST_FILE
