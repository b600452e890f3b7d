#pragma once
// What a seed lacked from the club's terrain box (NPOW-B1, GOK-B1), as the generator knew it when it
// gave the seed up: `survey --terrain-box` suggests one more piece of it (app/box_advice.hpp) from
// this, never from the wording of the failure's message.
#include <string>

namespace wargen {

struct LackedKind {
  std::string kind;     // a box kind: "hill", "enclosed_field"
  std::string variant;  // "" when any variant would do

  // The kind and variant a ruleset's entry lays, as a box piece names them: a variant that only
  // repeats the kind (NPOW's marsh "marsh") is none.
  static LackedKind of(const std::string& kind, const std::string& variant) {
    return {kind, variant == kind ? std::string() : variant};
  }
  // "hill", "wood (open)": as the failures and the advice name it.
  std::string text() const { return variant.empty() ? kind : kind + " (" + variant + ")"; }
  bool operator==(const LackedKind&) const = default;
};

}  // namespace wargen
