// The data compiled into wargen (generator/tools/embed_files.cpp) stands in for reading the files:
// each YAML file's tree made at build time must be the tree its text parses to, and its digest
// the SHA-256 of its bytes, which every scenario records as its ruleset's digest.
#include <catch2/catch.hpp>

#include "core/sha256.hpp"
#include "core/yaml_access.hpp"
#include "names/embedded_name_lists.hpp"
#include "ruleset/embedded_rulesets.hpp"
#include "templates/embedded_templates.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {

void check_same_tree(const YamlDocument& parsed, const YamlDocument& built) {
  const YamlDocument::Frozen a = parsed.frozen(), b = built.frozen();
  REQUIRE(a.node_count == b.node_count);
  REQUIRE(a.child_count == b.child_count);
  CHECK(a.text == b.text);
  for (std::size_t i = 0; i < a.node_count; ++i) {
    INFO("node " << i);
    CHECK(a.nodes[i].first == b.nodes[i].first);
    CHECK(a.nodes[i].size == b.nodes[i].size);
    CHECK(a.nodes[i].line == b.nodes[i].line);
    CHECK(a.nodes[i].kind == b.nodes[i].kind);
    CHECK(a.nodes[i].style == b.nodes[i].style);
  }
  CHECK(std::equal(a.children, a.children + a.child_count, b.children));
}

}  // namespace

TEST_CASE("every embedded YAML file's build-time tree is the tree its text parses to") {
  int files = 0;
  for (const auto* list : {&embedded_rulesets(), &embedded_name_lists(), &embedded_templates()})
    for (const EmbeddedFile& file : *list) {
      INFO(file.name);
      REQUIRE(file.tree != nullptr);
      CHECK(file.sha256_hex == sha256_hex(file.text));
      auto parsed = parse_yaml(file.text, std::string(file.name));
      auto built = parse_embedded(file, std::string(file.name));
      CHECK(built->file() == std::string(file.name));
      check_same_tree(*parsed, *built);
      ++files;
    }
  CHECK(files >= 10);  // three rulesets, seven name lists and the templates
}

TEST_CASE("a built-in ruleset's tree from the build can still be edited for --table") {
  const EmbeddedFile& gok = embedded_rulesets().front();
  auto document = parse_embedded(gok, "rulesets/gok.yaml");
  YamlDocument::Id table = document->entry(document->root(), "table");
  REQUIRE(table != YamlDocument::kNone);
  YamlDocument::Id width = document->entry(table, "width_cm");
  document->set_plain(width, "150");
  CHECK(document->text(document->find(document->find(document->root(), "table"), "width_cm")) == "150");
  // The build's arrays are untouched: the next copy reads the file's own width again.
  auto again = parse_embedded(gok, "rulesets/gok.yaml");
  CHECK(again->text(again->find(again->find(again->root(), "table"), "width_cm")) != "150");
}

}  // namespace WARGEN_TEST_FILE
