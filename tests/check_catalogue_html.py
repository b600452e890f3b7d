#!/usr/bin/env python3
"""The batch catalogue as a reader we did not write sees it: runs `wargen batch`, opens its
index.html in headless Chromium through Selenium and checks that every thumbnail loads and opens
the map's picture, every link resolves to a file of the batch, sorting by balance and the filters
agree with index.csv, and with JavaScript off every map is still listed, in table order. Then the
issue's tournament, 3 rounds of 24 tables: the page sorts by balance within each round, shows one
round alone, and links each round's print job. Fails (never skips) when Selenium, Chromium or its driver is
missing: scripts/quickstart.sh test installs them.

Usage: check_catalogue_html.py WARGEN_BINARY WORK_DIR"""
import csv
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
from selenium.webdriver.support.ui import Select


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def chromium_driver(javascript=True):
    options = Options()
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
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
    # Seed 3 is skipped under the tournament conventions (NPOW-O2): the skipped-seed filter has a row.
    run = subprocess.run([wargen, "batch", "--template", "npow-tournament", "--count", "5", "--jobs", "2",
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
        if len(images) != 5:
            fail("expected 5 thumbnails, found %d" % len(images))
        for img in images:
            width = driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", img)
            if not width:
                fail("thumbnail does not load: " + img.get_attribute("src"))
        links = [a.get_attribute("href") for a in driver.find_elements(By.TAG_NAME, "a")]
        if len(links) < 3 + 5 * 4:  # index files + each map's thumbnail link and its four files
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
        for n in range(1, 6):
            if "Round 1 \u00b7 Table %d" % n not in text:
                fail("label of table %d missing from the page" % n)
        check_thumbnails_open_pictures(driver)
        check_sorting_and_filters(driver, read_csv(out))
    finally:
        driver.quit()
    check_without_javascript(page)
    print("index.html: %d thumbnails and %d links resolve" % (len(images), len(links)))
    check_rounds(wargen, work)


def check_rounds(wargen, work):
    out = os.path.join(work, "rounds")
    run = subprocess.run([wargen, "batch", "--template", "npow-tournament", "--rounds", "3", "--count", "24",
                          "--jobs", "2", "--format", "yaml", "--out", out], capture_output=True, text=True)
    if run.returncode != 0:
        fail("wargen batch --rounds 3 exited %d: %s" % (run.returncode, run.stderr))
    with open(os.path.join(out, "index.csv"), newline="", encoding="utf-8") as f:
        maps = [r for r in csv.DictReader(f) if r["status"] == "map"]
    if len(maps) != 72 or len({r["seed"] for r in maps}) != 72:
        fail("--rounds 3 --count 24: expected 72 maps of 72 seeds, index.csv lists %d" % len(maps))
    driver = chromium_driver()
    try:
        driver.get("file://" + urllib.request.pathname2url(os.path.abspath(os.path.join(out, "index.html"))))
        Select(driver.find_element(By.ID, "sort-by")).select_by_value("balance")
        # Grouped by round, each round's tables by balance, best first (ties in table order).
        expected = [r["id"] for r in sorted(maps, key=lambda r: (int(r["round"]), -float(r["balance"]), int(r["table"])))]
        if visible_ids(driver) != expected:
            fail("rounds sorted by balance: %s, index.csv gives %s" % (visible_ids(driver), expected))
        Select(driver.find_element(By.ID, "round")).select_by_value("2")
        expected = [i for i in expected if next(r["round"] for r in maps if r["id"] == i) == "2"]
        if visible_ids(driver) != expected:
            fail("round 2 alone shows %s, index.csv gives %s" % (visible_ids(driver), expected))
        prints = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "a[href$='.pdf']")
                  if "/round-" in a.get_attribute("href")]
        if [os.path.basename(p) for p in prints] != ["round-1.pdf", "round-2.pdf", "round-3.pdf"]:
            fail("the page links the print jobs %s" % prints)
        for link in prints:
            if os.path.getsize(urllib.request.url2pathname(urllib.parse.urlparse(link).path)) == 0:
                fail("empty print job: " + link)
    finally:
        driver.quit()
    print("index.html of 3 rounds: sorted by balance within each round, one round alone, 3 print jobs")


def read_csv(out):
    with open(os.path.join(out, "index.csv"), newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    maps = [r for r in rows if r["status"] == "map"]
    skipped = [r for r in rows if r["status"] == "skipped"]
    if len(maps) != 5 or not skipped:
        fail("index.csv: expected 5 maps and a skipped seed, found %d and %d" % (len(maps), len(skipped)))
    return maps, skipped


def visible_ids(driver):
    return [card.get_attribute("id") for card in driver.find_elements(By.CSS_SELECTOR, "#maps .map")
            if card.is_displayed()]


def check_thumbnails_open_pictures(driver):
    for link in driver.find_elements(By.CSS_SELECTOR, "#maps .map > a"):
        href = link.get_attribute("href")
        if not href.endswith(".png") or "/maps/" not in href:
            fail("a thumbnail opens %s, not the map's picture" % href)


def set_number(driver, element_id, value):
    field = driver.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(str(value))


def check_sorting_and_filters(driver, tables):
    maps, skipped = tables
    Select(driver.find_element(By.ID, "sort-by")).select_by_value("balance")
    expected = [r["id"] for r in sorted(maps, key=lambda r: (-float(r["balance"]), int(r["table"])))]
    if visible_ids(driver) != expected:
        fail("sorted by balance: %s, index.csv gives %s" % (visible_ids(driver), expected))
    balances = sorted(float(r["balance"]) for r in maps)
    floor = balances[2]  # the median: some maps pass, some do not
    set_number(driver, "min-balance", floor)
    expected = [i for i in expected if float(next(r["balance"] for r in maps if r["id"] == i)) >= floor]
    if visible_ids(driver) != expected:
        fail("balance at least %s shows %s, index.csv gives %s" % (floor, visible_ids(driver), expected))
    if driver.find_element(By.ID, "shown").text != "%d of 5 maps shown" % len(expected):
        fail("the count of maps shown says: " + driver.find_element(By.ID, "shown").text)
    set_number(driver, "min-balance", "")
    pieces = sorted(int(r["hills"]) + int(r["woods"]) + int(r["built-up"]) + int(r["water"]) + int(r["other"])
                    for r in maps)
    set_number(driver, "min-pieces", pieces[-1])
    wanted = sum(1 for p in pieces if p >= pieces[-1])
    if len(visible_ids(driver)) != wanted:
        fail("terrain pieces at least %d shows %d maps, index.csv gives %d" % (pieces[-1], len(visible_ids(driver)), wanted))
    set_number(driver, "min-pieces", "")
    Select(driver.find_element(By.ID, "sort-by")).select_by_value("table")
    if visible_ids(driver) != [r["id"] for r in sorted(maps, key=lambda r: int(r["table"]))]:
        fail("sorted by table: " + str(visible_ids(driver)))
    rule = skipped[0]["skip_rule"]
    Select(driver.find_element(By.ID, "skipped-rule")).select_by_value(rule)
    rows = [row for row in driver.find_elements(By.CSS_SELECTOR, "#skipped tr[data-rule]") if row.is_displayed()]
    if len(rows) != sum(1 for s in skipped if s["skip_rule"] == rule):
        fail("skipped seeds of rule %s: %d rows shown" % (rule, len(rows)))


def check_without_javascript(page):
    driver = chromium_driver(javascript=False)
    try:
        driver.get(page)
        if driver.find_element(By.ID, "controls").is_displayed():
            fail("without JavaScript the sort and filter controls show, and do nothing")
        if "every map is listed below in table order" not in driver.find_element(By.TAG_NAME, "body").text:
            fail("without JavaScript the page does not say that sorting needs it")
        if len(visible_ids(driver)) != 5:
            fail("without JavaScript %d maps show, not 5" % len(visible_ids(driver)))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
