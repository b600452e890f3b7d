"""Starts `wargen serve` on a free loopback port for the page's tests, and stops it; opens the
page's headless Chromium."""
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, wargen):
        self.wargen = wargen
        self.port = free_port()
        self.base = "http://127.0.0.1:%d" % self.port
        self.process = None

    def __enter__(self):
        self.process = subprocess.Popen([self.wargen, "serve", "--port", str(self.port)],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        deadline = time.time() + 20
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("wargen serve exited: " + self.process.stderr.read().decode())
            try:
                urllib.request.urlopen(self.base + "/", timeout=2).read()
                return self
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        raise RuntimeError("wargen serve did not answer within 20 s")

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait(timeout=10)

    def get(self, path):
        """(status, body bytes, headers) of one GET."""
        try:
            with urllib.request.urlopen(self.base + path, timeout=60) as r:
                return r.status, r.read(), r.headers
        except urllib.error.HTTPError as e:
            return e.code, e.read(), e.headers


    def post(self, path, body, content_type="application/yaml"):
        """(status, body bytes, headers) of one POST of `body` (bytes)."""
        request = urllib.request.Request(self.base + path, data=body, method="POST",
                                         headers={"Content-Type": content_type})
        try:
            with urllib.request.urlopen(request, timeout=60) as r:
                return r.status, r.read(), r.headers
        except urllib.error.HTTPError as e:
            return e.code, e.read(), e.headers


def generate_files(wargen, out_dir, args):
    """Runs `wargen generate` with args into out_dir; returns {file name: bytes}."""
    subprocess.run([wargen, "generate", *args, "--out", out_dir], check=True, stdout=subprocess.DEVNULL)
    return {name: open(os.path.join(out_dir, name), "rb").read() for name in os.listdir(out_dir)}


def browser():
    """Headless Chromium through Selenium (imported here: the tests without a browser need neither)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1500,1300"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
