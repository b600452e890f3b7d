#include "generators/sector_dice/site_choice.hpp"

#include "core/error.hpp"
#include "generators/sector_dice/terrain_pieces.hpp"
#include "names/place_names.hpp"

namespace wargen {

OptionSpec site_choice_spec(const std::vector<std::string>& kinds, const std::string& group) {
  OptionSpec spec{kSiteChoiceOption,
                  OptionType::choice,
                  "The kind picked for one player's choice site, by its sector: a category (rolled on its "
                  "table) or a feature, e.g. B2=wood; the rest of the map stays as it is",
                  "GOK-T7",
                  kinds,
                  0,
                  0,
                  "the site is left open (or takes its side's --choice)",
                  false,
                  group};
  spec.per_site = true;
  return spec;
}

std::string site_choice_text(const std::string& sector_id, const std::string& kind) {
  return "--site-choice " + sector_id + "=" + kind;
}

std::map<int, std::string> read_site_choices(const OptionValues& options, const SectorGrid& grid) {
  const std::string prefix = std::string(kSiteChoiceOption) + "_";
  std::map<int, std::string> out;
  for (auto it = options.lower_bound(prefix); it != options.end() && it->first.rfind(prefix, 0) == 0; ++it) {
    const std::string sector_id = it->first.substr(prefix.size());
    const int sector = grid.index_of(sector_id);
    if (sector < 0)
      throw InputError(site_choice_text(sector_id, it->second) + ": no sector " + sector_id + " on this table (" +
                       grid.id(0) + " to " + grid.id(grid.count() - 1) + ")");
    out[sector] = it->second;
  }
  return out;
}

Pcg32 site_choice_stream(std::uint64_t seed, const std::string& sector_id, const std::string& stage) {
  return Pcg32::for_stage(seed, "site-choice-" + stage + "-" + sector_id);
}

void name_pieces_picks_last(Scenario& scenario, const NameLanguage& language, std::uint64_t seed) {
  // Named as the open sites they were (which get no name) first, then on their own.
  std::vector<std::pair<Feature*, std::string>> picked;
  for (auto& f : scenario.features)
    if (f.attributes.count("site_choice")) {
      picked.emplace_back(&f, f.kind);
      f.kind = "players_choice";
    }
  Pcg32 names_rng = Pcg32::for_stage(seed, "names");
  assign_place_names(scenario, language, names_rng);
  if (picked.empty()) return;
  for (auto& [feature, kind] : picked) feature->kind = kind;
  Pcg32 own = Pcg32::for_stage(seed, "site-choice-names");
  assign_place_names(scenario, language, own);
}

void check_site_choices_used(const std::map<int, std::string>& site_choices, const std::vector<Piece>& pieces,
                             const SectorGrid& grid) {
  std::string sites;  // the map's choice sites, for the message
  for (const Piece& piece : pieces)
    if (piece.feature.kind == "players_choice" || piece.feature.attributes.count("chosen_by"))
      sites += (sites.empty() ? "" : ", ") + grid.id(piece.sector);
  for (const auto& [sector, kind] : site_choices) {
    bool used = false;
    for (const Piece& piece : pieces) used = used || (piece.sector == sector && piece.site_chosen);
    if (!used)
      throw GenerationError("GOK-T7: " + site_choice_text(grid.id(sector), kind) + ": sector " + grid.id(sector) +
                            " is not a player's choice site on this map (" +
                            (sites.empty() ? "it has none" : "its choice sites: " + sites) + ")");
  }
}

}  // namespace wargen
