#pragma once
// Reading back the PNGs png_encoder writes (8-bit RGB, filter type None on every row, no
// interlace) as a cairo image surface: the batch's catalogue places every thumbnail it wrote.
// libdeflate's inflate and one pass over the rows cost a fifth of the instructions of cairo's
// loader (libpng with zlib, ≈ 11 M instructions per thumbnail at 2 px/cm); the pixels are the
// ones cairo_image_surface_create_from_png gives (CAIRO_FORMAT_RGB24, the spare byte 0xFF).
#include <filesystem>

#include "render/cairo_handles.hpp"

namespace wargen::render {

// The picture at `path`, or a null pointer when the file cannot be read or is not a PNG written
// that way (then cairo's own loader can have it: it reads any PNG and says what is wrong).
SurfacePtr read_encoded_png(const std::filesystem::path& path);

}  // namespace wargen::render
