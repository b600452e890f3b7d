// Name lists are read lazily: the NPOW language draw reads only each file's `zones` entry, and a
// language's lists are read when it is first used. Both must agree with reading the file whole.
#include <catch2/catch.hpp>
#include <thread>

#include "core/error.hpp"
#include "names/embedded_name_lists.hpp"
#include "names/name_lists.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

TEST_CASE("each language's zone weights read alone equal those of the whole file") {
  REQUIRE(language_zone_weights().size() == embedded_name_lists().size());
  for (const LanguageWeights& weights : language_zone_weights()) {
    INFO(weights.id);
    CHECK_FALSE(weights.zone_weights.empty());
    CHECK(weights.zone_weights == name_language(weights.id).zone_weights);
  }
}

TEST_CASE("zone weights read alone keep the file's line numbers and fall back to the whole file") {
  const std::string text =
      "# a comment\nlanguage: test\ndescription: x\nzones:\n  central: 1\n\n  # south is Italian\n"
      "  atlantis: 2\nparts:\n  a: [Eich]\n";
  CHECK_THROWS_WITH(read_zone_weights(text, "test.yaml", "test"),
                    Catch::Contains("test.yaml:8") && Catch::Contains("unknown zone 'atlantis'"));
  const std::string flow = "{language: test, description: x, zones: {south: 4}, parts: {a: [Eich]}, "
                           "kinds: {hill: ['{a}berg']}, variations: ['Groß {name}']}\n";
  CHECK(read_zone_weights(flow, "test.yaml", "test") == std::map<std::string, int>{{"south", 4}});
  const std::string last = "language: test\nzones: {north-east: 2}";
  CHECK(read_zone_weights(last, "test.yaml", "test") == std::map<std::string, int>{{"north-east", 2}});
}

TEST_CASE("threads asking for the same language at once get the one copy") {
  const NameLanguage* seen[4] = {};
  std::vector<std::thread> threads;
  for (auto& slot : seen) threads.emplace_back([&slot] { slot = &name_language("polish"); });
  for (auto& t : threads) t.join();
  for (const NameLanguage* language : seen) CHECK(language == seen[0]);
  CHECK(seen[0]->id == "polish");
}

}  // namespace WARGEN_TEST_FILE
