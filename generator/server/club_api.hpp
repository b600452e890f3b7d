#pragma once
// What `wargen serve` answers, apart from the sockets (club_server.hpp): the page's API as plain
// functions of a request, so tests can drive it without a network.
//
//   GET /                        the page, its ruleset and template lists filled in (page())
//   GET /api/catalogue           rulesets (each with its generator's options), templates, output options
//   GET /api/scenario?<flags>    the scenario in brief (JSON): id, seed, umpire key, choice sites
//   GET /api/file?<flags>&format=yaml|png|svg|pdf|sheet&copy=umpire|player   one file's bytes
//   POST /api/scenario, /api/file   the same, laid from the club's terrain box: its text is the body
//   POST /api/terrain-box           the box in brief (JSON: name, sha256, pieces), or its one-line error
//
// <flags> are `wargen generate`'s own flags without their dashes (seed=7&zone=south&armies=true,
// initiative=A=high repeated per side), read through the same option declarations the CLI's flags
// come from (app/run_request.hpp), so a bad value gets the CLI's own one-line message, with a 400.
// Everything a request may make is bounded (Limits below). A terrain box comes only as text in a
// request's body, read by the CLI's own reader (terrain_box_file.hpp) and named kUploadedBoxName in
// its messages: a page never makes the server read a file of its choosing.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/run_request.hpp"

namespace wargen::server {

using QueryParams = std::vector<std::pair<std::string, std::string>>;

struct ApiResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::string file_name;  // set: the browser saves it under this name
};

// Bounds on one request's size and work.
struct Limits {
  std::size_t max_params = 48;
  std::size_t max_value_bytes = 200;
  double max_px_per_cm = 8;  // a 12 x 6 ft table is then under 3 000 x 1 500 px
  int max_pdf_pages = 60;    // tile pages of one PDF (a 6 x 4 ft table at 1:1 takes 35 A4 pages)
  // A terrain box's text: a club's box of 30 pieces is 2-4 KiB; the reader's own bounds (500
  // pieces, 256 outline points) keep the work on any box this size small.
  std::size_t max_terrain_box_bytes = 64 * 1024;
};

// What an uploaded box's messages call it where a file's would give its path.
inline constexpr const char* kUploadedBoxName = "terrain box (upload)";

// The line a box over Limits::max_terrain_box_bytes gets, from the API or from the server, which
// refuses the body before reading it.
std::string terrain_box_too_large(std::size_t max_bytes);

class ClubApi {
 public:
  explicit ClubApi(Limits limits = {});

  // Never throws: a request the CLI would refuse gets its one-line message and a 4xx
  // (http_status_of_exit_code); only an unforeseen failure is a 500 with one line. `terrain_box`
  // is a POST's body, the box's text (none for a GET).
  ApiResponse handle(const std::string& path, const QueryParams& params,
                     std::optional<std::string_view> terrain_box = std::nullopt) const;

  const Limits& limits() const { return limits_; }

  // index.html with the built-in rulesets and templates as the form's <option>s, so the form
  // works, and submits to /api/file, in a browser without JavaScript.
  std::string page() const;

 private:
  ApiResponse catalogue() const;
  ApiResponse scenario_summary(const QueryParams& params, std::optional<std::string_view> box) const;
  ApiResponse file(const QueryParams& params, std::optional<std::string_view> box) const;
  ApiResponse terrain_box_summary(std::optional<std::string_view> box) const;
  PreparedRun prepare(const QueryParams& params, std::optional<std::string_view> box, std::string* format,
                      std::string* copy) const;

  std::vector<OptionSpec> options_;  // what the page may set
  Limits limits_;
};

// The HTTP status of a request the CLI would end with `exit_code` (an Error's): 400 for bad input
// (2), 422 for a table this query cannot make (4: the seed; 3: a bug, reported with the seed).
int http_status_of_exit_code(int exit_code);

// The generate options the page may set: what the server decides itself (where files go, which
// formats, which copy) and what would read the server's own files (a ruleset or template path)
// are not among them.
bool page_may_set(const std::string& option_key);

}  // namespace wargen::server
