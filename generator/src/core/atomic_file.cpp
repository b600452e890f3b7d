#include "core/atomic_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include "core/error.hpp"

namespace wargen {

namespace {
std::filesystem::path temporary_for(const std::filesystem::path& path) {
  return path.string() + ".tmp-" + std::to_string(::getpid());
}

void remove_quietly(const std::vector<std::filesystem::path>& paths) {
  std::error_code ignored;
  for (const auto& p : paths) std::filesystem::remove(p, ignored);
}
}  // namespace

void write_files_atomically(const std::vector<FileContent>& files) {
  std::vector<std::filesystem::path> temporaries;
  for (const auto& file : files) {
    auto temporary = temporary_for(file.path);
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (out) temporaries.push_back(temporary);
    if (out) out.write(file.bytes.data(), static_cast<std::streamsize>(file.bytes.size()));
    if (out) out.close();
    if (!out) {
      int error = errno;
      remove_quietly(temporaries);
      throw InputError(file.path.string() + ": cannot write (" + std::strerror(error) + ")");
    }
  }
  for (std::size_t i = 0; i < files.size(); ++i) {
    std::error_code error;
    std::filesystem::rename(temporaries[i], files[i].path, error);
    if (error) {
      remove_quietly(temporaries);
      throw InputError(files[i].path.string() + ": cannot write (" + error.message() + ")");
    }
  }
}

}  // namespace wargen
