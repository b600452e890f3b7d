#!/usr/bin/env python3
"""Checks wargen's files with a JSON Schema validator we did not write (python3-jsonschema).

  check_schema.py WARGEN SOURCE_DIR [SCENARIO_COUNT]

1. The schemas in schema/ are valid draft 2020-12 schemas.
2. Every committed sample validates: scenarios (YAML and JSON), end states, templates.
3. SCENARIO_COUNT generated scenarios validate (default 2000, or WARGEN_SCHEMA_SCENARIOS): every
   ruleset, battlefield only and with the scenario layer, umpire's and player's copy, YAML and JSON
   from standard output (`--out -`), each parsed by PyYAML or Python's json.
4. Broken files are rejected, by the schema and by wargen's own reader alike.

Fails (never skips) when jsonschema or PyYAML is missing: the quick start installs them.
"""
import concurrent.futures
import copy
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml  # Debian: python3-yaml

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wargen_schemas import Yaml12Loader, validator as validator_under  # noqa: E402

WARGEN, SOURCE = sys.argv[1], sys.argv[2]
COUNT = int(sys.argv[3]) if len(sys.argv) > 3 else int(os.environ.get("WARGEN_SCHEMA_SCENARIOS", "2000"))
failures = []


def fail(what):
    failures.append(what)
    print("FAIL:", what)


def validator(name):
    return validator_under(SOURCE, name)


# The strict schemas, as strict as wargen's readers; the published ones (docs/scenario-format.md#versions)
# are made from them and allow keys they do not know.
SCENARIO = validator("wargen-scenario-1.strict.schema.json")
STATE = validator("wargen-state.strict.schema.json")
TEMPLATE = validator("wargen-template.strict.schema.json")
FOS_BOARD = validator("wargen-fos-board-1.strict.schema.json")
# The layouts of the exports in outside formats, loose on coordinates (docs/exports.md#format-ids-schemas-and-change-policy).
EXPORTS = {ext: validator(f"wargen-{ext}-1.strict.schema.json") for ext in ("geojson", "tmj", "dd2vtt")}
PUBLISHED = {id(v): validator(n) for v, n in [(SCENARIO, "wargen-scenario-1.schema.json"),
                                               (STATE, "wargen-state.schema.json"),
                                               (TEMPLATE, "wargen-template.schema.json"),
                                               (FOS_BOARD, "wargen-fos-board-1.schema.json")] +
             [(EXPORTS[ext], f"wargen-{ext}-1.schema.json") for ext in EXPORTS]}
made = subprocess.run([sys.executable, os.path.join(SOURCE, "scripts", "make-published-schemas.py"), "--check"],
                      capture_output=True, text=True)
if made.returncode != 0:
    fail(made.stderr.strip())
for strict, published in [(SCENARIO, PUBLISHED[id(SCENARIO)]), (STATE, PUBLISHED[id(STATE)]),
                          (TEMPLATE, PUBLISHED[id(TEMPLATE)]), (FOS_BOARD, PUBLISHED[id(FOS_BOARD)])] + \
                         [(v, PUBLISHED[id(v)]) for v in EXPORTS.values()]:
    sid, pid = strict.schema["$id"], published.schema["$id"]
    if not re.fullmatch(r"urn:wargen:schema:wargen-[a-z0-9-]+-1:r[0-9]+:strict", sid) or pid + ":strict" != sid:
        fail(f"schema ids not versioned as docs/scenario-format.md#versions says: {sid}, {pid}")


def errors(v, document):
    return [f"{'/'.join(str(p) for p in e.absolute_path)}: {e.message[:160]}" for e in v.iter_errors(document)]


def load(path):
    text = open(path, encoding="utf-8").read()
    return json.loads(text) if path.endswith(".json") else yaml.safe_load(text)


# ---- 2. committed samples ----------------------------------------------------------------------
samples = {"scenario": 0, "state": 0, "template": 0, "fos board": 0}
paths = sorted(glob.glob(os.path.join(SOURCE, "output-samples", "**", "*.yaml"), recursive=True) +
               glob.glob(os.path.join(SOURCE, "output-samples", "**", "*.json"), recursive=True) +
               [os.path.join(SOURCE, "tests", "fixtures", "scenarios", "valid.yaml")])
for path in paths:
    name = os.path.basename(path)
    if name.endswith("-fos.yaml"):  # a FoS board (docs/exports.md#fos)
        samples["fos board"] += 1
        board = load(path)
        for e in errors(FOS_BOARD, board) + errors(PUBLISHED[id(FOS_BOARD)], board):
            fail(f"{path}: {e}")
        continue
    if (name == "result.yaml" or name.endswith(".geojson") or name.endswith("-fos.yaml")
            or name in ("index.yaml", "batch-options.yaml") or name.endswith("-fairness.yaml")):
        continue  # adjudication results, GeoJSON, FoS boards, batch indexes and records, fairness reports: own checks
    if name == "state.yaml":
        document, v, kind = yaml.load(open(path, encoding="utf-8"), Loader=Yaml12Loader), STATE, "state"
    else:
        document, v, kind = load(path), SCENARIO, "scenario"
    samples[kind] += 1
    for e in errors(v, document) + errors(PUBLISHED[id(v)], document):
        fail(f"{path}: {e}")
for path in sorted(glob.glob(os.path.join(SOURCE, "templates", "*.yaml"))):
    samples["template"] += 1
    template = yaml.load(open(path, encoding="utf-8"), Loader=Yaml12Loader)
    for e in errors(TEMPLATE, template) + errors(PUBLISHED[id(TEMPLATE)], template):
        fail(f"{path}: {e}")
print(f"samples: {samples['scenario']} scenarios, {samples['state']} end states, {samples['template']} templates, "
      f"{samples['fos board']} FoS boards")
if samples["scenario"] < 10 or samples["state"] < 5 or samples["template"] < 3 or samples["fos board"] < 2:
    fail(f"too few samples found under {SOURCE}: {samples}")

# ---- 3. generated scenarios --------------------------------------------------------------------
FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
RULESETS = ["gok", "npow", "npow300"]
# Standard output takes one copy: a scenario with hidden values names it with --view.
LAYERS = [[], ["--objectives", "vp-markers", "--umpire-key", "1", "--view", "umpire"],
          ["--objectives", "vp-markers", "--umpire-key", "1", "--view", "player"]]


def layer_args(ruleset, layer):
    # Army lists are in the Game of Kings ruleset only (GOK-A1); NPOW's armies are the players' own.
    return layer + ["--armies"] if layer and ruleset == "gok" else layer


def generate(seed, ruleset, layer, fmt):
    args = [WARGEN, "generate", "--ruleset", ruleset, "--seed", str(seed), "--format", fmt, "--out", "-"]
    args += layer_args(ruleset, layer)
    if ruleset == "gok" and "--umpire-key" not in args:
        args += ["--umpire-key", "1"]  # GoK's weather after turn 1 is keyed by it (VPM-6): the same data twice
    run = subprocess.run(args, capture_output=True, timeout=120)
    if run.returncode != 0:
        return None, f"{' '.join(args)}: exit {run.returncode}: {run.stderr.decode(errors='replace').strip()}"
    text = run.stdout.decode("utf-8")
    # libyaml's loader when PyYAML has it (Debian's does): the same YAML 1.1 reading, faster.
    return (json.loads(text) if fmt == "json" else yaml.load(text, Loader=FAST_LOADER)), None


def check_generated(k):
    ruleset, layer = RULESETS[k % 3], LAYERS[(k // 3) % 3]
    fmt = "json" if k % 2 else "yaml"
    seed = 1000 + k
    document, error = generate(seed, ruleset, layer, fmt)
    if error:
        return [error], None
    problems = [f"{ruleset} seed {seed} {' '.join(layer_args(ruleset, layer))} ({fmt}): {e}"
                for e in errors(SCENARIO, document)]
    return problems, (ruleset, bool(layer), "player" in layer, fmt, document)


seen = set()
kept = {}
with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
    for problems, info in pool.map(check_generated, range(COUNT)):
        for p in problems:
            fail(p)
        if info:
            seen.add(info[:4])
            kept.setdefault(info[:3], info[4])
print(f"generated: {COUNT} scenarios, {len(seen)} kinds (ruleset x layer x view x format)")
if COUNT >= 18 and len(seen) < 18:
    fail(f"only {len(seen)} of the 18 kinds of generated scenario were seen")

# JSON and YAML are the same model: the same request gives the same data through either reader.
for ruleset in RULESETS:
    for layer in LAYERS:
        a, e1 = generate(7, ruleset, layer, "yaml")
        b, e2 = generate(7, ruleset, layer, "json")
        if b and isinstance(b.get("seed"), str):
            b["seed"] = int(b["seed"])  # JSON spells the seed as digits (docs/scenario-format.md#numbers)
        if e1 or e2 or a != b:
            fail(f"{ruleset} seed 7 {' '.join(layer_args(ruleset, layer))}: the JSON and the YAML hold different data {e1 or ''} {e2 or ''}")

# ---- 4. broken files are rejected ---------------------------------------------------------------
base = copy.deepcopy(kept[("npow", True, False)])
player = copy.deepcopy(kept[("gok", True, True)])


def wargen_reads(document):
    """wargen validate on the document given on standard input: its exit code."""
    run = subprocess.run([WARGEN, "validate", "-"], input=json.dumps(document).encode(), capture_output=True, timeout=60)
    return run.returncode, run.stderr.decode(errors="replace").strip()


def broken(name, change, document=None, wargen_code=2):
    d = copy.deepcopy(base if document is None else document)
    change(d)
    if not errors(SCENARIO, d):
        fail(f"the schema accepts a broken scenario: {name}")
    if wargen_code is not None:
        code, message = wargen_reads(d)
        if code != wargen_code:
            fail(f"wargen validate exits {code}, not {wargen_code}, on a broken scenario: {name} ({message})")


def feature_of_kind(d, linear):
    linear_kinds = {"river", "stream", "road", "earthwork", "obstacle"}
    return next(f for f in d["features"] if (f["kind"] in linear_kinds) == linear)


broken("no table", lambda d: d.pop("table"))
broken("format version 2", lambda d: d.update(format="wargen-scenario/2"))
broken("a misspelt key", lambda d: d.update(sectros=[]))
broken("seed as text with a leading zero", lambda d: d.update(seed="07"))
broken("seed as text above 2^64-1", lambda d: d.update(seed="18446744073709551616"))
broken("seed above 2^64-1", lambda d: d.update(seed=18446744073709551616))
broken("negative table width", lambda d: d["table"].update(width_cm=-1))
broken("unknown feature kind", lambda d: d["features"][0].update(kind="canal"))
broken("an area with a path", lambda d: feature_of_kind(d, False).update(path=[[0, 0], [1, 1]], width_cm=1))
broken("a linear feature without width", lambda d: feature_of_kind(d, True).pop("width_cm"))
broken("an outline of two points", lambda d: feature_of_kind(d, False).update(outline=[[0, 0], [1, 1]]))
broken("a point with three numbers", lambda d: d["crossings"][0].update(at=[1, 2, 3]))
broken("a ferry", lambda d: d["crossings"][0].update(kind="ferry"))
broken("a digest that is not SHA-256", lambda d: d["ruleset"].update(digest="md5:00"), wargen_code=1)
broken("deployment side C", lambda d: d["deployment"][0].update(side="C"))
broken("a tool key without x-", lambda d: d["features"][0].update(mytool_note="hi"))
broken("an extension key with a space", lambda d: d["table"].update({"x-my note": 1}))
broken("a VP value in a player's copy", lambda d: d["objectives"]["markers"][0].update(value_pct=30), player,
       wargen_code=None)
broken("the umpire key in a player's copy", lambda d: d["options"].update(umpire_key="1"), player, wargen_code=1)
broken("later weather in a player's copy", lambda d: d["weather"].append(dict(d["weather"][0], turn=2)), player,
       wargen_code=1)

# A tool's x- keys are accepted anywhere, by the schema and by wargen.
extended = copy.deepcopy(base)
extended["x-tool"] = {"version": 2, "tags": ["a", None, True, 1.5]}
extended["table"]["x-felt"] = "green"
extended["features"][0]["x-note"] = "painted"
extended["crossings"][0]["x-id"] = 17
extended["dice_log"][0]["x-checked"] = True
extended["objectives"]["markers"][0]["x-token"] = "red"
extended["zones"][0]["x-shade"] = "grey"
extended["sides"][1]["x-player"] = "Anna"
armies = copy.deepcopy(kept[("gok", True, False)])
armies["armies"][0]["x-colour"] = "blue"
armies["armies"][0]["units"][0]["x-figures"] = 24
armies["victory"]["x-agreed"] = True
armies["objectives"]["x-umpire"] = "Jo"
# A later revision of format 1 may add optional keys: the published schema accepts them, the strict refuses.
later = copy.deepcopy(base)
later["table"]["felt_colour"] = "green"
later["features"][0]["height_cm"] = 4
if not PUBLISHED[id(SCENARIO)].is_valid(later) or SCENARIO.is_valid(later):
    fail("the published schema must accept, and the strict refuse, keys a later revision adds")
for document in (extended, armies):
    for e in errors(SCENARIO, document):
        fail(f"the schema refuses extension keys: {e}")
    code, message = wargen_reads(document)
    if code != 0:
        fail(f"wargen validate refuses extension keys: exit {code} {message}")


# FoS boards as generate writes them: every ruleset, the umpire's and the player's copy.
with tempfile.TemporaryDirectory() as boards:
    for ruleset in RULESETS:
        for view in ("umpire", "player"):
            run = subprocess.run([WARGEN, "generate", "--ruleset", ruleset, "--seed", "11", "--format", "fos", "--objectives",
                                  "vp-markers", "--umpire-key", "1", "--view", view, "--out", boards], capture_output=True)
            if run.returncode != 0:
                fail(f"generate --format fos {ruleset} {view}: exit {run.returncode}")
    written = sorted(glob.glob(os.path.join(boards, "*-fos.yaml")))
    for path in written:
        board = yaml.safe_load(open(path, encoding="utf-8"))
        for e in errors(FOS_BOARD, board):
            fail(f"generated {os.path.basename(path)}: {e}")
    if len(written) < 6:
        fail(f"only {len(written)} FoS boards generated")
    # GeoJSON, Tiled and Universal VTT exports of every ruleset: each kind against its layout's schema.
    exported = {ext: 0 for ext in EXPORTS}
    for ruleset in RULESETS:
        run = subprocess.run([WARGEN, "generate", "--ruleset", ruleset, "--seed", "11", "--format", "geojson,tmj,dd2vtt",
                              "--out", boards], capture_output=True)
        if run.returncode != 0:
            fail(f"generate --format geojson,tmj,dd2vtt {ruleset}: exit {run.returncode}")
    for ext, v in EXPORTS.items():
        for path in sorted(glob.glob(os.path.join(boards, f"*.{ext}"))) + sorted(
                glob.glob(os.path.join(SOURCE, "output-samples", "**", f"*.{ext}"), recursive=True)):
            exported[ext] += 1
            document = json.load(open(path, encoding="utf-8"))
            # The layout's own format id: a map property in Tiled, a top-level key in the others.
            layout = next((p["value"] for p in document.get("properties", []) if p["name"] == "wargen_format"),
                          None) if ext == "tmj" else document.get("wargen_format")
            if layout != f"wargen-{ext}/1":
                fail(f"{os.path.basename(path)}: its layout's format id is {layout!r}, not wargen-{ext}/1")
            for e in errors(v, document) + errors(PUBLISHED[id(v)], document):
                fail(f"{os.path.basename(path)}: {e}")
        if exported[ext] < 4:
            fail(f"only {exported[ext]} {ext} files checked")
        if v.is_valid(dict(document, unknown_key=1)):
            fail(f"the strict {ext} schema accepts a key it does not know")
    print(f"exports: {exported}")
    board["terrain"][0] = "x" + board["terrain"][0][1:]
    if not errors(FOS_BOARD, board):
        fail("the FoS board schema accepts a terrain character it does not know")


# The optional format ids of end states and templates (`wargen_format`: a template's `format` key is
# the generate option --format): version 1 is read, another refused, by wargen and by the schema alike.
with tempfile.TemporaryDirectory() as ids:
    template_text = open(os.path.join(SOURCE, "templates", "npow-tournament.yaml"), encoding="utf-8").read()
    if "wargen_format: wargen-template/1\n" not in template_text:
        fail("templates/npow-tournament.yaml does not name its format")
    for version, code in (("1", 0), ("2", 2)):
        template_path = os.path.join(ids, f"template-{version}.yaml")
        text = template_text.replace("wargen-template/1", f"wargen-template/{version}")
        open(template_path, "w", encoding="utf-8").write(text)
        run = subprocess.run([WARGEN, "generate", "--template", template_path, "--seed", "1", "--format", "yaml",
                              "--out", ids], capture_output=True, text=True)
        valid = TEMPLATE.is_valid(yaml.load(text, Loader=Yaml12Loader))
        if run.returncode != code or valid != (code == 0) or (code and "wargen_format" not in run.stderr):
            fail(f"wargen_format: wargen-template/{version}: generate exits {run.returncode} ({run.stderr.strip()}), "
                 f"the schema says valid={valid}")
    sample = os.path.join(SOURCE, "output-samples", "adjudication", "army-points")
    for version, code in (("1", 0), ("2", 2)):
        state_path = os.path.join(ids, f"state-{version}.yaml")
        state_text = f"format: wargen-state/{version}\n" + open(os.path.join(sample, "state.yaml"), encoding="utf-8").read()
        open(state_path, "w", encoding="utf-8").write(state_text)
        run = subprocess.run([WARGEN, "adjudicate", os.path.join(sample, "scenario.yaml"), state_path], capture_output=True)
        valid = STATE.is_valid(yaml.load(state_text, Loader=Yaml12Loader))
        if run.returncode != code or valid != (code == 0):
            fail(f"format: wargen-state/{version}: adjudicate exits {run.returncode}, the schema says valid={valid}")


def broken_state(name, document):
    if not errors(STATE, document):
        fail(f"the schema accepts a broken end state: {name}")


broken_state("no sides", {"system": "army-points"})
broken_state("both lost_units and points_lost",
             {"system": "army-points", "sides": {"A": {"lost_units": [], "points_lost": 1}, "B": {"points_lost": 1}}})
broken_state("a vanquished side at sundown", {"system": "loss-tally", "end": "sundown", "vanquished": "A", "sides": {
    "A": {"army_points": 5, "destroyed": 0, "withdrawn": 0, "remaining": 5},
    "B": {"army_points": 5, "destroyed": 0, "withdrawn": 0, "remaining": 5}}})
broken_state("controls and vp_pct", {"system": "vp-withdrawal", "tested": "A", "called_by": "B",
                                     "original_strength": 10, "current_strength": 5, "controls": [1], "vp_pct": 5})
broken_state("an unknown system", {"system": "chess", "sides": {}})
broken_state("a roll of 101", {"system": "vp-withdrawal", "tested": "A", "called_by": "B",
                               "original_strength": 10, "current_strength": 5, "vp_pct": 5, "roll": 101})
for name, document in [("no ruleset", {"name": "t", "description": "d"}),
                       ("an unknown victory system", {"name": "t", "description": "d", "ruleset": "gok", "victory": "chess"}),
                       ("an unknown NPOW option", {"name": "t", "description": "d", "ruleset": "npow", "npow": {"zones": "south"}}),
                       ("a misspelt option", {"name": "t", "description": "d", "ruleset": "npow", "zones": "south"})]:
    if not errors(TEMPLATE, document):
        fail(f"the schema accepts a broken template: {name}")

print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
