// Writes a GoK scenario with N terrain pieces (tests/large_scenario.hpp) as YAML to stdout, to time
// the whole `wargen validate FILE` process on it:
//   build/bench/write_large_scenario 100000 > large.yaml && time build/wargen validate large.yaml
#include <charconv>
#include <cstdio>
#include <iostream>
#include <string_view>

#include "large_scenario.hpp"
#include "scenario/scenario_writer.hpp"

int main(int argc, char** argv) {
  int pieces = 0;
  std::string_view text = argc == 2 ? argv[1] : "";
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), pieces);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || pieces < 1) {
    std::fprintf(stderr, "usage: write_large_scenario PIECES (a whole number >= 1)\n");
    return 2;
  }
  std::cout << wargen::write_scenario_yaml(wargen::test::large_scenario(wargen::load_ruleset("gok"), pieces));
  return std::cout ? 0 : 3;
}
