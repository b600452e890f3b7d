#include "core/staged_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include "core/error.hpp"
#include "core/staging_name.hpp"

namespace wargen {

StagedFile::StagedFile(std::filesystem::path destination) : destination_(std::move(destination)) {
  staged_ = destination_.parent_path() / staging_file_name({destination_.filename().string(), StagingKind::staged,
                                                            static_cast<long>(::getpid()), next_staging_number()});
  fd_ = ::open(staged_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd_ < 0) error_ = {errno, std::generic_category()};
}

StagedFile::~StagedFile() {
  if (fd_ >= 0) ::close(fd_);
  ::unlink(staged_.c_str());  // published: renamed away already, so this finds nothing
}

void StagedFile::write(const void* data, std::size_t size) {
  const char* bytes = static_cast<const char*>(data);
  while (!error_ && size > 0) {
    const ssize_t n = ::write(fd_, bytes, size);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) error_ = {errno, std::generic_category()};
    else bytes += n, size -= static_cast<std::size_t>(n);
  }
}

FileContent StagedFile::finish() {
  // close() is where some file systems (NFS, a full quota) report a failed write.
  if (fd_ >= 0 && ::close(fd_) != 0 && !error_) error_ = {errno, std::generic_category()};
  fd_ = -1;
  if (error_) throw InputError(destination_.string() + ": cannot write (" + error_.message() + "); nothing was written");
  FileContent content{destination_, {}};
  content.bytes_file = staged_;
  return content;
}

}  // namespace wargen
