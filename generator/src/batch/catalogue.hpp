#pragma once
// A batch's catalogue, for the organiser choosing maps: index.yaml and index.csv (one row per map,
// then the skipped seeds), index.html (thumbnails opening each map, its figures and files, sorted and filtered in the page) and catalogue.pdf
// (a contact sheet). Every file is a pure function of the batch's maps and options (no clock, no
// timing), so a rerun writes the same bytes.
//
// Written as the maps finish, so that a batch of 10 000 maps holds none of them until its end:
// each map's part of each file (its YAML entry, CSV row, card in the page, caption on the contact
// sheet) goes to a file on disk (CatalogueSpool) in table order, as soon as every earlier table's
// has. At the end each file is its head (which names the batch's count of maps
// and its seeds, known only then), its maps' part copied from disk and its tail (the skipped
// seeds); the contact sheet is drawn page by page from the captions and thumbnails on disk.
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>
#include <string>

#include "batch/batch_runner.hpp"
#include "core/staged_file.hpp"

namespace wargen {

// What the catalogue writes as the maps finish, on disk rather than in memory: a file in the batch
// directory with no name (made under a hidden staging name, core/staging_name.hpp, and unlinked at
// once), so it goes with the process however that ends, a SIGKILL too, and leaves nothing for a
// later run to clear. Written through a buffer, then read back from its start.
class CatalogueSpool {
 public:
  // Throws InputError naming the directory when the file cannot be made.
  explicit CatalogueSpool(const std::filesystem::path& dir);
  ~CatalogueSpool();
  CatalogueSpool(const CatalogueSpool&) = delete;
  CatalogueSpool& operator=(const CatalogueSpool&) = delete;
  void append(const std::string& text);
  // Every part appended: reads from the start. Throws InputError when a write failed.
  void rewind();
  // Up to `size` bytes into `data`; 0 at the end.
  std::size_t read(char* data, std::size_t size);

 private:
  std::filesystem::path dir_;
  std::FILE* file_ = nullptr;
};

class Catalogue {
 public:
  // Opens the hidden files in the batch directory, which must exist.
  explicit Catalogue(const BatchRequest& request);
  // The maps that follow are round `round`'s (0: a batch without rounds), tables numbered from 1.
  void start_round(int round);
  // A map of the round under way, from any thread, in any order.
  void add(const MapRecord& map);
  // Every map of `outcome` added: writes the four files and publishes them as one set with the
  // rounds' print jobs; a file whose bytes are already on disk is left as it is, with its time.
  void publish(const BatchOutcome& outcome);

 private:
  // A map's part of each file.
  struct Parts {
    std::string yaml, csv, html, contact_cell;
  };

  const BatchRequest& request_;
  std::mutex mutex_;
  int round_ = 0;
  int next_table_ = 1;
  std::map<int, Parts> waiting_;  // finished ahead of an earlier table
  CatalogueSpool yaml_, csv_, html_, contact_cells_;
};

// Each file's text in parts, for the Catalogue above: the head and the tail of index.yaml,
// index.csv and index.html (they name the batch's count, seeds and skipped seeds) and each map's
// part between them, in table order.
std::string catalogue_yaml_head(const BatchRequest& request, const BatchOutcome& outcome);
std::string catalogue_yaml_map(const MapRecord& map);
std::string catalogue_yaml_tail(const BatchOutcome& outcome);
std::string catalogue_csv_head();
std::string catalogue_csv_map(const MapRecord& map);
std::string catalogue_csv_tail(const BatchOutcome& outcome);
std::string catalogue_html_head(const BatchRequest& request, const BatchOutcome& outcome);
std::string catalogue_html_map(const MapRecord& map);
std::string catalogue_html_tail(const BatchOutcome& outcome);
// A map's cell on the contact sheet (its thumbnail and caption), as a record of the spool `cells`
// that catalogue_pdf reads back in table order. It writes the PDF into `file` (made for
// out_dir/catalogue.pdf) as it is drawn (batch/streamed_pdf.hpp), for write_files_atomically.
std::string contact_cell(const MapRecord& map);
FileContent catalogue_pdf(const BatchRequest& request, const BatchOutcome& outcome, CatalogueSpool& cells,
                          StagedFile& file);

// "0.873", or "" when the balance was not measured.
std::string balance_text(const MapRecord& map);
// "3 hills · 2 woods · 1 built-up · 1 water · 0 other"
std::string figures_text(const KeyFigures& figures);
// The batch's title line: "npow · 40 maps · seeds 1-43 · Round 2 · Table {n}".
std::string catalogue_title(const BatchRequest& request, const BatchOutcome& outcome);

}  // namespace wargen
