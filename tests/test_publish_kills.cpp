// A run's set of files under a process that dies or hits a limit part-way: `kill -9` at every file
// operation of a publish leaves the earlier set or the new one, never a mix, and the next run in
// that directory leaves no hidden file; a file size limit (`ulimit -f`) is a write error of one
// line, not a death by SIGXFSZ.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <functional>
#include <map>

#include "core/staging_name.hpp"
#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;

namespace {

struct ChildEnd {
  bool exited = false;
  int exit_code = -1;
  int signal = 0;
  std::string err;
};

// Runs the wargen binary with `args` in `dir`, calling `in_child` in the child before exec (a
// limit, an environment variable). Standard error is kept, outside `dir`.
ChildEnd run_child(const std::vector<std::string>& args, const std::filesystem::path& dir,
                   const std::function<void()>& in_child) {
  TempDir side("publish-child-stderr");
  const auto err_path = side / "stderr";
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int null = ::open("/dev/null", O_RDWR);
    if (err < 0 || null < 0 || ::chdir(dir.c_str()) != 0) ::_exit(120);
    ::dup2(null, 0);
    ::dup2(null, 1);
    ::dup2(err, 2);
    in_child();
    std::vector<char*> argv{const_cast<char*>(WARGEN_BINARY)};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(WARGEN_BINARY, argv.data());
    ::_exit(121);
  }
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  ChildEnd end;
  end.exited = WIFEXITED(status);
  end.exit_code = end.exited ? WEXITSTATUS(status) : -1;
  end.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  end.err = read_file(err_path);
  return end;
}

using Files = std::map<std::string, std::string>;  // name → bytes

Files files_in(const std::filesystem::path& dir) {
  Files files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    files[entry.path().filename().string()] = read_file(entry.path());
  return files;
}

// The files of `all` whose names start with `prefix`.
Files with_prefix(const Files& all, const std::string& prefix) {
  Files some;
  for (const auto& [name, bytes] : all)
    if (name.rfind(prefix, 0) == 0) some[name] = bytes;
  return some;
}

std::vector<std::string> table_42(const std::string& key, const std::string& formats) {
  return {"generate", "--seed",      "42", "--objectives", "vp-markers", "--umpire-key", key, "--format",
          formats,    "--px-per-cm", "2",  "--out",        "."};
}

void no_change() {}

}  // namespace

TEST_CASE("kill -9 at every file operation of a publish leaves the earlier set or the new one, and no hidden file") {
  TempDir earlier_dir("publish-kill-earlier"), new_dir("publish-kill-new");
  REQUIRE(run_child(table_42("8", "yaml,svg"), earlier_dir.path(), no_change).exit_code == 0);
  REQUIRE(run_child(table_42("7", "yaml,svg"), new_dir.path(), no_change).exit_code == 0);
  const Files earlier = files_in(earlier_dir.path()), fresh = files_in(new_dir.path());
  REQUIRE(earlier.size() == 4);  // umpire's and player's copy, two formats each
  REQUIRE(earlier != fresh);

  int killed = 0, kept_earlier = 0, got_new = 0;
  for (int step = 1; step <= 100; ++step) {
    INFO("killed at file operation " << step);
    TempDir dir("publish-kill");
    for (const auto& [name, bytes] : earlier) std::ofstream(dir / name, std::ios::binary) << bytes;
    std::ofstream(dir / "notes.txt") << "the user's own file\n";
    const auto end = run_child(table_42("7", "yaml,svg"), dir.path(),
                               [step] { ::setenv("WARGEN_TEST_KILL_AT_STEP", std::to_string(step).c_str(), 1); });
    if (end.exited) {  // the publish has fewer operations: it ran to the end
      CHECK(end.exit_code == 0);
      break;
    }
    REQUIRE(end.signal == SIGKILL);
    ++killed;
    // The next run into the directory, of another table, finishes what the killed one left.
    REQUIRE(
        run_child({"generate", "--seed", "43", "--format", "yaml", "--out", "."}, dir.path(), no_change).exit_code ==
        0);
    const Files after = files_in(dir.path());
    for (const auto& [name, bytes] : after) CHECK_FALSE(is_staging_file_name(name));
    CHECK(after.at("notes.txt") == "the user's own file\n");
    const Files table = with_prefix(after, "gok-42");
    CHECK((table == earlier || table == fresh));
    kept_earlier += table == earlier;
    got_new += table == fresh;
  }
  // Killed before the commit, the earlier set; after it, the new one: both happened.
  CHECK(killed >= 8);
  CHECK(kept_earlier > 0);
  CHECK(got_new > 0);
}

TEST_CASE("a file size limit (ulimit -f) is one line naming the file, exit 2, and the earlier set stays") {
  TempDir dir("publish-fsize");
  REQUIRE(run_child(table_42("8", "yaml,png"), dir.path(), no_change).exit_code == 0);
  std::ofstream(dir / "notes.txt") << "the user's own file\n";
  const Files before = files_in(dir.path());
  const auto end = run_child(table_42("7", "yaml,png"), dir.path(), [] {
    const rlimit small{4096, 4096};  // bytes: every map is larger
    ::setrlimit(RLIMIT_FSIZE, &small);
  });
  CHECK(end.exited);
  CHECK(end.exit_code == 2);
  CHECK(line_count(end.err) == 1);
  CHECK(end.err.find("gok-42-") != std::string::npos);
  CHECK(end.err.find("File too large") != std::string::npos);
  CHECK(files_in(dir.path()) == before);
}

}  // namespace WARGEN_TEST_FILE
