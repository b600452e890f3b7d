#!/usr/bin/env python3
"""Files written before sector ids were upper case (a1 for A1) still read, as
docs/scenario-format.md#versions promises.

  check_old_sector_ids.py WARGEN

A Game of Kings and an NPOW scenario of every seed given are generated, their sector ids and every
reference to them (a feature's `sector`, a dice note's "sector A1") written in lower case as older
wargen did, and validated: the reader takes them (never exit 2); the grid rules match sector ids
without regard to case (no GOK-T2, GOK-T3 or NPOW-… report); and the only report is the clash such
an older Game of Kings file has, `id f1 names both a sector and a feature` (FORMAT), where a column
f exists. An NPOW table (columns a to c) is valid as it is.
"""
import os
import re
import subprocess
import sys
import tempfile

WARGEN = sys.argv[1]
failures = []


def lower_sector_ids(text):
    text = re.sub(r"\{id: ([A-Z])([0-9]+),", lambda m: "{id: " + m.group(1).lower() + m.group(2) + ",", text)
    text = re.sub(r"(sector: )([A-Z])([0-9]+)\b", lambda m: m.group(1) + m.group(2).lower() + m.group(3), text)
    return re.sub(r'(note: "sector )([A-Z])([0-9]+)', lambda m: m.group(1) + m.group(2).lower() + m.group(3), text)


with tempfile.TemporaryDirectory() as scratch:
    for ruleset, seed in [("gok", 7), ("gok", 31), ("npow", 7), ("npow300", 12)]:
        what = f"{ruleset} seed {seed}"
        args = ["--umpire-key", "1"] if ruleset == "gok" else []
        run = subprocess.run([WARGEN, "generate", "--ruleset", ruleset, "--seed", str(seed), "--format", "yaml",
                              "--out", "-"] + args, capture_output=True, timeout=120)
        if run.returncode != 0:
            failures.append(f"{what}: generate exits {run.returncode}")
            continue
        old = lower_sector_ids(run.stdout.decode())
        sectors = re.findall(r"\{id: ([a-z])[0-9]+,", old)
        if len(sectors) < 4:
            failures.append(f"{what}: only {len(sectors)} sector ids made lower case")
            continue
        path = os.path.join(scratch, f"{ruleset}-{seed}.yaml")
        open(path, "w", encoding="utf-8").write(old)
        check = subprocess.run([WARGEN, "validate", path], capture_output=True, text=True, timeout=120)
        reports = [line.split(": ", 1)[1] for line in check.stdout.splitlines() if ": valid" not in line]
        clashes = sorted({c + n for c, n in re.findall(r"\{id: ([a-z])([0-9]+),", old)} &
                         set(re.findall(r"\bid: (f[0-9]+)\b", old)))
        expected = [f"FORMAT: id {i} names both a sector and a feature" for i in clashes]
        if check.returncode == 2:
            failures.append(f"{what}: the reader refuses lower-case sector ids: {check.stderr.strip()}")
        elif sorted(reports) != sorted(expected) or check.returncode != (1 if expected else 0):
            failures.append(f"{what}: validate says {reports} (exit {check.returncode}), expected {expected}")
        print(f"{what}: {len(sectors)} sectors in lower case; {len(expected)} clashes reported")

for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
