#pragma once
// `--table WxH`: the club's own table instead of the ruleset's. The size flows through the
// ruleset's own `table:` keys, so every generator, validator and renderer sees one table and
// adapts as its ruleset says (the ruleset's `table_sizes:` key: the sizes it allows and how its
// sector grid follows the table).
#include <optional>
#include <string>

namespace wargen {

struct TableSize {
  double width_cm = 0;  // along the long edges
  double depth_cm = 0;
  bool operator==(const TableSize&) const = default;
};

// No ruleset's table_sizes may exceed 2000 cm (ruleset_loader.cpp); a size fifty times that (1 km) is
// refused as no table at all, before any arithmetic on it can overflow to infinity.
inline constexpr double kMaxTableSideCm = 100000;

// "180x120", "180x120cm", "6x4ft", "72x48in" (x or ×; the number pairs may have decimals).
// Throws InputError naming `flag` for anything else, a side over kMaxTableSideCm included.
TableSize parse_table_size(const std::string& text, const std::string& flag = "--table");

// "183x122" (cm, two decimals at most): how a scenario's options record it.
std::string table_size_text(const TableSize& size);

// What a ruleset's `table_sizes:` allows (DESIGN: common header key, optional).
struct TableSizeRules {
  double min_width_cm = 0, max_width_cm = 0, min_depth_cm = 0, max_depth_cm = 0;
  std::string sectors;  // how the sector grid adapts, for people: "12 sectors, 6 x 2, of the table"
};

}  // namespace wargen
