"""No user input makes `wargen serve` answer 500: each query below is one `wargen generate` refuses,
and the page must get the CLI's own one-line message with the 4xx of its exit code (400 for exit 2,
bad input; 422 for exit 4, a seed the rules cannot satisfy, and for exit 3). Each query's CLI exit
code is asserted too, so the list keeps covering every documented code a request can reach.

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
        assert server.process.poll() is None, "the server died"
    for f in failures:
        print(f)
    if failures:
        sys.exit(1)
    print("%d bad queries, each the CLI's line with its 4xx" % len(BAD))


main()
