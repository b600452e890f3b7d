"""Slow clients cannot stall `wargen serve` (docs/serve.md, Limits). 40 "slowloris" connections
from 127.0.0.2 send a header line every 3 s (under the 5 s a single read may wait) and never end
their request (every other one a POST whose headers are whole and whose terrain box body trickles
in the same way), while requests from
127.0.0.1 keep coming. Checks: every one of those requests is answered (a 5 s client timeout: a
liveness bound, not a speed test); at most 16 slow connections from the one address are taken in,
the rest answered 503 at once; every slow connection is cut off once its request is 10 s late.

Usage: slow_clients_serve.py WARGEN"""
import socket
import sys
import threading
import time
import urllib.request

from serve_support import Server

WARGEN = sys.argv[1]
SLOW_CLIENTS = 40
PER_CLIENT = 16
ARRIVAL_S = 10
RUN_S = 16


def slow_client(port, body):
    s = socket.socket()
    s.bind(("127.0.0.2", 0))
    s.connect(("127.0.0.1", port))
    if body:  # the headers whole, then a box's worth of body a line at a time
        s.sendall(b"POST /api/terrain-box HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/yaml\r\n"
                  b"Content-Length: 60000\r\n\r\n")
    else:
        s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    # Paced, so the server's short accept queue never drops a connection attempt (the client
    # would try again a second later and its clock below would be off).
    time.sleep(0.05)
    return s, time.time()


def main():
    with Server(WARGEN) as server:
        port = server.port
        slow, connected = zip(*[slow_client(port, i % 2 == 1) for i in range(SLOW_CLIENTS)])
        opened = time.time()
        closed_at = {}  # index -> (seconds after opening, what the server sent)
        received = {i: b"" for i in range(SLOW_CLIENTS)}
        stop = threading.Event()

        def trickle():
            while not stop.is_set():
                for i, s in enumerate(slow):
                    if i in closed_at:
                        continue
                    try:
                        s.sendall(b"X-Slow: yes\r\n")
                    except OSError:
                        pass
                stop.wait(3)

        def watch():
            while not stop.is_set() and len(closed_at) < SLOW_CLIENTS:
                for i, s in enumerate(slow):
                    if i in closed_at:
                        continue
                    s.setblocking(False)
                    try:
                        data = s.recv(4096)
                        received[i] += data
                        if not data:
                            closed_at[i] = (time.time() - connected[i], received[i])
                    except BlockingIOError:
                        pass
                    except OSError:
                        closed_at[i] = (time.time() - connected[i], received[i])
                time.sleep(0.1)

        threads = [threading.Thread(target=trickle), threading.Thread(target=watch)]
        for t in threads:
            t.start()
        answered = 0
        try:
            while time.time() - opened < RUN_S:
                for path in ("/", "/api/catalogue"):
                    started = time.time()
                    with urllib.request.urlopen(server.base + path, timeout=5) as r:
                        assert r.status == 200, (path, r.status)
                        r.read()
                    answered += 1
                    print("%s answered %.2f s after the slow clients came, in %.2f s" %
                          (path, started - opened, time.time() - started))
                time.sleep(0.5)
        finally:
            stop.set()
            for t in threads:
                t.join()
        refused = [i for i, (_, data) in closed_at.items() if data.startswith(b"HTTP/1.1 503")]
        cut = [i for i, (when, data) in closed_at.items() if not data]
        print("%d requests answered; %d slow clients refused (503), %d cut off" % (answered, len(refused), len(cut)))
        assert len(refused) == SLOW_CLIENTS - PER_CLIENT, len(refused)
        assert len(cut) == PER_CLIENT, (len(cut), sorted(closed_at.items()))
        for i in cut:
            assert ARRIVAL_S - 0.5 <= closed_at[i][0] <= ARRIVAL_S + 5, closed_at[i]
        for s in slow:
            s.close()
    print("ok")


main()
