// The club's terrain box on the page (docs/terrain-box.md): a .yaml file chosen or pasted, kept in
// this browser's local storage so it survives a reload, checked by the server's own reader
// (POST /api/terrain-box: its name and piece count, or the reader's one line with line and key),
// and sent as the body of every request that makes a table. The server never reads a file a page
// names, so the box travels as text. Without a box every request is the plain GET it always was.
"use strict";

const TerrainBox = (() => {
  const STORE = "wargen.terrain-box";  // {file, text}
  let kept = null;  // {file, text, sha256} while a box is laid
  const urls = [];  // object URLs of files made from the box, freed when the next table replaces them

  function load() {
    try { return JSON.parse(localStorage.getItem(STORE) || "null"); } catch (e) { return null; }
  }

  function store(box) {
    try {
      if (box) localStorage.setItem(STORE, JSON.stringify({ file: box.file, text: box.text }));
      else localStorage.removeItem(STORE);
      return true;
    } catch (e) {
      return false;  // local storage off or full: the box is laid until the page is closed
    }
  }

  // POST of the box's text (bytes for a file that is not UTF-8, so the reader says where).
  function post(url, body) {
    return fetch(url, { method: "POST", headers: { "Content-Type": "application/yaml" }, body: body });
  }

  function status(text) { $("box-status").textContent = text; }

  function describe(file, info) {
    const name = info.name ? "“" + info.name + "”" : file;
    return "Laid from " + name + " (" + file + "): " + info.pieces + " pieces, " + info.entries + " different (" +
      info.kinds.join(", ").replace(/_/g, " ") + "). Kept in this browser until you forget it.";
  }

  // Checks `body` with the server's reader; keeps it when it reads, else shows the reader's line.
  async function take(file, body, text) {
    let res;
    try { res = await post("/api/terrain-box", body); } catch (e) {
      showError("wargen: the server did not answer (" + e.message + ")");
      return false;
    }
    const answer = await res.text();
    if (!res.ok) {
      showError(answer.trim());
      return false;
    }
    const info = JSON.parse(answer);
    kept = { file: file, text: text, sha256: info.sha256 };
    showError("");
    status(describe(file, info) + (store(kept) ? "" : " (This browser keeps nothing: load it again next time.)"));
    $("box-forget").hidden = false;
    return true;
  }

  async function chosen(input) {
    const f = input.files[0];
    input.value = "";  // the same file chosen again (after an edit) is read again
    if (!f) return;
    const bytes = await f.arrayBuffer();
    let text;
    try {
      // Exactly the file's bytes (a BOM kept), so the table records the SHA-256 `generate` would.
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch (e) {
      await take(f.name, bytes, null);  // the reader names the first byte that is not UTF-8
      return;
    }
    await take(f.name, text, text);
  }

  function forget() {
    kept = null;
    store(null);
    $("box-forget").hidden = true;
    status("No box: the ruleset's own pieces.");
  }

  async function start() {
    $("box").hidden = false;
    $("box-file").addEventListener("change", () => chosen($("box-file")));
    $("box-use-paste").addEventListener("click", async () => {
      const text = $("box-paste").value;
      if (await take("pasted box", text, text)) $("box-paste").value = "";
    });
    $("box-forget").addEventListener("click", forget);
    const saved = load();
    if (saved && typeof saved.text === "string") {
      if (!(await take(saved.file || "kept box", saved.text, saved.text)))
        status("The box kept in this browser (" + saved.file + ") no longer reads: load a new one or forget it.");
      $("box-forget").hidden = false;
    }
  }

  // Frees the files of the tables before, once a new table's maps (`keep`) are in hand.
  function freeFiles(keep) {
    for (const u of urls.splice(0)) {
      if (keep.includes(u)) urls.push(u);
      else URL.revokeObjectURL(u);
    }
  }

  // A file of the table as an object URL (a map to show, a file to save), made with the box.
  async function fileObject(url) {
    const res = await post(url, kept.text);
    if (!res.ok) throw new Error((await res.text()).trim());
    const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") || "");
    const object = URL.createObjectURL(await res.blob());
    urls.push(object);
    return { url: object, name: name ? name[1] : "" };
  }

  // A download link of the table: with a box, the file is fetched with it and saved under the
  // name the server gives (the one `wargen generate` writes).
  function followLink(a, event) {
    if (!kept) return;
    event.preventDefault();
    const open = a.target === "_blank" ? window.open("", "_blank") : null;  // while the click allows it
    fileObject(a.href).then((file) => {
      const hash = a.href.includes("#") ? a.href.slice(a.href.indexOf("#")) : "";
      if (open) { open.location = file.url + hash; return; }
      const save = el("a", { href: file.url, download: file.name });
      document.body.append(save);
      save.click();
      save.remove();
    }, (e) => { if (open) open.close(); showError(e.message); });
  }

  return {
    start,
    laid: () => kept !== null,
    sha256: () => (kept ? kept.sha256 : ""),
    // The scenario's summary: a POST with the box, else the plain GET.
    scenario: (query) => (kept ? post("/api/scenario?" + query, kept.text) : fetch("/api/scenario?" + query)),
    fileObject,
    freeFiles,
    followLink,
  };
})();
