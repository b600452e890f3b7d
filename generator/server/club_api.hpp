#pragma once
// What `wargen serve` answers, apart from the sockets (club_server.hpp): the page's API as plain
// functions of a request, so tests can drive it without a network.
//
//   GET /api/catalogue           rulesets, templates, choice kinds and the generate options
//   GET /api/scenario?<flags>    the scenario in brief (JSON): id, seed, umpire key, choice sites
//   GET /api/file?<flags>&format=yaml|png|svg|pdf|sheet&copy=umpire|player   one file's bytes
//
// <flags> are `wargen generate`'s own flags without their dashes (seed=7&zone=south&armies=true),
// parsed by the CLI's own declarations (PlanParser), so a bad value gets the CLI's own one-line
// message, with a 400. Everything a request may make is bounded (kLimits below).
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "app/pipeline.hpp"

namespace wargen::server {

// One `generate` option as the CLI declares it, for the page to build its form from.
struct OptionInfo {
  std::string name;  // without dashes: "seed", "zone"
  std::string description;
  std::string type;           // the CLI's type name: "INT", "FLOAT", "TEXT", "{a4,letter,a3}"
  std::string default_value;  // "" = none
  bool flag = false;          // takes no value
  bool repeatable = false;    // may be given more than once (choice, initiative …)
};

// Turns `wargen generate` arguments into a plan, as the CLI does (throws InputError).
using PlanParser = std::function<GeneratePlan(const std::vector<std::string>& args)>;

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
  int max_pdf_pages = 60;    // the tiled PDF of a 12 x 6 ft table at 1:1 on A3 stays under
};

class ClubApi {
 public:
  ClubApi(PlanParser parse, std::vector<OptionInfo> options, Limits limits = {});

  // Never throws: a bad request is a 400 with the CLI's message, a bug a 500 with one line.
  ApiResponse handle(const std::string& path, const QueryParams& params) const;

  const std::vector<OptionInfo>& options() const { return options_; }

 private:
  ApiResponse catalogue() const;
  ApiResponse scenario_summary(const QueryParams& params) const;
  ApiResponse file(const QueryParams& params) const;
  GeneratePlan plan(const QueryParams& params, std::string* format, std::string* copy) const;

  PlanParser parse_;
  std::vector<OptionInfo> options_;
  Limits limits_;
};

// The generate options the page may set: what the server decides itself (where files go, which
// formats, which copy) and what would read the server's own files (a ruleset or template path)
// are not among them.
bool page_may_set(const std::string& option_name);

}  // namespace wargen::server
