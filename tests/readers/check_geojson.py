#!/usr/bin/env python3
"""Reads wargen's GeoJSON with GDAL (Debian gdal-bin: ogrinfo, ogr2ogr), a reader we did not write,
and checks it against the scenario YAML of the same request (read with PyYAML):

- `geojson` is WGS 84 as GDAL sees it (layer SRS EPSG:4326, every position a longitude and
  latitude near 0, 0) and `ogr2ogr -t_srs EPSG:3857` reprojects it; in the reprojected file, and
  in `geojson-cm` (whose SRS GDAL reads as a local engineering frame in centimetres, which it
  refuses to reproject), the checks below hold, metres being table centimetres
  (docs/exports.md#geojson: one table cm is one metre of EPSG:3857);
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
METRES_PER_TABLE_CM = 1.0  # the placement's scale (generator/src/export/wgs84_placement.hpp)


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


def close(a, b, relative=1e-6):
    return abs(a - b) <= relative * max(1.0, abs(a), abs(b))


def gdal(args):
    """Runs a GDAL program; its failure, or an ERROR it prints while exiting 0, stops the check."""
    run = subprocess.run(args, capture_output=True, text=True, timeout=120)
    if run.returncode != 0 or "ERROR" in run.stderr:
        raise SystemExit(f"{' '.join(args)}: exit {run.returncode}: {run.stderr.strip()}")
    return run.stdout


def layer_srs(path):
    """The layer's reference system as ogrinfo prints it (WKT2)."""
    out = gdal(["ogrinfo", "-ro", "-so", "-al", path])
    return out[out.find("Layer SRS WKT"):]


def measures_agree(what, path, name, s, layer, expected, measures, scale, relative):
    """GDAL's counts and measures of one file against the YAML's, lengths scaled by `scale`. The
    layer name GDAL gives a GeoJSON FeatureCollection is its "name" member."""
    table = s["table"]
    edge = relative * max(table["width_cm"], table["depth_cm"]) * scale  # how far off the edge is still on it
    counted = {(r["layer"], r["kind"]): int(r["n"]) for r in ogr_rows(
        path, f'SELECT layer, kind, COUNT(*) AS n FROM "{name}" GROUP BY layer, kind')}
    if counted != expected:
        fail(f"{what}: GDAL counts {sorted(counted.items())}, the YAML has {sorted(expected.items())}")
    rows = ogr_rows(path, f'SELECT id, layer, ST_Area(geometry) AS area, ST_Length(geometry) AS len, '
                          f'ST_X(geometry) AS x, ST_Y(geometry) AS y, ST_MinX(geometry) AS x0, ST_MinY(geometry) AS y0, '
                          f'ST_MaxX(geometry) AS x1, ST_MaxY(geometry) AS y1 FROM "{name}"')
    for r in rows:
        if r["layer"] == "table":
            if not close(r["area"], table["width_cm"] * table["depth_cm"] * scale**2, relative):
                fail(f"{what}: table area {r['area']}")
            continue
        area, line, point = measures.get(r["id"], (None, None, None))
        if area is None:
            fail(f"{what}: GDAL reads a feature {r['id']} that the YAML does not have")
            continue
        if not close(r["area"], area * scale**2, relative):
            fail(f"{what}: {r['id']}: GDAL's area {r['area']} cm², the YAML's {area}")
        if line is not None and not close(r["len"], line * scale, relative):
            fail(f"{what}: {r['id']}: GDAL's length {r['len']} cm, the YAML's {line}")
        if point is not None and not (close(r["x"], point[0] * scale, relative) and close(r["y"], point[1] * scale, relative)):
            fail(f"{what}: {r['id']}: GDAL's point ({r['x']}, {r['y']}), the YAML's {point}")
        if (r["x0"] < -edge or r["y0"] < -edge or r["x1"] > table["width_cm"] * scale + edge
                or r["y1"] > table["depth_cm"] * scale + edge):
            fail(f"{what}: {r['id']} lies off the table: ({r['x0']}, {r['y0']}) … ({r['x1']}, {r['y1']})")
    if "player" in layer and "value_pct" in open(path, encoding="utf-8").read():
        fail(f"{what}: the player's GeoJSON holds a VP value")
    if len(rows) != sum(expected.values()):
        fail(f"{what}: GDAL reads {len(rows)} features, the YAML has {sum(expected.values())}")
    return rows


def check(ruleset, seed, layer):
    args = [WARGEN, "generate", "--ruleset", ruleset, "--seed", str(seed), "--format", "yaml,geojson,geojson-cm",
            "--out", OUT]
    run = subprocess.run(args + layer, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        return fail(f"{' '.join(args + layer)}: exit {run.returncode}: {run.stderr.strip()}")
    # Hidden values and no --view: both copies, the umpire's named -umpire.
    copy = "-player" if "player" in layer else "-umpire" if "--objectives" in layer else ""
    stem = f"{ruleset}-{seed}" + copy
    s = yaml.safe_load(open(os.path.join(OUT, stem + ".yaml"), encoding="utf-8"))
    wgs84 = os.path.join(OUT, stem + ".geojson")
    table_cm = os.path.join(OUT, stem + "-cm.geojson")
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

    # The WGS 84 file: GDAL takes it for EPSG:4326, finds it near 0° E 0° N, and reprojects it.
    srs = layer_srs(wgs84)
    if 'GEOGCRS["WGS 84"' not in srs or 'ID["EPSG",4326]' not in srs:
        fail(f"{stem}.geojson: GDAL reads the layer SRS as {srs[:200]!r}, not EPSG:4326")
    name = s["id"]
    box = ogr_rows(wgs84, f'SELECT MIN(ST_MinX(geometry)) AS x0, MIN(ST_MinY(geometry)) AS y0, '
                          f'MAX(ST_MaxX(geometry)) AS x1, MAX(ST_MaxY(geometry)) AS y1 FROM "{name}"')[0]
    if not (0 <= box["x0"] and 0 <= box["y0"] and box["x1"] < 0.01 and box["y1"] < 0.01):
        fail(f"{stem}.geojson: positions span {box}, not the documented patch east and north of 0, 0")
    projected = os.path.join(OUT, stem + "-3857.geojson")
    if os.path.exists(projected):
        os.remove(projected)
    gdal(["ogr2ogr", "-t_srs", "EPSG:3857", "-f", "GeoJSON", projected, wgs84])
    # One table cm is one metre of EPSG:3857: the reprojected numbers are the table's, within the
    # 10 decimals of a degree the file keeps (6e-6 m).
    measures_agree(stem + " reprojected to EPSG:3857", projected, name, s, layer, expected, measures,
                   METRES_PER_TABLE_CM, 1e-5)

    # The table-cm file: a local engineering frame GDAL will not reproject, in the table's numbers.
    srs = layer_srs(table_cm)
    if "ENGCRS" not in srs or '"centimetre",0.01' not in srs:
        fail(f"{stem}-cm.geojson: GDAL reads the layer SRS as {srs[:200]!r}, not a local frame in cm")
    refused = subprocess.run(["ogr2ogr", "-t_srs", "EPSG:3857", "-f", "GeoJSON", "/vsimem/x.geojson", table_cm],
                             capture_output=True, text=True, timeout=120)
    if refused.returncode == 0:
        fail(f"{stem}-cm.geojson: ogr2ogr reprojected table centimetres to EPSG:3857")
    rows = measures_agree(stem + "-cm", table_cm, name, s, layer, expected, measures, 1.0, 1e-6)
    print(f"{stem}: {len(rows)} GeoJSON features, counts and measures agree with the YAML")


os.makedirs(OUT, exist_ok=True)
for request in REQUESTS:
    check(*request)
print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
