#pragma once
// The plugin interface of objective schemes: where a scenario's objectives go and what they are
// worth, on the finished battlefield of ANY generator. Schemes are const and stateless, read
// their own ruleset keys, and are listed in objectives/registry.cpp.
#include <memory>
#include <string>
#include <vector>

#include "core/dice.hpp"
#include "core/yaml_access.hpp"
#include "scenario/violation.hpp"
#include "scenario/scenario.hpp"
#include "scenario_layer/layer_request.hpp"

namespace wargen {

// What a scheme made of its ruleset keys; each scheme derives its own.
struct ObjectiveParams {
  virtual ~ObjectiveParams() = default;
};

class ObjectiveScheme {
 public:
  virtual ~ObjectiveScheme() = default;
  virtual std::string name() const = 0;      // "vp-markers"
  virtual std::string describe() const = 0;  // one line
  // The victory system a game with these objectives is played by unless the user names another
  // (GOK-V1: army points count "unless specific objectives have been agreed").
  virtual std::string victory_system() const = 0;
  // Reads the scheme's map under the ruleset's `objectives:` key; `section` is null when the
  // ruleset has none, and the scheme's documented defaults apply. Throws InputError.
  virtual std::shared_ptr<const ObjectiveParams> read_params(YamlMap* section) const = 0;
  // Places the objectives on `battlefield` (terrain, crossings and deployment zones done).
  // Appends every die to `dice_log`. Throws GenerationError when a rule cannot be met.
  virtual Objectives place(const Scenario& battlefield, const ObjectiveParams& params, const LayerRequest& request,
                           std::vector<DiceLogEntry>& dice_log) const = 0;
  // Every rule of the scheme that `scenario`'s objectives break.
  virtual void check(const Scenario& scenario, const ObjectiveParams& params, std::vector<Violation>& out) const = 0;
};

}  // namespace wargen
