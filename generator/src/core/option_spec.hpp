#pragma once
// Self-describing options: whoever reads an option declares it once (name, type, allowed values,
// default, rule ID, one-line help), and every front end – the command line, templates, a
// scenario's recorded `options`, the web page – is built from those declarations. Values travel
// as text keyed by the option's key, exactly as a scenario file records them, so a file says how
// to make it again.
#include <map>
#include <string>
#include <vector>

namespace wargen {

enum class OptionType {
  text,     // free text (names, paths, lists the reader checks itself)
  integer,  // a whole number in [min, max]
  number,   // a decimal number in [min, max]
  boolean,  // "true" | "false"; a command-line flag without a value
  choice,   // one of `choices`
};

struct OptionSpec {
  std::string key;  // "zone", "points_step"; the flag is --zone, --points-step
  OptionType type = OptionType::text;
  std::string help;                  // one line, for --help and the web page
  std::string rule;                  // the rule ID the option serves ("NPOW-S2"), or ""
  std::vector<std::string> choices;  // OptionType::choice; empty = known only from the ruleset
  double min = 0, max = 0;           // integer and number, inclusive
  std::string default_text;          // what applies when it is not given ("" = dice or the ruleset decide)
  bool per_side = false;             // given per side as A=VALUE, stored as <key>_A and <key>_B
  std::string group;                 // help section: "Game of Kings", "NPOW", "Scenario layer", "Output"
  bool per_site = false;             // given per site as SITE=VALUE (a sector id, upper case), stored as <key>_<SITE>
  std::string value_name = "";       // a text option's value in --help ("WxH"); "" = TEXT

  std::string flag() const;       // "--points-step"
  std::string type_name() const;  // "INT 1..1000", "{south,north}", "A|B=TEXT" – for help
};

// Option key -> value as text; per-side options appear as <key>_A / <key>_B, per-site ones as
// <key>_<SITE> (site_choice_C3).
using OptionValues = std::map<std::string, std::string>;

// The declaration `key` belongs to ("initiative_B" belongs to the per-side "initiative"), or null.
const OptionSpec* find_option(const std::vector<OptionSpec>& specs, const std::string& key);

// What is wrong with `value` for `spec` ("must be one of south, north"), or "" when it is fine.
// Numbers must be written plainly ("12", "2.5"): a file records them that way.
std::string option_value_problem(const OptionSpec& spec, const std::string& value);

// Typed reads of values already checked against their declarations; `fallback` when absent.
std::string option_text(const OptionValues& values, const std::string& key, const std::string& fallback = "");
long long option_integer(const OptionValues& values, const std::string& key, long long fallback);
double option_number(const OptionValues& values, const std::string& key, double fallback);
bool option_flag(const OptionValues& values, const std::string& key);

// "side=value" for a per-side flag: {"A", "high"}; "site=value" for a per-site flag: {"C3",
// "wood"} (the site upper-cased); throws InputError naming the flag otherwise.
std::pair<std::string, std::string> split_side_value(const OptionSpec& spec, const std::string& given);

// Whether the flag is given once per side or per site (A=VALUE, C3=VALUE), so it may repeat.
bool option_is_keyed(const OptionSpec& spec);

}  // namespace wargen
