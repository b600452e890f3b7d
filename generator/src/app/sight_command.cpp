#include "app/sight_command.hpp"

#include <sstream>

#include "app/sight_answer_writers.hpp"
#include "core/error.hpp"
#include "core/input_text.hpp"
#include "core/number_text.hpp"
#include "scenario/scenario_reader.hpp"

namespace wargen {

Point parse_table_point(const std::string& text, const std::string& what) {
  const auto comma = text.find(',');
  const auto x = comma == std::string::npos ? std::nullopt : read_number(std::string_view(text).substr(0, comma));
  const auto y = comma == std::string::npos ? std::nullopt : read_number(std::string_view(text).substr(comma + 1));
  if (!x || !y) throw InputError(what + ": '" + text + "' is not a point X,Y in table centimetres (e.g. 30,20)");
  return {*x, *y};
}

std::vector<SightPair> parse_sight_pairs(const std::string& text, const std::string& file) {
  std::vector<SightPair> pairs;
  std::istringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    if (!line.empty() && line.back() == '\r') line.pop_back();  // a file written on Windows
    std::istringstream words(line);
    std::string first, second, extra;
    words >> first;
    if (first.empty() || first.front() == '#') continue;
    words >> second >> extra;
    const std::string where = file + ":" + std::to_string(number);
    if (second.empty() || !extra.empty())
      throw InputError(where + ": '" + line + "' is not two points X1,Y1 X2,Y2 (table centimetres)");
    pairs.push_back({parse_table_point(first, where + ": from"), parse_table_point(second, where + ": to"), number});
  }
  return pairs;
}

int run_sight_command(const SightCommand& command, std::ostream& out) {
  if (command.yaml && command.json) throw InputError("sight: give at most one of --yaml and --json");
  const bool batch = !command.pairs.empty();
  if (batch == (!command.from.empty() || !command.to.empty()))
    throw InputError("sight: give --from X,Y and --to X,Y, or --pairs FILE (- for standard input), not both");
  if (!batch && (command.from.empty() || command.to.empty()))
    throw InputError("sight: give both --from X,Y and --to X,Y");
  if (batch && command.pairs == "-" && command.scenario == "-")
    throw InputError("sight: the scenario and --pairs cannot both come from standard input");
  const auto cell_cm = read_number(command.cell_cm);
  if (!cell_cm) throw InputError("--cell-cm: '" + command.cell_cm + "' is not a number of centimetres");

  std::vector<SightPair> pairs;
  if (batch)
    pairs =
        parse_sight_pairs(read_input_text(command.pairs, "pairs file", kMaxSightPairsBytes), input_name(command.pairs));
  else
    pairs.push_back({parse_table_point(command.from, "--from"), parse_table_point(command.to, "--to"), 0});

  const Scenario scenario = read_scenario_file(command.scenario);
  const sight::SightQuery query(scenario, *cell_cm);
  // Every point on the table before the first answer.
  for (const SightPair& p : pairs) {
    const std::string where = p.line ? input_name(command.pairs) + ":" + std::to_string(p.line) + ": " : "--";
    query.cell_at(p.from, where + "from");
    query.cell_at(p.to, where + "to");
  }
  std::string text;
  for (const SightPair& p : pairs) {
    const sight::SightAnswer answer = query.ask(p.from, p.to);
    if (command.json) {
      text += report_json_line(sight_answer_tree(answer, query.cell_cm()));
    } else if (command.yaml) {
      text += (batch ? "---\n" : "") + report_yaml(sight_answer_tree(answer, query.cell_cm()));
    } else {
      text += sight_answer_line(answer) + "\n";
    }
  }
  out << text;
  return 0;
}

}  // namespace wargen
