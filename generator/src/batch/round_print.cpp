#include "batch/round_print.hpp"

#include "render/map_layout.hpp"
#include "render/pdf_output.hpp"

namespace wargen {

std::string round_pdf_name(int round) { return "round-" + std::to_string(round) + ".pdf"; }

// A4 until the first table's pages set their own size.
RoundPrint::RoundPrint(const std::filesystem::path& destination)
    : file_(destination), pdf_(file_, 595, 842, "a round's PDF") {}

void RoundPrint::add(int table, OutputCopy copy) {
  std::lock_guard lock(mutex_);
  waiting_.emplace(table, std::move(copy));
  for (auto next = waiting_.begin(); next != waiting_.end() && next->first == next_table_;
       next = waiting_.erase(next), ++next_table_) {
    const OutputCopy& t = next->second;
    draw_pdf_pages(pdf_.surface(), pdf_.context(), t.scenario,
                   render::PrintOptions{t.output.paper, t.output.print_scale, map_render_options(t.output)});
  }
}

FileContent RoundPrint::finish(const std::string& title) {
  std::lock_guard lock(mutex_);
  return pdf_.finish(title);
}

}  // namespace wargen
