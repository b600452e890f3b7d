// The template schema (schema/wargen-template.strict.schema.json) names every option a template may set:
// options are declared once in code (core/option_spec.hpp), the schema is written by hand for
// outside tools, and this keeps the two from drifting apart when an option is added.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "app/run_request.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

TEST_CASE("the template schema has a property for every declared option", "[schema]") {
  std::ifstream in(test::source_path("schema/wargen-template.strict.schema.json"));
  std::stringstream text;
  text << in.rdbuf();
  const std::string schema = text.str();
  REQUIRE(schema.find("\"properties\"") != std::string::npos);
  auto has_property = [&](const std::string& key) { return schema.find("\"" + key + "\": {") != std::string::npos; };
  auto specs = all_run_option_specs();
  REQUIRE(specs.size() > 10);
  for (const auto& spec : specs) {
    INFO("option " << spec.key);
    if (spec.per_side) {
      CHECK(has_property(spec.key + "_A"));
      CHECK(has_property(spec.key + "_B"));
    } else if (spec.per_site) {
      CHECK(schema.find("\"^" + spec.key + "_") != std::string::npos);
    } else {
      CHECK(has_property(spec.key));
    }
  }
}

}  // namespace WARGEN_TEST_FILE
