// SectorGrid::index_of reads a sector id directly; it must find exactly the sector whose id()
// matches (letters in either case, as same_id compares) and nothing for anything else.
#include <catch2/catch.hpp>

#include "generators/sector_dice/sector_grid.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;

namespace {
int index_by_ids(const SectorGrid& grid, const std::string& id) {
  for (int i = 0; i < grid.count(); ++i)
    if (SectorGrid::same_id(grid.id(i), id)) return i;
  return -1;
}
}  // namespace

TEST_CASE("sector ids: index_of finds the sector id() names, and nothing else", "[gok]") {
  for (auto [columns, rows] : {std::pair{6, 2}, std::pair{3, 2}, std::pair{26, 12}, std::pair{1, 1}}) {
    const SectorGrid grid(180, 120, columns, rows);
    std::vector<std::string> probes = {"", "A", "1", "A0", "A01", "a1", "A1 ", " A1", "A+1", "A-1", "AA1", "Z99",
                                       "A1000000000000", "[1", "@1", "b2", "B2", "F2", "G1", "A3", "A12", "A13"};
    for (int i = 0; i < grid.count(); ++i) probes.push_back(grid.id(i));
    for (const auto& id : probes) {
      INFO(columns << " x " << rows << " grid, id '" << id << "'");
      CHECK(grid.index_of(id) == index_by_ids(grid, id));
    }
  }
}

TEST_CASE("sector ids: a column letter, then the row from 1 in decimal", "[gok]") {
  // One-digit rows are written without to_chars: both ways must read alike.
  const SectorGrid grid(260, 120, 26, 12);
  for (int i = 0; i < grid.count(); ++i) {
    const std::string expected =
        std::string(1, static_cast<char>('A' + grid.column(i))) + std::to_string(grid.row(i) + 1);
    CHECK(grid.id(i) == expected);
  }
  CHECK(grid.id(0) == "A1");
  CHECK(grid.id(9 * 26 + 25) == "Z10");
}

}  // namespace WARGEN_TEST_FILE
