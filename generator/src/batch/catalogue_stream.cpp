// The catalogue written as the batch's maps finish (batch/catalogue.hpp): each map's parts to disk
// in table order, the four files put together and published at the end.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "batch/catalogue.hpp"
#include "core/error.hpp"
#include "core/staging_name.hpp"

namespace wargen {

namespace {

// Large enough that a batch makes few writes, small beside what a map in progress holds.
constexpr std::size_t kSpoolBlockBytes = 64 * 1024;

// A file of the catalogue: its head, its maps' part from the spool, its tail.
FileContent assembled(StagedFile& file, const std::string& head, CatalogueSpool& maps, const std::string& tail) {
  file.write(head.data(), head.size());
  maps.rewind();
  std::string block(kSpoolBlockBytes, '\0');
  while (const std::size_t n = maps.read(block.data(), block.size())) file.write(block.data(), n);
  file.write(tail.data(), tail.size());
  return file.finish();
}

}  // namespace

CatalogueSpool::CatalogueSpool(const std::filesystem::path& dir) : dir_(dir) {
  const std::filesystem::path path =
      dir / staging_file_name({"catalogue", StagingKind::staged, static_cast<long>(::getpid()), next_staging_number()});
  file_ = std::fopen(path.c_str(), "w+xb");
  if (file_ == nullptr)
    throw InputError(dir.string() + ": cannot write the catalogue (" + std::strerror(errno) + "); no catalogue was written");
  std::remove(path.c_str());  // still open: read and written until closed, with no name to clear
  std::setvbuf(file_, nullptr, _IOFBF, kSpoolBlockBytes);
}

CatalogueSpool::~CatalogueSpool() { std::fclose(file_); }

void CatalogueSpool::append(const std::string& text) { std::fwrite(text.data(), 1, text.size(), file_); }

void CatalogueSpool::rewind() {
  if (std::fflush(file_) != 0 || std::ferror(file_) || std::fseek(file_, 0, SEEK_SET) != 0)
    throw InputError(dir_.string() + ": cannot write the catalogue (" + std::strerror(errno) + "); no catalogue was written");
}

std::size_t CatalogueSpool::read(char* data, std::size_t size) { return std::fread(data, 1, size, file_); }

Catalogue::Catalogue(const BatchRequest& request)
    : request_(request),
      yaml_(request.output.out_dir),
      csv_(request.output.out_dir),
      html_(request.output.out_dir),
      contact_cells_(request.output.out_dir) {}

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
  files.push_back(assembled(yaml, catalogue_yaml_head(request_, outcome), yaml_, catalogue_yaml_tail(outcome)));
  files.push_back(assembled(csv, catalogue_csv_head(), csv_, catalogue_csv_tail(outcome)));
  files.push_back(assembled(html, catalogue_html_head(request_, outcome), html_, catalogue_html_tail(outcome)));
  files.push_back(catalogue_pdf(request_, outcome, contact_cells_, pdf));
  // The rounds' print jobs with it, one set: the directory never shows a round-K.pdf of other maps.
  files.insert(files.end(), outcome.round_prints.begin(), outcome.round_prints.end());
  // A rerun that makes the same catalogue leaves its files, and their times, as they are.
  write_files_atomically(changed_files(std::move(files)));
}

}  // namespace wargen
