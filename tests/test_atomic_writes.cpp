// One run's outputs are all or nothing. A file system that fails the k-th write or the k-th
// rename, for every k of a real run (umpire and player views, five formats each), must leave the
// output directory exactly as it was: none of the run's files, no temporary file.
#include <catch2/catch.hpp>

#include "app/format_writers.hpp"

#include <set>

#include "app/run_outputs.hpp"
#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "scenario_layer/player_copy.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

// The real file system, with one chosen operation failing as a full disk would.
class FaultyFileSystem : public FileSystem {
 public:
  FaultyFileSystem(int fail_write, int fail_rename) : fail_write_(fail_write), fail_rename_(fail_rename) {}
  std::error_code write_new(const std::filesystem::path& path, const std::string& bytes) override {
    if (++writes_ == fail_write_) {
      // Half the bytes land before the disk fills, as they would.
      real_file_system().write_new(path, bytes.substr(0, bytes.size() / 2));
      return std::make_error_code(std::errc::no_space_on_device);
    }
    return real_file_system().write_new(path, bytes);
  }
  std::error_code rename(const std::filesystem::path& from, const std::filesystem::path& to) override {
    if (++renames_ == fail_rename_) return std::make_error_code(std::errc::no_space_on_device);
    return real_file_system().rename(from, to);
  }
  void remove(const std::filesystem::path& path) override { real_file_system().remove(path); }
  int writes() const { return writes_; }

 private:
  int fail_write_, fail_rename_;
  int writes_ = 0, renames_ = 0;
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

TEST_CASE("a failure at any write or rename of a run leaves the directory as it was") {
  TempDir dir("atomic-writes");
  std::ofstream(dir / "gok-7.yaml") << "an older file the run would replace\n";
  std::ofstream(dir / "notes.txt") << "the user's own file\n";
  const auto before = listing(dir.path());
  const auto files = both_views(dir.path());
  std::size_t per_view = 0;  // every format, and the files some formats write beside them
  for (const auto& format : known_formats()) per_view += 1 + companion_formats(format).size();
  REQUIRE(files.size() == 2 * per_view);

  for (int k = 1; k <= static_cast<int>(files.size()); ++k) {
    for (bool at_rename : {false, true}) {
      INFO((at_rename ? "rename " : "write ") << k);
      FaultyFileSystem fs(at_rename ? 0 : k, at_rename ? k : 0);
      REQUIRE_THROWS_AS(publish_outputs(files, fs), InputError);
      auto after = listing(dir.path());
      // The older gok-7.yaml is replaced only by a complete run; a run that fails after
      // publishing it takes it away with the rest (nothing of the run stays).
      after.insert("gok-7.yaml");
      CHECK(after == before);
      CHECK(read_file(dir / "notes.txt") == "the user's own file\n");
      std::ofstream(dir / "gok-7.yaml") << "an older file the run would replace\n";
    }
  }
  FaultyFileSystem none(0, 0);
  publish_outputs(files, none);
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

TEST_CASE("two outputs of one run with the same destination are refused before anything is written") {
  TempDir dir("atomic-writes-dup");
  std::vector<FileContent> files = {{dir / "a.yaml", "1"}, {dir / "./a.yaml", "2"}};
  CHECK_THROWS_WITH(write_files_atomically(files), (dir / "./a.yaml").string() +
                                                       ": two outputs of this run would be written to the same file");
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

}  // namespace WARGEN_TEST_FILE
