// The club-night page: builds its form from the options the chosen ruleset's generator declares
// (/api/catalogue), asks the server for the scenario and its files, and keeps every choice in
// the address so a link reproduces the map. Without JavaScript the same form (index.html) still
// asks /api/file for one file. The club's terrain box, when one is laid, is terrain-box.js's.
"use strict";

const $ = (id) => document.getElementById(id);
// Fields laid out by hand at the top of the form; the rest come from the catalogue.
const TOP = ["ruleset", "template", "table", "title", "seed"];
// The address's mark of the terrain box a table was laid from (the start of its SHA-256): the page's
// own, never sent to the server, which gets the box's text.
const BOX_MARK = "box";
let catalogue = null;
let latestRequest = 0;  // only the newest request's answer is shown (a picker moved twice quickly)

// Rebuilds what `rebuild` makes inside `container`, keeping the keyboard focus on the field of the
// same id: a rebuilt field would otherwise drop the focus to <body>.
function keepingFocus(container, rebuild) {
  const focused = container.contains(document.activeElement) ? document.activeElement.id : "";
  rebuild();
  if (focused && $(focused)) $(focused).focus();
}

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

// A fresh 64-bit seed, as text (JavaScript numbers stop at 2^53).
function rollSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
}

function buildForm() {
  // The server's own lists (for a browser without JavaScript) give way to the catalogue's.
  $("ruleset").replaceChildren();
  for (const r of catalogue.rulesets) $("ruleset").append(el("option", { value: r.name }, r.name + " – " + r.description));
  $("template").replaceChildren(el("option", { value: "" }, "(none)"));
  for (const t of catalogue.templates) $("template").append(el("option", { value: t.name }, t.name + " – " + t.description));
  $("ruleset").addEventListener("change", rulesetChanged);
  $("template").addEventListener("change", rulesetChanged);
  $("roll").hidden = false;
  $("more").hidden = false;
  rulesetChanged();
}

function currentRuleset() {
  const t = catalogue.templates.find((x) => x.name === $("template").value);
  const name = t ? t.ruleset : $("ruleset").value;
  return catalogue.rulesets.find((r) => r.name === name);
}

function rulesetChanged() {
  const values = optionValues();
  // The key the page drew deals one table's hidden values (VPM-6); another ruleset deals its own,
  // or hides nothing and would refuse a key.
  values.delete("umpire-key");
  buildOptions();
  setOptionValues(values);
  tableHelp();
}

// A hint the page gives as an example carries the query it stands for in data-try, so the page's
// test runs every one (tests/serve/test_serve_page.py).
function example(text, query) {
  return el("kbd", { "data-try": query }, text);
}

function tableHelp() {
  const r = currentRuleset();
  if (!r) return;
  const s = r.table_sizes;
  $("table").placeholder = r.table;
  const help = $("table-help");
  help.replaceChildren("Table: " + r.table + " cm by default");
  if (!s) {
    help.append("; this ruleset is played on its own table only.");
    return;
  }
  help.append("; allowed " + s.width_cm.join("–") + " × " + s.depth_cm.join("–") + " cm (e.g. ",
    ...tableExamples(s).flatMap((e, i) => (i ? [" or ", example(e, "table=" + e)] : [example(e, "table=" + e)])),
    "); " + s.sectors + ".");
}

// Sizes a club types, in feet and in cm, that this ruleset allows: the classic 6 × 4 ft when it
// fits, and the allowed range's middle in whole 10 cm.
function tableExamples(s) {
  const [wMin, wMax] = s.width_cm.map(Number), [dMin, dMax] = s.depth_cm.map(Number);
  const fits = (w, d) => w >= wMin && w <= wMax && d >= dMin && d <= dMax;
  const examples = [];
  for (const [w, d] of [[6, 4], [4, 4], [5, 3], [4, 3]])
    if (fits(w * 30.48, d * 30.48)) { examples.push(w + "x" + d + "ft"); break; }
  const w = Math.round((wMin + wMax) / 20) * 10, d = Math.round((dMin + dMax) / 20) * 10;
  if (fits(w, d)) examples.push(w + "x" + d);
  return examples;
}

// The options of the chosen ruleset (its generator's and the scenario layer's) and the outputs',
// one group each, labelled with the one-line help their declaration gives.
function buildOptions() {
  const r = currentRuleset();
  const options = (r ? r.options : []).concat(catalogue.options).filter((o) => !TOP.includes(o.name));
  const groups = new Map();
  for (const o of options) {
    if (!groups.has(o.group)) groups.set(o.group, el("fieldset", {}, el("legend", {}, o.group || "Other")));
    groups.get(o.group).append(optionField(o));
  }
  keepingFocus($("options"), () => $("options").replaceChildren(...groups.values()));
}

// The declaration's help; an example in it ("e.g. A=wood") is marked as one (data-try).
function optionLabel(o, ...field) {
  const text = o.help + (o.rule ? " (" + o.rule + ")" : "");
  const parts = [];
  let rest = text;
  for (let m; (m = /e\.g\. ([^\s,;()]+)/.exec(rest));) {
    parts.push(rest.slice(0, m.index + 5), example(m[1], o.name + "=" + m[1]));
    rest = rest.slice(m.index + m[0].length);
  }
  return el("label", { title: o.description + (o.type ? " [" + o.type + "]" : "") },
    ...parts, rest, " ", el("span", { class: "flag-name" }, "--" + o.name), ...field);
}

function choiceSelect(o, attrs) {
  const select = el("select", attrs, el("option", { value: "" }, o.default ? "(default: " + o.default + ")" : "(the dice or the ruleset)"));
  for (const c of o.choices) select.append(el("option", { value: c }, c.replace(/_/g, " ")));
  return select;
}

function optionField(o) {
  if (o.flag) {
    const label = optionLabel(o);
    label.classList.add("flag");
    label.prepend(el("input", { type: "checkbox", name: o.name, id: "opt-" + o.name }));
    return label;
  }
  if (o.per === "side") {
    // One field per side (A=…, B=…): a select when the generator lists the values.
    const wrap = el("div", { class: "per-side" });
    for (const side of ["A", "B"]) {
      const attrs = { name: o.name, id: "opt-" + o.name + "-" + side, "data-side": side };
      const input = o.choices.length ? choiceSelect(o, attrs) : el("input", Object.assign(attrs, { placeholder: o.default || "" }));
      wrap.append(el("label", {}, "side " + side, input));
    }
    return optionLabel(o, wrap);
  }
  if (o.per === "site") {
    // Several sites in one field; the choice-site list below the map sets them one by one.
    const input = el("input", { name: o.name, id: "opt-" + o.name, "data-repeatable": "1",
                                placeholder: "sector=kind, set by the list below the map" });
    return optionLabel(o, input);
  }
  const input = o.choices.length ? choiceSelect(o, { name: o.name, id: "opt-" + o.name })
                                 : el("input", { name: o.name, id: "opt-" + o.name, placeholder: o.default || "" });
  return optionLabel(o, input);
}

// name -> [values] of the option fields as they stand, as the query spells them.
function optionValues() {
  const values = new Map();
  const add = (name, v) => values.set(name, (values.get(name) || []).concat([v]));
  for (const input of $("options").querySelectorAll("input, select")) {
    if (input.type === "checkbox") { if (input.checked) add(input.name, "true"); continue; }
    const v = input.value.trim();
    if (!v) continue;
    if (input.dataset.side) add(input.name, input.dataset.side + "=" + v);
    else if (input.dataset.repeatable) { for (const part of v.split(/[\s,]+/)) if (part) add(input.name, part); }
    else add(input.name, v);
  }
  return values;
}

function setOptionValues(values) {
  for (const input of $("options").querySelectorAll("input, select")) {
    const given = values.get(input.name) || [];
    if (input.type === "checkbox") input.checked = given.includes("true");
    else if (input.dataset.side) {
      const v = given.find((x) => x.startsWith(input.dataset.side + "="));
      input.value = v ? v.slice(2) : "";
    } else input.value = given.join(" ");
  }
}

// The form as query parameters, in the form's order.
function formParams() {
  const p = new URLSearchParams();
  if ($("template").value) p.append("template", $("template").value);
  else p.append("ruleset", $("ruleset").value);
  for (const id of ["table", "title", "seed"]) if ($(id).value.trim()) p.append(id, $(id).value.trim());
  for (const [name, vs] of optionValues()) for (const v of vs) p.append(name, v);
  return p;
}

function fillForm(p) {
  $("template").value = p.get("template") || "";
  if (p.get("ruleset")) $("ruleset").value = p.get("ruleset");
  for (const id of ["table", "title", "seed"]) if (p.get(id)) $(id).value = p.get(id);
  buildOptions();
  const values = new Map();
  for (const [k, v] of p) if (!TOP.includes(k)) values.set(k, (values.get(k) || []).concat([v]));
  setOptionValues(values);
  tableHelp();
}

function showError(text) {
  $("error").textContent = text;
  $("error").hidden = !text;
}

function fileUrl(params, format, copy, extra) {
  const p = new URLSearchParams(params);
  p.append("format", format);
  p.append("copy", copy);
  for (const [k, v] of Object.entries(extra || {})) p.set(k, v);
  return "/api/file?" + p.toString();
}

function downloads(span, params, copy) {
  span.replaceChildren();
  // The PDF holds the map page and the placement sheet's pages; the Markdown sheet is for editing.
  const links = [["PDF: map and sheet", "pdf"], ["PDF tiles 1:1", "pdf", { "print-scale": "1:1" }], ["PNG", "png"],
                 ["Sheet as text", "sheet"], ["YAML", "yaml"], ["SVG", "svg"]];
  for (const [label, format, extra] of links) {
    const a = el("a", { href: fileUrl(params, format, copy, extra), download: "", "data-format": format }, label);
    if (extra) a.dataset.tiles = "1";
    a.addEventListener("click", (e) => TerrainBox.followLink(a, e));
    span.append(a);
  }
  // The sheet as printed: the one-page PDF opened at its second page, where the placement sheet
  // begins (at "fit" the map is one page: render/pdf_output.hpp).
  const sheet = el("a", { href: fileUrl(params, "pdf", copy) + "#page=2", target: "_blank", "data-format": "sheet-pdf" },
                   "Sheet (PDF)");
  sheet.addEventListener("click", (e) => TerrainBox.followLink(sheet, e));
  span.insertBefore(sheet, span.querySelector('a[data-format="sheet"]'));
}

// Print: the copy's PDF (map page and placement sheet), printed by the browser's own PDF viewer
// in a hidden frame; a browser without one (most phones) opens the PDF, whose viewer prints.
async function printCopy(copy) {
  let url = $("dl-" + copy).querySelector('a[data-format="pdf"]:not([data-tiles])').href;
  document.querySelectorAll("iframe.print-frame").forEach((f) => f.remove());
  const tab = navigator.pdfViewerEnabled ? null : window.open(TerrainBox.laid() ? "" : url, "_blank");
  if (TerrainBox.laid()) {  // the PDF made with the box, fetched first
    try { url = (await TerrainBox.fileObject(url)).url; } catch (e) {
      if (tab) tab.close();
      showError(e.message);
      return;
    }
    if (tab) tab.location = url;
  }
  if (tab) return;
  const frame = el("iframe", { class: "print-frame", src: url, title: "the " + copy + "'s copy, to print", hidden: "" });
  frame.addEventListener("load", () => frame.contentWindow.print());
  document.body.append(frame);
}

// GOK-T7, site by site: every choice site of this map with a kind picker; a pick makes the map
// again with --site-choice SECTOR=KIND, which changes that site and nothing else. The arrow keys
// change a select at once; the map follows each change and the focus stays on the picker.
function showChoices(summary, params, umpireParams) {
  const ruleset = catalogue.rulesets.find((r) => r.name === summary.ruleset);
  const kinds = ruleset ? ruleset.choice_kinds : [];
  const list = $("choice-list");
  keepingFocus(list, () => fillChoices(list, summary, kinds, params, umpireParams));
}

function fillChoices(list, summary, kinds, params, umpireParams) {
  list.replaceChildren();
  const sites = summary.choice_sites.concat(summary.chosen_sites)
    .sort((a, b) => a.sector.localeCompare(b.sector, "en", { numeric: true }));
  $("choices").hidden = sites.length === 0 || kinds.length === 0;
  const picked = {};
  for (const c of params.getAll("site-choice")) {
    const at = c.indexOf("=");
    if (at > 0) picked[c.slice(0, at).toUpperCase()] = c.slice(at + 1);
  }
  const sideChoice = {};  // --choice A=KIND fills every site of A that has no pick of its own
  for (const c of params.getAll("choice")) { const [side, kind] = c.split("="); sideChoice[side] = kind; }
  const label = (kind) => kind.replace(/_/g, " ");
  for (const site of sites) {
    const fallback = sideChoice[site.player] ? "(player " + site.player + "'s choice: " + label(sideChoice[site.player]) + ")"
                                             : "(open: fill at the table)";
    const select = el("select", { id: "site-choice-" + site.sector, "data-sector": site.sector },
      el("option", { value: "" }, fallback));
    for (const k of kinds) select.append(el("option", { value: k }, label(k)));
    select.value = picked[site.sector] || "";
    select.addEventListener("change", () => {
      const p = new URLSearchParams(umpireParams);  // the same deal, with the pick
      p.delete("site-choice");
      for (const s of list.querySelectorAll("select")) if (s.value) p.append("site-choice", s.dataset.sector + "=" + s.value);
      generate(p);
    });
    const now = site.suggested_kind ? "open, suggested " + label(site.suggested_kind) : "now " + label(site.kind);
    list.append(el("div", {}, el("label", {},
      "Sector " + site.sector + " (" + site.id + "), player " + site.player + "'s choice – " + now + ": ", select)));
  }
}

// VPM-6: the umpire key makes the hidden deal (VP values, weather after turn 1). Only the umpire's
// copy and the umpire's own link carry it; the address, "this map again" and every player's
// download do not, so nothing a player may be handed shows the hidden values.
async function generate(given, reveal) {
  const request = ++latestRequest;
  showError("");
  $("setup").setAttribute("aria-busy", "true");
  try {
    const query = new URLSearchParams(given);
    query.delete(BOX_MARK);
    const params = new URLSearchParams(query);
    params.delete("umpire-key");
    const res = await TerrainBox.scenario(query.toString());
    const text = await res.text();
    if (request !== latestRequest) return;  // a newer request is on its way
    if (!res.ok) { showError(text.trim()); return; }
    const summary = JSON.parse(text);
    const umpireParams = new URLSearchParams(params);
    if (summary.umpire_key) umpireParams.append("umpire-key", summary.umpire_key);
    // Maps made with the box are fetched with it before they are shown.
    const maps = {};
    for (const [copy, p] of [["umpire", umpireParams], ["player", params]]) maps[copy] = fileUrl(p, "png", copy);
    if (TerrainBox.laid()) {
      const made = await Promise.all([TerrainBox.fileObject(maps.umpire), TerrainBox.fileObject(maps.player)]);
      if (request !== latestRequest) return;
      TerrainBox.freeFiles(made.map((f) => f.url));
      [maps.umpire, maps.player] = made.map((f) => f.url);
    }
    fillForm(umpireParams);
    // A link to a table laid from a box names the box, so it is not made again without it.
    const mark = (p) => {
      const a = new URLSearchParams(p);
      if (summary.terrain_box) a.append(BOX_MARK, summary.terrain_box.sha256.slice(0, 12));
      return "/?" + a.toString();
    };
    history.replaceState(null, "", mark(params));
    $("permalink").href = mark(params);
    $("umpire-only").hidden = !summary.umpire_key;
    $("umpire-link").href = mark(umpireParams);
    $("summary").textContent = (summary.title ? summary.title + " – " : "") + summary.id + ": " + summary.ruleset +
      ", seed " + summary.seed + ", table " + summary.table + ", " + summary.features + " features, " +
      summary.crossings + " crossings" + (summary.vp_markers > 0 ? ", " + summary.vp_markers + " VP markers" : "") +
      (summary.armies > 0 ? ", two armies" : "") +
      (summary.terrain_box ? ", laid from the box" + (summary.terrain_box.name ? " “" + summary.terrain_box.name + "”" : "") : "") +
      ".";
    for (const [copy, p] of [["umpire", umpireParams], ["player", params]]) {
      $("map-" + copy).src = maps[copy];
      $("full-" + copy).href = $("map-" + copy).src;  // the full-size picture, to zoom on a phone
      downloads($("dl-" + copy), p, copy);
    }
    showChoices(summary, params, umpireParams);
    $("result").hidden = false;
    $("about").hidden = false;
    // On a phone the form fills the first screen: after Generate, show the maps.
    if (reveal && $("result").getBoundingClientRect().top > window.innerHeight / 2)
      $("result").scrollIntoView({ block: "start" });
  } catch (e) {
    // A file the box could not make says why in the server's line; anything else is the network.
    if (request === latestRequest)
      showError(e.message.startsWith("wargen:") ? e.message : "wargen: the server did not answer (" + e.message + ")");
  } finally {
    if (request === latestRequest) $("setup").removeAttribute("aria-busy");
  }
}

async function start() {
  const res = await fetch("/api/catalogue");
  catalogue = await res.json();
  buildForm();
  await TerrainBox.start();  // a kept box is laid before a linked table is made
  $("roll").addEventListener("click", () => { $("seed").value = rollSeed(); });
  $("setup").addEventListener("submit", (e) => {
    e.preventDefault();
    if (!$("seed").value.trim()) $("seed").value = rollSeed();
    generate(formParams(), true);
  });
  for (const button of document.querySelectorAll("button.print"))
    button.addEventListener("click", () => printCopy(button.dataset.copy));
  const query = new URLSearchParams(location.search);
  if (query.get("seed")) {
    fillForm(query);
    // A link that sets options shows them; the umpire key alone is the umpire's, not an option chosen.
    $("more").open = [...query.keys()].some((k) => !TOP.includes(k) && k !== "umpire-key" && k !== BOX_MARK);
    const mark = query.get(BOX_MARK);
    if (mark && !TerrainBox.sha256().startsWith(mark)) {
      showError("wargen: this link's table was laid from a terrain box (SHA-256 " + mark + "…) " +
                (TerrainBox.laid() ? "other than the one" : "which is not") + " kept in this browser: load that box, then Generate");
      return;
    }
    if (!mark && TerrainBox.laid()) {
      showError("wargen: this link's table was laid without a terrain box: forget the box kept here, then Generate");
      return;
    }
    generate(query);
  }
}

start();
