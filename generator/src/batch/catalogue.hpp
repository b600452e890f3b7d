#pragma once
// A batch's catalogue, for the organiser choosing maps: index.yaml and index.csv (one row per map,
// then the skipped seeds), index.html (thumbnails opening each map, its figures and files, sorted and filtered in the page) and catalogue.pdf
// (a contact sheet). Every file is a pure function of the batch's maps and options (no clock, no
// timing), so a rerun writes the same bytes.
#include <string>

#include "batch/batch_runner.hpp"
#include "core/staged_file.hpp"

namespace wargen {

// Writes the four files into the batch directory, each atomically.
void write_catalogue(const BatchRequest& request, const BatchOutcome& outcome);

std::string catalogue_yaml(const BatchRequest& request, const BatchOutcome& outcome);
std::string catalogue_csv(const BatchOutcome& outcome);
std::string catalogue_html(const BatchRequest& request, const BatchOutcome& outcome);
// Reads the thumbnails from the batch directory; writes the PDF into `file` (made for
// out_dir/catalogue.pdf) as it is drawn (batch/streamed_pdf.hpp), for write_files_atomically.
FileContent catalogue_pdf(const BatchRequest& request, const BatchOutcome& outcome, StagedFile& file);

// "0.873", or "" when the balance was not measured.
std::string balance_text(const MapRecord& map);
// "3 hills · 2 woods · 1 built-up · 1 water · 0 other"
std::string figures_text(const KeyFigures& figures);
// The batch's title line: "npow · 40 maps · seeds 1-43 · Round 2 · Table {n}".
std::string catalogue_title(const BatchRequest& request, const BatchOutcome& outcome);

}  // namespace wargen
