"""No user input makes `wargen serve` answer 500: each query below is one `wargen generate` refuses,
and the page must get the CLI's own one-line message with the 4xx of its exit code (400 for exit 2,
bad input; 422 for exit 4, a seed the rules cannot satisfy, and for exit 3). Each query's CLI exit
code is asserted too, so the list keeps covering every documented code a request can reach. Then
hostile terrain boxes sent as a POST's body: each one line and a 4xx.

Usage: bad_inputs_serve.py WARGEN"""
import subprocess
import sys
import tempfile
import urllib.parse

from serve_support import Server

WARGEN = sys.argv[1]
STATUS_OF_EXIT = {2: 400, 3: 422, 4: 422}

BAD = [  # query parameters (format=png unless given), the CLI exit code they must give
    ({"seed": "abc"}, 2),
    ({"seed": "7", "table": "1e308x1"}, 2),  # overflowed to infinity: once exit 3 and a 500
    ({"seed": "7", "ruleset": "npow", "table": "1e300x1e300"}, 2),  # a message shortened by one_line
    ({"seed": "7", "table": "1e30x1e30", "format": "pdf"}, 2),
    ({"seed": "7", "px-per-cm": "nan"}, 2),
    ({"seed": "7", "turns": "1001"}, 2),
    ({"seed": "7", "label": "\x1b[31mred"}, 2),  # an escape sequence, refused as --title refuses it
    ({"seed": "7", "ruleset": "npow", "zone": "atlantis"}, 2),
    ({"template": "npow-tournament", "seed": "3"}, 4),  # NPOW's conventions cannot be met with seed 3
]


PIECE = b"  - {id: hill-%d, kind: hill, footprint: {shape: ellipse, width_cm: 24, depth_cm: 16}, count: 1}\n"
BAD_BOXES = [  # a POST's body (the page's terrain box), the status and the start of its one line
    (b"#" * (64 * 1024 + 1), 413, b"wargen: terrain box (upload): larger than 64 KiB"),
    (b"name: caf\xe9\npieces:\n" + PIECE % 0, 400, b"wargen: terrain box (upload):1: "),
    (b"pieces: " + b"[" * 5000, 400, b"wargen: terrain box (upload):1: "),
    (b"pieces:\n" + b"".join(PIECE % i for i in range(501)), 400,
     b"wargen: terrain box (upload):2: key 'pieces': must list 1 to 500 pieces, not 501"),
    (b"pieces:\n  - id: big-hill\n    kind: hil\n", 400, b"wargen: terrain box (upload):3: key 'pieces[0].kind'"),
]


def check_bad_boxes(server, failures):
    """Hostile terrain boxes: bounded, one line and a 4xx, nothing made; a form's body is refused
    too. A box at the reader's bound (500 pieces) is laid."""
    for body, status, start in BAD_BOXES:
        for api in ("/api/terrain-box", "/api/file?seed=7&format=png&copy=player"):
            try:
                got, answer, _ = server.post(api, body)
            except ConnectionError as e:  # the server may close before reading an oversize body
                got, answer = None, repr(e).encode()
            if got != status or not answer.startswith(start) or answer.count(b"\n") != 1:
                failures.append("POST %s %r...: want %d %r, got %s %r" % (api, body[:40], status, start, got, answer[:200]))
    got, answer, _ = server.post("/api/file?seed=7", b"seed=8", "application/x-www-form-urlencoded")
    if got != 400 or not answer.startswith(b"wargen: the body of a POST is a terrain box's text"):
        failures.append("a form's body: %s %r" % (got, answer[:200]))
    five_hundred = b"pieces:\n" + b"".join(PIECE % i for i in range(500))
    got, answer, _ = server.post("/api/scenario?seed=7", five_hundred)
    if got != 200 or b'"terrain_box":{' not in answer:
        failures.append("a box of 500 pieces: %s %r" % (got, answer[:200]))


def cli_line(params):
    args = ["--view", "both", "--format", params.get("format", "png")]
    for key, value in params.items():
        if key != "format":
            args += ["--" + key, value]
    with tempfile.TemporaryDirectory() as out:  # written to only if the CLI wrongly accepts them
        run = subprocess.run([WARGEN, "generate", "--out", out, *args], capture_output=True)
    return run.returncode, run.stderr


def main():
    failures = []
    with Server(WARGEN) as server:
        for params, exit_code in BAD:
            code, line = cli_line(params)
            file_query = dict(params)
            file_query.setdefault("format", "png")
            apis = [("/api/file", file_query)]
            if "format" not in params:  # a format only makes a difference to a file
                apis.append(("/api/scenario", params))
            for api, query in apis:
                status, body, _ = server.get(api + "?" + urllib.parse.urlencode(query))
                if code != exit_code or status != STATUS_OF_EXIT.get(code) or body != line or body.count(b"\n") != 1:
                    failures.append("%s %s: CLI exit %d (want %d) %r; server %d %r" %
                                    (api, params, code, exit_code, line, status, body[:300]))
        check_bad_boxes(server, failures)
        assert server.process.poll() is None, "the server died"
    for f in failures:
        print(f)
    if failures:
        sys.exit(1)
    print("%d bad queries, each the CLI's line with its 4xx; %d hostile terrain boxes, each one line" %
          (len(BAD), len(BAD_BOXES)))


main()
