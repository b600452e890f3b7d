#pragma once
// The placement sheet as Markdown (`--format sheet`, <id>-sheet.md): readable as plain text on a
// phone at the table, and rendered as tables by any Markdown viewer.
#include <string>

#include "sheet/placement_sheet.hpp"

namespace wargen {

std::string placement_sheet_markdown(const PlacementSheet& sheet);

}  // namespace wargen
