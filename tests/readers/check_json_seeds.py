#!/usr/bin/env python3
"""64-bit values in our JSON survive readers whose numbers are doubles.

  check_json_seeds.py WARGEN SOURCE_DIR

A random seed is almost always above 2^53, where jq 1.6 and JavaScript change a number's low
digits. For seeds 0, 2^53+1, 4490046704024220237 and 2^64-1, on every ruleset, battlefield only
and with the scenario layer (and a 64-bit umpire key):
1. the scenario JSON read by jq, by Python's json with every integer made a float, and by node's
   JSON.parse gives back the exact seed and umpire key, and generating again from what each reader
   got makes the same file, byte for byte; the file jq wrote out again validates;
2. no number anywhere in the scenario, GeoJSON, tmj or dd2vtt file is 2^53 or more;
3. a JSON file written before, with the seed as a number, still reads; a seed string that is not
   plain digits is refused with exit 2;
4. `wargen serve`'s /api/scenario, read by node, gives the exact seed and umpire key, and the file
   the page's link asks for is the command line's, byte for byte.

Fails (never skips) when jq is missing: the quick start installs it. node is optional (the
double-float Python reader stands in for it), and says so.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

WARGEN, SOURCE = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(SOURCE, "tests", "serve"))
from serve_support import Server  # noqa: E402

SEEDS = [0, 2**53 + 1, 4490046704024220237, 2**64 - 1]
UMPIRE_KEY = 2**64 - 2
EXACT = 2**53  # doubles hold every integer below this
NODE = shutil.which("node")
failures = []


def fail(what):
    failures.append(what)
    print("FAIL:", what)


def run(args, data=None):
    return subprocess.run(args, input=data, capture_output=True, timeout=300)


def layer(ruleset):
    # The umpire's copy alone: standard output takes one copy.
    args = ["--objectives", "vp-markers", "--umpire-key", str(UMPIRE_KEY), "--view", "umpire"]
    return args + ["--armies"] if ruleset == "gok" else args


def generate(ruleset, seed, extra, fmt="json", out="-"):
    done = run([WARGEN, "generate", "--ruleset", ruleset, "--seed", str(seed), "--format", fmt, "--out", out] + extra)
    if done.returncode != 0:
        raise RuntimeError(f"generate {ruleset} {seed} {extra}: {done.stderr.decode(errors='replace')}")
    return done.stdout


def big_numbers(value, where=""):
    """Every number of 2^53 or more (or a float that stands for one) in a parsed JSON value."""
    if isinstance(value, dict):
        return [b for k, v in value.items() for b in big_numbers(v, f"{where}.{k}")]
    if isinstance(value, list):
        return [b for i, v in enumerate(value) for b in big_numbers(v, f"{where}[{i}]")]
    if isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) >= EXACT:
        return [f"{where} = {value}"]
    return []


def readers(text):
    """{reader: (seed, umpire key)} as each double-precision reader gets them."""
    got = {}
    jq = run(["jq", "-r", '.seed, (.options.umpire_key // "")'], text)
    if jq.returncode != 0:
        fail(f"jq cannot read the JSON: {jq.stderr.decode(errors='replace')}")
    else:
        got["jq"] = tuple(jq.stdout.decode().split("\n")[:2])
    d = json.loads(text, parse_int=float)
    got["python float"] = (str(d["seed"]), str(d["options"].get("umpire_key", "")))
    if NODE:
        script = "let t='';process.stdin.on('data',c=>t+=c).on('end',()=>{const d=JSON.parse(t);" \
                 "process.stdout.write(String(d.seed)+'\\n'+String(d.options.umpire_key??''))})"
        node = run([NODE, "-e", script], text)
        if node.returncode != 0:
            fail(f"node cannot read the JSON: {node.stderr.decode(errors='replace')}")
        else:
            got["node"] = tuple(node.stdout.decode().split("\n")[:2])
    return got


checked = 0
for ruleset in ["gok", "npow", "npow300"]:
    for with_layer in (False, True):
        extra = layer(ruleset) if with_layer else []
        for seed in SEEDS:
            what = f"{ruleset} seed {seed}{' with the scenario layer' if with_layer else ''}"
            text = generate(ruleset, seed, extra)
            for b in big_numbers(json.loads(text)):
                fail(f"{what}: a number a double cannot hold: {b}")
            want_key = str(UMPIRE_KEY) if with_layer else ""
            for reader, (got_seed, got_key) in readers(text).items():
                if (got_seed, got_key) != (str(seed), want_key):
                    fail(f"{what}: {reader} reads seed {got_seed} and umpire key {got_key!r}")
                    continue
                # The reader's own seed and key make the map again.
                again_extra = [a if a != str(UMPIRE_KEY) else got_key for a in extra]
                if generate(ruleset, got_seed, again_extra) != text:
                    fail(f"{what}: generating again from {reader}'s seed gives another file")
            checked += 1
            reformatted = run(["jq", "."], text).stdout
            done = run([WARGEN, "validate", "-"], reformatted)
            if done.returncode != 0:
                fail(f"{what}: the file as jq writes it fails validate: {done.stderr.decode(errors='replace')}")
print(f"{checked} scenario JSON files read by jq, Python floats{' and node' if NODE else ' (node not found)'}")

# 2. The other JSON files hold no number a double cannot hold.
with tempfile.TemporaryDirectory() as out:
    for ruleset in ["gok", "npow"]:
        generate(ruleset, 2**64 - 1, layer(ruleset), "json,geojson,tmj,dd2vtt", out)
    files = sorted(f for f in os.listdir(out) if f.endswith((".json", ".geojson", ".tmj", ".dd2vtt")))
    for name in files:
        text = open(os.path.join(out, name), encoding="utf-8").read()
        for b in big_numbers(json.loads(text)):
            fail(f"{name}: a number a double cannot hold: {b}")
    kinds = {os.path.splitext(f)[1] for f in files}
    if kinds != {".json", ".geojson", ".tmj", ".dd2vtt"}:
        fail(f"expected scenario JSON, GeoJSON, tmj and dd2vtt files, found {sorted(kinds)}")
    for name in (f for f in files if f.endswith(".tmj")):
        props = {p["name"]: p for p in json.load(open(os.path.join(out, name)))["properties"]}
        if props["seed"]["value"] != str(2**64 - 1) or props["seed"]["type"] != "string":
            fail(f"{name}: seed property {props['seed']}")
    print(f"{len(files)} other JSON files: no number of 2^53 or more")

# 3. Files written before (seed as a number) still read; a seed string must be plain digits.
text = generate("gok", 2**64 - 1, []).decode()
quoted = f'"seed": "{2**64 - 1}"'
if quoted not in text:
    fail("the gok JSON does not hold the seed as a string of digits")
for spelling, code in [(f'"seed": {2**64 - 1}', 0), ('"seed": "18446744073709551616"', 2), ('"seed": "+7"', 2),
                       ('"seed": "007"', 2), ('"seed": " 7"', 2), ('"seed": "7.0"', 2), ('"seed": ""', 2)]:
    done = run([WARGEN, "validate", "-"], text.replace(quoted, spelling).encode())
    message = done.stderr.decode(errors="replace").strip()
    if done.returncode != code or (code == 2 and ("seed" not in message or len(message.splitlines()) != 1)):
        fail(f"validate on {spelling}: exit {done.returncode}, not {code}: {message}")

# 4. The server's answers, read by node (or Python's floats) as the page's JavaScript reads them.
seed = 4490046704024220237
with Server(WARGEN) as server:
    status, body, _ = server.get(f"/api/scenario?ruleset=gok&seed={seed}&objectives=vp-markers&umpire-key={UMPIRE_KEY}")
    if status != 200:
        fail(f"/api/scenario: status {status}: {body[:200]}")
    else:
        d = json.loads(body, parse_int=float)
        got = (d["seed"], d["umpire_key"])
        if NODE:
            node = run([NODE, "-e", "let t='';process.stdin.on('data',c=>t+=c).on('end',()=>{const d=JSON.parse(t);"
                        "process.stdout.write(typeof d.seed+' '+d.seed+' '+typeof d.umpire_key+' '+d.umpire_key)})"],
                       body)
            got = tuple(node.stdout.decode().split(" ")[1::2])
            if node.stdout.decode().split(" ")[0::2] != ["string", "string"]:
                fail(f"/api/scenario: node reads {node.stdout.decode()}")
        if got != (str(seed), str(UMPIRE_KEY)):
            fail(f"/api/scenario: seed and umpire key read as {got}")
        status, body, _ = server.get(f"/api/file?ruleset=gok&seed={got[0]}&objectives=vp-markers&umpire-key={got[1]}"
                                     "&format=yaml&copy=umpire")
        want = generate("gok", seed, ["--objectives", "vp-markers", "--umpire-key", str(UMPIRE_KEY), "--view", "umpire"], "yaml")
        if status != 200 or body != want:
            fail(f"/api/file with the seed the page read: status {status}, not the command line's file")

print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
