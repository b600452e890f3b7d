#pragma once
// All-or-nothing output for one run: every file of the run (both views, every format) is first
// written beside its destination under a temporary name; only when all are complete are they
// renamed into place. If a write or a rename fails, the files this run already put in place and
// every temporary file are removed, so the directory holds all of the run's files or none of them.
// SIGINT, SIGTERM and SIGHUP are held back while files are written and renamed, so Ctrl-C or a
// `kill` lands after the run has finished or cleaned up; only SIGKILL or a power cut can leave
// temporary files (named ".<file>.wargen-tmp-<pid>-<n>").
//
// The file system is a seam (FileSystem) so tests can make any single write or rename fail.
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace wargen {

struct FileContent {
  std::filesystem::path path;
  std::string bytes;
};

// The operations the writer needs. Errors come back as codes, never as exceptions.
class FileSystem {
 public:
  virtual ~FileSystem() = default;
  // Creates `path`, which must not exist yet, holding `bytes` (complete when this returns).
  virtual std::error_code write_new(const std::filesystem::path& path, const std::string& bytes) = 0;
  // Replaces `to` with `from` in one step (rename(2)).
  virtual std::error_code rename(const std::filesystem::path& from, const std::filesystem::path& to) = 0;
  virtual void remove(const std::filesystem::path& path) = 0;  // best effort, for clean-up
};

// The real one (POSIX calls).
FileSystem& real_file_system();

// Writes every file or none. Refuses two files with the same destination. Throws InputError
// naming the path and the reason on any failure, after the clean-up described above.
void write_files_atomically(const std::vector<FileContent>& files, FileSystem& fs = real_file_system());

// The bytes of the file at `path`, or "" when there is none or it cannot be read.
std::string file_bytes(const std::filesystem::path& path);

// The files of `files` whose destination does not already hold exactly their bytes: a rerun that
// writes what is there leaves those files, and their modification times, untouched.
std::vector<FileContent> changed_files(std::vector<FileContent> files);

// Whether a file name is one of the temporary names above, which a run killed while staging
// leaves behind: a rerun may delete such files.
bool is_staging_file_name(std::string_view file_name);

}  // namespace wargen
