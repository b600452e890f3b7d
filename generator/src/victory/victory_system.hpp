#pragma once
// The plugin interface of victory systems (`wargen adjudicate`). A ruleset or template names its
// system; the scenario carries the name and every parameter; the umpire describes the end state in
// a small YAML file (docs/adjudication.md) and the system says who won and by how much. Systems
// are const and stateless, self-describe their parameters, and are listed in victory/registry.cpp.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/yaml_access.hpp"
#include "scenario/scenario.hpp"
#include "victory/fraction.hpp"
#include "victory/yaml_out.hpp"

namespace wargen {

// One parameter of a victory system: a whole number (percentages, points) or a ratio "p:q".
struct VictoryParam {
  enum class Kind { whole, ratio };
  std::string key;
  Kind kind = Kind::whole;
  std::string default_text;  // SOURCE value unless marked DESIGN in the doc
  std::string doc;
  int min = 0;  // whole numbers only
  int max = 1000;
};

// Checked parameter values by key (text as in the scenario file).
class VictoryParams {
 public:
  VictoryParams() = default;
  explicit VictoryParams(std::map<std::string, std::string> values) : values_(std::move(values)) {}
  std::int64_t whole(const std::string& key) const;
  Fraction ratio(const std::string& key) const;
  const std::map<std::string, std::string>& values() const { return values_; }

 private:
  std::map<std::string, std::string> values_;
};

// What an adjudication is given.
struct AdjudicationInput {
  const Scenario* scenario = nullptr;
  VictoryParams params;
  std::optional<int> roll;  // --roll N: a die already rolled at the table (VPM-W)
};

// What it gives back: the same result for people and for programs.
struct Adjudication {
  std::string text;  // lines for people, each ending in '\n'
  YamlOut yaml;      // fields after `system:`; closed maps and lists only
};

class VictorySystem {
 public:
  virtual ~VictorySystem() = default;
  virtual std::string name() const = 0;      // "loss-tally"
  virtual std::string rules() const = 0;     // rule IDs served, "LOSS-1..LOSS-5"
  virtual std::string describe() const = 0;  // one line
  virtual const std::vector<VictoryParam>& params() const = 0;
  // Reads the system's keys of the state file (every key of `state` except `system`, which the
  // caller has read) and judges. Throws InputError naming the file, line and key.
  virtual Adjudication adjudicate(const AdjudicationInput& input, YamlMap& state) const = 0;
};

// Every parameter of `system`, from `given` (e.g. a ruleset's or a scenario's map) with defaults
// for the rest. `fail(key, what)` reports a bad or unknown key; when it does not throw, that key
// is dropped and its default used.
template <typename Fail>
std::map<std::string, std::string> complete_params(const VictorySystem& system,
                                                   const std::map<std::string, std::string>& given, Fail fail);

// Checks one parameter's text; returns an empty string when good, else why not.
std::string check_param_text(const VictoryParam& param, const std::string& text);

template <typename Fail>
std::map<std::string, std::string> complete_params(const VictorySystem& system,
                                                   const std::map<std::string, std::string>& given, Fail fail) {
  std::map<std::string, std::string> out;
  for (const auto& [key, text] : given) {
    const VictoryParam* spec = nullptr;
    for (const auto& p : system.params())
      if (p.key == key) spec = &p;
    if (!spec) {
      fail(key, "is not a parameter of victory system '" + system.name() + "'");
      continue;  // a `fail` that does not throw drops the key: its default applies
    }
    std::string why = check_param_text(*spec, text);
    if (!why.empty()) {
      fail(key, why);
      continue;
    }
    out[key] = text;
  }
  for (const auto& p : system.params())
    if (!out.count(p.key)) out[p.key] = p.default_text;
  return out;
}

}  // namespace wargen
