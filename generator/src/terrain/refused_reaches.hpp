#pragma once
// Where one outline cannot stand, learnt while sliding it over a region at several turns: around
// each centre measured with Obstacles::blocked_reach, a disc of centres where clear() refuses the
// outline whatever its turn. The outline holds the disc of held_radius_cm(local) about its centre
// at every turn, so one measure refuses the spots of every turn near it without testing them. The
// reaches hold while the obstacles stay as they were: a caller starts again (reset) after putting
// anything down.
#include <cstdint>
#include <optional>
#include <vector>

#include "terrain/obstacles.hpp"

namespace wargen {

class RefusedReaches {
 public:
  struct Reach {
    Point centre;
    double radius_cm;  // every centre nearer than this is refused
  };

  // For the outline `local` (centred on the origin, as make_local_outline makes it).
  void reset(const Polygon& local);
  // The reach holding `centre`: one found before, or one measured now against `obstacles` with
  // the gap and mask clear() is asked with; none when the outline's disc there is clear of every
  // area and point (the outline itself may still be refused), or the outline holds no disc.
  // The reaches found are looked through here, inline: a sweep asks for every spot it tries.
  std::optional<Reach> holding(Point centre, const Obstacles& obstacles, double gap_cm, std::uint32_t may_overlap) {
    if (held_radius_cm_ <= 0) return std::nullopt;
    for (const Reach& r : reaches_) {
      const double dx = centre.x - r.centre.x, dy = centre.y - r.centre.y;
      if (dx * dx + dy * dy < r.radius_cm * r.radius_cm) return r;
    }
    return measured(centre, obstacles, gap_cm, may_overlap);
  }
  // Where a row at `y` leaves `reach`, less a hair far inside the reach's own (blocked_reach):
  // every centre of the row from one the reach holds up to this x is refused too.
  static double east_end_on_row(const Reach& reach, double y);

 private:
  std::optional<Reach> measured(Point centre, const Obstacles& obstacles, double gap_cm, std::uint32_t may_overlap);

  double held_radius_cm_ = 0;
  std::vector<Reach> reaches_;
};

}  // namespace wargen
