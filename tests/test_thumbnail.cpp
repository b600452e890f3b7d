// The batch's thumbnails: the map's own PNG read back and reduced by area averaging.
#include <catch2/catch.hpp>

#include "png_reader.hpp"
#include "render/png_decoder.hpp"
#include "render/png_encoder.hpp"
#include "render/thumbnail.hpp"
#include "support.hpp"

using namespace wargen;

namespace {

RgbImage image(int width, int height, std::vector<unsigned char> rgb) { return {width, height, std::move(rgb)}; }

}  // namespace

TEST_CASE("a PNG we wrote reads back to its pixels") {
  RgbImage original{7, 5, {}};
  for (int i = 0; i < 7 * 5 * 3; ++i) original.rgb.push_back(static_cast<unsigned char>(i * 37 % 256));
  const std::string png = encode_png_rgb(original.rgb.data(), 7, 5, PngMetadata{5, {{"k", "v"}}});
  const RgbImage back = decode_own_png(png);
  CHECK(back.width == 7);
  CHECK(back.height == 5);
  CHECK(back.rgb == original.rgb);
  CHECK(test::decode_rgb_png(png).rgb == original.rgb);

  std::string damaged = png;
  damaged[damaged.size() / 2] ^= 0x5A;  // inside IDAT: its CRC no longer matches
  CHECK_THROWS_WITH(decode_own_png(damaged), Catch::Contains("bad CRC"));
  CHECK_THROWS_WITH(decode_own_png(png.substr(0, png.size() - 20)), Catch::Contains("PNG reading"));
  CHECK_THROWS_WITH(decode_own_png("GIF89a"), Catch::Contains("no PNG signature"));
}

TEST_CASE("area averaging: known answers") {
  // 4 x 2 halved: each thumbnail pixel the mean of a 2 x 2 block.
  const RgbImage four = image(4, 2, {0,   0,   0,   100, 100, 100, 10, 20, 30, 10, 20, 30,  //
                                     200, 200, 200, 100, 100, 100, 10, 20, 30, 50, 60, 70});
  const RgbImage halved = reduce_image(four, 2);
  CHECK(halved.width == 2);
  CHECK(halved.height == 1);
  CHECK(halved.rgb == std::vector<unsigned char>{100, 100, 100, 20, 30, 40});

  // A black-and-white checkerboard by 2: mid grey, 127.5 rounded up.
  RgbImage board{4, 4, {}};
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 4; ++x)
      for (int c = 0; c < 3; ++c) board.rgb.push_back((x + y) % 2 ? 255 : 0);
  CHECK(reduce_image(board, 2).rgb == std::vector<unsigned char>(12, 128));

  // By 2.5 (5 px/cm to 2): a flat picture stays flat, 5 x 5 becomes 2 x 2.
  const RgbImage flat = image(5, 5, std::vector<unsigned char>(75, 77));
  const RgbImage reduced = reduce_image(flat, 2.5);
  CHECK(reduced.width == 2);
  CHECK(reduced.height == 2);
  CHECK(reduced.rgb == std::vector<unsigned char>(12, 77));

  // One bright column at x = 2 lies half under each thumbnail pixel of a 2.5 reduction: both get
  // 0.5 / 2.5 of it.
  RgbImage column = image(5, 1, std::vector<unsigned char>(15, 0));
  for (int c = 0; c < 3; ++c) column.rgb[6 + static_cast<std::size_t>(c)] = 250;
  CHECK(reduce_image(column, 2.5).rgb == std::vector<unsigned char>(6, 50));

  // No enlargement: a factor at or below 1 keeps the picture.
  CHECK(reduce_image(four, 1).rgb == four.rgb);
}

TEST_CASE("a thumbnail is the same from the map's PNG and from the map drawn") {
  const Scenario s = test::gok_scenario(7);
  const RenderOptions options{5.0, MapView::player, GridStyle::sectors};
  const std::string png = render_png(s, options);
  const std::string from_png = map_thumbnail_png(s, options, decode_own_png(png), 2.0);
  CHECK(from_png == map_thumbnail_png(s, options, render_map_rgb(s, options), 2.0));
  // Two fifths of the map each way, with its scale and table frame.
  const RgbImage map = decode_own_png(png), thumb = decode_own_png(from_png);
  CHECK(thumb.width == (map.width * 2 + 4) / 5);
  CHECK(thumb.height == (map.height * 2 + 4) / 5);
  const auto frame = test::png_table_frame(from_png);
  CHECK(frame.at("px_per_cm") == "2");
  CHECK(std::stod(frame.at("width_px")) == Approx(s.table_width_cm * 2));  // the table at 2 px/cm
  // zlib, a reader we did not write, sees the same pixels.
  CHECK(test::decode_rgb_png(from_png).rgb == thumb.rgb);
}
