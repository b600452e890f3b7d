#pragma once
// round-K.pdf: one print job per round of a batch (`--rounds`), every table's pages in table
// order, so an organiser prints a round with one `lp` and deals the sheets out table by table.
// cairo cannot import a PDF, so each table's pages are drawn again onto the one surface by the code
// that draws the map's own PDF (render/pdf_output.hpp), with the batch's paper, print scale and
// grid: the pages are those of the table's PDF, in the same order. Each table is the copy the
// players get: the player's copy when the batch writes one (VPM-6), else its only copy.
#include <string>
#include <vector>

#include "app/scenario_copies.hpp"

namespace wargen {

// "round-2.pdf"
std::string round_pdf_name(int round);

// The print job of a round's tables, given in table order; `title` names it in a viewer.
std::string round_pdf(const std::vector<OutputCopy>& tables, const std::string& title);

}  // namespace wargen
