#!/usr/bin/env python3
"""The terrain box's JSON Schema (schema/wargen-terrain-box*.schema.json) against wargen's reader.

  check_terrain_box_schema.py WARGEN SOURCE_DIR WORK_DIR

1. The sample boxes (templates/boxes/*.yaml) validate against the strict and the published schema.
2. Mutations of the small club's box: the strict schema and wargen (`validate --terrain-box FILE`,
   which reads the box before any scenario and exits 2 on a bad one) give the same verdict on each,
   and wargen's refusal is one line naming the file and a line. Two rules a schema cannot say (ids
   unique across pieces, an outline's edges not crossing) are wargen's alone and checked apart.

Fails (never skips) when jsonschema or PyYAML is missing: the quick start installs them.
"""
import copy
import glob
import json
import os
import re
import subprocess
import sys

import yaml  # Debian: python3-yaml

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wargen_schemas import Yaml12Loader, validator  # noqa: E402

WARGEN, SOURCE, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(WORK, exist_ok=True)
failures = []


def fail(what):
    failures.append(what)
    print("FAIL:", what)


STRICT = validator(SOURCE, "wargen-terrain-box.strict.schema.json")
PUBLISHED = validator(SOURCE, "wargen-terrain-box.schema.json")
SCENARIO = os.path.join(SOURCE, "tests", "fixtures", "scenarios", "terrain-box.yaml")


samples = sorted(glob.glob(os.path.join(SOURCE, "templates", "boxes", "*.yaml")))
if len(samples) < 2:
    fail(f"found {len(samples)} sample boxes under templates/boxes")
for path in samples:
    box = yaml.load(open(path, encoding="utf-8"), Loader=Yaml12Loader)
    for v in (STRICT, PUBLISHED):
        for e in v.iter_errors(box):
            fail(f"{os.path.relpath(path, SOURCE)}: {e.message} at {list(e.absolute_path)}")

BASE = yaml.load(open(os.path.join(SOURCE, "templates", "boxes", "small-club.yaml"), encoding="utf-8"),
                 Loader=Yaml12Loader)


def wargen_verdict(box, name):
    """Whether wargen reads the box (as JSON, which is YAML): True, or its one-line message."""
    path = os.path.join(WORK, re.sub(r"[^a-z0-9]+", "-", name.lower()) + ".yaml")
    with open(path, "w", encoding="utf-8") as out:
        json.dump(box, out, ensure_ascii=False)
    run = subprocess.run([WARGEN, "validate", "--terrain-box", path, SCENARIO], capture_output=True, timeout=60)
    if run.returncode == 2:
        message = run.stderr.decode(errors="replace").strip()
        if "\n" in message or not message.startswith("wargen: " + path + ":"):
            fail(f"{name}: wargen's refusal is not one line naming the file and line: {message}")
        return message
    if run.returncode not in (0, 1):
        fail(f"{name}: wargen validate exits {run.returncode}: {run.stderr.decode(errors='replace').strip()}")
    return True


def piece(d, i=0):
    return d["pieces"][i]


def check(name, change, schema_only_accepts=False):
    d = copy.deepcopy(BASE)
    change(d)
    schema_ok = not list(STRICT.iter_errors(d))
    wargen_ok = wargen_verdict(d, name) is True
    if schema_only_accepts:  # a rule only wargen's reader can check
        if not schema_ok or wargen_ok:
            fail(f"{name}: schema {'accepts' if schema_ok else 'refuses'}, wargen {'accepts' if wargen_ok else 'refuses'}"
                 " (wanted: schema accepts, wargen refuses)")
        return
    if schema_ok != wargen_ok:
        fail(f"{name}: the schema {'accepts' if schema_ok else 'refuses'} it, wargen {'accepts' if wargen_ok else 'refuses'} it")


def setter(key, value, i=0, inner=None):
    def change(d):
        target = piece(d, i) if inner is None else piece(d, i)[inner]
        target[key] = value
    return change


def dropper(key, i=0, inner=None):
    def change(d):
        target = piece(d, i) if inner is None else piece(d, i)[inner]
        del target[key]
    return change


# Accepted by both.
check("as written", lambda d: None)
check("no format", lambda d: d.pop("format"))
check("no name", lambda d: d.pop("name"))
check("null name", lambda d: d.update(name=None))
check("an extension key", lambda d: d.update({"x-club": "Kings Lynn"}))
check("an extension key on a piece", setter("x-shelf", 3))
check("no label", dropper("label"))
check("null label", setter("label", None))
check("null format", lambda d: d.update(format=None))
check("null variant", setter("variant", None, 1))
check("depth longer than width", setter("width_cm", 5, 0, "footprint"))
check("count 7.0", setter("count", 7.0))
check("bend null", setter("bend", None, 8, "section"))
check("a non-ASCII label of 120 characters", setter("label", "é" * 120))
# Refused by both.
check("format 2", lambda d: d.update(format="wargen-terrain-box/2"))
check("no pieces", lambda d: d.pop("pieces"))
check("empty pieces", lambda d: d.update(pieces=[]))
check("501 pieces", lambda d: d.update(pieces=[dict(piece(d), id=f"p{i}") for i in range(501)]))
check("an unknown top-level key", lambda d: d.update(pices=[]))
check("a name that is a number", lambda d: d.update(name=12))
check("an unknown piece key", setter("cuont", 1))
check("no id", dropper("id"))
check("an upper-case id", setter("id", "Big-Hill"))
check("an id of 65 characters", setter("id", "a" * 65))
check("a label of 121 characters", setter("label", "é" * 121))
check("no kind", dropper("kind"))
check("an unknown kind", setter("kind", "hil"))
check("a road piece", setter("kind", "road"))
check("no count", dropper("count"))
for count in (0, 1000, 2.5, -1, "2"):
    check(f"count {count!r}", setter("count", count))
for size in (0, 0.4, 1001, -5, "12", None):
    check(f"width_cm {size!r}", setter("width_cm", size, 0, "footprint"))
    check(f"section length_cm {size!r}", setter("length_cm", size, 5, "section"))
check("shape triangle", setter("shape", "triangle", 0, "footprint"))
check("no shape", dropper("shape", 0, "footprint"))
check("no depth", dropper("depth_cm", 0, "footprint"))
check("an unknown footprint key", setter("height_cm", 3, 0, "footprint"))
check("shape beside an outline", setter("shape", "ellipse", 2, "footprint"))
check("an outline of 2 points", setter("outline", [[0, 0], [10, 0]], 2, "footprint"))
check("an outline of 257 points", setter("outline", [[i % 7, i] for i in range(257)], 2, "footprint"))
check("an outline point of 3 numbers", setter("outline", [[0, 0, 1], [10, 0], [10, 10]], 2, "footprint"))
check("an outline point out of range", setter("outline", [[0, 0], [2000, 0], [10, 10]], 2, "footprint"))
check("a footprint on a river", lambda d: piece(d, 5).update(footprint={"shape": "ellipse", "width_cm": 9, "depth_cm": 9}))
check("a section on a hill", lambda d: piece(d, 0).update(section={"length_cm": 9, "width_cm": 2}))
check("a river without a section", dropper("section", 5))
check("a hill without a footprint", dropper("footprint", 0))
check("bend yes", setter("bend", "yes", 8, "section"))
check("an unknown section key", setter("height_cm", 1, 5, "section"))
check("pieces as a map", lambda d: d.update(pieces={"a": 1}))
check("a piece that is a list", lambda d: d["pieces"].append([1, 2]))
# Wargen's alone.
check("two pieces with one id", setter("id", "big-hill", 1), schema_only_accepts=True)
check("an outline whose edges cross", setter("outline", [[0, 0], [10, 10], [10, 0], [0, 10]], 2, "footprint"),
      schema_only_accepts=True)

print(f"{len(samples)} sample boxes; {len(failures)} failures")
sys.exit(1 if failures else 0)
