// The club-night page: builds its form from the options `wargen generate` declares
// (/api/catalogue), asks the server for the scenario and its files, and keeps every choice in
// the address so a link reproduces the map.
"use strict";

const $ = (id) => document.getElementById(id);
// Fields laid out by hand at the top of the form; the rest come from the catalogue.
const TOP = ["ruleset", "template", "table", "title", "seed"];
let catalogue = null;

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
  for (const r of catalogue.rulesets) $("ruleset").append(el("option", { value: r.name }, r.name + " – " + r.description));
  for (const t of catalogue.templates) $("template").append(el("option", { value: t.name }, t.name + " – " + t.description));
  for (const o of catalogue.options) {
    if (TOP.includes(o.name)) continue;
    const help = o.description + (o.type ? " [" + o.type + "]" : "");
    if (o.flag) {
      $("options").append(el("label", { class: "flag", title: help },
        el("input", { type: "checkbox", name: o.name, id: "opt-" + o.name }), o.name));
      continue;
    }
    let input;
    if (o.choices.length && !o.repeatable) {
      // A declared choice: the list itself, with "" for the default (or the dice).
      input = el("select", { name: o.name, id: "opt-" + o.name, title: help },
        el("option", { value: "" }, o.default ? "(" + o.default + ")" : "(default)"));
      for (const c of o.choices) input.append(el("option", { value: c }, c));
    } else {
      input = el("input", { name: o.name, id: "opt-" + o.name, placeholder: o.default || "", title: help });
    }
    if (o.repeatable) input.dataset.repeatable = "1";
    const several = o.type.startsWith("SITE=") ? " (several: C3=… D1=…)" : " (several: A=… B=…)";
    $("options").append(el("label", { title: help }, o.name + (o.repeatable ? several : ""), input));
  }
  $("ruleset").addEventListener("change", tableHelp);
  $("template").addEventListener("change", tableHelp);
  tableHelp();
}

function currentRuleset() {
  const t = catalogue.templates.find((x) => x.name === $("template").value);
  const name = t ? t.ruleset : $("ruleset").value;
  return catalogue.rulesets.find((r) => r.name === name);
}

function tableHelp() {
  const r = currentRuleset();
  if (!r) return;
  const s = r.table_sizes;
  $("table").placeholder = r.table;
  $("table-help").textContent = "Table: " + r.table + " cm by default" +
    (s ? "; allowed " + s.width_cm.join("–") + " × " + s.depth_cm.join("–") + " cm (e.g. 6x4ft or 180x120); " + s.sectors
       : "; this ruleset is played on its own table only") + ".";
}

// The form as query parameters, in the form's order.
function formParams() {
  const p = new URLSearchParams();
  if ($("template").value) p.append("template", $("template").value);
  else p.append("ruleset", $("ruleset").value);
  for (const id of ["table", "title", "seed"]) if ($(id).value.trim()) p.append(id, $(id).value.trim());
  for (const input of $("options").querySelectorAll("input, select")) {
    if (input.type === "checkbox") { if (input.checked) p.append(input.name, "true"); continue; }
    const v = input.value.trim();
    if (!v) continue;
    if (input.dataset.repeatable) for (const part of v.split(/[\s,]+/)) { if (part) p.append(input.name, part); }
    else p.append(input.name, v);
  }
  return p;
}

function fillForm(p) {
  if (p.get("template")) $("template").value = p.get("template");
  if (p.get("ruleset")) $("ruleset").value = p.get("ruleset");
  for (const id of ["table", "title", "seed"]) if (p.get(id)) $(id).value = p.get(id);
  for (const input of $("options").querySelectorAll("input, select")) {
    const values = p.getAll(input.name);
    if (input.type === "checkbox") input.checked = values.includes("true");
    else input.value = values.join(" ");
    if (values.length) $("more").open = true;
  }
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
  const links = [["YAML", "yaml"], ["PNG", "png"], ["PDF", "pdf"], ["PDF tiles 1:1", "pdf", { "print-scale": "1:1" }],
                 ["Sheet", "sheet"], ["SVG", "svg"]];
  for (const [label, format, extra] of links) {
    const a = el("a", { href: fileUrl(params, format, copy, extra), download: "", "data-format": format }, label);
    if (extra) a.dataset.tiles = "1";
    span.append(a);
  }
}

// GOK-T7, site by site: every choice site of this map with a kind picker; a pick makes the map
// again with --site-choice SECTOR=KIND, which changes that site and nothing else.
function showChoices(summary, params, umpireParams) {
  const ruleset = catalogue.rulesets.find((r) => r.name === summary.ruleset);
  const kinds = ruleset ? ruleset.choice_kinds : [];
  const list = $("choice-list");
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
async function generate(given) {
  showError("");
  $("generate").disabled = true;
  try {
    const params = new URLSearchParams(given);
    params.delete("umpire-key");
    const res = await fetch("/api/scenario?" + given.toString());
    const text = await res.text();
    if (!res.ok) { showError(text.trim()); return; }
    const summary = JSON.parse(text);
    const umpireParams = new URLSearchParams(params);
    if (summary.umpire_key) umpireParams.append("umpire-key", summary.umpire_key);
    fillForm(umpireParams);
    history.replaceState(null, "", "/?" + params.toString());
    $("permalink").href = "/?" + params.toString();
    $("umpire-only").hidden = !summary.umpire_key;
    $("umpire-link").href = "/?" + umpireParams.toString();
    $("summary").textContent = (summary.title ? summary.title + " – " : "") + summary.id + ": " + summary.ruleset +
      ", seed " + summary.seed + ", table " + summary.table + ", " + summary.features + " features, " +
      summary.crossings + " crossings" + (summary.vp_markers > 0 ? ", " + summary.vp_markers + " VP markers" : "") +
      (summary.armies > 0 ? ", two armies" : "") + ".";
    $("map-umpire").src = fileUrl(umpireParams, "png", "umpire");
    $("map-player").src = fileUrl(params, "png", "player");
    downloads($("dl-umpire"), umpireParams, "umpire");
    downloads($("dl-player"), params, "player");
    showChoices(summary, params, umpireParams);
    $("result").hidden = false;
  } catch (e) {
    showError("wargen: the server did not answer (" + e.message + ")");
  } finally {
    $("generate").disabled = false;
  }
}

async function start() {
  const res = await fetch("/api/catalogue");
  catalogue = await res.json();
  buildForm();
  $("roll").addEventListener("click", () => { $("seed").value = rollSeed(); });
  $("setup").addEventListener("submit", (e) => {
    e.preventDefault();
    if (!$("seed").value.trim()) $("seed").value = rollSeed();
    generate(formParams());
  });
  const query = new URLSearchParams(location.search);
  if (query.get("seed")) { fillForm(query); generate(query); }
}

start();
