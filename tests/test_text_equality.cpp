// wargen's std::string == "text" (core/text_equality.hpp) gives the standard library's answer:
// compare() == 0, over texts that differ in length, in one byte anywhere, hold a zero byte or
// bytes above 127, and are empty.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/text_equality.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

TEST_CASE("a string equals a C string exactly when compare says so", "[core]") {
  const std::vector<std::string> texts{"",       "r",     "river",     "rivet",     "rivers",
                                       "stream", "River", "\xe9t\xe9", "\xe9t\xe8", std::string("riv\0er", 6),
                                       "GOK-T4", "GOK-T5"};
  const std::vector<const char*> literals{"",      "r",         "river", "rivet",  "rivers", "stream",
                                          "River", "\xe9t\xe9", "riv",   "GOK-T4", "GOK-T45"};
  int equal = 0, unequal = 0;
  for (const std::string& text : texts)
    for (const char* literal : literals) {
      INFO(text << " == " << literal);
      const bool expected = text.compare(literal) == 0;
      CHECK((text == literal) == expected);
      CHECK((literal == text) == expected);
      CHECK((text != literal) == !expected);
      (expected ? equal : unequal)++;
    }
  CHECK(equal == 9);  // each literal but "riv" and "GOK-T45" has its text; "riv\0er" is not "riv"
  CHECK(unequal == static_cast<int>(texts.size() * literals.size()) - 9);
}

}  // namespace WARGEN_TEST_FILE
