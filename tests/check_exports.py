#!/usr/bin/env python3
"""Checks wargen's picture exports with Python's own json, base64, zlib and PyYAML.

  check_exports.py dd2vtt FILE.dd2vtt SCENARIO.yaml   the Universal VTT file against its scenario
  check_exports.py not-blank IMAGE.png W H            a picture (e.g. tmxrasterizer's) of W x H
                                                      pixels that is not blank

Exit 0 when every check holds; otherwise one line per failure on stderr and exit 1.
"""
import base64
import json
import struct
import sys
import zlib

import yaml

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def png_chunks(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG signature")
    at, chunks = 8, []
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        if zlib.crc32(kind + body) != crc:
            raise ValueError("bad CRC in chunk %r" % kind)
        chunks.append((kind, body))
        at += 12 + length
    return chunks


def decode_png(data):
    """Width, height, channels and unfiltered rows of an 8-bit, non-interlaced PNG."""
    chunks = png_chunks(data)
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    if depth != 8 or interlace != 0 or colour not in (2, 6):
        raise ValueError("only 8-bit RGB/RGBA, non-interlaced PNGs are checked")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    stride = width * channels
    if len(raw) != height * (stride + 1):
        raise ValueError("IDAT holds %d bytes, %d expected" % (len(raw), height * (stride + 1)))
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def on_segment_distance(p, a, b):
    ax, ay, bx, by, px, py = a[0], a[1], b[0], b[1], p[0], p[1]
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0 if length2 == 0 else max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / length2))
    qx, qy = ax + t * dx - px, ay + t * dy - py
    return (qx * qx + qy * qy) ** 0.5


def check_dd2vtt(path, scenario_path):
    with open(path, encoding="utf-8") as f:
        vtt = json.load(f)
    with open(scenario_path, encoding="utf-8") as f:
        scenario = yaml.safe_load(f)
    for key in ("format", "resolution", "line_of_sight", "portals", "environment", "lights", "image"):
        check(key in vtt, "missing key %s" % key)
    res = vtt["resolution"]
    ppg = res["pixels_per_grid"]
    size_x, size_y = res["map_size"]["x"], res["map_size"]["y"]
    check(isinstance(ppg, int) and ppg > 0, "pixels_per_grid must be a positive integer")
    width, height, channels, rows = decode_png(base64.b64decode(vtt["image"], validate=True))
    check(abs(width - size_x * ppg) < 0.01 and abs(height - size_y * ppg) < 0.01,
          "image %dx%d px is not map_size %gx%g squares of %d px" % (width, height, size_x, size_y, ppg))
    check(len(set(rows[height // 2][i:i + channels] for i in range(0, width * channels, channels))) > 3,
          "the picture's middle row is one flat colour")
    # Every wall on the picture.
    inside = lambda p: -1e-9 <= p["x"] <= size_x + 1e-9 and -1e-9 <= p["y"] <= size_y + 1e-9
    for i, wall in enumerate(vtt["line_of_sight"]):
        check(len(wall) >= 2, "wall %d has fewer than two points" % i)
        for p in wall:
            check(inside(p), "wall %d point (%g, %g) lies off the picture" % (i, p["x"], p["y"]))
    # The picture's own transform: pHYs gives px per cm, the tEXt frame puts the table at (0, 0).
    chunks = dict(png_chunks(base64.b64decode(vtt["image"])))
    per_metre_x, per_metre_y, unit = struct.unpack(">IIB", chunks[b"pHYs"])
    check(unit == 1 and per_metre_x == per_metre_y, "pHYs must be square pixels per metre")
    px_per_cm = per_metre_x / 100.0
    frame = dict(item.split("=") for item in chunks[b"tEXt"].split(b"\0", 1)[1].decode("latin-1").split())
    check(float(frame["x_px"]) == 0 and float(frame["y_px"]) == 0, "map picture's table frame is not at (0, 0)")
    table_w, table_d = scenario["table"]["width_cm"], scenario["table"]["depth_cm"]
    to_grid = lambda pt: (pt[0] * px_per_cm / ppg, (table_d - pt[1]) * px_per_cm / ppg)
    outlines = [f for f in scenario["features"] if f["kind"] in ("wood", "built_up")]
    rings = []
    for f in outlines:
        ring = [to_grid(p) for p in f["outline"]]
        rings.append((f, ring + ring[:1]))
    for i, wall in enumerate(vtt["line_of_sight"]):
        for p in wall:
            near = min(on_segment_distance((p["x"], p["y"]), r[k], r[k + 1]) for _, r in rings for k in range(len(r) - 1))
            check(near < 0.01, "wall %d point (%g, %g) is on no wood or built-up outline" % (i, p["x"], p["y"]))
    # Woods and towns that reach the table have walls.
    check(len(vtt["line_of_sight"]) >= sum(1 for f in outlines if any(0 <= p[0] <= table_w and 0 <= p[1] <= table_d for p in f["outline"])),
          "fewer walls than woods and built-up areas on the table")
    # A portal imports as a window or a shut door, either closing a road: road gaps are left open.
    check(vtt["portals"] == [], "%d portals: the importer makes each a window or a door" % len(vtt["portals"]))


def check_not_blank(path, width, height):
    with open(path, "rb") as f:
        w, h, channels, rows = decode_png(f.read())
    check((w, h) == (width, height), "picture is %dx%d, %dx%d expected" % (w, h, width, height))
    counts = {}
    for row in rows[::4]:
        for i in range(0, w * channels, channels * 4):
            counts[row[i:i + channels]] = counts.get(row[i:i + channels], 0) + 1
    total = sum(counts.values())
    check(len(counts) > 20, "only %d colours: blank" % len(counts))
    check(max(counts.values()) < 0.9 * total, "one colour covers over 90 %: blank")


if __name__ == "__main__":
    try:
        if sys.argv[1] == "dd2vtt" and len(sys.argv) == 4:
            check_dd2vtt(sys.argv[2], sys.argv[3])
        elif sys.argv[1] == "not-blank" and len(sys.argv) == 5:
            check_not_blank(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        else:
            sys.exit(__doc__)
    except (OSError, ValueError, KeyError, TypeError) as e:
        failures.append("%s: %s" % (type(e).__name__, e))
    for message in failures:
        print(message, file=sys.stderr)
    sys.exit(1 if failures else 0)
