// index.html: the catalogue as one self-contained page (no external files) whose thumbnails and
// links are relative, so the batch directory can be zipped, mailed, served or opened from disk as
// is. A small inline script sorts and filters the maps; without it the page lists every map in
// table order and says so.
#include "batch/catalogue.hpp"

#include <cmath>
#include <set>

#include "core/number_text.hpp"
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
    ".map{border:1px solid #bbb;border-radius:4px;padding:.6em;width:22em;max-width:100%;box-sizing:border-box}"
    ".map img{width:100%;height:auto;display:block;background:#e2e5c6}"
    ".label{font-weight:bold}.figures,.files{font-size:.85em;color:#444}"
    "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;font-size:.9em;text-align:left}"
    ".sides td,.sides th{font-size:.8em;padding:.1em .3em}.controls{margin:.8em 0;display:flex;flex-wrap:wrap;gap:.5em 1.2em}"
    ".controls input{width:5em}[hidden]{display:none!important}";

// Sorting (the most first, ties in table order) and filtering by the cards' data- attributes. A map
// whose balance was not measured is never filtered out by it. A batch of rounds stays grouped by
// round whatever the sort (an organiser chooses among one round's tables), and can show one round.
constexpr const char* kSortAndFilterScript = R"(
(function () {
  var list = document.getElementById('maps');
  var cards = Array.prototype.slice.call(list.children);
  var rows = Array.prototype.slice.call(document.querySelectorAll('#skipped tr[data-rule]'));
  function value(card, key) { return parseFloat(card.getAttribute('data-' + key)); }
  function floor(id) { var v = parseFloat(document.getElementById(id).value); return isNaN(v) ? -Infinity : v; }
  var round = document.getElementById('round');
  function update() {
    var key = document.getElementById('sort-by').value;
    var sorted = cards.slice().sort(function (a, b) {
      var d = (value(a, 'round') - value(b, 'round')) || (key === 'table' ? 0 : value(b, key) - value(a, key));
      return d || value(a, 'table') - value(b, 'table');
    });
    var shown = 0;
    sorted.forEach(function (card) {
      var keep = !(value(card, 'balance') < floor('min-balance')) &&
                 !(value(card, 'substance') < floor('min-substance')) && !(value(card, 'pieces') < floor('min-pieces')) &&
                 (!round || round.value === '' || card.getAttribute('data-round') === round.value);
      card.hidden = !keep;
      if (keep) shown++;
      list.appendChild(card);
    });
    document.getElementById('shown').textContent = shown + ' of ' + cards.length + ' maps shown';
    var rule = document.getElementById('skipped-rule');
    rows.forEach(function (row) { row.hidden = rule.value !== '' && row.getAttribute('data-rule') !== rule.value; });
  }
  document.getElementById('controls').hidden = false;
  Array.prototype.forEach.call(document.querySelectorAll('#controls select, #controls input'), function (control) {
    control.addEventListener('input', update);
    control.addEventListener('change', update);
  });
  update();
})();
)";

// What the thumbnail opens: the map's own picture (PNG, else PDF, else SVG), else the thumbnail.
std::string map_picture(const MapRecord& m) {
  for (const char* ext : {".png", ".pdf", ".svg"})
    for (const auto& file : m.files)
      if (file.size() > 4 && file.compare(file.size() - 4, 4, ext) == 0 && file.find("-fos.") == std::string::npos &&
          file.find("-tiles.") == std::string::npos)
        return file;
  return m.thumbnail;
}

// The side's figures the organiser compares first, as a small table (map_record.hpp's summary).
std::string side_figures_table(const FairnessReport& report) {
  std::string h = "<table class=\"sides\"><tr><th>side</th><th>terrain cm\u00b2</th><th>cover cm\u00b2</th>"
                  "<th>objective points</th><th>sees enemy zone</th></tr>";
  for (const auto& side : fairness_summary(report)) {
    h += "<tr><td>" + html_text(side.side) + "</td>";
    for (const auto& [name, value] : side.figures)
      h += "<td>" + (name == "enemy_zone_visible_share" ? fixed_decimals(100 * value, 0) + " %"
                                                         : fixed_decimals(std::round(value), 0)) + "</td>";
    h += "</tr>";
  }
  return h + "</table>";
}

std::string catalogue_controls(const BatchRequest& request, const BatchOutcome& outcome) {
  std::string h = "<noscript><p>Sorting and filtering need JavaScript: every map is listed below in table order.</p></noscript>\n"
                  "<div class=\"controls\" id=\"controls\" hidden>\n"
                  "<label>Sort by <select id=\"sort-by\"><option value=\"table\">table</option>"
                  "<option value=\"balance\">balance, best first</option>"
                  "<option value=\"substance\">substance, most first</option>"
                  "<option value=\"pieces\">terrain pieces, most first</option></select></label>\n"
                  "<label>Balance at least <input id=\"min-balance\" type=\"number\" min=\"0\" max=\"1\" step=\"0.05\"></label>\n"
                  "<label>Substance at least <input id=\"min-substance\" type=\"number\" min=\"0\" max=\"1\" step=\"0.01\"></label>\n"
                  "<label>Terrain pieces at least <input id=\"min-pieces\" type=\"number\" min=\"0\" step=\"1\"></label>\n";
  if (request.seeds.has_rounds()) {
    h += "<label>Round <select id=\"round\"><option value=\"\">every round</option>";
    for (int round : request.seeds.rounds_made())
      h += "<option value=\"" + std::to_string(round) + "\">" + std::to_string(round) + "</option>";
    h += "</select></label>\n";
  }
  std::set<std::string> rules;
  for (const auto& s : outcome.skipped) rules.insert(s.rule);
  h += "<label>Skipped seeds <select id=\"skipped-rule\"><option value=\"\">every rule</option>";
  for (const auto& rule : rules) h += "<option value=\"" + html_text(rule) + "\">" + html_text(rule) + "</option>";
  h += "</select></label>\n<span id=\"shown\" aria-live=\"polite\"></span>\n</div>\n";
  return h;
}

}  // namespace

std::string catalogue_html_head(const BatchRequest& request, const BatchOutcome& outcome) {
  const std::string title = catalogue_title(request, outcome);
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                  "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" + html_text(title) +
                  "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
  h += "<h1>" + html_text(title) + "</h1>\n";
  h += "<p>Index: <a href=\"index.yaml\">index.yaml</a> \u00b7 <a href=\"index.csv\">index.csv</a> \u00b7 "
       "contact sheet <a href=\"catalogue.pdf\">catalogue.pdf</a></p>\n";
  h += catalogue_controls(request, outcome);
  if (!outcome.round_prints.empty()) {
    h += "<p>Print jobs, every table's pages in table order:";
    for (const auto& print : outcome.round_prints) {
      const std::string name = print.path.filename().string();
      h += " <a href=\"" + href(name) + "\">" + html_text(name) + "</a>";
    }
    h += "</p>\n";
  }
  return h + "<div class=\"maps\" id=\"maps\">\n";
}

std::string catalogue_html_map(const MapRecord& m) {
  std::string h = "<div class=\"map\" id=\"" + html_text(m.id) + "\"" +
                  (m.round ? " data-round=\"" + std::to_string(m.round) + "\"" : std::string()) + " data-table=\"" +
                  std::to_string(m.table) + "\" data-pieces=\"" + std::to_string(m.figures.terrain_pieces()) + "\"";
  if (m.fairness)
    h += " data-balance=\"" + balance_text(m) + "\" data-substance=\"" + fixed_decimals(m.fairness->substance.score, 3) +
         "\"";
  h += ">\n<a href=\"" + href(map_picture(m)) + "\"><img src=\"" + href(m.thumbnail) + "\" alt=\"map " + html_text(m.id) +
       "\"></a>\n";
  const std::string table = (m.round ? "Round " + std::to_string(m.round) + " \u00b7 " : "") + "Table " + std::to_string(m.table);
  h += "<div><span class=\"label\">" + (m.label.empty() ? table : html_text(m.label)) +
       "</span></div>\n";
  h += "<div>" + html_text(m.id) + " \u00b7 seed " + std::to_string(m.seed);
  if (m.fairness)
    h += " \u00b7 balance " + balance_text(m) + " \u00b7 substance " + fixed_decimals(m.fairness->substance.score, 3);
  h += "</div>\n<div class=\"figures\">" + std::to_string(m.figures.features) + " features \u00b7 " +
       std::to_string(m.figures.crossings) + " crossings \u00b7 " + std::to_string(m.figures.objectives) +
       " objectives<br>" + html_text(figures_text(m.figures)) + "</div>\n";
  if (m.fairness) h += side_figures_table(*m.fairness) + "\n";
  h += "<div class=\"files\">";
  for (std::size_t i = 0; i < m.files.size(); ++i) {
    const std::string& file = m.files[i];
    h += (i ? " \u00b7 " : "") + std::string("<a href=\"") + href(file) + "\">" +
         html_text(file.substr(file.find_last_of('/') + 1)) + "</a>";
  }
  return h + "</div>\n</div>\n";
}

std::string catalogue_html_tail(const BatchOutcome& outcome) {
  std::string h = "</div>\n";
  if (!outcome.skipped.empty()) {
    h += "<h2>Seeds skipped</h2>\n<table id=\"skipped\">\n<tr><th>seed</th><th>rule</th><th>why</th></tr>\n";
    for (const auto& s : outcome.skipped)
      h += "<tr data-rule=\"" + html_text(s.rule) + "\"><td>" + std::to_string(s.seed) + "</td><td>" + html_text(s.rule) + "</td><td>" + html_text(s.reason) +
           "</td></tr>\n";
    h += "</table>\n";
  }
  return h + std::string("<script>") + kSortAndFilterScript + "</script>\n</body>\n</html>\n";
}

}  // namespace wargen
