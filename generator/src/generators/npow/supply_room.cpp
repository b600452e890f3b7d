#include "generators/npow/supply_room.hpp"

#include <string>
#include <vector>

#include "core/det_math.hpp"

namespace wargen {

void keep_supply_room(PlacementState& st, Pcg32& rng) {
  const NpowParams& p = st.params;
  for (const char* edge : {"south", "north"}) {
    bool south = std::string(edge) == "south";
    if (!south && st.symmetric()) break;  // the north room was kept as the south one's twin
    bool kept = false;
    for (int attempt = 0; attempt < 4 * p.attempts && !kept; ++attempt) {
      double x = quantize_cm(rng.uniform(0, p.table_width_cm - p.supply_line_length_cm));
      double y0 = south ? 0 : quantize_cm(p.table_depth_cm - p.supply_line_depth_cm);
      std::vector<Box> boxes{
          {x, y0, quantize_cm(x + p.supply_line_length_cm), quantize_cm(y0 + p.supply_line_depth_cm)}};
      if (st.symmetric()) boxes.push_back(bounding_box(st.twin(box_outline(boxes.front()))));
      bool clear = true;
      for (const Box& box : boxes) clear = clear && st.obstacles.clear(box_outline(box), p.gap_cm, p.gap_cm, false);
      if (!clear) continue;
      for (const Box& box : boxes) {
        st.obstacles.add_area(box_outline(box), kGroundLayer);
        st.layout.supply_room.push_back(box);
      }
      kept = true;
    }
    if (!kept)
      throw PlacementFailure("NPOW-L1", std::string("no room left for a supply line on the ") + edge + " edge");
  }
}

}  // namespace wargen
