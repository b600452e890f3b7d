#pragma once
// What the CLI's commands do, as library calls the tests can drive directly.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/ruleset_loader.hpp"
#include "generators/scenario_generator.hpp"
#include "render/map_renderer.hpp"
#include "render/print_layout.hpp"
#include "ruleset/ruleset.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

struct OutputRequest {
  std::vector<std::string> formats = {"yaml", "png"};  // any of known_formats()
  double px_per_cm = 5.0;
  GridStyle grid = GridStyle::sectors;      // png, svg, pdf
  render::Paper paper = render::Paper::a4;  // pdf
  int print_scale = 0;                      // pdf: 0 = one page ("fit"); 1:N tiled (1 = true size)
  std::filesystem::path out_dir = ".";
  std::string file_suffix;      // after the scenario id in file names, e.g. "-player" (VPM-6)
  std::string file_prefix;      // before it, e.g. "table-03-" (batch: files sort in table order)
  std::optional<MapView> view;  // the map's view; unset = the renderer's default
  double cell_cm = 5.0;         // fos: the board's cell size
  std::string label;            // printed on the map, PDF pages and sheet; batch: "{n}" = table number
  std::string title;            // parse_title()d; goes on the scenario (map, PDF, sheet)
  // Shown the pixels of each copy's "png" map as it is drawn, with that copy's request (batch
  // makes its thumbnail of them rather than drawing the map twice).
  std::function<void(const OutputRequest& copy, const render::RasterView& pixels)> map_pixels{};
};

// The output formats this build writes.
const std::vector<std::string>& known_formats();

// Generates the scenario for `request` with `ruleset`: the terrain by the ruleset's generator, then
// the scenario layer, then every check `validate` makes (with the request's terrain box, whether
// the table was laid from it: terrain_box/box_use_check.hpp). Throws InputError for an option the
// ruleset does not take or a bad value, GenerationError when the seed cannot satisfy the rules,
// and InvalidTableError (a bug) when the table made breaks a rule. `effort`, when given, is told
// how hard the terrain was to make.
Scenario generate_scenario(const Ruleset& ruleset, const GenerateRequest& request, GenerationEffort* effort = nullptr);
// The table alone, unchecked, for a request whose options check_scenario_options has passed
// already: a survey checks the options once for all its seeds, which share them (building the
// options' specs to check them against cost a Game of Kings table with options a fifteenth of its
// time), and validates each table itself, to count what it breaks.
Scenario generate_checked_scenario(const Ruleset& ruleset, const GenerateRequest& request,
                                   GenerationEffort* effort = nullptr);

// Whether out_dir is "-": the one requested format goes to standard output.
bool writes_to_stdout(const OutputRequest& request);

// The map the PNG is drawn as (its scale, grid and view): what the writers draw and the size
// checks measure.
RenderOptions map_render_options(const OutputRequest& request);

// The request a scenario records (its seed and `options`): generating it again gives the same file
// once its table label, an output option it also records, is set again (set_label).
GenerateRequest request_from_scenario(const Scenario& scenario);

// The `--table` a scenario was made for (its options record it), to load its ruleset the same way;
// none for the ruleset's own table. `where` names the file in messages.
std::optional<TableSize> table_of(const Scenario& scenario, const std::string& where);

// Renders every requested format in memory, then writes them all atomically into out_dir
// (created when missing), or the one format to standard output (writes_to_stdout; returns "-").
// Returns the paths written.
std::vector<std::filesystem::path> write_outputs(const Scenario& scenario, const OutputRequest& request);

// Every rule of the ruleset (generator and scenario layer) the scenario breaks; empty when valid.
std::vector<Violation> validate_scenario(const Scenario& scenario, const Ruleset& ruleset);

// Reads a scenario file and checks it against its ruleset: the one it names (built in) unless
// `ruleset_override` is given.
struct ValidationReport {
  std::string file;  // for messages: "(stdin)" for "-"
  std::vector<Violation> violations;
  std::size_t feature_count = 0;
};
// With `box` (validate --terrain-box), also whether the table was laid from it (check_box_use).
ValidationReport validate_file(const std::string& path, const std::string& ruleset_override,
                               const TerrainBox* box = nullptr);

}  // namespace wargen
