#include <catch2/catch.hpp>

#include "core/dice.hpp"
#include "core/sha256.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

TEST_CASE("dice notation parses and prints back") {
  CHECK(Dice::parse("1d6") == Dice(1, 6));
  CHECK(Dice::parse("2d6") == Dice(2, 6));
  CHECK(Dice::parse("1d6+6") == Dice(1, 6, 6));
  CHECK(Dice::parse("1d4-1") == Dice(1, 4, -1));
  CHECK(Dice::parse("1d10").max() == 10);  // a d10's 0 reads as 10
  CHECK(Dice::parse("1d10").min() == 1);
  CHECK(Dice::parse("1d6+6").min() == 7);
  CHECK(Dice::parse("1d6+6").max() == 12);
  for (const char* text : {"1d6", "2d6", "1d6+6", "1d4-1", "3d10"}) CHECK(Dice::parse(text).notation() == text);
  // The longest notations the limits allow, and the default die, whose text is written in place.
  for (const char* text : {"100d1000+1000", "100d1000-1000", "1d2"}) CHECK(Dice::parse(text).notation() == text);
  CHECK(Dice().notation() == "1d6");
  CHECK(Dice() == Dice(1, 6));
}

TEST_CASE("bad dice notation is refused with the text in the message") {
  for (const char* text : {"", "d6", "6", "1d", "1d1", "0d6", "1d6+", "1d6+x", "x1d6", "1d6 ", "1e6", "1d6++1"}) {
    INFO(text);
    CHECK_THROWS_AS(Dice::parse(text), std::invalid_argument);
  }
  CHECK_THROWS_WITH(Dice::parse("2x6"), Catch::Contains("'2x6'"));
}

TEST_CASE("outcome weights are the exact distribution") {
  CHECK(Dice(1, 6).outcome_weights() == std::vector<double>(6, 1.0));
  CHECK(Dice(2, 6).outcome_weights() == std::vector<double>{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1});
}

TEST_CASE("a roll is logged with its rule - its dice and a total that adds up") {
  Pcg32 rng(11, 12);
  std::vector<DiceLogEntry> log;
  Dice dice(2, 6, 1);
  for (int i = 0; i < 200; ++i) {
    int total = dice.roll(rng, log, "GOK-W1", "test");
    REQUIRE(log.back().rule == "GOK-W1");
    REQUIRE(log.back().dice == "2d6+1");
    REQUIRE(log.back().rolls.size() == 2);
    REQUIRE(log.back().result == total);
    REQUIRE(total == log.back().rolls[0] + log.back().rolls[1] + 1);
    REQUIRE(total >= 3);
    REQUIRE(total <= 13);
  }
  CHECK(log.size() == 200);
}

TEST_CASE("a roll of many dice keeps every face, in order, past those kept in place") {
  Pcg32 rng(5, 6);
  std::vector<DiceLogEntry> log;
  for (int count : {1, 3, 4, 5, 9, 100}) {
    INFO(count << " dice");
    int total = Dice(count, 6).roll(rng, log, "T", "");
    const DiceRolls& rolls = log.back().rolls;
    REQUIRE(rolls.size() == static_cast<std::size_t>(count));
    int sum = 0;
    for (int face : rolls) sum += face;
    CHECK(sum == total);
    // The same faces pushed one by one, with a copy that grew from a few, compare equal.
    DiceRolls again;
    for (std::size_t i = 0; i < rolls.size(); ++i) again.push_back(rolls[i]);
    CHECK(again == rolls);
    again.push_back(1);
    CHECK_FALSE(again == rolls);
  }
}

TEST_CASE("dice rolls: set, changed and cleared in place or spilled") {
  DiceRolls rolls{6, 5, 4, 3, 2, 1};  // more than kept in place
  CHECK(rolls.size() == 6);
  CHECK(rolls.front() == 6);
  CHECK(rolls[5] == 1);
  rolls[5] = 2;
  CHECK(rolls == DiceRolls{6, 5, 4, 3, 2, 2});
  rolls = {3};
  CHECK(rolls.size() == 1);
  rolls.front() = 4;
  CHECK(rolls == DiceRolls{4});
  CHECK_FALSE(rolls == DiceRolls{4, 4});
  rolls.clear();
  CHECK(rolls.empty());
  for (int face = 1; face <= 5; ++face) rolls.push_back(face);
  CHECK(rolls == DiceRolls{1, 2, 3, 4, 5});
  CHECK(DiceRolls{} == DiceRolls{});
}

TEST_CASE("2d6 rolls follow the 2d6 distribution (chi-square - fixed seed)") {
  Pcg32 rng(99, 1);
  std::vector<DiceLogEntry> log;
  Dice dice(2, 6);
  std::vector<int> counts(11, 0);
  const int n = 36000;
  for (int i = 0; i < n; ++i) counts[static_cast<std::size_t>(dice.roll(rng, log, "T", "") - 2)]++;
  auto weights = dice.outcome_weights();
  double chi2 = 0;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    double expected = n * weights[k] / 36.0;
    chi2 += (counts[k] - expected) * (counts[k] - expected) / expected;
  }
  CHECK(chi2 < 29.6);  // 10 degrees of freedom, 0.999 quantile
}

TEST_CASE("SHA-256 known answers (FIPS 180-4 examples)") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex(std::string(1000, 'a')) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3");
}

}  // namespace WARGEN_TEST_FILE
