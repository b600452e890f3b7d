// TextOrder and compare_texts (core/text_order.hpp) order texts as std::less<> and
// string_view::compare do: byte by byte as unsigned char, a prefix before the longer text. A map
// keyed with TextOrder lists its keys in the order the scenario file writes them, and text_prefix's
// numbers, where they differ, order texts as compare_texts does.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"
#include "core/text_order.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

TEST_CASE("TextOrder answers as std::less over texts of every length and byte", "[core]") {
  // Few distinct bytes, so texts often share long prefixes or are equal; a zero byte and bytes
  // above 127 among them.
  const std::string bytes{'a', 'b', '\0', '\x7f', '\x80', '\xe9', '\xff'};
  std::mt19937_64 rng(20261127);
  std::vector<std::string> texts{""};
  for (int n = 0; n < 600; ++n) {
    std::string text(rng() % 13, 'a');
    for (char& c : text) c = bytes[rng() % bytes.size()];
    texts.push_back(text);
  }
  const TextOrder order;
  const std::less<std::string> standard;
  int before = 0, same = 0;
  for (const std::string& a : texts)
    for (const std::string& b : texts) {
      INFO("a size " << a.size() << ", b size " << b.size());
      const bool expected = standard(a, b);
      REQUIRE(order(a, b) == expected);
      if (expected) ++before;
      if (!expected && !standard(b, a)) ++same;
    }
  // Both answers are met often, and equal texts (not only a text with itself) too.
  CHECK(before > 100000);
  CHECK(same > static_cast<int>(texts.size()));
}

TEST_CASE("a map keyed by TextOrder finds keys by any text and lists them in std::less order", "[core]") {
  const std::vector<std::string> keys{"rotation_deg", "river", "rivers", "r", "", "\xe9tang", "Z", "depth_cm"};
  std::map<std::string, int, TextOrder> ordered;
  std::map<std::string, int> standard;
  for (std::size_t k = 0; k < keys.size(); ++k) ordered[keys[k]] = standard[keys[k]] = static_cast<int>(k);
  CHECK(std::equal(ordered.begin(), ordered.end(), standard.begin(), standard.end()));
  CHECK(ordered.find(std::string_view("rivers"))->second == 2);
  CHECK(ordered.find("riv") == ordered.end());
  CHECK(ordered.count(std::string_view("\xe9tang")) == 1);
}

TEST_CASE("compare_texts answers as string_view::compare", "[core]") {
  // Short ids from an alphabet with bytes above 127 (a hostile file's), letters of both cases and
  // digits, so that prefixes, equal ids and every sign of a byte's difference come up.
  const char alphabet[] = {'a', 'A', 'f', '1', '0', static_cast<char>(0x80), static_cast<char>(0xff), ' '};
  Pcg32 rng(20261127, 3);
  auto random_id = [&] {
    std::string id(rng.below(5), ' ');
    for (char& c : id) c = alphabet[rng.below(sizeof alphabet)];
    return id;
  };
  int less = 0, equal = 0, greater = 0;
  for (int k = 0; k < 20000; ++k) {
    const std::string a = random_id(), b = rng.below(4) == 0 ? a.substr(0, rng.below(5)) : random_id();
    const int expected = std::string_view(a).compare(b), got = compare_texts(a, b);
    INFO("'" << a << "' against '" << b << "'");
    CHECK((got < 0) == (expected < 0));
    CHECK((got == 0) == (expected == 0));
    if (expected < 0)
      ++less;
    else if (expected == 0)
      ++equal;
    else
      ++greater;
  }
  CHECK(less > 1000);
  CHECK(equal > 1000);
  CHECK(greater > 1000);
}

TEST_CASE("texts whose eight-byte prefixes differ are in compare_texts' order by them", "[core]") {
  // Texts up to twelve bytes (past the eight a prefix holds: both ways of reading one), with zero
  // bytes (which a short text's padding looks like) and bytes above 127, often one the beginning of the other.
  const char alphabet[] = {'a', 'f', '1', '\0', static_cast<char>(0x80), static_cast<char>(0xff)};
  Pcg32 rng(20261127, 4);
  auto random_id = [&] {
    std::string id(rng.below(13), ' ');
    for (char& c : id) c = alphabet[rng.below(sizeof alphabet)];
    return id;
  };
  int decided = 0, undecided = 0;
  std::vector<std::string> ids;
  for (int k = 0; k < 20000; ++k) {
    const std::string a = random_id(), b = rng.below(3) == 0 ? a.substr(0, rng.below(13)) : random_id();
    ids.push_back(a);
    const std::uint64_t pa = text_prefix(a), pb = text_prefix(b);
    INFO("'" << a << "' against '" << b << "'");
    if (pa == pb) {
      ++undecided;
      continue;
    }
    ++decided;
    CHECK((pa < pb) == (compare_texts(a, b) < 0));
  }
  CHECK(decided > 5000);
  CHECK(undecided > 1000);
  // And a sort by prefix first, then compare_texts, is the sort by compare_texts.
  std::vector<std::string> by_prefix = ids, by_compare = ids;
  std::stable_sort(by_prefix.begin(), by_prefix.end(), [](const std::string& a, const std::string& b) {
    return text_prefix(a) != text_prefix(b) ? text_prefix(a) < text_prefix(b) : compare_texts(a, b) < 0;
  });
  std::stable_sort(by_compare.begin(), by_compare.end(),
                   [](const std::string& a, const std::string& b) { return compare_texts(a, b) < 0; });
  CHECK(by_prefix == by_compare);
}

}  // namespace WARGEN_TEST_FILE
