// `wargen sight` in process: the answers on a hand-made table, cell by cell (sight/sight_query.hpp),
// the pairs text, and the three writers (app/sight_command.hpp, app/sight_answer_writers.hpp).
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "app/sight_command.hpp"
#include "core/error.hpp"
#include "fairness_tables.hpp"
#include "message_of.hpp"
#include "scenario/scenario_writer.hpp"
#include "sight/sight_query.hpp"
#include "support.hpp"
#include "yaml_query.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using sight::BlockReason;
using sight::Cell;
using sight::Detection;
using sight::DetectionLimit;

namespace {

// 60 × 40 cm: 12 × 8 cells of 5 cm.
// - f1, a wood, holds the centres of cols 5–6, rows 3–4;
// - f2, a hill, cols 0–2 of rows 6–7 (level 1);
// - f3, a wall along x = 45, between cols 8 and 9 on every row;
// - f4, a wood at the hill's foot: cell [3,7], level 0.
Scenario sight_table() {
  Scenario s = table(60, 40, rect(0, 0, 60, 6), rect(0, 34, 60, 40));
  s.features = {area("f1", "wood", rect(25, 15, 35, 25)), area("f2", "hill", rect(0, 30, 15, 40)),
                line("f3", "obstacle", {{45, 0}, {45, 40}}, 1), area("f4", "wood", rect(15, 35, 20, 40))};
  s.features[0].name = "Bois Joli";
  return s;
}

}  // namespace

TEST_CASE("sight query: a wood between two points at the same height", "[sight][query]") {
  const Scenario s = sight_table();
  const sight::SightQuery q(s, 5);
  const auto a = q.ask({2.5, 17.5}, {57.5, 17.5});
  CHECK(a.from.facts.cell == Cell{0, 3});
  CHECK(a.to.facts.cell == Cell{11, 3});
  CHECK(a.distance_cells == 11);
  REQUIRE_FALSE(a.visible);
  REQUIRE(a.blocked.size() == 1);
  CHECK(a.blocked[0].facts.cell == Cell{5, 3});
  CHECK(a.blocked[0].facts.centre_cm == Point{27.5, 17.5});
  CHECK(a.blocked[0].reason == BlockReason::cover_between);
  REQUIRE(a.blocked[0].facts.pieces.size() == 1);
  CHECK(a.blocked[0].facts.pieces[0].id == "f1");
  CHECK(a.blocked[0].facts.pieces[0].name == "Bois Joli");
  CHECK(a.unit.limit == DetectionLimit::detect_range);    // 11 > 8
  CHECK(a.leader.limit == DetectionLimit::detect_range);  // 11 > 9
}

TEST_CASE("sight query: a wall between is no obstacle to sight (FOS-B4)", "[sight][query]") {
  const Scenario s = sight_table();
  const sight::SightQuery q(s, 5);
  const auto a = q.ask({40, 2}, {57, 2});  // cells [8,0] to [11,0], across the wall's edge
  CHECK(a.visible);
  CHECK(a.blocked.empty());
  CHECK(a.unit.detection == Detection::identified);
}

TEST_CASE("sight query: detection of a unit in the wood, by a unit and by a leader", "[sight][query]") {
  const Scenario s = sight_table();
  const sight::SightQuery q(s, 5);
  const auto next_to = q.ask({22.5, 17.5}, {27.5, 17.5});  // [4,3] to the wood's [5,3]: 1 cell
  CHECK(next_to.to.facts.surface == sight::Surface::cover);
  CHECK(next_to.unit.detection == Detection::identified);
  const auto two = q.ask({17.5, 17.5}, {27.5, 17.5});  // 2 cells
  CHECK(two.unit.limit == DetectionLimit::cover_range);
  CHECK(two.leader.detection == Detection::identified);
  const auto seven = q.ask({2.5, 2.5}, {37.5, 2.5});  // row 0, 7 cells of open ground
  CHECK(seven.unit.limit == DetectionLimit::identify_range);
  CHECK(seven.unit.detection == Detection::detected);
}

TEST_CASE("sight query: the hill's cells name the hill, ends at different heights", "[sight][query]") {
  const Scenario s = sight_table();
  const sight::SightQuery q(s, 5);
  // From the hill [2,7] (level 1) down to [11,7] (level 0): nothing between is as high as level 1.
  const auto down = q.ask({12.5, 37.5}, {57.5, 37.5});
  CHECK(down.from.facts.level == 1);
  REQUIRE(down.from.facts.pieces.size() == 1);
  CHECK(down.from.facts.pieces[0].id == "f2");
  CHECK(down.visible);
  // From [0,6] on the hill to [4,6] beside it: [1,6], [2,6] are level 1, as high as the higher end.
  const auto along = q.ask({2.5, 32.5}, {22.5, 32.5});
  REQUIRE_FALSE(along.visible);
  CHECK(along.blocked[0].facts.cell == Cell{1, 6});
  CHECK(along.blocked[0].reason == BlockReason::as_high_as_higher_end);
}

TEST_CASE("sight query: a wood at the hill's foot counts half a level (the FOS-B4 ruling)", "[sight][query]") {
  const Scenario s = sight_table();
  const sight::SightQuery q(s, 5);
  // From the crest [2,7] (level 1, 2 half levels) over the wood [3,7] (top 2·0 + 1 = 1 < 2):
  // to [11,7], d² 1 to the higher end < 64 to the lower: seen.
  CHECK(q.ask({12.5, 37.5}, {57.5, 37.5}).visible);
  // To [4,7]: the wood is halfway (d² 1 = 1), not nearer the higher end.
  const auto near = q.ask({12.5, 37.5}, {22.5, 37.5});
  REQUIRE_FALSE(near.visible);
  CHECK(near.blocked[0].facts.cell == Cell{3, 7});
  CHECK(near.blocked[0].reason == BlockReason::cover_not_nearer_higher_end);
  REQUIRE(near.blocked[0].facts.pieces.size() == 1);
  CHECK(near.blocked[0].facts.pieces[0].id == "f4");
  // The wall between cols 8 and 9 on the way to [11,7] was crossed: linear obstacles never block.
}

TEST_CASE("sight query: the table's edges are on it, beyond them is off", "[sight][query]") {
  const Scenario s = sight_table();
  const sight::SightQuery q(s, 5);
  CHECK(q.cell_at({60, 40}, "to") == Cell{11, 7});
  CHECK(q.cell_at({0, 0}, "to") == Cell{0, 0});
  CHECK_THAT(message_of([&] {
               q.cell_at({60.01, 5}, "--from");
             }),
             Catch::Equals("--from: 60.01,5 is off the table (x 0 … 60, y 0 … 40 cm)"));
  CHECK_THROWS_AS(q.cell_at({5, -1}, "--to"), InputError);
  CHECK_THROWS_AS(sight::SightQuery(s, 0.5), InputError);  // --cell-cm below 1
}

TEST_CASE("sight pairs: one pair a line, blanks and comments skipped, errors located", "[sight][query]") {
  const auto pairs = parse_sight_pairs("# observer target\n1,2 3,4\r\n\n  5.5,6 7,8  \n", "p.txt");
  REQUIRE(pairs.size() == 2);
  CHECK(pairs[0].from == Point{1, 2});
  CHECK(pairs[0].to == Point{3, 4});
  CHECK(pairs[1].from == Point{5.5, 6});
  CHECK(pairs[1].line == 4);
  CHECK_THAT(message_of([] { parse_sight_pairs("1,2 3,4\n1,2\n", "p.txt"); }),
             Catch::StartsWith("p.txt:2: '1,2' is not two points"));
  CHECK_THAT(message_of([] { parse_sight_pairs("1,2 3;4\n", "p.txt"); }),
             Catch::StartsWith("p.txt:1: to: '3;4' is not a point X,Y"));
  CHECK_THROWS_AS(parse_table_point("nan,4", "--from"), InputError);
  CHECK_THROWS_AS(parse_table_point("4,", "--from"), InputError);
  CHECK_THROWS_AS(parse_table_point("1,2,3", "--from"), InputError);
}

TEST_CASE("sight command: text, YAML and JSON lines agree", "[sight][query]") {
  TempDir dir("sight-command");
  const auto file = (dir / "t.yaml").string();
  std::ofstream(file) << write_scenario_yaml(sight_table());
  std::ofstream((dir / "pairs.txt").string()) << "2.5,17.5 57.5,17.5\n40,2 57,2\n";

  SightCommand one;
  one.scenario = file;
  one.from = "2.5,17.5";
  one.to = "57.5,17.5";
  std::ostringstream text;
  CHECK(run_sight_command(one, text) == 0);
  CHECK(text.str() ==
        "2.5,17.5 [0,3] level 0 open -> 57.5,17.5 [11,3] level 0 open: not visible, 11 cells; blocked at [5,3] level 0 "
        "cover (wood f1 \"Bois Joli\"): cover between two ends at the same height; a unit: hidden (beyond 8 cells); "
        "a leader: hidden (beyond 9 cells)\n");

  one.yaml = true;
  std::ostringstream yaml;
  run_sight_command(one, yaml);
  const YamlQuery y(yaml.str());
  CHECK(y["format"].text() == "wargen-sight/1");
  CHECK(y["visible"].text() == "false");
  CHECK(y["from"]["cell"][1].integer() == 3);
  CHECK(y["blocked"][0]["reason"].text() == "cover_between");
  CHECK(y["blocked"][0]["pieces"][0]["id"].text() == "f1");
  CHECK(y["detection"]["leader"]["limit"].text() == "detect_range");

  SightCommand many;
  many.scenario = file;
  many.pairs = (dir / "pairs.txt").string();
  many.json = true;
  std::ostringstream json;
  run_sight_command(many, json);
  std::istringstream lines(json.str());
  std::string line;
  int count = 0;
  while (std::getline(lines, line)) {
    ++count;
    CHECK(line.rfind("{\"format\": \"wargen-sight/1\", \"rule\": \"FOS-B4\", \"cell_cm\": 5,", 0) == 0);
    CHECK(line.back() == '}');
  }
  CHECK(count == 2);
  CHECK_THAT(json.str(), Catch::Contains("\"visible\": false") && Catch::Contains("\"visible\": true"));
}

TEST_CASE("sight command: a point off the table on any line gives no answer at all", "[sight][query]") {
  TempDir dir("sight-command-off");
  const auto file = (dir / "t.yaml").string();
  std::ofstream(file) << write_scenario_yaml(sight_table());
  std::ofstream((dir / "pairs.txt").string()) << "1,1 2,2\n1,1 70,2\n";
  SightCommand c;
  c.scenario = file;
  c.pairs = (dir / "pairs.txt").string();
  std::ostringstream out;
  CHECK_THAT(message_of([&] { run_sight_command(c, out); }),
             Catch::EndsWith("pairs.txt:2: to: 70,2 is off the table (x 0 … 60, y 0 … 40 cm)"));
  CHECK(out.str().empty());
  c.from = "1,1";
  CHECK_THROWS_AS(run_sight_command(c, out), InputError);  // --from and --pairs
  c.pairs.clear();
  CHECK_THROWS_AS(run_sight_command(c, out), InputError);  // --from without --to
}

}  // namespace WARGEN_TEST_FILE
