#include "terrain_box/box_kinds.hpp"

#include <algorithm>

#include "core/yaml_access.hpp"
#include "ruleset/embedded_rulesets.hpp"

namespace wargen {

namespace {

// GoK lists its feature templates under `features` (a watercourse's shape is `watercourse`),
// NPOW its catalogue under `elements` (a linear element's category is `linear`). The rulesets are
// checked when built, so the tree is read here without a YamlMap's checks.
void add_kinds(const YamlDocument& doc, std::string_view group, std::vector<BoxKind>& kinds) {
  const YamlDocument::Id entries = doc.find(doc.root(), group);
  if (entries == YamlDocument::kNone || doc.kind(entries) != YamlKind::map) return;
  for (std::size_t i = 0; i < doc.size(entries); ++i) {
    const YamlDocument::Id entry = doc.value(entries, i);
    if (doc.kind(entry) != YamlKind::map) continue;
    const YamlDocument::Id kind = doc.find(entry, "kind");
    if (kind == YamlDocument::kNone || doc.kind(kind) != YamlKind::scalar) continue;
    const YamlDocument::Id shape = doc.find(entry, "shape");
    const YamlDocument::Id category = doc.find(entry, "category");
    const bool linear = (shape != YamlDocument::kNone && doc.text(shape) == "watercourse") ||
                        (category != YamlDocument::kNone && doc.text(category) == "linear");
    const std::string name(doc.text(kind));
    auto known = std::find_if(kinds.begin(), kinds.end(), [&](const BoxKind& k) { return k.name == name; });
    if (known == kinds.end()) kinds.push_back({name, linear});
  }
}

}  // namespace

const std::vector<BoxKind>& built_in_box_kinds() {
  static const std::vector<BoxKind> kinds = [] {
    std::vector<BoxKind> out;
    for (const EmbeddedFile& file : embedded_rulesets()) {
      auto doc = parse_embedded(file, "rulesets/" + std::string(file.name) + ".yaml");
      add_kinds(*doc, "features", out);
      add_kinds(*doc, "elements", out);
    }
    return out;
  }();
  return kinds;
}

}  // namespace wargen
