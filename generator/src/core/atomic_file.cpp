#include "core/atomic_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <iterator>
#include <set>

#include "core/error.hpp"

namespace wargen {

namespace {

class PosixFileSystem : public FileSystem {
 public:
  std::error_code write_new(const std::filesystem::path& path, const std::string& bytes) override {
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) return {errno, std::generic_category()};
    std::size_t done = 0;
    while (done < bytes.size()) {
      ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        std::error_code error(errno, std::generic_category());
        ::close(fd);
        return error;
      }
      done += static_cast<std::size_t>(n);
    }
    // close() is where some file systems (NFS, a full quota) report a failed write.
    if (::close(fd) != 0) return {errno, std::generic_category()};
    return {};
  }
  std::error_code rename(const std::filesystem::path& from, const std::filesystem::path& to) override {
    if (::rename(from.c_str(), to.c_str()) != 0) return {errno, std::generic_category()};
    return {};
  }
  void remove(const std::filesystem::path& path) override { ::unlink(path.c_str()); }
};

// Holds back the signals a user or a supervisor sends to stop a run while files are being
// written; they are delivered when this goes out of scope, after the writer has finished or
// cleaned up.
class HeldSignals {
 public:
  HeldSignals() {
    sigset_t held;
    sigemptyset(&held);
    for (int s : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&held, s);
    active_ = ::sigprocmask(SIG_BLOCK, &held, &previous_) == 0;
  }
  ~HeldSignals() {
    if (active_) ::sigprocmask(SIG_SETMASK, &previous_, nullptr);
  }
  HeldSignals(const HeldSignals&) = delete;
  HeldSignals& operator=(const HeldSignals&) = delete;

 private:
  sigset_t previous_{};
  bool active_ = false;
};

constexpr std::string_view kStagingMark = ".wargen-tmp-";

std::filesystem::path temporary_for(const std::filesystem::path& path, std::size_t index) {
  // Hidden and beside the destination: the same file system, so rename(2) is one step.
  return path.parent_path() / ("." + path.filename().string() + std::string(kStagingMark) + std::to_string(::getpid()) +
                               "-" + std::to_string(index));
}

InputError cannot_write(const std::filesystem::path& path, const std::error_code& error) {
  return InputError(path.string() + ": cannot write (" + error.message() + "); nothing was written");
}

}  // namespace

bool is_staging_file_name(std::string_view file_name) {
  return file_name.size() > 1 && file_name.front() == '.' && file_name.find(kStagingMark, 1) != std::string_view::npos;
}

std::string file_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::vector<FileContent> changed_files(std::vector<FileContent> files) {
  std::vector<FileContent> changed;
  for (auto& file : files) {
    std::error_code error;
    const bool same = std::filesystem::is_regular_file(file.path, error) &&
                      std::filesystem::file_size(file.path, error) == file.bytes.size() && !error &&
                      file_bytes(file.path) == file.bytes;
    if (!same) changed.push_back(std::move(file));
  }
  return changed;
}

FileSystem& real_file_system() {
  static PosixFileSystem posix;
  return posix;
}

void write_files_atomically(const std::vector<FileContent>& files, FileSystem& fs) {
  std::set<std::filesystem::path> destinations;
  for (const auto& file : files)
    if (!destinations.insert(file.path.lexically_normal()).second)
      throw InputError(file.path.string() + ": two outputs of this run would be written to the same file");

  HeldSignals held;
  std::vector<std::filesystem::path> temporaries;
  auto remove_all = [&fs](const std::vector<std::filesystem::path>& paths, std::size_t from) {
    for (std::size_t i = from; i < paths.size(); ++i) fs.remove(paths[i]);
  };
  // Stage: every file complete under its temporary name.
  for (const auto& file : files) {
    auto temporary = temporary_for(file.path, temporaries.size());
    if (auto error = fs.write_new(temporary, file.bytes)) {
      fs.remove(temporary);  // a partly written one
      remove_all(temporaries, 0);
      throw cannot_write(file.path, error);
    }
    temporaries.push_back(temporary);
  }
  // Publish: rename each into place; on a failure take back what this run published.
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (auto error = fs.rename(temporaries[i], files[i].path)) {
      for (std::size_t k = 0; k < i; ++k) fs.remove(files[k].path);
      remove_all(temporaries, i);
      throw cannot_write(files[i].path, error);
    }
  }
}

}  // namespace wargen
