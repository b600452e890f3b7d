#!/usr/bin/env python3
"""Imports wargen's dd2vtt files the way Foundry's Universal Battlemap Importer does
(foundry_uvtt_import.py, which cites the importer's source) and checks, per piece kind, what a
wargamer gets on the Foundry scene:

- woods and built-up areas: walled all round (within the importer's own point thinning, 0.3
  squares), every wall blocking sight and light (sense NORMAL), no door, no window; movement is
  blocked too, the importer's default for every wall (docs/exports.md#dd2vtt-universal-vtt says so
  and gives the macro that opens it);
- roads: no wall crosses a road's centreline on the table, so tokens move and see along it, into
  towns and through woods;
- no portals, hence no window walls and never two at one point;
- every other kind (hills, water, fields, obstacles): no wall, unless it shares a wood's or a town's
  outline.

  check_dd2vtt_foundry.py WARGEN OUT_DIR

The scenarios: roads ending on a town corner (npow 30), a road into a town (npow 37), roads through
woods, every ruleset, both copies of a VP battle. Fails (never skips) without PyYAML.
"""
import base64
import json
import os
import struct
import subprocess
import sys

import yaml  # Debian: python3-yaml

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import foundry_uvtt_import as foundry  # noqa: E402

WARGEN, OUT = sys.argv[1], sys.argv[2]
REQUESTS = [(["--ruleset", "npow", "--seed", "30"], ["npow-30"]),
            (["--ruleset", "npow", "--seed", "37"], ["npow-37"]),
            (["--ruleset", "npow", "--seed", "56"], ["npow-56"]),
            (["--ruleset", "npow300", "--seed", "36"], ["npow300-36"]),
            (["--seed", "7", "--px-per-cm", "8"], ["gok-7"]),
            (["--template", "gok-vp-battle", "--seed", "12", "--view", "both"], ["gok-12-umpire", "gok-12-player"])]
SIGHT_KINDS = ("wood", "built_up")
THINNING_SQUARES = 0.3  # preprocessWalls drops points closer than this: a wall may cut a corner by so much
failures = []
counts = {"walls": 0, "outline samples": 0}


def fail(what):
    failures.append(what)
    print("FAIL:", what)


def pixels_per_metre(png):
    """The x value of the PNG's pHYs chunk."""
    at = 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at:at + 4])
        if png[at + 4:at + 8] == b"pHYs":
            return struct.unpack(">I", png[at + 8:at + 12])[0]
        at += 12 + length
    raise SystemExit("the dd2vtt picture has no pHYs chunk")


def segment_distance(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return ((p[0] - a[0] - t * dx) ** 2 + (p[1] - a[1] - t * dy) ** 2) ** 0.5


def cross(a, b, c, d):
    """Whether segments ab and cd properly cross or touch (a wall touching a road closes it)."""
    def orient(p, q, r):
        v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return 0 if abs(v) < 1e-12 else (1 if v > 0 else -1)
    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    if o1 != o2 and o3 != o4:
        return True
    return any(o == 0 and segment_distance(p, s, e) < 1e-9
               for o, p, s, e in ((o1, c, a, b), (o2, d, a, b), (o3, a, c, d), (o4, b, c, d)))


def check(stem):
    vtt = json.load(open(os.path.join(OUT, stem + ".dd2vtt"), encoding="utf-8"))
    s = yaml.safe_load(open(os.path.join(OUT, stem + ".yaml"), encoding="utf-8"))
    walls = foundry.import_walls(vtt)
    counts["walls"] += len(walls)
    ppg = vtt["resolution"]["pixels_per_grid"]
    # Table cm -> the scene's pixels: the picture's pHYs says its pixels per metre, and its
    # top-left pixel is the table's north-west corner (docs/exports.md).
    width_cm, depth_cm = s["table"]["width_cm"], s["table"]["depth_cm"]
    px_per_cm = pixels_per_metre(base64.b64decode(vtt["image"])) / 100
    to_px = lambda p: (p[0] * px_per_cm, (depth_cm - p[1]) * px_per_cm)
    segments = [((w["c"][0], w["c"][1]), (w["c"][2], w["c"][3])) for w in walls]

    # Portals: none, so no window walls and no two at one point.
    if vtt["portals"]:
        fail(f"{stem}: {len(vtt['portals'])} portals; the importer makes each a window or a door")
    positions = [(p["position"]["x"], p["position"]["y"]) for p in vtt["portals"]]
    if len(set(positions)) != len(positions):
        fail(f"{stem}: two portals at one point")
    # Every wall as Foundry makes it: blocks sight and light, no door; movement the importer's default.
    for w in walls:
        flags = (w["sight"], w["light"], w["door"], w["move"])
        if flags != (foundry.NORMAL, foundry.NORMAL, foundry.DOOR_NONE, foundry.NORMAL):
            fail(f"{stem}: a wall at {w['c']} imports as sight/light/door/move {flags}")
            break

    rings = {k: [] for k in SIGHT_KINDS}
    roads = []
    for f in s["features"]:
        if f["kind"] in SIGHT_KINDS:
            ring = [to_px(p) for p in f["outline"]]
            rings[f["kind"]].append((f["id"], ring + ring[:1]))
        elif f["kind"] == "road":
            roads.append((f["id"], [to_px(p) for p in f["path"]], f["width_cm"] * px_per_cm))

    # Walls lie on wood and town outlines only: hills, water, fields and obstacles have none.
    tolerance = THINNING_SQUARES * ppg
    all_rings = [r for kind in SIGHT_KINDS for _, r in rings[kind]]
    for (a, b) in segments:
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        near = min((segment_distance(mid, r[k], r[k + 1]) for r in all_rings for k in range(len(r) - 1)),
                   default=1e9)
        if near > tolerance:
            fail(f"{stem}: a wall {a}-{b} lies on no wood or built-up outline ({near:.2f} px off)")
            break

    # Roads stay open: no wall crosses a road's centreline on the table.
    for road_id, path, _ in roads:
        for a, b in zip(path, path[1:]):
            for (c, d) in segments:
                if cross(a, b, c, d):
                    fail(f"{stem}: road {road_id} is closed by a wall {c}-{d} on its segment {a}-{b}")

    # Woods and towns are walled all round on the table, except where a road enters.
    width_px, depth_px = width_cm * px_per_cm, depth_cm * px_per_cm
    for kind in SIGHT_KINDS:
        for feature_id, ring in rings[kind]:
            for k in range(len(ring) - 1):
                a, b = ring[k], ring[k + 1]
                steps = max(1, int(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 / 2))
                for i in range(steps + 1):
                    p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
                    if not (0 <= p[0] <= width_px and 0 <= p[1] <= depth_px):
                        continue
                    near_road = any(segment_distance(p, path[j], path[j + 1]) <= w / 2 + tolerance
                                    for _, path, w in roads for j in range(len(path) - 1))
                    if near_road:
                        continue
                    counts["outline samples"] += 1
                    near = min((segment_distance(p, c, d) for c, d in segments), default=1e9)
                    if near > tolerance:
                        fail(f"{stem}: {kind} {feature_id} is open at {p} ({near:.2f} px from a wall)")
                        break
    print(f"{stem}: {len(walls)} Foundry walls, {len(vtt['portals'])} portals, {len(roads)} roads, "
          f"{len(rings['wood'])} woods, {len(rings['built_up'])} towns")


os.makedirs(OUT, exist_ok=True)
for args, stems in REQUESTS:
    command = [WARGEN, "generate", *args, "--format", "yaml,dd2vtt", "--out", OUT]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        fail(f"{' '.join(command)}: exit {run.returncode}: {run.stderr.strip()}")
        continue
    for stem in stems:
        check(stem)
print(f"{counts['walls']} walls, {counts['outline samples']} outline points checked; {len(failures)} failures")
sys.exit(1 if failures else 0)
