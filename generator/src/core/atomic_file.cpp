#include "core/atomic_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <mutex>
#include <set>
#include <stdexcept>

#include "core/error.hpp"

namespace wargen {

namespace {

// WARGEN_TEST_KILL_AT_STEP (atomic_file.hpp): the operation at which a test wants this process dead.
long kill_at_step() {
  static const long step = [] {
    const char* text = std::getenv("WARGEN_TEST_KILL_AT_STEP");
    return text ? std::atol(text) : 0L;
  }();
  return step;
}

class PosixFileSystem : public FileSystem {
 public:
  std::error_code write_new(const std::filesystem::path& path, const std::string& bytes) override {
    step();
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
    step();
    if (::rename(from.c_str(), to.c_str()) != 0) return {errno, std::generic_category()};
    return {};
  }
  std::error_code link(const std::filesystem::path& existing, const std::filesystem::path& added) override {
    step();
    if (::link(existing.c_str(), added.c_str()) != 0) return {errno, std::generic_category()};
    return {};
  }
  void remove(const std::filesystem::path& path) override {
    step();
    ::unlink(path.c_str());
  }

 private:
  void step() {
    if (kill_at_step() > 0 && ++steps_ == kill_at_step()) ::raise(SIGKILL);
  }
  std::atomic<long> steps_{0};
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

InputError cannot_write(const std::filesystem::path& path, const std::error_code& error) {
  return InputError(path.string() + ": cannot write (" + error.message() + "); nothing was written");
}

bool present(const std::filesystem::path& path) {
  std::error_code error;
  return std::filesystem::symlink_status(path, error).type() != std::filesystem::file_type::not_found;
}

// One output of a set: its file name in the set's directory, the number its hidden names share,
// and whether it replaces a file (kept under its "old" name until the set is in).
struct SetEntry {
  std::string final_name;
  std::uint64_t number = 0;
  bool replaces = false;
};

// A set being published: what the commit list (StagingKind::commit) holds.
struct PublishSet {
  std::filesystem::path dir;
  long pid = 0;
  std::uint64_t number = 0;  // of the list itself
  std::string list_final_name;
  std::vector<SetEntry> entries;

  std::filesystem::path hidden(const SetEntry& e, StagingKind kind) const {
    return dir / staging_file_name({e.final_name, kind, pid, e.number});
  }
  std::filesystem::path list(StagingKind kind) const {
    return dir / staging_file_name({list_final_name, kind, pid, number});
  }
};

// The list: per entry '+' (replaces a file) or '-', then its staged file name; NUL after each,
// the one byte no file name holds.
std::string list_text(const PublishSet& set) {
  std::string text;
  for (const auto& e : set.entries)
    text += (e.replaces ? "+" : "-") + staging_file_name({e.final_name, StagingKind::staged, set.pid, e.number}) + '\0';
  return text;
}

// The set a list left by process `name.pid` describes, or nothing when it is not one wargen wrote
// (then it is only removed): every entry a staged name of that process, in that directory.
std::optional<PublishSet> read_list(const std::filesystem::path& dir, const StagingName& name) {
  constexpr std::uintmax_t kLongestList = 1 << 20;
  std::error_code error;
  const auto path = dir / staging_file_name(name);
  if (!std::filesystem::is_regular_file(std::filesystem::symlink_status(path, error)) ||
      std::filesystem::file_size(path, error) > kLongestList || error)
    return std::nullopt;
  PublishSet set{dir, name.pid, name.number, name.final_name, {}};
  const std::string text = file_bytes(path);
  for (std::size_t start = 0; start < text.size();) {
    const auto end = text.find('\0', start);
    if (end == std::string::npos || end == start) return std::nullopt;
    const std::string_view line(text.data() + start, end - start);
    auto staged = parse_staging_file_name(line.substr(1));
    if ((line.front() != '+' && line.front() != '-') || !staged || staged->kind != StagingKind::staged ||
        staged->pid != name.pid || line.find('/') != std::string_view::npos)
      return std::nullopt;
    set.entries.push_back({staged->final_name, staged->number, line.front() == '+'});
    start = end + 1;
  }
  return set;
}

// Removes the hidden files of `set` that are still there.
void remove_hidden(const PublishSet& set, FileSystem& fs) {
  for (const auto& e : set.entries)
    for (auto kind : {StagingKind::staged, StagingKind::previous})
      if (present(set.hidden(e, kind))) fs.remove(set.hidden(e, kind));
}

// Puts the directory back as it was before the set: each replaced file from its kept name, each
// file the set added removed. Safe to repeat after a kill part-way.
void roll_back(const PublishSet& set, FileSystem& fs) {
  for (const auto& e : set.entries) {
    const auto destination = set.dir / e.final_name;
    if (e.replaces) {
      if (present(set.hidden(e, StagingKind::previous))) fs.rename(set.hidden(e, StagingKind::previous), destination);
    } else if (!present(set.hidden(e, StagingKind::staged))) {
      fs.remove(destination);  // published before the failure: not the directory's before
    }
  }
  remove_hidden(set, fs);
  fs.remove(set.list(StagingKind::undo));
}

// Renames every staged file still there into place, then removes the list and the kept files.
// A rename that fails turns the set back (roll_back) and throws, naming the file.
void roll_forward(const PublishSet& set, FileSystem& fs) {
  for (const auto& e : set.entries) {
    const auto staged = set.hidden(e, StagingKind::staged);
    if (!present(staged)) continue;  // renamed before a kill
    if (auto error = fs.rename(staged, set.dir / e.final_name)) {
      // The undo list first: a kill from here on is finished by putting the earlier files back.
      if (fs.rename(set.list(StagingKind::commit), set.list(StagingKind::undo)))
        fs.remove(set.list(StagingKind::commit));
      roll_back(set, fs);
      throw cannot_write(set.dir / e.final_name, error);
    }
  }
  fs.remove(set.list(StagingKind::commit));
  remove_hidden(set, fs);
}

// A process killed but not yet waited for by its parent (a zombie, state Z in /proc) still
// answers kill(pid, 0); it runs no more and writes nothing, so its hidden files are left behind.
bool process_running(long pid) {
  if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno != EPERM) return false;
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  const std::string line((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  const std::size_t name_end = line.rfind(')');  // the name, in parentheses, may hold anything
  return name_end == std::string::npos || name_end + 2 >= line.size() || line[name_end + 2] != 'Z';
}

// The hidden files of `dir` left by processes no longer running.
std::vector<StagingName> left_behind(const std::filesystem::path& dir) {
  std::vector<StagingName> names;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(dir, error))
    if (auto name = parse_staging_file_name(entry.path().filename().string()))
      if (name->pid != ::getpid() && !process_running(name->pid)) names.push_back(*name);
  return names;
}

// Directories this process has settled: once each is enough, nobody else leaves files there
// while it runs that it could finish.
bool first_visit(const std::filesystem::path& dir) {
  static std::mutex mutex;
  static std::set<std::filesystem::path> settled;
  std::error_code error;
  auto key = std::filesystem::weakly_canonical(dir, error);
  std::lock_guard lock(mutex);
  return settled.insert(error ? dir.lexically_normal() : key).second;
}

}  // namespace

void settle_directory(const std::filesystem::path& dir, FileSystem& fs) {
  for (const auto& name : left_behind(dir)) {
    if (name.kind != StagingKind::commit && name.kind != StagingKind::undo) continue;
    auto set = read_list(dir, name);
    if (!set) continue;
    try {
      if (name.kind == StagingKind::commit)
        roll_forward(*set, fs);
      else
        roll_back(*set, fs);
    } catch (const InputError&) {
      // The set could not be finished and was turned back: the earlier files are in place.
    }
  }
  for (const auto& name : left_behind(dir)) fs.remove(dir / staging_file_name(name));
}

namespace {

// Whether two files hold the same bytes, read a block at a time (a staged file may be large).
bool same_file_bytes(const std::filesystem::path& a, const std::filesystem::path& b) {
  std::ifstream in_a(a, std::ios::binary), in_b(b, std::ios::binary);
  std::vector<char> block_a(1 << 16), block_b(1 << 16);
  while (in_a && in_b) {
    in_a.read(block_a.data(), static_cast<std::streamsize>(block_a.size()));
    in_b.read(block_b.data(), static_cast<std::streamsize>(block_b.size()));
    if (in_a.gcount() != in_b.gcount() ||
        !std::equal(block_a.begin(), block_a.begin() + in_a.gcount(), block_b.begin()))
      return false;
  }
  return !in_a.bad() && !in_b.bad() && in_a.eof() && in_b.eof();
}

}  // namespace

std::string file_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::vector<FileContent> changed_files(std::vector<FileContent> files) {
  std::vector<FileContent> changed;
  for (auto& file : files) {
    std::error_code error;
    const std::uintmax_t size =
        file.bytes_file.empty() ? file.bytes.size() : std::filesystem::file_size(file.bytes_file, error);
    const bool same =
        !error && std::filesystem::is_regular_file(file.path, error) &&
        std::filesystem::file_size(file.path, error) == size && !error &&
        (file.bytes_file.empty() ? file_bytes(file.path) == file.bytes : same_file_bytes(file.path, file.bytes_file));
    if (!same) changed.push_back(std::move(file));
  }
  return changed;
}

FileSystem& real_file_system() {
  static PosixFileSystem posix;
  return posix;
}

void write_files_atomically(const std::vector<FileContent>& files, FileSystem& fs) {
  if (files.empty()) return;
  const auto dir_of = [](const std::filesystem::path& p) {
    const auto parent = p.lexically_normal().parent_path();
    return parent.empty() ? std::filesystem::path(".") : parent;
  };
  PublishSet set{
      dir_of(files.front().path), ::getpid(), next_staging_number(), files.front().path.filename().string(), {}};
  std::set<std::filesystem::path> destinations;
  for (const auto& file : files) {
    if (dir_of(file.path) != set.dir)
      throw std::logic_error("write_files_atomically: one set, one directory (" + file.path.string() + ")");
    if (!file.bytes_file.empty() && dir_of(file.bytes_file) != set.dir)
      throw std::logic_error("write_files_atomically: bytes from another directory (" + file.bytes_file.string() + ")");
    if (!destinations.insert(file.path.lexically_normal()).second)
      throw InputError(file.path.string() + ": two outputs of this run would be written to the same file");
  }

  HeldSignals held;
  if (first_visit(set.dir)) settle_directory(set.dir, fs);
  // 1. Check: a destination rename(2) cannot replace fails the run before anything is written.
  for (const auto& file : files) {
    std::error_code error;
    const auto type = std::filesystem::symlink_status(file.path, error).type();
    if (type == std::filesystem::file_type::directory)
      throw cannot_write(file.path, std::make_error_code(std::errc::is_a_directory));
    set.entries.push_back(
        {file.path.filename().string(), next_staging_number(), type != std::filesystem::file_type::not_found});
  }
  const auto give_up = [&](const std::filesystem::path& path, const std::error_code& error) {
    remove_hidden(set, fs);
    return cannot_write(path, error);
  };
  // 2. Stage (a file already on disk, under its own staging name, is only renamed).
  for (std::size_t i = 0; i < files.size(); ++i) {
    const auto staged = set.hidden(set.entries[i], StagingKind::staged);
    if (!files[i].bytes_file.empty()) {
      if (auto error = fs.rename(files[i].bytes_file, staged)) throw give_up(files[i].path, error);
    } else if (auto error = fs.write_new(staged, files[i].bytes)) {
      fs.remove(staged);  // a partly written one
      throw give_up(files[i].path, error);
    }
  }
  // 3. Keep what is replaced; a file system without hard links (FAT) gets a copy.
  for (std::size_t i = 0; i < files.size(); ++i) {
    const auto& e = set.entries[i];
    if (!e.replaces) continue;
    auto error = fs.link(files[i].path, set.hidden(e, StagingKind::previous));
    if (error) error = fs.write_new(set.hidden(e, StagingKind::previous), file_bytes(files[i].path));
    if (error) throw give_up(files[i].path, error);
  }
  // 4. Commit.
  const auto list_staged = set.dir / staging_file_name({set.list(StagingKind::commit).filename().string(),
                                                        StagingKind::staged, set.pid, next_staging_number()});
  auto error = fs.write_new(list_staged, list_text(set));
  if (!error) error = fs.rename(list_staged, set.list(StagingKind::commit));
  if (error) {
    fs.remove(list_staged);
    throw give_up(files.front().path, error);
  }
  // 5. Publish.
  roll_forward(set, fs);
}

}  // namespace wargen
