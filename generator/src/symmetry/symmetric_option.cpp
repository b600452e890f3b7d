#include "symmetry/symmetric_option.hpp"

#include "symmetry/symmetry_check.hpp"

namespace wargen {

OptionSpec symmetric_option_spec(const std::string& group, const std::string& procedure) {
  OptionSpec spec;
  spec.key = kSymmetricOption;
  spec.type = OptionType::boolean;
  spec.help = "A point-symmetric table (turned 180° it is the same): " + procedure;
  spec.rule = kSymmetryRule;
  spec.default_text = "false";
  spec.group = group;
  return spec;
}

bool symmetric_requested(const OptionValues& options) { return option_flag(options, kSymmetricOption); }

}  // namespace wargen
