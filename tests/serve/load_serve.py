"""A bounded load test of `wargen serve` on loopback: REQUESTS requests, CONCURRENCY at once, a mix
of maps, files and bad parameters. Fails on any unexpected status, a crash, or a bad request that
does not get the CLI's own one-line message; prints the latency percentiles (reported, never
asserted: timing belongs to benchmarks).

Usage: load_serve.py WARGEN [REQUESTS [CONCURRENCY]]"""
import concurrent.futures
import subprocess
import sys
import time

from serve_support import Server

WARGEN = sys.argv[1]
REQUESTS = int(sys.argv[2]) if len(sys.argv) > 2 else 200
CONCURRENCY = int(sys.argv[3]) if len(sys.argv) > 3 else 8


def cli_message(args):
    run = subprocess.run([WARGEN, "generate", "--out", "/nonexistent-never-written", *args], capture_output=True)
    assert run.returncode == 2, (args, run.returncode)
    return run.stderr


BAD = [  # query, the generate flags that give the same message
    ("/api/file?seed=abc&format=png", ["--seed", "abc"]),
    ("/api/file?seed=7&table=9x9x9&format=png", ["--seed", "7", "--table", "9x9x9"]),
    ("/api/scenario?seed=7&ruleset=npow&zone=atlantis", ["--seed", "7", "--ruleset", "npow", "--zone", "atlantis"]),
    ("/api/file?seed=7&px-per-cm=-3&format=png", ["--seed", "7", "--px-per-cm=-3"]),
]


def request_for(i):
    seed = 1000 + i
    kind = i % 10
    if kind < 4:
        return "/api/file?ruleset=gok&seed=%d&format=png&copy=%s" % (seed, "umpire" if kind % 2 else "player"), 200
    if kind < 6:
        return "/api/scenario?ruleset=npow&seed=%d" % seed, 200
    if kind == 6:
        return "/api/file?template=gok-vp-battle&seed=%d&umpire-key=5&format=pdf" % seed, 200
    if kind == 7:
        return "/api/file?ruleset=npow300&seed=%d&format=sheet" % seed, 200
    if kind == 8:
        return "/api/file?ruleset=gok&seed=%d&table=6x4ft&format=yaml" % seed, 200
    return BAD[i % len(BAD)][0], 400


def main():
    expected_bad = {query: cli_message(args) for query, args in BAD}
    with Server(WARGEN) as server:
        def one(i):
            path, status = request_for(i)
            start = time.perf_counter()
            got, body, _ = server.get(path)
            elapsed = time.perf_counter() - start
            assert got == status, (path, got, body[:300])
            if status == 400:
                assert body == expected_bad[path], (path, body, expected_bad[path])
            return elapsed

        start = time.perf_counter()
        with concurrent.futures.ThreadPoolExecutor(CONCURRENCY) as pool:
            times = sorted(pool.map(one, range(REQUESTS)))
        wall = time.perf_counter() - start
        assert server.process.poll() is None, "the server died"
    def pct(p):
        return times[min(len(times) - 1, int(p / 100 * len(times)))] * 1000
    with open("/proc/loadavg") as f:
        load = f.read().split()[0]
    print("%d requests, %d at once, no error: p50 %.0f ms, p95 %.0f ms, max %.0f ms, %.1f requests/s (load %s)"
          % (REQUESTS, CONCURRENCY, pct(50), pct(95), times[-1] * 1000, REQUESTS / wall, load))


main()
