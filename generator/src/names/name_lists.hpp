#pragma once
// Place-name data for one language, read from names/<language>.yaml (compiled into the binary).
// A file holds lists of name parts and, per feature kind, patterns that join them:
// "{tree}berg" draws one entry of the `tree` list and gives "Eichberg". The file format is
// described at the top of names/german.yaml.
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/text_order.hpp"
#include "core/yaml_document.hpp"

namespace wargen {

// Geographic zones, as NPOW-S2 names them; every language says which zones it belongs to.
inline const std::vector<std::string>& name_zones() {
  static const std::vector<std::string> zones = {"central", "north-east", "south", "north-africa"};
  return zones;
}

struct NameLanguage {
  std::string id;                                         // file stem, e.g. "german"
  std::string description;                                // one line
  std::map<std::string, int> zone_weights;                // zone -> relative weight (> 0)
  // Looked up by any text (TextOrder): a name is drawn from its pattern's pieces in place.
  std::map<std::string, std::vector<std::string>, TextOrder> parts;  // list name -> entries
  // Patterns per "kind" or "kind/variant" (the variant key wins when both exist).
  std::map<std::string, std::vector<std::string>, TextOrder> patterns;
  // Patterns with "{name}" that turn a name already used into a different one (rarely needed).
  std::vector<std::string> variations;

  // The patterns for a feature, or null when this language does not name such features.
  const std::vector<std::string>* patterns_for(const std::string& kind, const std::string& variant) const;
};

// Reads and checks one language file; throws InputError naming file, line and key.
NameLanguage read_name_language(std::string_view text, const std::string& file, const std::string& id);
// The same from a parsed file (a built-in one's tree comes from the build).
NameLanguage read_name_language(std::shared_ptr<YamlDocument> document, const std::string& id);

// Every built-in language, sorted by id (each loaded and checked once).
const std::vector<NameLanguage>& name_languages();
// One built-in language, read from its file the first time it is asked for (thread-safe).
// Throws InputError listing the known ids when `id` is not one of them.
const NameLanguage& name_language(const std::string& id);

// The zone weights of one name file, read from its `zones` entry alone: the NPOW draw of a
// language (NPOW-S2) needs every language's weights but only the drawn language's lists.
std::map<std::string, int> read_zone_weights(std::string_view text, const std::string& file, const std::string& id);

struct LanguageWeights {
  std::string id;
  std::map<std::string, int> zone_weights;
};
// Every built-in language's zone weights, sorted by id (read once).
const std::vector<LanguageWeights>& language_zone_weights();

}  // namespace wargen
