// The catalogue written as the batch's maps finish (batch/catalogue.hpp): each map's parts to disk
// in table order, the four files put together and published at the end.
#include <fstream>
#include <stdexcept>

#include "batch/catalogue.hpp"
#include "core/error.hpp"

namespace wargen {

namespace {

// Large enough that a batch makes few writes, small beside what a map in progress holds.
constexpr std::size_t kSpoolBlockBytes = 64 * 1024;

// `file` gets the bytes of the file at `from`, a block at a time.
void append_file(StagedFile& file, const std::filesystem::path& from) {
  std::ifstream in(from, std::ios::binary);
  std::string block(kSpoolBlockBytes, '\0');
  while (in) {
    in.read(block.data(), static_cast<std::streamsize>(block.size()));
    file.write(block.data(), static_cast<std::size_t>(in.gcount()));
  }
  if (!in.eof()) throw InputError(from.string() + ": cannot read back the catalogue's maps; nothing was written");
}

// A file of the catalogue: its head, its maps' part from disk, its tail.
FileContent assembled(StagedFile& file, const std::string& head, const std::filesystem::path& maps,
                      const std::string& tail) {
  file.write(head.data(), head.size());
  append_file(file, maps);
  file.write(tail.data(), tail.size());
  return file.finish();
}

}  // namespace

void Catalogue::Spool::append(const std::string& text) {
  block_ += text;
  if (block_.size() < kSpoolBlockBytes) return;
  file_.write(block_.data(), block_.size());
  block_.clear();
}

std::filesystem::path Catalogue::Spool::finish() {
  file_.write(block_.data(), block_.size());
  block_.clear();
  return file_.finish().bytes_file;
}

Catalogue::Catalogue(const BatchRequest& request)
    : request_(request),
      yaml_(request.output.out_dir / "index.yaml"),
      csv_(request.output.out_dir / "index.csv"),
      html_(request.output.out_dir / "index.html"),
      contact_cells_(request.output.out_dir / "catalogue.pdf") {}

void Catalogue::start_round(int round) {
  std::lock_guard lock(mutex_);
  if (!waiting_.empty()) throw std::logic_error("catalogue: a table of round " + std::to_string(round_) + " is missing");
  round_ = round;
  next_table_ = 1;
}

void Catalogue::add(const MapRecord& map) {
  // The text on the calling thread; only the writes in table order under the lock.
  Parts parts{catalogue_yaml_map(map), catalogue_csv_map(map), catalogue_html_map(map), contact_cell(map)};
  std::lock_guard lock(mutex_);
  if (map.round != round_) throw std::logic_error("catalogue: a map of round " + std::to_string(map.round) + " in round " + std::to_string(round_));
  waiting_.emplace(map.table, std::move(parts));
  for (auto next = waiting_.begin(); next != waiting_.end() && next->first == next_table_;
       next = waiting_.erase(next), ++next_table_) {
    yaml_.append(next->second.yaml);
    csv_.append(next->second.csv);
    html_.append(next->second.html);
    contact_cells_.append(next->second.contact_cell);
  }
}

void Catalogue::publish(const BatchOutcome& outcome) {
  std::lock_guard lock(mutex_);
  if (!waiting_.empty()) throw std::logic_error("catalogue: a table of round " + std::to_string(round_) + " is missing");
  const auto& dir = request_.output.out_dir;
  StagedFile yaml(dir / "index.yaml"), csv(dir / "index.csv"), html(dir / "index.html"), pdf(dir / "catalogue.pdf");
  // Each file to disk as it is put together: the batch holds one file's head or tail at a time.
  std::vector<FileContent> files;
  files.push_back(assembled(yaml, catalogue_yaml_head(request_, outcome), yaml_.finish(), catalogue_yaml_tail(outcome)));
  files.push_back(assembled(csv, catalogue_csv_head(), csv_.finish(), catalogue_csv_tail(outcome)));
  files.push_back(assembled(html, catalogue_html_head(request_, outcome), html_.finish(), catalogue_html_tail(outcome)));
  files.push_back(catalogue_pdf(request_, outcome, contact_cells_.finish(), pdf));
  // The rounds' print jobs with it, one set: the directory never shows a round-K.pdf of other maps.
  files.insert(files.end(), outcome.round_prints.begin(), outcome.round_prints.end());
  // A rerun that makes the same catalogue leaves its files, and their times, as they are.
  write_files_atomically(changed_files(std::move(files)));
}

}  // namespace wargen
