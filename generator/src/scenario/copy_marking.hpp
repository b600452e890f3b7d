#pragma once
// The words that mark an umpire's copy (VPM-6). The umpire's map, sheet and PDF pages list what
// the players must not know; a copy handed to a player by mistake gives the game away. So every
// umpire's page says so in capitals at its head and foot, the map carries a watermark, and every
// file name ends in -umpire: the word is there whichever part of a copy is picked up.
namespace wargen {

// The one word every umpire's page, map and file name carries, and no player's copy does.
inline constexpr const char* kUmpireMark = "UMPIRE";

// The head of every umpire's page and of the umpire's Markdown sheet.
inline constexpr const char* kUmpireBanner = "UMPIRE'S COPY \u2014 hidden values: never show this page to the players";

// Before the footer of every umpire's page.
inline constexpr const char* kUmpireFooter = "UMPIRE'S COPY";

}  // namespace wargen
