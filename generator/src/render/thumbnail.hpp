#pragma once
// A map's thumbnail (the batch catalogue's): the map's own pixels reduced by area averaging, not
// the map drawn a second time at a small scale. Drawing again cost a fifth of a batch map's time
// (paths, text and scan conversion cost about the same at any scale); reducing costs a few per
// cent, and the thumbnail is then a true miniature of the map in the batch. Integer arithmetic
// throughout, so every compiler and machine gives the same bytes.
#include <string>

#include "render/map_renderer.hpp"
#include "render/png_decoder.hpp"

namespace wargen {

// `image` reduced by `factor` (source pixels per thumbnail pixel along each axis; at most 1 gives
// the image as it is): each thumbnail pixel is the average of the source area under it, pixels
// partly under it weighted by their share (to 1/256 of a pixel), rounded to nearest.
RgbImage reduce_image(const RgbImage& image, double factor);

// The PNG thumbnail at `thumbnail_px_per_cm` of a map drawn with `map_options`, from the map's
// pixels (decode_own_png of its PNG, or render_map_rgb): pHYs and the table frame as the reduced
// picture has them. A thumbnail scale at or above the map's keeps the map's pixels.
std::string map_thumbnail_png(const Scenario& scenario, const RenderOptions& map_options, const RgbImage& map_pixels,
                              double thumbnail_px_per_cm);

// The pixels render_png encodes (over white), without encoding them: a thumbnail's source when the
// map's PNG is not among the files written.
RgbImage render_map_rgb(const Scenario& scenario, const RenderOptions& options);

}  // namespace wargen
