// Terrain box reader (docs/terrain-box.md): any bytes load as a box or are refused with an InputError.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/error.hpp"
#include "terrain_box/terrain_box_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    wargen::read_terrain_box_text(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.yaml");
  } catch (const wargen::Error&) {
  }
  return 0;
}
