#include "app/fairness_command.hpp"

#include <algorithm>
#include <iostream>

#include "core/error.hpp"
#include "core/message_text.hpp"
#include "fairness/fairness_report.hpp"
#include "scenario/scenario_reader.hpp"

namespace wargen {

int run_fairness_command(const std::vector<std::string>& files, bool yaml, bool json, bool brief) {
  if (yaml + json + brief > 1) throw InputError("fairness: give at most one of --yaml, --json and --brief");
  int code = 0;
  std::vector<std::string> reports;
  for (const auto& file : files) {
    try {
      const FairnessReport r = measure_fairness(read_scenario_file(file));
      const std::string name = file == "-" ? "(stdin)" : file;
      reports.push_back(yaml ? fairness_yaml(r) : json ? fairness_json(r) : brief ? fairness_brief(r, name)
                                                                                  : fairness_text(r, name));
    } catch (const Error& e) {
      std::cerr << "wargen: " << one_line(e.what()) << "\n";
      code = std::max(code, e.exit_code());
    }
  }
  const bool several = files.size() > 1;
  if (json && several) std::cout << "[\n";
  for (std::size_t i = 0; i < reports.size(); ++i) {
    if (yaml && several) std::cout << "---\n";
    if (json && several) reports[i].pop_back();  // the newline, before the array's comma
    std::cout << (i && !yaml && !json && !brief ? "\n" : "") << reports[i]
              << (json && several ? (i + 1 < reports.size() ? ",\n" : "\n") : "");
  }
  if (json && several) std::cout << "]\n";
  return code;
}

}  // namespace wargen
