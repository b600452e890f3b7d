#include "generators/sector_dice/sector_grid.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstdint>
#include <cstring>

#include "core/det_math.hpp"
#include "core/text_order.hpp"

namespace wargen {

Heading turn_left(Heading h) { return static_cast<Heading>((static_cast<int>(h) + 3) % 4); }
Heading turn_right(Heading h) { return static_cast<Heading>((static_cast<int>(h) + 1) % 4); }
Heading opposite(Heading h) { return static_cast<Heading>((static_cast<int>(h) + 2) % 4); }
const char* heading_name(Heading h) {
  static const char* names[] = {"north", "east", "south", "west"};
  return names[static_cast<int>(h)];
}

SectorGrid::SectorGrid(double table_width_cm, double table_depth_cm, int columns, int rows)
    : columns_(columns), rows_(rows) {
  double w = table_width_cm / columns_, d = table_depth_cm / rows_;
  x_edges_.reserve(static_cast<std::size_t>(std::max(columns_ + 1, 0)));
  y_edges_.reserve(static_cast<std::size_t>(std::max(rows_ + 1, 0)));
  for (int c = 0; c <= columns_; ++c) x_edges_.push_back(quantize_cm(c * w));
  for (int r = 0; r <= rows_; ++r) y_edges_.push_back(quantize_cm(r * d));
}

SectorGrid::SectorGrid(std::vector<double> x_edges, std::vector<double> y_edges)
    : columns_(static_cast<int>(x_edges.size()) - 1),
      rows_(static_cast<int>(y_edges.size()) - 1),
      x_edges_(std::move(x_edges)),
      y_edges_(std::move(y_edges)) {}

SectorGrid SectorGrid::of_size(double table_width_cm, double table_depth_cm, double sector_width_cm,
                               double sector_depth_cm, bool remainder_west, bool remainder_south,
                               double join_remainder_under_cm) {
  const double join_cm = std::max(join_remainder_under_cm, kRoundingSliverCm);
  auto edges = [join_cm](double length, double step, bool remainder_first) {
    std::vector<double> out{0};
    for (int k = 1; k * step <= length - join_cm; ++k) out.push_back(quantize_cm(k * step));
    out.push_back(quantize_cm(length));
    if (!remainder_first) return out;
    std::vector<double> mirrored;  // the same sectors measured from the far edge
    for (auto it = out.rbegin(); it != out.rend(); ++it) mirrored.push_back(quantize_cm(length - *it));
    return mirrored;
  };
  return SectorGrid(edges(table_width_cm, sector_width_cm, remainder_west),
                    edges(table_depth_cm, sector_depth_cm, remainder_south));
}

std::string SectorGrid::id(int index) const {
  // The generators and validators ask for ids dozens of times a table.
  const char letter = static_cast<char>('A' + column(index));
  const int row_1based = row(index) + 1;
  if (row_1based <= 9) {  // every table the rulesets lay out: one digit
    // The two characters made into one word in a register, then written: stored byte by byte
    // to a buffer and copied from it, they were read back as one word before both stores had
    // landed (perf put two thirds of id()'s time on that wait), and GCC turns a string written
    // character by character into that same copy.
    const auto first = static_cast<unsigned char>(letter), second = static_cast<unsigned char>('0' + row_1based);
    const auto word = static_cast<std::uint16_t>(std::endian::native == std::endian::little ? first | second << 8
                                                                                            : first << 8 | second);
    std::string id(2, ' ');
    std::memcpy(id.data(), &word, sizeof word);
    return id;
  }
  char text[16];
  text[0] = letter;
  auto written = std::to_chars(text + 1, text + sizeof text, row_1based);
  return std::string(text, written.ptr);
}

bool SectorGrid::same_id(const std::string& a, const std::string& b) { return same_ignoring_ascii_case(a, b); }

bool SectorGrid::matches(const std::vector<Sector>& file_sectors) const {
  // Each file sector against sectors()[i], field by field as Sector's == compares them (its
  // extensions aside), without writing the grid's sectors out: validation asks this of every table.
  if (file_sectors.size() != static_cast<std::size_t>(std::max(count(), 0))) return false;
  for (int i = 0; i < count(); ++i) {
    const Sector& sector = file_sectors[static_cast<std::size_t>(i)];
    const Box b = box(i);
    if (!same_id(sector.id, id(i)) || !(sector.x_cm == b.min_x) || !(sector.y_cm == b.min_y) ||
        !(sector.width_cm == quantize_cm(b.max_x - b.min_x)) || !(sector.depth_cm == quantize_cm(b.max_y - b.min_y)))
      return false;
  }
  return true;
}

int SectorGrid::index_of(const std::string& id) const {
  // Read as id() writes it – a column letter, then the row from 1 without leading zeros – rather
  // than by writing every sector's id: validation asks this for every piece of every table.
  if (id.size() < 2 || id[1] == '0') return -1;
  const char letter = id[0] >= 'a' && id[0] <= 'z' ? static_cast<char>(id[0] - 'a' + 'A') : id[0];
  const int col = letter - 'A';
  int row_1based = 0;
  for (std::size_t i = 1; i < id.size(); ++i) {
    if (id[i] < '0' || id[i] > '9' || row_1based > rows_) return -1;
    row_1based = row_1based * 10 + (id[i] - '0');
  }
  if (col < 0 || col >= columns_ || row_1based < 1 || row_1based > rows_) return -1;
  return (row_1based - 1) * columns_ + col;
}

Box SectorGrid::box(int index) const {
  auto c = static_cast<std::size_t>(column(index)), r = static_cast<std::size_t>(row(index));
  return {x_edges_[c], y_edges_[r], x_edges_[c + 1], y_edges_[r + 1]};
}

int SectorGrid::neighbour(int index, Heading h) const {
  int c = column(index), r = row(index);
  switch (h) {
    case Heading::north: r += 1; break;
    case Heading::east: c += 1; break;
    case Heading::south: r -= 1; break;
    case Heading::west: c -= 1; break;
  }
  if (c < 0 || c >= columns_ || r < 0 || r >= rows_) return -1;
  return r * columns_ + c;
}

std::vector<Heading> SectorGrid::table_edges(int index) const {
  std::vector<Heading> out;
  if (row(index) == 0) out.push_back(Heading::south);
  if (row(index) == rows_ - 1) out.push_back(Heading::north);
  if (column(index) == 0) out.push_back(Heading::west);
  if (column(index) == columns_ - 1) out.push_back(Heading::east);
  return out;
}

std::pair<Point, Point> SectorGrid::side(int index, Heading h) const {
  Box b = box(index);
  switch (h) {
    case Heading::north: return {{b.min_x, b.max_y}, {b.max_x, b.max_y}};
    case Heading::east: return {{b.max_x, b.min_y}, {b.max_x, b.max_y}};
    case Heading::south: return {{b.min_x, b.min_y}, {b.max_x, b.min_y}};
    case Heading::west: break;
  }
  return {{b.min_x, b.min_y}, {b.min_x, b.max_y}};
}

std::vector<Sector> SectorGrid::sectors() const {
  std::vector<Sector> out;
  out.reserve(static_cast<std::size_t>(count()));
  for (int i = 0; i < count(); ++i) {
    Box b = box(i);
    out.push_back({id(i), b.min_x, b.min_y, quantize_cm(b.max_x - b.min_x), quantize_cm(b.max_y - b.min_y)});
  }
  return out;
}

}  // namespace wargen
