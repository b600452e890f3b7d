// An umpire's copy cannot be mistaken for a player's (VPM-6): read back with poppler, a reader we
// did not write, every page of the umpire's PDF says UMPIRE at its head and foot and no page of
// the player's does; a greyscale print of the umpire's map page shows the watermark; both copies
// print at the same scale; and every file name says whose copy it is.
#include <catch2/catch.hpp>
#include <cstdio>
#include <set>
#include <sstream>

#include "support.hpp"

namespace WARGEN_TEST_FILE {  // one of its own for each file (tests/CMakeLists.txt)

using namespace wargen;
using namespace wargen::test;
using Catch::Matchers::Contains;

namespace {

bool have_poppler() { return std::system("pdftotext -v > /dev/null 2>&1") == 0; }

// The text of each page of a PDF, as pdftotext reads it (it ends every page with a form feed).
std::vector<std::string> page_texts(const std::filesystem::path& pdf) {
  const std::filesystem::path txt = pdf.string() + ".txt";
  REQUIRE(std::system(("pdftotext -enc UTF-8 '" + pdf.string() + "' '" + txt.string() + "'").c_str()) == 0);
  std::vector<std::string> pages;
  std::istringstream in(read_file(txt));
  for (std::string page; std::getline(in, page, '\f');) pages.push_back(page);
  if (!pages.empty() && pages.back().find_first_not_of(" \n") == std::string::npos) pages.pop_back();
  return pages;
}

std::size_t count_of(const std::string& text, const std::string& word) {
  std::size_t n = 0;
  for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

std::string pdf_title(const std::filesystem::path& pdf) {
  const std::filesystem::path info = pdf.string() + ".info";
  REQUIRE(std::system(("pdfinfo '" + pdf.string() + "' > '" + info.string() + "'").c_str()) == 0);
  const std::string text = read_file(info);
  const auto at = text.find("Title:");
  REQUIRE(at != std::string::npos);
  const auto start = text.find_first_not_of(' ', at + 6);
  return text.substr(start, text.find('\n', start) - start);
}

// One page rendered in greyscale, as a greyscale printer would print it.
struct Grey {
  int width = 0, height = 0;
  std::string pixels;
  int at(int x, int y) const { return static_cast<unsigned char>(pixels[static_cast<std::size_t>(y) * width + x]); }
};

Grey grey_page(const std::filesystem::path& pdf, int page, const std::filesystem::path& out) {
  const std::string command = "pdftoppm -gray -r 50 -f " + std::to_string(page) + " -l " + std::to_string(page) +
                              " -singlefile '" + pdf.string() + "' '" + out.string() + "'";
  REQUIRE(std::system(command.c_str()) == 0);
  const std::string bytes = read_file(out.string() + ".pgm");
  Grey g;
  int maxval = 0, consumed = 0;
  REQUIRE(std::sscanf(bytes.c_str(), "P5 %d %d %d%n", &g.width, &g.height, &maxval, &consumed) == 3);
  REQUIRE(maxval == 255);
  g.pixels = bytes.substr(static_cast<std::size_t>(consumed) + 1);
  REQUIRE(g.pixels.size() == static_cast<std::size_t>(g.width) * g.height);
  return g;
}

std::set<std::string> files_in(const std::filesystem::path& dir) {
  std::set<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) names.insert(entry.path().filename().string());
  return names;
}

constexpr const char* kVpBattle = "generate --template gok-vp-battle --seed 7 --umpire-key 99 ";

}  // namespace

TEST_CASE("every page of the umpire's PDF says UMPIRE at its head and foot, no page of the player's does") {
  REQUIRE(have_poppler());  // poppler-utils: scripts/quickstart.sh installs it
  TempDir dir("umpire-pages");
  for (const std::string scale : {"fit", "1:1"}) {
    INFO("--print-scale " << scale);
    const std::string out = scale == "fit" ? "fit" : "tiles";
    auto result = run_wargen(
        kVpBattle + std::string("--view both --format pdf,sheet --print-scale ") + scale + " --out " + out, dir.path());
    INFO(result.err);
    REQUIRE(result.exit_code == 0);
    const std::string tiles = scale == "fit" ? "" : "-tiles-1to1";
    const auto umpire = page_texts(dir / out / ("gok-7-umpire" + tiles + ".pdf"));
    const auto player = page_texts(dir / out / ("gok-7-player" + tiles + ".pdf"));
    // The map (or the overview and its tiles) and the placement sheet, whose pages list the values.
    REQUIRE(umpire.size() >= (scale == "fit" ? 4u : 10u));
    REQUIRE(player.size() >= umpire.size() - 1);  // the umpire's weather page is the umpire's alone
    for (std::size_t i = 0; i < umpire.size(); ++i) {
      INFO("umpire's page " << i + 1 << ":\n" << umpire[i]);
      CHECK(count_of(umpire[i], "UMPIRE'S COPY") >= 2);  // head and foot
    }
    // The placement sheet's pages (after the map pages) name the copy in the banner and the footer.
    std::size_t sheet_pages = 0;
    for (const auto& text : umpire)
      if (text.find("UMPIRE'S COPY \u00b7 Placement sheet gok-7 (seed 7) \u00b7 page ") != std::string::npos &&
          text.find("UMPIRE'S COPY \u2014 hidden values: never show this page to the players") != std::string::npos)
        ++sheet_pages;
    CHECK(sheet_pages >= 3);
    CHECK_THAT(umpire[1], Contains("VP marker 1") && Contains("%"));  // the hidden values, on a marked page
    for (std::size_t i = 0; i < player.size(); ++i) {
      INFO("player's page " << i + 1 << ":\n" << player[i]);
      CHECK(player[i].find("UMPIRE") == std::string::npos);
    }
    // The title a PDF viewer shows says whose copy it is.
    CHECK_THAT(pdf_title(dir / out / ("gok-7-umpire" + tiles + ".pdf")), Contains("UMPIRE'S COPY"));
    CHECK_THAT(pdf_title(dir / out / ("gok-7-player" + tiles + ".pdf")), Contains("player's copy"));
  }
  // The Markdown sheet opens and closes with the marking; the player's never has it.
  const std::string umpire_md = read_file(dir / "fit/gok-7-umpire-sheet.md");
  const std::string banner = "**UMPIRE'S COPY \u2014 hidden values: never show this page to the players**\n";
  CHECK(umpire_md.rfind(banner, 0) == 0);
  CHECK(umpire_md.size() > banner.size());
  CHECK(umpire_md.substr(umpire_md.size() - banner.size()) == banner);
  CHECK(read_file(dir / "fit/gok-7-player-sheet.md").find("UMPIRE") == std::string::npos);
}

TEST_CASE("both copies print at the same scale") {
  REQUIRE(have_poppler());
  TempDir dir("umpire-scale");
  for (const std::string seed : {"7", "12", "31"}) {
    INFO("seed " << seed);
    REQUIRE(
        run_wargen("generate --template gok-vp-battle --umpire-key 99 --format pdf --out o --seed " + seed, dir.path())
            .exit_code == 0);
    const std::string umpire = page_texts(dir / ("o/gok-" + seed + "-umpire.pdf")).at(0);
    const std::string player = page_texts(dir / ("o/gok-" + seed + "-player.pdf")).at(0);
    const auto at = umpire.find("Scale 1:");
    REQUIRE(at != std::string::npos);
    const std::string statement = umpire.substr(at, umpire.find(' ', at + 7) - at);
    CHECK_THAT(player, Contains(statement));
  }
}

TEST_CASE("a greyscale print of the umpire's map page shows the watermark across the table") {
  REQUIRE(have_poppler());
  TempDir dir("umpire-grey");
  REQUIRE(run_wargen(kVpBattle + std::string("--view both --format pdf --out o"), dir.path()).exit_code == 0);
  // The two copies lay the page out alike, so pixel for pixel the umpire's page differs from the
  // player's by what only the umpire's shows: the values beside the markers, the title, one row of
  // the key, the head and foot, and the watermark.
  const Grey umpire = grey_page(dir / "o/gok-7-umpire.pdf", 1, dir / "umpire");
  const Grey player = grey_page(dir / "o/gok-7-player.pdf", 1, dir / "player");
  REQUIRE(umpire.width == player.width);
  REQUIRE(umpire.height == player.height);
  // Pixels at least 40 grey levels darker in the umpire's print, in each fifth of the page's width,
  // in the second quarter of its height: within the table, above the key (whose extra row moves
  // the player's entries about).
  std::vector<int> darker(5, 0);
  for (int y = umpire.height / 4; y < umpire.height / 2; ++y)
    for (int x = 0; x < umpire.width; ++x)
      if (player.at(x, y) - umpire.at(x, y) >= 40) ++darker[static_cast<std::size_t>(5 * x / umpire.width)];
  INFO("darker pixels per fifth: " << darker[0] << " " << darker[1] << " " << darker[2] << " " << darker[3] << " "
                                   << darker[4]);
  // With the watermark: 425, 1050 and 541 pixels in the fifths the table spans (the 2nd to 4th);
  // without it (the values beside the markers alone), 9, 32 and 29.
  for (std::size_t fifth = 1; fifth <= 3; ++fifth) CHECK(darker[fifth] > 300);
}

TEST_CASE("file names say whose copy it is, and the tiles never take the one-page map's name") {
  TempDir dir("umpire-names");
  // Hidden values and no --view: both copies, each named for its reader.
  auto both = run_wargen(kVpBattle + std::string("--format pdf,sheet --out vp"), dir.path());
  INFO(both.err);
  REQUIRE(both.exit_code == 0);
  CHECK(files_in(dir / "vp") == std::set<std::string>{"gok-7-umpire.yaml", "gok-7-umpire.pdf", "gok-7-umpire-sheet.md",
                                                      "gok-7-player.yaml", "gok-7-player.pdf",
                                                      "gok-7-player-sheet.md"});
  CHECK_THAT(both.out, Contains("umpire key 99"));
  // --view umpire alone is named so too.
  REQUIRE(run_wargen(kVpBattle + std::string("--view umpire --format png --out u"), dir.path()).exit_code == 0);
  CHECK(files_in(dir / "u") == std::set<std::string>{"gok-7-umpire.yaml", "gok-7-umpire.png"});
  // Nothing hidden, no --view: one copy under the plain name, and the one-page map and the tiles
  // side by side.
  REQUIRE(run_wargen("generate --seed 7 --format pdf --out plain", dir.path()).exit_code == 0);
  REQUIRE(run_wargen("generate --seed 7 --format pdf --print-scale 1:1 --no-yaml --out plain", dir.path()).exit_code ==
          0);
  CHECK(files_in(dir / "plain") == std::set<std::string>{"gok-7.yaml", "gok-7.pdf", "gok-7-tiles-1to1.pdf"});
  // Standard output takes one copy: with hidden values it must be named.
  auto piped = run_wargen(kVpBattle + std::string("--format yaml --out -"), dir.path());
  CHECK(piped.exit_code == 2);
  CHECK(piped.out.empty());
  CHECK(piped.err ==
        "wargen: --out -: standard output takes one copy, and this scenario has hidden values: name it with --view "
        "umpire or --view player\n");
  CHECK(run_wargen(kVpBattle + std::string("--view player --format yaml --out -"), dir.path()).exit_code == 0);
}

}  // namespace WARGEN_TEST_FILE
