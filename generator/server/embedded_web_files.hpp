#pragma once
// The page `wargen serve` serves (generator/server/web/), compiled in by generator/tools/embed_files.cpp
// and keyed by file name ("index.html", "club.js", "club.css").
#include "core/embedded_files.hpp"

namespace wargen {

const std::vector<EmbeddedFile>& embedded_web_files();

}  // namespace wargen
