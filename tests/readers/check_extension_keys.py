#!/usr/bin/env python3
"""A tool's x- keys change nothing `wargen validate` says, wherever they are.

  check_extension_keys.py WARGEN SOURCE_DIR [SEEDS_PER_KIND]

Generated scenarios of every ruleset (gok, npow, npow300), battlefield only, with VP markers (and
armies where the ruleset has them) and as a player's copy, SEEDS_PER_KIND seeds each (default 8):
every map in the file – each feature, crossing, weather turn, dice entry, marker, unit, zone, side,
the top level, and the free maps options, attributes and victory.parameters too – gets x- keys of
every JSON type. `wargen validate` must give the same exit code and the same report as on the file
without them, and the JSON Schema (python3-jsonschema) must accept both.
"""
import concurrent.futures
import json
import os
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wargen_schemas import validator  # noqa: E402

WARGEN, SOURCE = sys.argv[1], sys.argv[2]
PER_KIND = int(sys.argv[3]) if len(sys.argv) > 3 else 8
SCHEMA = validator(SOURCE, "wargen-scenario-1.strict.schema.json")
# One of each JSON type, and a map whose own keys are free (an extension value is the tool's).
VALUES = {"x-note": "painted", "x-n": 17, "x-f": 1.5, "x-flag": True, "x-none": None,
          "x-list": ["a", 1, None], "x-map": {"colour": "red", "turn": 2, "x-deep": [True]}}


def layers(ruleset):
    vp = ["--objectives", "vp-markers", "--umpire-key", "5"] + (["--armies"] if ruleset == "gok" else [])
    return [[], vp + ["--view", "umpire"], vp + ["--view", "player"]]


# Free maps of scalars: there an x- key is one more entry, of the map's own value types.
FREE = {"options": {"x-note": "painted"}, "attributes": {"x-note": "painted", "x-n": 17, "x-flag": True},
        "parameters": {"x-note": "painted", "x-n": 17, "x-flag": True}}


def extend(value, key=None):
    """value with the extension keys added to every map in it; returns how many maps got them."""
    if isinstance(value, list):
        return sum(extend(v) for v in value)
    if not isinstance(value, dict):
        return 0
    count = sum(extend(v, k) for k, v in list(value.items())) + 1
    value.update(json.loads(json.dumps(FREE.get(key, VALUES))))
    return count


def validate(document):
    run = subprocess.run([WARGEN, "validate", "-"], input=json.dumps(document).encode(), capture_output=True,
                         timeout=120)
    return run.returncode, run.stdout.decode(errors="replace"), run.stderr.decode(errors="replace")


def check(job):
    ruleset, args, seed = job
    what = f"{ruleset} seed {seed} {' '.join(args)}".strip()
    run = subprocess.run([WARGEN, "generate", "--ruleset", ruleset, "--seed", str(seed), "--format", "json",
                          "--out", "-"] + args, capture_output=True, timeout=120)
    if run.returncode != 0:
        return [f"{what}: generate exits {run.returncode}: {run.stderr.decode(errors='replace')}"], 0
    plain = json.loads(run.stdout)
    extended = json.loads(run.stdout)
    maps = extend(extended)
    problems = []
    before, after = validate(plain), validate(extended)
    if before[0] != 0:
        problems.append(f"{what}: the generated file fails validate: {before[2].strip()[:300]}")
    if after != before:
        problems.append(f"{what}: x- keys change validate's answer: exit {before[0]} -> {after[0]}; "
                        f"{(after[1] + after[2]).strip()[:400]}")
    for e in SCHEMA.iter_errors(extended):
        problems.append(f"{what}: the schema refuses x- keys at {'/'.join(map(str, e.absolute_path))}: {e.message[:160]}")
    return problems, maps


jobs = [(r, args, 100 + 37 * k) for r in ["gok", "npow", "npow300"] for args in layers(r) for k in range(PER_KIND)]
failures, total_maps = [], 0
with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
    for problems, maps in pool.map(check, jobs):
        total_maps += maps
        for p in problems:
            failures.append(p)
            print("FAIL:", p)
print(f"{len(jobs)} scenarios, {total_maps} maps with x- keys; {len(failures)} failures")
sys.exit(1 if failures else 0)
