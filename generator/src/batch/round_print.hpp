#pragma once
// round-K.pdf: one print job per round of a batch (`--rounds`), every table's pages in table
// order, so an organiser prints a round with one `lp` and deals the sheets out table by table.
// cairo cannot import a PDF, so each table's pages are drawn again onto the one surface by the code
// that draws the map's own PDF (render/pdf_output.hpp), with the batch's paper, print scale and
// grid: the pages are those of the table's PDF, in the same order. Each table is the copy the
// players get: the player's copy when the batch writes one (VPM-6), else its only copy.
//
// The tables are drawn as the batch's threads finish them, each as soon as every earlier table is
// drawn, and the pages go to disk as they are made (batch/streamed_pdf.hpp): a round holds only
// the tables finished ahead of an earlier one, not every table's scenario until its end.
#include <filesystem>
#include <map>
#include <mutex>
#include <string>

#include "app/scenario_copies.hpp"
#include "batch/streamed_pdf.hpp"

namespace wargen {

// "round-2.pdf"
std::string round_pdf_name(int round);

class RoundPrint {
 public:
  explicit RoundPrint(const std::filesystem::path& destination);
  // Table `table` of the round (numbered 1, 2, ... without a gap); any thread, any order.
  void add(int table, OutputCopy copy);
  // Every table added: the file for write_files_atomically (kept on disk while this object
  // lives); `title` names it in a viewer.
  FileContent finish(const std::string& title);

 private:
  std::mutex mutex_;
  StagedFile file_;
  StreamedPdf pdf_;
  std::map<int, OutputCopy> waiting_;  // finished ahead of an earlier table
  int next_table_ = 1;
};

}  // namespace wargen
