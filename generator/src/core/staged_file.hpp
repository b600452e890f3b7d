#pragma once
// An output too large to hold in memory while it is made (a batch's catalogue.pdf embeds every
// thumbnail: 60 KB a map, 600 MB for 10 000 maps), written to disk as it comes under a hidden
// staging name beside its destination (core/staging_name.hpp), then published with the rest of
// its set: content() is a FileContent naming the file, which write_files_atomically moves into
// place (core/atomic_file.hpp). The object removes the file when destroyed unless it was
// published; a process killed while writing leaves it hidden, and the next run in that directory
// removes it as it removes any staged file of a process no longer running.
//
//   StagedFile out(dir / "catalogue.pdf");
//   out.write(data, size);  // as often as needed; never throws (for C callbacks)
//   write_files_atomically({out.finish()});   // finish() throws when a write failed
#include <cstddef>
#include <filesystem>
#include <system_error>

#include "core/atomic_file.hpp"

namespace wargen {

class StagedFile {
 public:
  explicit StagedFile(std::filesystem::path destination);
  ~StagedFile();
  StagedFile(const StagedFile&) = delete;
  StagedFile& operator=(const StagedFile&) = delete;

  // Appends the bytes. A failure is kept and reported by finish(), so a C library's write
  // callback can call this.
  void write(const void* data, std::size_t size);
  // Closes the file; its content for write_files_atomically or changed_files. Throws InputError
  // naming the destination when the file could not be created or written.
  FileContent finish();

 private:
  std::filesystem::path destination_;
  std::filesystem::path staged_;
  int fd_ = -1;
  std::error_code error_;
};

}  // namespace wargen
