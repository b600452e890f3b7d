#!/usr/bin/env python3
"""Reads wargen's GeoJSON with GDAL's ogrinfo (Debian gdal-bin), a reader we did not write, and
checks it against the scenario YAML of the same request (read with PyYAML):

- the number of GeoJSON features per layer and kind equals the number of things in the YAML;
- each polygon's area and each line's length, as GDAL computes them, equal the YAML's outline
  area (shoelace) and path length;
- every point lies where the YAML puts it, and every geometry lies on the table.

  check_geojson.py WARGEN OUT_DIR

Fails (never skips) when ogrinfo or PyYAML is missing: the quick start installs them.
"""
import math
import os
import re
import subprocess
import sys

import yaml  # Debian: python3-yaml

WARGEN, OUT = sys.argv[1], sys.argv[2]
REQUESTS = [("gok", 7, []), ("gok", 12, ["--objectives", "vp-markers", "--armies", "--umpire-key", "1"]),
            ("gok", 31, ["--objectives", "vp-markers", "--umpire-key", "1", "--view", "player"]),
            ("npow", 37, []), ("npow", 56, ["--objectives", "vp-markers", "--umpire-key", "1"]),
            ("npow300", 36, []), ("npow300", 161, [])]
failures = []
MEASURES = {"n", "area", "len", "x", "y", "x0", "y0", "x1", "y1"}


def fail(what):
    failures.append(what)
    print("FAIL:", what)


def ogr_rows(path, sql):
    """The rows of an OGR SQL (SQLite dialect) query, as ogrinfo prints them: a list of dicts."""
    run = subprocess.run(["ogrinfo", "-ro", "-q", "-dialect", "SQLite", "-sql", sql, path],
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        raise SystemExit(f"ogrinfo failed on {path}: {run.stderr.strip()}")
    rows, row = [], None
    for line in run.stdout.splitlines():
        if line.startswith("OGRFeature("):
            row = {}
            rows.append(row)
        m = re.match(r"^\s+(\w+) \((\w+)\) = (.*)$", line)
        if m and row is not None:
            name, kind, value = m.groups()
            # SQLite gives a column the type of its first value: a point's ST_X after a polygon's
            # NULL comes out as a String column, so the measures are read as numbers by name.
            numeric = kind in ("Real", "Integer", "Integer64") or name in MEASURES
            row[name] = None if value == "(null)" else float(value) if numeric else value
    return rows


def shoelace(ring):
    """Signed area: positive for a counter-clockwise ring, as the format promises."""
    n = len(ring)
    return 0.5 * sum(ring[i][0] * ring[(i + 1) % n][1] - ring[(i + 1) % n][0] * ring[i][1] for i in range(n))


def length(path):
    return sum(math.dist(path[i], path[i + 1]) for i in range(len(path) - 1))


def close(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


def check(ruleset, seed, layer):
    args = [WARGEN, "generate", "--ruleset", ruleset, "--seed", str(seed), "--format", "yaml,geojson", "--out", OUT]
    run = subprocess.run(args + layer, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        return fail(f"{' '.join(args + layer)}: exit {run.returncode}: {run.stderr.strip()}")
    # Hidden values and no --view: both copies, the umpire's named -umpire.
    copy = "-player" if "player" in layer else "-umpire" if "--objectives" in layer else ""
    stem = f"{ruleset}-{seed}" + copy
    s = yaml.safe_load(open(os.path.join(OUT, stem + ".yaml"), encoding="utf-8"))
    geojson = os.path.join(OUT, stem + ".geojson")
    table = s["table"]

    # Things in the YAML, by (layer, kind), with their geometry measures.
    expected = {("table", "table"): 1}
    measures = {}  # id -> (area, length, point)
    for sec in s.get("sectors") or []:
        expected[("sector", "sector")] = expected.get(("sector", "sector"), 0) + 1
        measures[sec["id"]] = (sec["width_cm"] * sec["depth_cm"], None, None)
    for z in s.get("zones") or []:
        expected[("zone", z["kind"])] = expected.get(("zone", z["kind"]), 0) + 1
        measures[z["id"]] = (shoelace(z["polygon"]), None, None)
    for f in s["features"]:
        expected[("feature", f["kind"])] = expected.get(("feature", f["kind"]), 0) + 1
        measures[f["id"]] = (shoelace(f["outline"]), None, None) if "outline" in f else (0, length(f["path"]), None)
    for c in s.get("crossings") or []:
        expected[("crossing", c["kind"])] = expected.get(("crossing", c["kind"]), 0) + 1
        measures[c["id"]] = (0, None, c["at"])
    for d in s.get("deployment") or []:
        expected[("deployment", "deployment")] = expected.get(("deployment", "deployment"), 0) + 1
        measures["deployment_" + d["side"]] = (shoelace(d["polygon"]), None, None)
    for m in (s.get("objectives") or {}).get("markers") or []:
        expected[("objective", "vp-markers")] = expected.get(("objective", "vp-markers"), 0) + 1
        measures[f"vp{m['number']}"] = (0, None, m["at"])
        if "player" in layer and "value_pct" in m:
            fail(f"{stem}: the player's YAML holds a VP value")

    # The layer name GDAL gives a GeoJSON FeatureCollection is its "name" member.
    name = s["id"]
    counted = {(r["layer"], r["kind"]): int(r["n"]) for r in ogr_rows(
        geojson, f'SELECT layer, kind, COUNT(*) AS n FROM "{name}" GROUP BY layer, kind')}
    if counted != expected:
        fail(f"{stem}: GDAL counts {sorted(counted.items())}, the YAML has {sorted(expected.items())}")
    rows = ogr_rows(geojson, f'SELECT id, layer, ST_Area(geometry) AS area, ST_Length(geometry) AS len, '
                             f'ST_X(geometry) AS x, ST_Y(geometry) AS y, ST_MinX(geometry) AS x0, ST_MinY(geometry) AS y0, '
                             f'ST_MaxX(geometry) AS x1, ST_MaxY(geometry) AS y1 FROM "{name}"')
    for r in rows:
        if r["layer"] == "table":
            if not close(r["area"], table["width_cm"] * table["depth_cm"]):
                fail(f"{stem}: table area {r['area']}")
            continue
        area, line, point = measures.get(r["id"], (None, None, None))
        if area is None:
            fail(f"{stem}: GDAL reads a feature {r['id']} that the YAML does not have")
            continue
        if not close(r["area"], area):
            fail(f"{stem}: {r['id']}: GDAL's area {r['area']} cm², the YAML's {area}")
        if line is not None and not close(r["len"], line):
            fail(f"{stem}: {r['id']}: GDAL's length {r['len']} cm, the YAML's {line}")
        if point is not None and not (close(r["x"], point[0]) and close(r["y"], point[1])):
            fail(f"{stem}: {r['id']}: GDAL's point ({r['x']}, {r['y']}), the YAML's {point}")
        if r["x0"] < -1e-9 or r["y0"] < -1e-9 or r["x1"] > table["width_cm"] + 1e-9 or r["y1"] > table["depth_cm"] + 1e-9:
            fail(f"{stem}: {r['id']} lies off the table: ({r['x0']}, {r['y0']}) … ({r['x1']}, {r['y1']})")
    if "player" in layer and "value_pct" in open(geojson, encoding="utf-8").read():
        fail(f"{stem}: the player's GeoJSON holds a VP value")
    if len(rows) != sum(expected.values()):
        fail(f"{stem}: GDAL reads {len(rows)} features, the YAML has {sum(expected.values())}")
    print(f"{stem}: {len(rows)} GeoJSON features, counts and measures agree with the YAML")


os.makedirs(OUT, exist_ok=True)
for request in REQUESTS:
    check(*request)
print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
