#include "core/input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/error.hpp"

namespace wargen {

namespace {
class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

std::string size_text(std::size_t bytes) {
  return bytes >= (1u << 20) ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes) + " bytes";
}
}  // namespace

std::string read_input_file(const std::string& path, const std::string& what, std::size_t max_bytes) {
  auto fail = [&](const std::string& why) { return InputError(located(path, 0, "", why)); };
  if (path.empty()) throw InputError(what + ": the file name is empty");
  // O_NONBLOCK: opening a FIFO with no writer would otherwise wait for ever; the descriptor is
  // checked to be a regular file (on the opened file, not the name, so nothing can swap it).
  Descriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
  if (fd.get() < 0) {
    int error = errno;
    if (error == EISDIR) throw fail("is a directory, not a " + what);
    throw fail("cannot open the " + what + " (" + std::strerror(error) + ")");
  }
  struct stat info {};
  if (::fstat(fd.get(), &info) != 0) throw fail("cannot read the " + what + " (" + std::strerror(errno) + ")");
  if (S_ISDIR(info.st_mode)) throw fail("is a directory, not a " + what);
  if (!S_ISREG(info.st_mode)) throw fail("is not a regular file (a device, pipe or socket), not a " + what);
  if (static_cast<std::size_t>(info.st_size) > max_bytes)
    throw fail("is " + size_text(static_cast<std::size_t>(info.st_size)) + ", over the " + size_text(max_bytes) +
               " limit for a " + what);
  std::string text(static_cast<std::size_t>(info.st_size), '\0');
  std::size_t have = 0;
  // Read until end of file, bounded: a file that grows while we read stops at the cap.
  for (;;) {
    if (have == text.size()) text.resize(std::min(max_bytes + 1, std::max<std::size_t>(4096, text.size() * 2)));
    ssize_t got = ::read(fd.get(), text.data() + have, text.size() - have);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw fail("cannot read the " + what + " (" + std::strerror(errno) + ")");
    if (got == 0) break;
    have += static_cast<std::size_t>(got);
    if (have > max_bytes) throw fail("is over the " + size_text(max_bytes) + " limit for a " + what);
  }
  text.resize(have);
  return text;
}

bool names_a_file(const std::string& argument) {
  auto ends_with = [&](const std::string& suffix) {
    return argument.size() >= suffix.size() && argument.compare(argument.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  return argument.find('/') != std::string::npos || ends_with(".yaml") || ends_with(".yml");
}

}  // namespace wargen
