#!/usr/bin/env python3
"""`wargen serve` latency for one NPOW map PNG: starts the server on a free port, asks it for
REQUESTS maps one after another (GET /api/file?ruleset=npow&seed=N&format=png, seeds 1..REQUESTS,
as the page's download does) and prints p50 / p95 / max of the wall time per request, with the
machine's load before and after. A benchmark, not a test: it asserts nothing. Run from the
repository root after a Release build:
    python3 bench/serve_latency.py [REQUESTS] [QUERY]   # default 200, "ruleset=npow&format=png"
"""
import os
import socket
import subprocess
import sys
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    requests = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    query = sys.argv[2] if len(sys.argv) > 2 else "ruleset=npow&format=png"
    wargen = os.environ.get("WARGEN", "build/wargen")
    port = free_port()
    server = subprocess.Popen([wargen, "serve", "--port", str(port)], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):  # up to 10 s for the server to listen
            try:
                urllib.request.urlopen(base + "/api/catalogue", timeout=5).read()
                break
            except OSError:
                time.sleep(0.1)
        load_before = os.getloadavg()[0]
        times_ms, size = [], 0
        for seed in range(1, requests + 1):
            start = time.perf_counter()
            body = urllib.request.urlopen(f"{base}/api/file?{query}&seed={seed}", timeout=30).read()
            times_ms.append((time.perf_counter() - start) * 1000)
            size += len(body)
        load_after = os.getloadavg()[0]
    finally:
        server.terminate()
        server.wait()
    times_ms.sort()

    def pct(p):
        return times_ms[min(len(times_ms) - 1, int(p / 100 * len(times_ms)))]

    print(f"wargen serve, {requests} requests ?{query}&seed=1..{requests}; {os.cpu_count()} cores")
    print(f"p50 {pct(50):.1f} ms  p95 {pct(95):.1f} ms  max {times_ms[-1]:.1f} ms  "
          f"mean body {size / requests / 1000:.0f} KB  (load {load_before:.2f} -> {load_after:.2f})")


if __name__ == "__main__":
    main()
