#!/usr/bin/env python3
"""One strictness: `wargen validate` and the JSON Schema agree on every mutated scenario.

  check_strictness.py WARGEN SOURCE_DIR

Real scenarios are generated for every ruleset and template, battlefield only and with the scenario
layer, the umpire's copy and the player's. Each is mutated, one change a file, at every kind of key
(a key path such as features[].sections[].width_cm, first list items only): the key left out, set
to null, given a value of another type ("180" for a number, 12 for a text, "true" for a boolean,
a map for a list, a list for a map), an integer written 7.0 or 7e0 or given a fraction (7.5), an unknown key and an x- key
added to every map, and umpire-only keys put into a player's copy (VPM-6). All mutated files go to
one `wargen validate` run and one python3-jsonschema pass; then for every file:

- the schema refuses it  => wargen refuses it too (exit 1 or 2);
- the schema accepts it  => wargen reads it (never exit 2), and any rule it reports broken is one of
  the checks the schema cannot know, listed in docs/validation.md#what-the-schema-cannot-check.

The documented list is read from that section, so the test and the docs cannot drift apart.
"""
import copy
import json
import multiprocessing
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wargen_schemas import validator  # noqa: E402

WARGEN, SOURCE = sys.argv[1], sys.argv[2]
SCHEMA = validator(SOURCE, "wargen-scenario-1.strict.schema.json")


def documented_rule_ids():
    """The rule IDs (or ID prefixes ending in '-') of docs/validation.md's list of checks the schema cannot know."""
    text = open(os.path.join(SOURCE, "docs", "validation.md"), encoding="utf-8").read()
    section = text.split("## What the schema cannot check", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `([A-Z0-9-]+)(?:…)?` \|", section, re.M)


BEYOND_SCHEMA = documented_rule_ids()


def beyond_schema(rule):
    return any(rule == i or (i.endswith("-") and rule.startswith(i)) for i in BEYOND_SCHEMA)


# ---- the scenarios mutated --------------------------------------------------------------------
VP = ["--objectives", "vp-markers", "--umpire-key", "1"]
BASES = []
for ruleset, seed in [("gok", 3), ("npow", 4), ("npow300", 5)]:
    armies = ["--armies"] if ruleset == "gok" else []
    # GoK's weather after turn 1 is keyed (VPM-6); NPOW's battlefield hides nothing and takes no key.
    key = ["--umpire-key", "1"] if ruleset == "gok" else []
    BASES.append((f"{ruleset} battlefield", ["--ruleset", ruleset, "--seed", str(seed)] + key))
    for view in ("umpire", "player"):
        BASES.append((f"{ruleset} {view}", ["--ruleset", ruleset, "--seed", str(seed)] + VP + armies + ["--view", view]))
# A template that hides nothing (npow-tournament) takes no umpire key and has one copy.
for template in sorted(t for t in os.listdir(os.path.join(SOURCE, "templates")) if t.endswith(".yaml")):
    name = template.removesuffix(".yaml")
    for view in ("umpire", "player"):
        BASES.append((f"{name} {view}", ["--template", name, "--seed", "6", "--umpire-key", "1", "--view", view]))


def generate(args):
    run = subprocess.run([WARGEN, "generate", "--format", "json", "--out", "-"] + args, capture_output=True,
                         timeout=120)
    if run.returncode == 2 and b"hides nothing" in run.stderr and "--template" in args:
        return generate(args[:args.index("--umpire-key")])
    if run.returncode != 0:
        sys.exit(f"FAIL: wargen generate {' '.join(args)}: exit {run.returncode}: {run.stderr.decode()}")
    return json.loads(run.stdout)


# Exponent spelling: JSON from Python writes 7.0; a marker string is replaced by 7e0 in the text.
EXPONENT = "\u0000exponent:"


def slots(value, path=(), generic=""):
    """(path, generic key path, value) of every key of every map, first items of lists only."""
    if isinstance(value, dict):
        yield path, generic or "(top)", value
        for key, child in value.items():
            yield from slots(child, path + (key,), f"{generic}.{key}" if generic else key)
    elif isinstance(value, list) and value:
        yield from slots(value[0], path + (0,), generic + "[]")


def at(document, path):
    for step in path:
        document = document[step]
    return document


def type_changes(value):
    """(name, new value) pairs: the same key holding a value of another type."""
    if isinstance(value, bool):
        return [("boolean as text", "true" if value else "false"), ("boolean as 1", int(value))]
    if isinstance(value, int):
        return [("number as text", str(value)), ("integer as x.0", float(value)),
                ("integer as xe0", EXPONENT + str(value)), ("integer plus a half", value + 0.5)]
    if isinstance(value, float):
        return [("number as text", repr(value))]
    if isinstance(value, str):
        changes = [("text as a number", 12), ("text as a list", [value])]
        if re.fullmatch(r"[0-9]{1,15}", value):  # the seed's digits in JSON: the number itself, and spelt 7.0, 7e0
            changes += [("digits as x.0", float(int(value))), ("digits as xe0", EXPONENT + value)]
        return changes
    if isinstance(value, list):
        return [("list as a map", {}), ("list as text", "a")]
    if isinstance(value, dict):
        return [("map as a list", []), ("map as text", "a")]
    return []


def mutations(document, player):
    """((where, what), change) for every kind of key of the document; change(copy) mutates a copy."""
    for path, generic, mapping in slots(document):
        for key, value in list(mapping.items()):
            if key.startswith("x-"):
                continue
            where = f"{generic}.{key}" if generic != "(top)" else key
            changes = [("left out", None, True), ("null", None, False)]
            changes += [(name, new, False) for name, new in type_changes(value)]
            for name, new, remove in changes:
                def change(d, path=path, key=key, new=new, remove=remove):
                    if remove:
                        del at(d, path)[key]
                    else:
                        at(d, path)[key] = copy.deepcopy(new)
                yield (where, name), change
        for name, extra in [("an unknown key", {"mytool_note": 1}), ("an x- key", {"x-tool-note": "painted"})]:
            yield (generic, name), lambda d, path=path, extra=extra: at(d, path).update(extra)
    if player:
        # VPM-6: what only the umpire's copy holds, put into a player's copy.
        def value_pct(d):
            markers = d.get("objectives", {}).get("markers")
            return bool(markers) and not markers[0].update(value_pct=30)

        def later_weather(d):
            return bool(d.get("weather")) and not d["weather"].append(dict(d["weather"][0], turn=2))

        hidden = [("options.umpire_key", lambda d: not d.setdefault("options", {}).update(umpire_key="1")),
                  ("umpire_seal", lambda d: not d.update(umpire_seal="hmac-sha256:" + "0" * 64)),
                  ("objectives.markers[].value_pct", value_pct),
                  ("weather[] turn 2", later_weather),
                  ("dice_log[] GOK-W2", lambda d: not d["dice_log"].append(
                      {"rule": "GOK-W2", "dice": "1d6", "rolls": [3], "result": 3}))]
        for where, change in hidden:
            yield (where, "umpire-only key in a player's copy"), change


def json_text(document):
    text = json.dumps(document, ensure_ascii=False)
    return re.sub('"' + re.escape(json.dumps(EXPONENT)[1:-1]) + r'([0-9]+)"', r"\1e0", text)


def schema_value(document):
    """The document as a JSON reader holds it: the exponent marker read back as a number."""
    return json.loads(json_text(document))


# ---- every mutation once, spread over the scenarios -------------------------------------------
bases = [(label, generate(args)) for label, args in BASES]
files, seen = [], set()
for label, document in bases:
    player = document.get("objectives", {}).get("view") == "player"
    for (where, name), change in mutations(document, player):
        kind = (where, name)  # each kind of key and change once, in the first scenario that has it
        if kind in seen:
            continue
        mutated = json.loads(json.dumps(document))
        if change(mutated) is False:
            continue  # nothing of the kind in this scenario (no markers, no weather)
        seen.add(kind)
        files.append((f"{label}: {where}: {name}", mutated))

failures = []
with tempfile.TemporaryDirectory() as scratch:
    paths = []
    for i, (_, document) in enumerate(files):
        path = os.path.join(scratch, f"m{i:04d}.json")
        with open(path, "w", encoding="utf-8") as out:
            out.write(json_text(document))
        paths.append(path)
    for label, document in bases:  # the unmutated scenarios: valid for both
        path = os.path.join(scratch, f"base-{len(paths):04d}.json")
        with open(path, "w", encoding="utf-8") as out:
            out.write(json_text(document))
        files.append((f"{label}: unmutated", document))
        paths.append(path)
    run = subprocess.run([WARGEN, "validate"] + paths, capture_output=True, timeout=600)
    report = run.stdout.decode(errors="replace").splitlines() + run.stderr.decode(errors="replace").splitlines()

verdicts = {p: {"unreadable": None, "rules": set(), "valid": False} for p in paths}
for line in report:
    m = re.match(r"^(?:wargen: )?(\S+?\.json)(?::(\d+))?: (.*)$", line)
    if not m or m.group(1) not in verdicts:
        continue
    v = verdicts[m.group(1)]
    if line.startswith("wargen: "):
        v["unreadable"] = m.group(3)
    elif m.group(3).startswith("valid"):
        v["valid"] = True
    else:
        v["rules"].add(m.group(3).split(":", 1)[0])



def items_mutated(value):
    """value with each list of maps cut to its first and last items: the schema judges list items
    one by one (no list of maps has a count, a uniqueness or a `contains` rule), and mutations change
    only first items or append one, so the schema's verdict is the same, at a tenth of the cost."""
    if isinstance(value, dict):
        return {k: items_mutated(v) for k, v in value.items()}
    if isinstance(value, list):
        kept = value[:1] + value[-1:] if len(value) > 2 and all(isinstance(v, dict) for v in value) else value
        return [items_mutated(v) for v in kept]
    return value


def schema_problems(document):
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:120]}"
            for e in SCHEMA.iter_errors(items_mutated(schema_value(document)))]


with multiprocessing.Pool(2) as pool:  # the schema's side takes most of the test's CPU
    verdicts_of_schema = pool.map(schema_problems, [document for _, document in files], chunksize=16)
counts = {"schema refuses": 0, "schema accepts": 0}
for path, (what, document), problems in zip(paths, files, verdicts_of_schema):
    v = verdicts[path]
    counts["schema refuses" if problems else "schema accepts"] += 1
    if not v["valid"] and v["unreadable"] is None and not v["rules"]:
        failures.append(f"{what}: no verdict from wargen validate")
    elif problems and v["valid"]:
        failures.append(f"{what}: the schema refuses it ({problems[0]}), wargen validate accepts it")
    elif not problems and v["unreadable"] is not None:
        failures.append(f"{what}: the schema accepts it, wargen cannot read it: {v['unreadable']}")
    elif not problems and any(not beyond_schema(r) for r in v["rules"]):
        failures.append(f"{what}: the schema accepts it, wargen validate reports {sorted(v['rules'])}, "
                        "not all in docs/validation.md#what-the-schema-cannot-check")
    elif what.endswith("unmutated") and (problems or not v["valid"]):
        failures.append(f"{what}: a generated scenario is refused: {problems[:1]} {v}")

for f in failures:
    print("FAIL:", f)
print(f"{len(bases)} scenarios, {len(files) - len(bases)} mutated files ({counts['schema refuses']} refused and "
      f"{counts['schema accepts']} accepted by the schema, the unmutated included); {len(failures)} disagreements")
if len(files) - len(bases) < 300 or not BEYOND_SCHEMA:
    failures.append("too few mutations, or no documented list")
sys.exit(1 if failures else 0)
