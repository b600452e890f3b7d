#pragma once
// Resuming a batch: a map already on disk is kept only when it is complete and is the map this run
// would write. The scenario YAML must be byte for byte what this build writes for the seed (so a
// directory from another version, ruleset or set of scenario options is redone); the other files
// must exist and end the way their format ends (PNG IEND chunk, PDF %%EOF, SVG </svg>), so a file
// cut short by a kill is redone; and the map's stamp, written after all its files, must name this
// run's output options (paper, scale, resolution, grid, formats …), which the YAML does not hold:
// a rerun with --paper letter after --paper a3 redraws the PDFs.
#include <filesystem>
#include <vector>

#include "app/pipeline.hpp"
#include "batch/batch_runner.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// True when every path exists and checks out; `scenario` is the umpire's (or only) copy: <id>.yaml
// is checked against it and <id>-player.yaml against its player's copy.
bool outputs_complete(const Scenario& scenario, const std::vector<std::filesystem::path>& paths);

// What a map's files depend on beyond its scenario: every output option of `output` (its
// directory aside) and `view`, the thumbnail's resolution and this build's version, as text.
std::string output_stamp(const OutputRequest& output, const std::string& view, double thumbnail_px_per_cm);

// Where a map's stamp lives: beside its files, hidden (".<id>.outputs"), written last.
std::filesystem::path stamp_path(const std::filesystem::path& maps_dir, const std::string& id);

// Whether the stamp at `path` holds `stamp`.
bool stamp_matches(const std::filesystem::path& path, const std::string& stamp);

// The batch as a whole, recorded in DIR/batch-options.yaml: the ruleset, the table (--table
// changes the ruleset a map is made with), every scenario option (the template's and the flags',
// the umpire key among them) and the filters. A rerun with the same identity resumes; one with
// another would mix two batches' maps in maps/ and overwrite the catalogue, so it is refused. The
// output options are no part of it (a rerun with another --paper is the same batch drawn again:
// each map's stamp above), nor are the seeds (a rerun may ask for more maps of the same batch).
std::string batch_identity_yaml(const BatchRequest& request);

// Before a batch writes anything: creates the batch directory, records the identity there (an
// identical record is left untouched) and throws InputError, one line naming the first option
// that differs, when the directory holds another batch, or a batch's files with no record.
void claim_batch_directory(const BatchRequest& request);

}  // namespace wargen
