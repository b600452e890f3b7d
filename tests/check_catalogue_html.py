#!/usr/bin/env python3
"""The batch catalogue as a reader we did not write sees it: runs `wargen batch`, opens its
index.html in headless Chromium through Selenium and checks that every thumbnail loads and every
link resolves to a file of the batch. Fails (never skips) when Selenium, Chromium or its driver is
missing: scripts/quickstart.sh test installs them.

Usage: check_catalogue_html.py WARGEN_BINARY WORK_DIR"""
import os
import shutil
import subprocess
import sys
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def chromium_driver():
    options = Options()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--allow-file-access-from-files"):
        options.add_argument(arg)
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    if not binary or not os.path.exists(driver_path):
        fail("chromium and chromium-driver are needed (apt-get install chromium chromium-driver)")
    options.binary_location = binary
    return webdriver.Chrome(service=Service(driver_path), options=options)


def main():
    wargen, work = sys.argv[1], sys.argv[2]
    out = os.path.join(work, "round1")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    run = subprocess.run([wargen, "batch", "--template", "npow-tournament", "--count", "3", "--jobs", "2",
                          "--format", "yaml,png,pdf", "--label", "Round 1 \u00b7 Table {n}", "--out", out],
                         capture_output=True, text=True)
    if run.returncode != 0:
        fail("wargen batch exited %d: %s" % (run.returncode, run.stderr))
    index = os.path.join(out, "index.html")
    driver = chromium_driver()
    try:
        page = "file://" + urllib.request.pathname2url(os.path.abspath(index))
        driver.get(page)
        images = driver.find_elements(By.TAG_NAME, "img")
        if len(images) != 3:
            fail("expected 3 thumbnails, found %d" % len(images))
        for img in images:
            width = driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", img)
            if not width:
                fail("thumbnail does not load: " + img.get_attribute("src"))
        links = [a.get_attribute("href") for a in driver.find_elements(By.TAG_NAME, "a")]
        if len(links) < 3 + 3 * 3:  # index files + each map's thumbnail link and its three files
            fail("too few links: %d" % len(links))
        batch_root = os.path.realpath(out)
        for link in links:
            parsed = urllib.parse.urlparse(link)
            path = os.path.realpath(urllib.request.url2pathname(parsed.path))
            if parsed.scheme != "file" or not path.startswith(batch_root + os.sep):
                fail("link leaves the batch directory: " + link)
            if not os.path.isfile(path) or os.path.getsize(path) == 0:
                fail("link does not resolve to a file: " + link)
            # The browser itself reads it (file access from files is allowed above).
            text = driver.execute_script(
                "var x = new XMLHttpRequest(); x.open('GET', arguments[0], false);"
                "try { x.send(); } catch (e) { return null; } return x.responseText;", link)
            if not text:
                fail("the browser cannot read the link: " + link)
            if path.endswith(".yaml") and "format: wargen-" not in text:
                fail("link opens no wargen file: " + link)
        driver.get(page)
        text = driver.find_element(By.TAG_NAME, "body").text
        for n in (1, 2, 3):
            if "Round 1 \u00b7 Table %d" % n not in text:
                fail("label of table %d missing from the page" % n)
    finally:
        driver.quit()
    print("index.html: %d thumbnails and %d links resolve" % (len(images), len(links)))


if __name__ == "__main__":
    main()
