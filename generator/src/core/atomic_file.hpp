#pragma once
// Writing output files so that a failure never leaves a half-written file behind: every file is
// written beside its destination under a temporary name, and only when all of them are complete
// are they renamed into place.
#include <filesystem>
#include <string>
#include <vector>

namespace wargen {

struct FileContent {
  std::filesystem::path path;
  std::string bytes;
};

// Throws InputError naming the path on any failure, after removing its temporary files.
void write_files_atomically(const std::vector<FileContent>& files);

}  // namespace wargen
