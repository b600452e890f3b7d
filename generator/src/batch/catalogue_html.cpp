// index.html: the catalogue as one self-contained page (no scripts, no external files) whose
// thumbnails and links are relative, so the batch directory can be zipped, mailed or served as is.
#include "batch/catalogue.hpp"
#include "web/html_text.hpp"

namespace wargen {

namespace {

// A relative link: each path segment percent-encoded where a URL needs it.
std::string href(const std::string& path) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                 c == '-' || c == '_' || c == '.' || c == '/' || c == '~';
    if (plain) out += static_cast<char>(c);
    else out += std::string("%") + hex[c >> 4] + hex[c & 15];
  }
  return html_text(out);
}

constexpr const char* kStyle =
    "body{font-family:'DejaVu Sans',sans-serif;margin:1.5em;color:#1a1a1a}"
    "h1{font-size:1.4em}.maps{display:flex;flex-wrap:wrap;gap:1em}"
    ".map{border:1px solid #bbb;border-radius:4px;padding:.6em;width:22em}"
    ".map img{width:100%;height:auto;display:block;background:#e2e5c6}"
    ".label{font-weight:bold}.figures,.files{font-size:.85em;color:#444}"
    "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;font-size:.9em;text-align:left}";

}  // namespace

std::string catalogue_html(const BatchRequest& request, const BatchOutcome& outcome) {
  const std::string title = catalogue_title(request, outcome);
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + html_text(title) +
                  "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
  h += "<h1>" + html_text(title) + "</h1>\n";
  h += "<p>Index: <a href=\"index.yaml\">index.yaml</a> \u00b7 <a href=\"index.csv\">index.csv</a> \u00b7 "
       "contact sheet <a href=\"catalogue.pdf\">catalogue.pdf</a></p>\n";
  h += "<div class=\"maps\">\n";
  for (const auto& m : outcome.maps) {
    h += "<div class=\"map\" id=\"" + html_text(m.id) + "\">\n";
    h += "<a href=\"" + href(m.files.front()) + "\"><img src=\"" + href(m.thumbnail) + "\" alt=\"map " + html_text(m.id) +
         "\"></a>\n";
    h += "<div><span class=\"label\">" + (m.label.empty() ? "Table " + std::to_string(m.table) : html_text(m.label)) +
         "</span></div>\n";
    h += "<div>" + html_text(m.id) + " \u00b7 seed " + std::to_string(m.seed);
    if (m.fairness) h += " \u00b7 balance " + balance_text(m);
    h += "</div>\n<div class=\"figures\">" + std::to_string(m.figures.features) + " features \u00b7 " +
         std::to_string(m.figures.crossings) + " crossings \u00b7 " + std::to_string(m.figures.objectives) +
         " objectives<br>" + html_text(figures_text(m.figures)) + "</div>\n<div class=\"files\">";
    for (std::size_t i = 0; i < m.files.size(); ++i) {
      const std::string& file = m.files[i];
      h += (i ? " \u00b7 " : "") + std::string("<a href=\"") + href(file) + "\">" +
           html_text(file.substr(file.find_last_of('/') + 1)) + "</a>";
    }
    h += "</div>\n</div>\n";
  }
  h += "</div>\n";
  if (!outcome.skipped.empty()) {
    h += "<h2>Seeds skipped</h2>\n<table>\n<tr><th>seed</th><th>rule</th><th>why</th></tr>\n";
    for (const auto& s : outcome.skipped)
      h += "<tr><td>" + std::to_string(s.seed) + "</td><td>" + html_text(s.rule) + "</td><td>" + html_text(s.reason) +
           "</td></tr>\n";
    h += "</table>\n";
  }
  h += "</body>\n</html>\n";
  return h;
}

}  // namespace wargen
