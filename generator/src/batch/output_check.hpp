#pragma once
// Resuming a batch, or merging shards of one (below): a map already on disk is kept only when it is complete and is the map this run
// would write. The scenario YAML must be byte for byte what this build writes for the seed (so a
// directory from another version, ruleset or set of scenario options is redone); the other files
// must exist and end the way their format ends (PNG IEND chunk, PDF %%EOF, SVG </svg>), so a file
// cut short by a kill is redone; and the map's stamp, written after all its files, must name this
// run's output options (paper, scale, resolution, grid, formats …), which the YAML does not hold:
// a rerun with --paper letter after --paper a3 redraws the PDFs.
#include <cstdint>
#include <filesystem>
#include <vector>

#include "app/pipeline.hpp"
#include "batch/batch_runner.hpp"
#include "scenario/scenario.hpp"

namespace wargen {

// True when every path exists and checks out; `scenario` is the umpire's (or only) copy:
// <prefix><id>.yaml is checked against it and <prefix><id>-player.yaml against its player's copy.
bool outputs_complete(const Scenario& scenario, const std::string& file_prefix,
                      const std::vector<std::filesystem::path>& paths);

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

// The first option two batch records (batch_identity_yaml) differ in, as "--ruleset npow there, gok
// here"; "" when they are the same.
std::string identity_difference(const std::string& there, const std::string& here);

// Before a batch writes anything: creates the batch directory, records the identity there (an
// identical record is left untouched) and throws InputError, one line naming the first option
// that differs, when the directory holds another batch, or a batch's files with no record.
void claim_batch_directory(const BatchRequest& request);

// Sharding: two machines each make part of a batch (`--seeds 1-500` and `--seeds 501-1000`, or
// `--round 1` and `--round 2`), and `wargen batch --merge A,B --out ALL` with the shards' options
// (and, for rounds, their --rounds and --count) merges them into one batch directory with one
// catalogue. The merged directory is what one batch of the union makes, byte for byte: it is that
// batch, run with the shards as further places a map may already be complete. A map whose table
// number is the same in the merged batch (so the same label and file names) is copied from its
// shard after the checks a resume makes; a map whose table number changes is drawn again, since
// its label is baked into its pictures; its scenario is the same (the YAML is the contract, and
// the checks compare it byte for byte).

// Before anything is written: refuses (InputError, one line naming the shard) a shard that is no
// finished batch, was made with other scenario options, filters or output options than `request`,
// is the merged directory itself, or holds a seed another shard holds too.
void check_shards(const BatchRequest& request);

// The seeds a merge tries when given neither --seeds nor --count: every seed the shards tried (made
// or skipped), shard by shard, each shard's in increasing order, as `--seeds 1-500` then
// `501-1000` would try them. Refuses shards of rounds (give --rounds and --count).
std::vector<std::uint64_t> shard_seeds(const std::vector<std::filesystem::path>& shards);

// Copies a map's files (`paths`, in the batch directory `dir`, its stamp last) from the first shard
// holding all of them complete under the same names with the stamp `stamp`. True when copied.
bool take_from_shard(const std::vector<std::filesystem::path>& shards, const std::filesystem::path& dir,
                     const Scenario& scenario, const std::string& file_prefix,
                     const std::vector<std::filesystem::path>& paths, const std::filesystem::path& stamp_file,
                     const std::string& stamp);

}  // namespace wargen
