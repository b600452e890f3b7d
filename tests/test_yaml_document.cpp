// The YAML document tree (core/yaml_document.hpp) and the checked reading on it
// (core/yaml_access.hpp): what the readers rely on – kinds, styles, tags, lines, keys – and what
// it refuses: anchors and aliases, a second document, nesting past the cap.
#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "core/yaml_access.hpp"
#include "core/yaml_document.hpp"
#include "message_of.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

TEST_CASE("YAML tree: kinds, styles, tags and lines", "[yaml]") {
  const YamlDocument doc(
      "a: 1\n"
      "b: 'q'\n"
      "c: \"d\"\n"
      "e: |\n  lit\n"
      "f: [x, ~, null, NULL, '']\n"
      "g:\n  - {h: !!str 2, i: !local t}\n"
      "j:\n"
      "k: ! 16\n",
      "t.yaml");
  const auto root = doc.root();
  REQUIRE(doc.kind(root) == YamlKind::map);
  CHECK(doc.style(root) == YamlStyle::block);
  REQUIRE(doc.size(root) == 8);
  CHECK(doc.key_name(root, 0) == "a");
  auto a = doc.find(root, "a");
  CHECK(doc.text(a) == "1");
  CHECK(doc.tag(a) == "?");
  CHECK(doc.line(a) == 1);
  CHECK(doc.style(doc.find(root, "b")) == YamlStyle::single_quoted);
  CHECK(doc.tag(doc.find(root, "b")) == "!");
  CHECK(doc.style(doc.find(root, "c")) == YamlStyle::double_quoted);
  auto e = doc.find(root, "e");
  CHECK(doc.style(e) == YamlStyle::literal);
  CHECK(doc.text(e) == "lit\n");
  CHECK(doc.tag(e) == "!");
  auto f = doc.find(root, "f");
  CHECK(doc.style(f) == YamlStyle::flow);
  REQUIRE(doc.size(f) == 5);
  CHECK(doc.kind(doc.item(f, 0)) == YamlKind::scalar);
  CHECK(doc.kind(doc.item(f, 1)) == YamlKind::null);
  CHECK(doc.kind(doc.item(f, 2)) == YamlKind::null);
  CHECK(doc.kind(doc.item(f, 3)) == YamlKind::null);
  CHECK(doc.kind(doc.item(f, 4)) == YamlKind::scalar);  // quoted: text, not null
  auto g = doc.find(root, "g");
  CHECK(doc.style(g) == YamlStyle::block);
  CHECK(doc.line(g) == 8);  // a block sequence starts at its first "-"
  auto inner = doc.item(g, 0);
  CHECK(doc.style(inner) == YamlStyle::flow);
  CHECK(doc.tag(doc.find(inner, "h")) == "tag:yaml.org,2002:str");
  CHECK(doc.tag(doc.find(inner, "i")) == "!local");
  CHECK(doc.kind(doc.find(root, "j")) == YamlKind::null);
  CHECK(doc.tag(doc.find(root, "k")) == "!");
  CHECK(doc.find(root, "nope") == YamlDocument::kNone);
}

TEST_CASE("YAML tree: an empty text or a comment is a null document", "[yaml]") {
  for (const char* text : {"", "# nothing\n", "---\n"}) {
    const YamlDocument doc(text, "e.yaml");
    CHECK(doc.kind(doc.root()) == YamlKind::null);
  }
  CHECK(message_of([] { YamlMap map(parse_yaml("", "e.yaml")); }) == "e.yaml: the file must hold a YAML mapping");
}

TEST_CASE("YAML tree: anchors, aliases and a second document are refused on their line", "[yaml]") {
  CHECK(message_of([] { parse_yaml("a: 1\nb: &x [1, 2]\n", "f.yaml"); }) ==
        "f.yaml:2: uses the YAML anchor '&x': wargen reads no anchors or aliases (&name, *name); write the value out");
  CHECK(message_of([] { parse_yaml("a: 1\nb:\n  c: *x\n", "f.yaml"); }) ==
        "f.yaml:3: uses the YAML alias '*x': wargen reads no anchors or aliases (&name, *name); write the value out");
  // "Billion laughs": nine levels of ten aliases each would be 10^9 strings to a reader that
  // resolves them; here it is one line at the first anchor.
  std::string laughs = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
  for (char c = 'b'; c <= 'i'; ++c) {
    laughs += std::string(1, c) + ": &" + std::string(1, c) + " [";
    for (int i = 0; i < 10; ++i) laughs += std::string(i ? ", *" : "*") + static_cast<char>(c - 1);
    laughs += "]\n";
  }
  CHECK(
      message_of([&] { parse_yaml(laughs, "lol.yaml"); }) ==
      "lol.yaml:1: uses the YAML anchor '&a': wargen reads no anchors or aliases (&name, *name); write the value out");
  CHECK(message_of([] { parse_yaml("a: 1\n---\nb: 2\n", "f.yaml"); }) ==
        "f.yaml:2: a second YAML document starts here: a wargen file holds one document");
}

TEST_CASE("YAML tree: nesting is capped without recursion, and the cap itself is read", "[yaml]") {
  const int cap = YamlDocument::kMaxDepth;
  const YamlDocument deep(std::string(cap, '[') + std::string(cap, ']'), "d.yaml");
  auto id = deep.root();
  for (int level = 1; level < cap; ++level) id = deep.item(id, 0);
  CHECK(deep.kind(id) == YamlKind::sequence);
  CHECK(deep.size(id) == 0);
  const std::string too_deep = "a:\n  b: " + std::string(cap, '{');
  CHECK(message_of([&] { parse_yaml(too_deep, "d.yaml"); }) ==
        "d.yaml:2: lists or maps are nested too deeply (hundreds of levels): not a file wargen writes or reads");
  // Ten million brackets stop at the cap rather than going on to the end of the text.
  CHECK_THAT(message_of([] { parse_yaml(std::string(10'000'000, '['), "d.yaml"); }),
             Catch::Contains("nested too deeply"));
}

TEST_CASE("YAML tree: syntax errors are one line with libyaml's reason", "[yaml]") {
  CHECK(message_of([] { parse_yaml("a: [1, 2]]\n", "s.yaml"); }) ==
        "s.yaml:1: not valid YAML: did not find expected key (while parsing a block mapping from line 1)");
  CHECK(message_of([] { parse_yaml("a: 1\n b: 2\n", "s.yaml"); }) ==
        "s.yaml:2: not valid YAML: mapping values are not allowed in this context");
  // A control character: the reader reports a byte offset, turned into its line.
  CHECK(message_of([] { parse_yaml("a: 1\nb: x\x07y\n", "s.yaml"); }) ==
        "s.yaml:2: not valid YAML: control characters are not allowed (U+0007)");
}

TEST_CASE("YAML tree: a text that ends inside a flow list or map names the line that opened it", "[yaml]") {
  // libyaml reports the end of the text, a line past the last; the innermost one still open is
  // the one to close.
  const std::string never_closed =
      "not valid YAML: the [ or { opened on this line is never closed (the text ends first)";
  CHECK(message_of([] { parse_yaml("a: [1, 2\n", "s.yaml"); }) == "s.yaml:1: " + never_closed);
  CHECK(message_of([] { parse_yaml("format: [", "s.yaml"); }) == "s.yaml:1: " + never_closed);
  CHECK(message_of([] { parse_yaml("a: 1\nb: {c: 2,\n  d: [1, 2\n\n", "s.yaml"); }) == "s.yaml:3: " + never_closed);
  CHECK(message_of([] { parse_yaml("a: [1,\n  {b: 2}\n", "s.yaml"); }) == "s.yaml:1: " + never_closed);
  // An error inside the text, or at its end with no [ or { open, keeps libyaml's words.
  CHECK(message_of([] { parse_yaml("a: [1, 2\nb: 3\n", "s.yaml"); }) ==
        "s.yaml:2: not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence from line 1)");
  CHECK(message_of([] { parse_yaml("a: \"open\n", "s.yaml"); }) ==
        "s.yaml:2: not valid YAML: found unexpected end of stream (while scanning a quoted scalar from line 1)");
}

TEST_CASE("YAML tree: a map's duplicate keys are found in small and large maps alike", "[yaml]") {
  CHECK(message_of([] { YamlMap m(parse_yaml("a: 1\nb: 2\na: 3\n", "m.yaml")); }) ==
        "m.yaml:3: key 'a': appears twice");
  std::string large;
  for (int i = 0; i < 40; ++i) large += "k" + std::to_string(i) + ": " + std::to_string(i) + "\n";
  YamlMap ok(parse_yaml(large, "m.yaml"));
  CHECK(ok.required("k39").integer(0, 99) == 39);
  CHECK(ok.required("k0").integer(0, 99) == 0);
  CHECK_FALSE(ok.has("k40"));
  CHECK(message_of([&] { ok.finish(); }) == "m.yaml:2: key 'k1': is not a known key");
  // The first key (in file order) that repeats an earlier one is named, whatever their order.
  CHECK(message_of([&] { YamlMap m(parse_yaml(large + "k7: x\nk3: y\n", "m.yaml")); }) ==
        "m.yaml:41: key 'k7': appears twice");
}

TEST_CASE("YAML tree: edits add and replace values before a map reads them", "[yaml]") {
  auto doc = parse_yaml("name: r\ntable:\n  width_cm: 180\n", "r.yaml");
  auto table = doc->entry(doc->root(), "table");
  doc->set_plain(doc->entry(table, "width_cm"), "120.5");
  doc->set_plain(doc->entry(table, "depth_cm"), "80");
  doc->set_plain(doc->entry(doc->entry(doc->root(), "extra"), "x"), "1");
  YamlMap root(doc);
  YamlMap t = root.map("table");
  CHECK(t.required("width_cm").number() == 120.5);
  CHECK(t.required("depth_cm").number() == 80);
  CHECK(t.keys() == std::vector<std::string>{"width_cm", "depth_cm"});
  CHECK(root.map("extra").required("x").integer(0, 9) == 1);
  CHECK(root.keys() == std::vector<std::string>{"name", "table", "extra"});
  // Only a map (or a null, which becomes one) takes entries.
  auto scalar = parse_yaml("table: 3\n", "r.yaml");
  CHECK(scalar->entry(scalar->entry(scalar->root(), "table"), "width_cm") == YamlDocument::kNone);
}

}  // namespace WARGEN_TEST_FILE
