#pragma once
// The names of the files wargen keeps beside a run's outputs while it publishes them
// (core/atomic_file.hpp): ".<final name>.wargen-<kind>-<pid>-<n>". Hidden, they name the file they
// stand for, the process that made them and a number unique within that process. A later run
// removes only names of exactly this shape, made by a process that is no longer running, so a
// user's own file is never taken for one.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wargen {

enum class StagingKind {
  staged,    // "tmp": a new output, complete, waiting to be renamed into place
  previous,  // "old": a second name (hard link) for the file an output replaces, until the set is in
  commit,    // "set": the list of a set's staged files, written last; its presence means "publish them"
  undo,      // "undo": the same list once a publish failed; its presence means "put the previous back"
};

struct StagingName {
  std::string final_name;  // the output's file name, no directory
  StagingKind kind = StagingKind::staged;
  long pid = 0;
  std::uint64_t number = 0;
};

std::string staging_file_name(const StagingName& name);

// A number no other staging name of this process has had (threads of one batch stage at once).
std::uint64_t next_staging_number();

// The parts of `file_name` when it has exactly the shape above, else nothing.
std::optional<StagingName> parse_staging_file_name(std::string_view file_name);

inline bool is_staging_file_name(std::string_view file_name) { return parse_staging_file_name(file_name).has_value(); }

}  // namespace wargen
