// index.yaml and index.csv in parts (batch/catalogue.hpp), and the text the catalogue's files share.
#include "batch/catalogue.hpp"

#include <algorithm>
#include <cstdint>

#include "core/number_text.hpp"
#include "scenario/scenario_writer.hpp"

namespace wargen {

namespace {

// CSV field quoted when it must be (RFC 4180).
std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string joined(const std::vector<std::string>& parts, const std::string& separator) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : separator) + p;
  return out;
}

std::string yaml_list(const std::vector<std::string>& items) {
  std::vector<std::string> quoted;
  for (const auto& item : items) quoted.push_back(yaml_string(item));
  return "[" + joined(quoted, ", ") + "]";
}

std::string seeds_text(const BatchOutcome& outcome) {
  std::uint64_t low = UINT64_MAX, high = 0;
  for (const auto& m : outcome.maps) low = std::min(low, m.seed), high = std::max(high, m.seed);
  for (const auto& s : outcome.skipped) low = std::min(low, s.seed), high = std::max(high, s.seed);
  if (low > high) return "none";
  return low == high ? std::to_string(low) : std::to_string(low) + "-" + std::to_string(high);
}

std::vector<std::string> csv_header() {
  std::vector<std::string> header = {"status", "round", "table", "id", "seed", "label", "files", "thumbnail", "features",
                                     "crossings", "objectives", "vp_markers"};
  for (const auto& group : figure_groups()) header.push_back(group);
  header.insert(header.end(), {"choice_sites", "balance", "substance"});
  for (const char* side : {"A", "B"})
    for (const char* figure : {"terrain_area_cm2", "cover_area_cm2", "objective_points", "enemy_zone_visible_share"})
      header.push_back(std::string(side) + "_" + figure);
  header.insert(header.end(), {"skip_rule", "skip_reason"});
  return header;
}

}  // namespace

std::string balance_text(const MapRecord& map) {
  return map.fairness ? fixed_decimals(map.fairness->balance, 3) : std::string();
}

std::string figures_text(const KeyFigures& figures) {
  std::vector<std::string> parts;
  for (const auto& group : figure_groups()) parts.push_back(std::to_string(figures.by_group.at(group)) + " " + group);
  return joined(parts, " \u00b7 ");
}

std::string catalogue_title(const BatchRequest& request, const BatchOutcome& outcome) {
  std::string title = request.ruleset->name + " \u00b7 " + std::to_string(outcome.maps.size()) + " maps \u00b7 seeds " +
                      seeds_text(outcome);
  const std::vector<int> rounds = request.seeds.rounds_made();
  if (request.seeds.has_rounds())
    title += rounds.size() == 1 ? " \u00b7 round " + std::to_string(rounds.front())
                                : " \u00b7 rounds " + std::to_string(rounds.front()) + "-" + std::to_string(rounds.back());
  if (!request.output.label.empty()) title += " \u00b7 labels \u201c" + request.output.label + "\u201d";
  return title;
}

std::string catalogue_yaml_head(const BatchRequest& request, const BatchOutcome& outcome) {
  const Ruleset& ruleset = *request.ruleset;
  std::string y = "format: wargen-batch/1\n";
  y += "generator_version: " + yaml_string(WARGEN_VERSION) + "\n";
  y += "ruleset: " + yaml_string(ruleset.name) + "\n";
  y += "ruleset_digest: " + yaml_string(ruleset.digest) + "\n";
  y += "options:";
  const OptionValues& options = request.generate.options;
  if (options.empty()) y += " {}";
  y += "\n";
  for (const auto& [key, value] : options) y += "  " + yaml_string(key) + ": " + yaml_string(value) + "\n";
  y += "formats: " + yaml_list(request.output.formats) + "\n";
  if (!request.output.label.empty()) y += "label: " + yaml_string(request.output.label) + "\n";
  if (request.seeds.counted())
    y += "seeds: {count: " + std::to_string(request.seeds.count) +
         ", first_seed: " + std::to_string(request.seeds.first_seed) + "}\n";
  // Rounds: each map says its round; each round made whole has its print job (round-K.pdf).
  if (request.seeds.has_rounds()) {
    std::vector<std::string> rounds, prints;
    for (int round : request.seeds.rounds_made()) rounds.push_back(std::to_string(round));
    for (const auto& print : outcome.round_prints) prints.push_back(yaml_string(print.path.filename().string()));
    y += "rounds: [" + joined(rounds, ", ") + "]\nround_seed_block: " + std::to_string(kRoundSeedBlock) +
         "\nprints: [" + joined(prints, ", ") + "]\n";
  }
  else
    y += "seeds: {listed: " + std::to_string(request.seeds.listed.size()) + "}\n";
  if (request.max_imbalance) y += "max_imbalance: " + format_number(*request.max_imbalance) + "\n";
  if (request.min_features) y += "min_features: " + std::to_string(*request.min_features) + "\n";
  if (request.min_substance) y += "min_substance: " + format_number(*request.min_substance) + "\n";
  y += "maps:";
  y += outcome.maps.empty() ? " []\n" : "\n";
  return y;
}

std::string catalogue_yaml_map(const MapRecord& m) {
  std::string y = m.round ? "  - round: " + std::to_string(m.round) + "\n    table: " : "  - table: ";
  y += std::to_string(m.table) + "\n";
  y += "    id: " + yaml_string(m.id) + "\n";
  y += "    seed: " + std::to_string(m.seed) + "\n";
  if (!m.label.empty()) y += "    label: " + yaml_string(m.label) + "\n";
  y += "    files: " + yaml_list(m.files) + "\n";
  y += "    thumbnail: " + yaml_string(m.thumbnail) + "\n";
  const KeyFigures& k = m.figures;
  y += "    figures: {features: " + std::to_string(k.features) + ", crossings: " + std::to_string(k.crossings) +
       ", objectives: " + std::to_string(k.objectives) + ", vp_markers: " + std::to_string(k.vp_markers) +
       ", choice_sites: " + std::to_string(k.choice_sites);
  for (const auto& group : figure_groups()) y += ", " + yaml_string(group) + ": " + std::to_string(k.by_group.at(group));
  y += "}\n";
  if (m.fairness) {
    y += "    balance: " + balance_text(m) + "\n    substance: " + fixed_decimals(m.fairness->substance.score, 3) +
         (m.fairness->substance.above_floor ? "" : "\n    thin: true") + "\n    fairness:\n";
    for (const auto& side : fairness_summary(*m.fairness)) {
      y += "      " + side.side + ": {";
      for (std::size_t i = 0; i < side.figures.size(); ++i)
        y += (i ? ", " : "") + side.figures[i].first + ": " + fixed_decimals(side.figures[i].second, 3);
      y += "}\n";
    }
  }
  return y;
}

std::string catalogue_yaml_tail(const BatchOutcome& outcome) {
  std::string y = "skipped:";
  y += outcome.skipped.empty() ? " []\n" : "\n";
  for (const auto& s : outcome.skipped)
    y += "  - {seed: " + std::to_string(s.seed) + ", rule: " + yaml_string(s.rule) + ", reason: " + yaml_string(s.reason) +
         "}\n";
  return y;
}

std::string catalogue_csv_head() { return joined(csv_header(), ",") + "\n"; }

std::string catalogue_csv_map(const MapRecord& m) {
  const KeyFigures& k = m.figures;
  std::vector<std::string> row = {"map",
                                  m.round ? std::to_string(m.round) : std::string(),
                                  std::to_string(m.table),
                                  csv_field(m.id),
                                  std::to_string(m.seed),
                                  csv_field(m.label),
                                  csv_field(joined(m.files, " ")),
                                  csv_field(m.thumbnail),
                                  std::to_string(k.features),
                                  std::to_string(k.crossings),
                                  std::to_string(k.objectives),
                                  std::to_string(k.vp_markers)};
  for (const auto& group : figure_groups()) row.push_back(std::to_string(k.by_group.at(group)));
  row.push_back(std::to_string(k.choice_sites));
  row.push_back(balance_text(m));
  row.push_back(m.fairness ? fixed_decimals(m.fairness->substance.score, 3) : std::string());
  std::vector<SideSummary> sides = m.fairness ? fairness_summary(*m.fairness) : std::vector<SideSummary>(2);
  for (const auto& side : sides)
    for (std::size_t i = 0; i < 4; ++i)
      row.push_back(i < side.figures.size() ? fixed_decimals(side.figures[i].second, 3) : "");
  row.insert(row.end(), {"", ""});
  return joined(row, ",") + "\n";
}

std::string catalogue_csv_tail(const BatchOutcome& outcome) {
  const std::size_t columns = csv_header().size();
  std::string csv;
  for (const auto& s : outcome.skipped) {
    std::vector<std::string> row = {"skipped", "", "", "", std::to_string(s.seed)};
    row.resize(columns - 2);
    row.push_back(csv_field(s.rule));
    row.push_back(csv_field(s.reason));
    csv += joined(row, ",") + "\n";
  }
  return csv;
}

}  // namespace wargen
