#pragma once
// All-or-nothing output for one run: every file of the run (both views, every format), all in one
// directory, is published as a set, so the directory shows the run's whole set or the set that was
// there before, never a mix, even when the process is killed at any point.
//
//  1. Check every destination: one that is a directory is refused before anything is written.
//  2. Stage: every file complete beside its destination under a hidden temporary name.
//  3. Keep: each file the set replaces gets a second hidden name (a hard link), so its bytes
//     survive the rename that replaces it.
//  4. Commit: a list of the staged files is written (under a temporary name, then renamed): from
//     this moment the new set is the one that counts.
//  5. Publish: each staged file is renamed over its destination; then the list and the kept files
//     are removed.
// A failure before the commit removes what was staged: the earlier files were never touched. A
// failed rename after it puts every earlier file back from its kept name (the list is first
// renamed to an "undo" list, so a kill during that is finished the same way). A process killed
// (SIGKILL, a power cut aside) leaves hidden files named as in core/staging_name.hpp; the next run
// that writes into the same directory finishes what the list says (publish a committed set, or put
// back an undone one) and removes every other such file, before it writes anything of its own.
// SIGINT, SIGTERM and SIGHUP are held back while files are written and renamed, so Ctrl-C or a
// `kill` lands after the run has finished or cleaned up.
//
// The file system is a seam (FileSystem) so tests can make any single operation fail.
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "core/staging_name.hpp"

namespace wargen {

struct FileContent {
  std::filesystem::path path;
  std::string bytes;
  // Instead of `bytes`, for an output written to disk as it was made (core/staged_file.hpp): the
  // file in path's directory that holds them, moved into place rather than written.
  std::filesystem::path bytes_file = {};
};

// The operations the writer needs. Errors come back as codes, never as exceptions.
class FileSystem {
 public:
  virtual ~FileSystem() = default;
  // Creates `path`, which must not exist yet, holding `bytes` (complete when this returns).
  virtual std::error_code write_new(const std::filesystem::path& path, const std::string& bytes) = 0;
  // Replaces `to` with `from` in one step (rename(2)).
  virtual std::error_code rename(const std::filesystem::path& from, const std::filesystem::path& to) = 0;
  // Gives the file at `existing` the second name `added` (link(2); a symbolic link itself, not its target).
  virtual std::error_code link(const std::filesystem::path& existing, const std::filesystem::path& added) = 0;
  virtual void remove(const std::filesystem::path& path) = 0;  // best effort, for clean-up
};

// The real one (POSIX calls). For tests only: with WARGEN_TEST_KILL_AT_STEP=N in the environment
// the process kills itself (SIGKILL) at its N-th file operation (write, link, rename or remove),
// so a test can stop a run at every point of a publish (tests/test_publish_kills.cpp).
FileSystem& real_file_system();

// Writes every file or none, as above. All files must be in one directory; two files with the
// same destination are refused. Throws InputError naming the path and the reason on any failure,
// after the clean-up described above.
void write_files_atomically(const std::vector<FileContent>& files, FileSystem& fs = real_file_system());

// Finishes or undoes what processes no longer running left in `dir` while publishing (above) and
// removes their hidden files. write_files_atomically does it once per directory and process.
void settle_directory(const std::filesystem::path& dir, FileSystem& fs = real_file_system());

// The bytes of the file at `path`, or "" when there is none or it cannot be read.
std::string file_bytes(const std::filesystem::path& path);

// The files of `files` whose destination does not already hold exactly their bytes: a rerun that
// writes what is there leaves those files, and their modification times, untouched.
std::vector<FileContent> changed_files(std::vector<FileContent> files);

}  // namespace wargen
