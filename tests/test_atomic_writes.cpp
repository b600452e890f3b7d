// One run's outputs are all or nothing. A file system that fails the k-th write, link or rename,
// for every k of a real run (umpire and player views, every format), must leave the output
// directory exactly as it was: the earlier files byte for byte, none of the run's, no hidden file.
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>
#include <set>

#include "app/format_writers.hpp"
#include "app/run_outputs.hpp"
#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/staged_file.hpp"
#include "scenario_layer/player_copy.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

// The real file system, with one chosen operation failing as a full disk would.
class FaultyFileSystem : public FileSystem {
 public:
  FaultyFileSystem(int fail_write, int fail_rename, int fail_link = 0,
                   std::errc write_error = std::errc::no_space_on_device)
      : fail_write_(fail_write), fail_rename_(fail_rename), fail_link_(fail_link), write_error_(write_error) {}
  std::error_code write_new(const std::filesystem::path& path, const std::string& bytes) override {
    if (++writes_ == fail_write_) {
      // Half the bytes land before the disk fills, as they would.
      if (write_error_ == std::errc::no_space_on_device)
        real_file_system().write_new(path, bytes.substr(0, bytes.size() / 2));
      return std::make_error_code(write_error_);
    }
    return real_file_system().write_new(path, bytes);
  }
  std::error_code rename(const std::filesystem::path& from, const std::filesystem::path& to) override {
    if (++renames_ == fail_rename_) return std::make_error_code(std::errc::no_space_on_device);
    return real_file_system().rename(from, to);
  }
  std::error_code link(const std::filesystem::path& existing, const std::filesystem::path& added) override {
    // The fallback copy is a write: a failing link is a file system without hard links.
    if (++links_ == fail_link_) return std::make_error_code(std::errc::operation_not_permitted);
    return real_file_system().link(existing, added);
  }
  void remove(const std::filesystem::path& path) override { real_file_system().remove(path); }

 private:
  int fail_write_, fail_rename_, fail_link_;
  std::errc write_error_;
  int writes_ = 0, renames_ = 0, links_ = 0;
};

std::set<std::string> listing(const std::filesystem::path& dir) {
  std::set<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) names.insert(entry.path().filename().string());
  return names;
}

// Both views, every format, as `wargen generate --view both` makes them.
std::vector<FileContent> both_views(const std::filesystem::path& out_dir) {
  GenerateRequest request;
  request.seed = 7;
  request.options["objectives"] = "vp-markers";
  request.options["umpire_key"] = "3";
  Scenario umpire = generate_scenario(gok(), request);
  OutputRequest output;
  output.formats = known_formats();
  output.px_per_cm = 2;
  output.out_dir = out_dir;
  output.view = MapView::umpire;
  std::vector<FileContent> files = render_outputs(umpire, output);
  output.view = MapView::player;
  output.file_suffix = "-player";
  auto player = render_outputs(player_copy(umpire), output);
  files.insert(files.end(), player.begin(), player.end());
  return files;
}

}  // namespace

TEST_CASE("a failure at any write or rename of a run leaves the directory as it was, the earlier file byte for byte") {
  TempDir dir("atomic-writes");
  const std::string older = "an older file the run would replace\n";
  std::ofstream(dir / "gok-7.yaml") << older;
  std::ofstream(dir / "notes.txt") << "the user's own file\n";
  const auto before = listing(dir.path());
  const auto files = both_views(dir.path());
  std::size_t per_view = 0;  // every format, and the files some formats write beside them
  for (const auto& format : known_formats()) per_view += 1 + companion_formats(format).size();
  REQUIRE(files.size() == 2 * per_view);

  // Each file is staged and renamed, and so is the list that commits the set: one more of each.
  const int operations = static_cast<int>(files.size()) + 1;
  for (int k = 1; k <= operations; ++k) {
    for (bool at_rename : {false, true}) {
      INFO((at_rename ? "rename " : "write ") << k);
      FaultyFileSystem fs(at_rename ? 0 : k, at_rename ? k : 0);
      REQUIRE_THROWS_AS(publish_outputs(files, fs), InputError);
      CHECK(listing(dir.path()) == before);
      CHECK(read_file(dir / "gok-7.yaml") == older);
      CHECK(read_file(dir / "notes.txt") == "the user's own file\n");
    }
  }
  FaultyFileSystem no_hard_links(0, 0, 1);  // FAT: the replaced file is kept as a copy instead
  publish_outputs(files, no_hard_links);
  CHECK(listing(dir.path()).size() == before.size() + files.size() - 1);
  for (const auto& f : files) CHECK(read_file(f.path) == f.bytes);
}

TEST_CASE("the error names the file and the reason, and a missing directory made for the run goes again") {
  TempDir dir("atomic-writes-dir");
  auto files = both_views(dir / "new/deeper");
  FaultyFileSystem fs(3, 0);
  try {
    publish_outputs(files, fs);
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()) ==
          (dir / "new/deeper/gok-7.svg").string() + ": cannot write (No space left on device); nothing was written");
  }
  CHECK(listing(dir.path()).empty());
}

TEST_CASE("a rerun that cannot write (a directory in the way) leaves the earlier files byte for byte") {
  TempDir dir("atomic-rerun");
  auto earlier = run_wargen("generate --seed 42 --umpire-key 8 --format yaml,png --out rr", dir.path());
  REQUIRE(earlier.exit_code == 0);
  const std::string yaml = read_file(dir / "rr/gok-42.yaml"), png = read_file(dir / "rr/gok-42.png");
  std::filesystem::create_directory(dir / "rr/gok-42.svg");
  const auto before = listing(dir / "rr");

  auto result = run_wargen("generate --seed 42 --umpire-key 7 --format yaml,png,svg --out rr", dir.path());
  CHECK(result.exit_code == 2);
  CHECK(result.err == "wargen: rr/gok-42.svg: cannot write (Is a directory); nothing was written\n");
  CHECK(listing(dir / "rr") == before);
  CHECK(read_file(dir / "rr/gok-42.yaml") == yaml);
  CHECK(read_file(dir / "rr/gok-42.png") == png);
  CHECK(std::filesystem::is_empty(dir / "rr/gok-42.svg"));
}

TEST_CASE("a read-only directory fails the run before anything is replaced") {
  TempDir dir("atomic-read-only");
  std::ofstream(dir / "gok-7.yaml") << "an older file\n";
  const auto before = listing(dir.path());
  const auto files = both_views(dir.path());
  // As the file system answers for a read-only mount (and for a directory without write
  // permission, where the error is EACCES): at the first file staged.
  FaultyFileSystem read_only(1, 0, 0, std::errc::read_only_file_system);
  CHECK_THROWS_WITH(publish_outputs(files, read_only),
                    files.front().path.string() + ": cannot write (Read-only file system); nothing was written");
  CHECK(listing(dir.path()) == before);
  CHECK(read_file(dir / "gok-7.yaml") == "an older file\n");
  if (::geteuid() == 0) return;  // root writes into a directory whatever its mode says
  TempDir cli("atomic-read-only-cli");
  REQUIRE(run_wargen("generate --seed 42 --format yaml,png --out rr", cli.path()).exit_code == 0);
  const std::string yaml = read_file(cli / "rr/gok-42.yaml");
  std::filesystem::permissions(cli / "rr", std::filesystem::perms::owner_write, std::filesystem::perm_options::remove);
  auto result = run_wargen("generate --seed 42 --umpire-key 7 --format yaml,png --out rr", cli.path());
  std::filesystem::permissions(cli / "rr", std::filesystem::perms::owner_write, std::filesystem::perm_options::add);
  CHECK(result.exit_code == 2);
  CHECK(result.err.find("Permission denied") != std::string::npos);
  CHECK(read_file(cli / "rr/gok-42.yaml") == yaml);
}

TEST_CASE("two outputs of one run with the same destination are refused before anything is written") {
  TempDir dir("atomic-writes-dup");
  std::vector<FileContent> files = {{dir / "a.yaml", "1"}, {dir / "./a.yaml", "2"}};
  CHECK_THROWS_WITH(write_files_atomically(files),
                    (dir / "./a.yaml").string() + ": two outputs of this run would be written to the same file");
  CHECK(listing(dir.path()).empty());
}

TEST_CASE("a format named twice (yaml,yaml) is refused and writes nothing") {
  TempDir dir("atomic-writes-cli");
  auto result = run_wargen("generate --seed 7 --format yaml,png,yaml", dir.path());
  CHECK(result.exit_code == 2);
  CHECK(result.err == "wargen: --format: 'yaml' is named twice\n");
  CHECK(listing(dir.path()).empty());
}

namespace {
struct Killed {};

// The real file system until the k-th write, where the process "dies": no clean-up runs.
class KilledFileSystem : public FileSystem {
 public:
  explicit KilledFileSystem(int killed_at_write) : killed_at_write_(killed_at_write) {}
  std::error_code write_new(const std::filesystem::path& path, const std::string& bytes) override {
    if (++writes_ == killed_at_write_) throw Killed{};
    return real_file_system().write_new(path, bytes);
  }
  std::error_code rename(const std::filesystem::path& from, const std::filesystem::path& to) override {
    return real_file_system().rename(from, to);
  }
  std::error_code link(const std::filesystem::path& existing, const std::filesystem::path& added) override {
    return real_file_system().link(existing, added);
  }
  void remove(const std::filesystem::path& path) override { real_file_system().remove(path); }

 private:
  int killed_at_write_, writes_ = 0;
};
}  // namespace

TEST_CASE("what a run killed while staging leaves behind is known by name as staging, and nothing else is") {
  TempDir dir("atomic-killed");
  std::ofstream(dir / "notes.txt") << "the user's own file\n";
  std::ofstream(dir / ".hidden-tmp-notes") << "another hidden file\n";
  const auto before = listing(dir.path());
  const auto files = both_views(dir.path());
  KilledFileSystem killed_at_last_write(static_cast<int>(files.size()));
  REQUIRE_THROWS_AS(write_files_atomically(files, killed_at_last_write), Killed);
  std::size_t staged = 0;
  for (const auto& name : listing(dir.path())) {
    INFO(name);
    CHECK(is_staging_file_name(name) == (before.count(name) == 0));
    staged += before.count(name) == 0;
  }
  CHECK(staged == files.size() - 1);
  for (const auto& f : files) CHECK_FALSE(is_staging_file_name(f.path.filename().string()));
}

namespace {
// The id of a process that has ended: what a killed run's hidden names carry.
long ended_process() {
  const pid_t pid = ::fork();
  if (pid == 0) ::_exit(0);
  ::waitpid(pid, nullptr, 0);
  return pid;
}

std::string hidden(const std::string& final_name, StagingKind kind, long pid, std::uint64_t number) {
  return staging_file_name({final_name, kind, pid, number});
}
}  // namespace

TEST_CASE("only hidden names of exactly the staging shape are taken for wargen's own") {
  CHECK(is_staging_file_name(".gok-42.yaml.wargen-tmp-12-3"));
  CHECK(is_staging_file_name(".gok-42.yaml.wargen-old-12-3"));
  CHECK(is_staging_file_name(".gok-42.yaml.wargen-set-12-0"));
  CHECK(is_staging_file_name(".gok-42.yaml.wargen-undo-12-0"));
  for (const char* users : {"gok-42.yaml.wargen-tmp-12-3", ".gok-42.yaml.wargen-tmp-12-3x", ".gok.wargen-tmp-12",
                            ".gok.wargen-temp-12-3", ".gok.wargen-tmp--12-3", ".gok.wargen-tmp-0-3", ".wargen-tmp-12-3",
                            ".gok.wargen-tmp-+12-3", ".hidden-tmp-notes"}) {
    INFO(users);
    CHECK_FALSE(is_staging_file_name(users));
  }
  const StagingName name{"gok-42.png", StagingKind::previous, 4321, 17};
  const auto parsed = parse_staging_file_name(staging_file_name(name));
  REQUIRE(parsed);
  CHECK(parsed->final_name == "gok-42.png");
  CHECK(parsed->kind == StagingKind::previous);
  CHECK(parsed->pid == 4321);
  CHECK(parsed->number == 17);
}

TEST_CASE("settling a directory puts back a set a killed run was undoing and clears only its hidden files") {
  TempDir dir("atomic-settle");
  const long dead = ended_process();
  // A run that failed a rename and was killed while putting the earlier files back: a.txt already
  // replaced by its new bytes, b.txt new to the directory and already renamed into place.
  std::ofstream(dir / "a.txt") << "new a\n";
  std::ofstream(dir / hidden("a.txt", StagingKind::previous, dead, 1)) << "earlier a\n";
  std::ofstream(dir / "b.txt") << "new b\n";
  std::ofstream(dir / hidden("a.txt", StagingKind::undo, dead, 0))
      << "+" << hidden("a.txt", StagingKind::staged, dead, 1) << '\0' << "-"
      << hidden("b.txt", StagingKind::staged, dead, 2) << '\0';
  // Not to be touched: the user's files, and what a running process (this one) is staging.
  std::ofstream(dir / "notes.txt") << "the user's own file\n";
  std::ofstream(dir / ".notes.wargen-tmp-abc") << "a user's file with a name like ours\n";
  const std::string running = hidden("c.txt", StagingKind::staged, ::getpid(), 5);
  std::ofstream(dir / running) << "being written\n";

  settle_directory(dir.path());
  CHECK(listing(dir.path()) == std::set<std::string>{"a.txt", "notes.txt", ".notes.wargen-tmp-abc", running});
  CHECK(read_file(dir / "a.txt") == "earlier a\n");
}

TEST_CASE("settling a directory finishes a set whose list a killed run had written") {
  TempDir dir("atomic-settle-commit");
  const long dead = ended_process();
  // Killed after renaming a.txt: b.txt is still staged, a.txt's earlier bytes still kept.
  std::ofstream(dir / "a.txt") << "new a\n";
  std::ofstream(dir / hidden("a.txt", StagingKind::previous, dead, 1)) << "earlier a\n";
  std::ofstream(dir / "b.txt") << "earlier b\n";
  std::ofstream(dir / hidden("b.txt", StagingKind::staged, dead, 2)) << "new b\n";
  std::ofstream(dir / hidden("b.txt", StagingKind::previous, dead, 2)) << "earlier b\n";
  std::ofstream(dir / hidden("a.txt", StagingKind::commit, dead, 0))
      << "+" << hidden("a.txt", StagingKind::staged, dead, 1) << '\0' << "+"
      << hidden("b.txt", StagingKind::staged, dead, 2) << '\0';
  settle_directory(dir.path());
  CHECK(listing(dir.path()) == std::set<std::string>{"a.txt", "b.txt"});
  CHECK(read_file(dir / "a.txt") == "new a\n");
  CHECK(read_file(dir / "b.txt") == "new b\n");
}

TEST_CASE("settling a directory clears what a killed run left while its parent has not yet waited for it") {
  // kill -9, then the next run at once: the killed process is a zombie until its parent waits for
  // it, and a zombie still answers kill(pid, 0). It runs no more, so its files are left behind.
  TempDir dir("atomic-settle-zombie");
  const pid_t zombie = ::fork();
  if (zombie == 0) ::_exit(0);
  const std::string stat_path = "/proc/" + std::to_string(zombie) + "/stat";
  bool is_zombie = false;
  for (int tries = 0; tries < 500 && !is_zombie; ++tries) {
    std::ifstream stat(stat_path);
    const std::string line((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
    is_zombie = line.rfind(')') != std::string::npos && line.find(") Z") != std::string::npos;
    if (!is_zombie) ::usleep(10000);
  }
  REQUIRE(is_zombie);
  std::ofstream(dir / "a.txt") << "earlier a\n";
  std::ofstream(dir / hidden("a.txt", StagingKind::staged, zombie, 1)) << "half-written a\n";
  settle_directory(dir.path());
  ::waitpid(zombie, nullptr, 0);
  CHECK(listing(dir.path()) == std::set<std::string>{"a.txt"});
  CHECK(read_file(dir / "a.txt") == "earlier a\n");
}

TEST_CASE("a file written to disk as it is made is published with its set, or removed, never left hidden") {
  TempDir dir("staged-file");
  std::ofstream(dir / "big.pdf") << "the earlier big file\n";
  const std::string big(300000, 'x');  // over the comparison's 64 KiB block
  {
    StagedFile staged(dir / "big.pdf");
    for (std::size_t at = 0; at < big.size(); at += 1000) staged.write(big.data() + at, 1000);
    CHECK(listing(dir.path()).size() == 2);  // big.pdf and the hidden staged file
    // A failure before the set is committed leaves the earlier file and removes the staged one.
    FaultyFileSystem full(2, 0);
    REQUIRE_THROWS_AS(write_files_atomically({{dir / "small.txt", "small\n"}, staged.finish()}, full), InputError);
    CHECK(listing(dir.path()) == std::set<std::string>{"big.pdf"});
    CHECK(read_file(dir / "big.pdf") == "the earlier big file\n");
  }
  {
    StagedFile staged(dir / "big.pdf");
    staged.write(big.data(), big.size());
    write_files_atomically(changed_files({{dir / "small.txt", "small\n"}, staged.finish()}));
  }
  CHECK(read_file(dir / "big.pdf") == big);
  CHECK(listing(dir.path()) == std::set<std::string>{"big.pdf", "small.txt"});
  // The same bytes again: nothing to publish, the file untouched, and the staged one goes with its object.
  const auto written = std::filesystem::last_write_time(dir / "big.pdf");
  {
    StagedFile staged(dir / "big.pdf");
    staged.write(big.data(), big.size());
    CHECK(changed_files({staged.finish()}).empty());
    StagedFile differs(dir / "big.pdf");
    differs.write(big.data(), big.size() - 1);
    differs.write("y", 1);
    CHECK(changed_files({differs.finish()}).size() == 1);
  }
  CHECK(std::filesystem::last_write_time(dir / "big.pdf") == written);
  CHECK(listing(dir.path()) == std::set<std::string>{"big.pdf", "small.txt"});
}

TEST_CASE("a file that cannot be staged is one error naming its destination, raised by finish") {
  TempDir dir("staged-file-missing");
  StagedFile staged(dir / "no-such-directory" / "big.pdf");
  staged.write("bytes", 5);  // no exception here: a C library's callback may call it
  CHECK_THROWS_WITH(staged.finish(), Catch::Contains("no-such-directory/big.pdf: cannot write"));
}

}  // namespace WARGEN_TEST_FILE
