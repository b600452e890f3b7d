"""The club's terrain box on the page, in headless Chromium (Selenium), as an organiser uses it:
choose templates/boxes/generous.yaml, reload (the box is kept in local storage), generate, and the
page's downloads are byte for byte `wargen generate --terrain-box FILE` with the map's YAML naming
the box's pieces; a pasted broken box shows the reader's line; a box that cannot serve the seed
shows the CLI's exit-4 line; "Forget box" forgets it; a link to a table laid from a box says so
when this browser holds no box; and at a phone's width (390 px) the control fits.

Usage: box_page_serve.py WARGEN SOURCE_DIR OUTPUT_DIR. Fails (never skips) when Chromium, its
driver or Selenium is missing: the quick start installs them."""
import os
import subprocess
import sys
import tempfile
import time
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

import page_fit_checks
from serve_support import Server, browser, generate_files

WARGEN, SOURCE, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
GENEROUS = os.path.join(SOURCE, "templates", "boxes", "generous.yaml")
SMALL = os.path.join(SOURCE, "templates", "boxes", "small-club.yaml")
BROKEN = "name: mine\npieces:\n  - id: big-hill\n    kind: hil\n    footprint: {shape: ellipse, width_cm: 24, depth_cm: 16}\n    count: 1\n"


def text(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def choose_box(driver, path):
    driver.find_element(By.ID, "box-file").send_keys(path)
    WebDriverWait(driver, 30).until(lambda d: os.path.basename(path) in text(d, "box-status"))


def generate(driver, ruleset, seed):
    Select(driver.find_element(By.ID, "template")).select_by_value("")
    Select(driver.find_element(By.ID, "ruleset")).select_by_value(ruleset)
    driver.find_element(By.ID, "seed").clear()
    driver.find_element(By.ID, "seed").send_keys(seed)
    driver.find_element(By.ID, "generate").click()


def wait_for_error(driver, start):
    WebDriverWait(driver, 60).until(lambda d: d.find_element(By.ID, "error").is_displayed() and
                                    d.find_element(By.ID, "setup").get_attribute("aria-busy") is None)
    shown = text(driver, "error")
    assert shown.startswith(start), shown
    return shown


def download(driver, downloads, copy, format):
    """Clicks the page's download link; the file the browser saves."""
    before = set(os.listdir(downloads))
    driver.find_element(By.CSS_SELECTOR, "#dl-%s a[data-format=%s]:not([data-tiles])" % (copy, format)).click()
    deadline = time.time() + 60
    while time.time() < deadline:
        new = [n for n in set(os.listdir(downloads)) - before if not n.endswith(".crdownload")]
        if new:
            time.sleep(0.2)
            return new[0], open(os.path.join(downloads, new[0]), "rb").read()
        time.sleep(0.1)
    raise AssertionError("no %s %s download" % (copy, format))


def check_laid_and_downloads(driver, downloads):
    generate(driver, "gok", "7")
    WebDriverWait(driver, 60).until(page_fit_checks.settled)
    assert not driver.find_element(By.ID, "error").is_displayed(), text(driver, "error")
    assert "laid from the box" in text(driver, "summary"), text(driver, "summary")
    src = driver.find_element(By.ID, "map-player").get_attribute("src")
    assert src.startswith("blob:"), src  # fetched with the box (POST), not a plain GET
    assert "box=" in driver.current_url, driver.current_url
    # The umpire's copy has the key the page drew (GoK hides its later weather, VPM-6).
    href = driver.find_element(By.CSS_SELECTOR, "#dl-umpire a[data-format=yaml]").get_attribute("href")
    key = urllib.parse.parse_qs(urllib.parse.urlsplit(href).query)["umpire-key"][0]
    with tempfile.TemporaryDirectory() as tmp:
        expected = generate_files(WARGEN, tmp, ["--ruleset", "gok", "--seed", "7", "--terrain-box", GENEROUS,
                                                "--umpire-key", key, "--view", "both", "--format", "yaml,png,sheet"])
    for copy in ("player", "umpire"):
        for format in ("yaml", "png", "sheet"):
            name, body = download(driver, downloads, copy, format)
            assert body == expected[name], "%s differs from wargen generate --terrain-box" % name
            print("  %s: %d bytes, same as wargen generate --terrain-box" % (name, len(body)))
    yaml_text = expected["gok-7-player.yaml"].decode()
    assert "piece: " in yaml_text, "the map names no piece"
    return driver.find_element(By.ID, "permalink").get_attribute("href")


def check_site_pick_and_print(driver, downloads):
    """A choice site picked on a table laid from the box: made again with the box and the pick
    (generate --terrain-box --site-choice); Print opens the PDF made with the box."""
    picker = WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#choice-list select"))[0]
    sector = picker.get_attribute("data-sector")
    Select(picker).select_by_value("wood")
    WebDriverWait(driver, 60).until(lambda d: "site-choice=%s%%3Dwood" % sector in d.current_url)
    WebDriverWait(driver, 60).until(page_fit_checks.settled)
    assert "box=" in driver.current_url, driver.current_url
    with tempfile.TemporaryDirectory() as tmp:
        expected = generate_files(WARGEN, tmp, ["--ruleset", "gok", "--seed", "7", "--terrain-box", GENEROUS,
                                                "--site-choice", sector + "=wood", "--view", "player",
                                                "--format", "yaml"])
    for saved in os.listdir(downloads):  # Chromium would save the new file under another name
        os.remove(os.path.join(downloads, saved))
    name, body = download(driver, downloads, "player", "yaml")
    assert body == expected[name], "%s with %s=wood differs from wargen generate" % (name, sector)
    windows = driver.window_handles
    driver.find_element(By.CSS_SELECTOR, "button.print[data-copy=player]").click()
    if driver.execute_script("return navigator.pdfViewerEnabled"):
        frame = WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "iframe.print-frame"))[0]
        printed = frame.get_attribute("src")
    else:  # headless Chromium has no PDF viewer: the PDF opens in a tab of its own
        WebDriverWait(driver, 30).until(lambda d: len(d.window_handles) > len(windows))
        driver.switch_to.window([w for w in driver.window_handles if w not in windows][0])
        WebDriverWait(driver, 30).until(lambda d: d.current_url.startswith("blob:"))
        printed = driver.current_url
        driver.close()
        driver.switch_to.window(windows[0])
    assert printed.startswith("blob:"), printed
    print("  site %s picked wood with the box: %s same as wargen generate; Print opened the box's PDF" % (sector, name))


def check_phone(server, driver):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        driver.get(server.base + "/")
        page_fit_checks.wait_for_form(driver)
        WebDriverWait(driver, 30).until(lambda d: "generous.yaml" in text(d, "box-status"))
        driver.find_element(By.CSS_SELECTOR, "#box-paste-more summary").click()
        m = driver.execute_script("""
            const r = (id) => document.getElementById(id).getBoundingClientRect();
            return {width: document.documentElement.scrollWidth, file: r('box-file').right,
                    forget: r('box-forget').right, paste: r('box-paste').right, use: r('box-use-paste').right,
                    fileWidth: r('box-file').width};""")
        driver.save_screenshot(os.path.join(OUT, "serve-box-phone.png"))
        assert m["width"] <= 390, "the page is %d px wide with the box control" % m["width"]
        assert max(m["file"], m["forget"], m["paste"], m["use"]) <= 390, m
        assert m["fileWidth"] >= 150, m  # usable: the file chooser is not squeezed
        generate(driver, "gok", "7")
        WebDriverWait(driver, 60).until(page_fit_checks.settled)
        width = driver.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390, "the page is %d px wide after Generate with a box" % width
        print("  phone 390 px: box control within the screen (file chooser %d px wide), page %d px after Generate"
              % (m["fileWidth"], width))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def main():
    os.makedirs(OUT, exist_ok=True)
    downloads = os.path.join(OUT, "downloads")
    os.makedirs(downloads, exist_ok=True)
    for name in os.listdir(downloads):
        os.remove(os.path.join(downloads, name))
    with Server(WARGEN) as server:
        driver = browser()
        try:
            driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
            driver.get(server.base + "/")
            page_fit_checks.wait_for_form(driver)
            assert "No box" in text(driver, "box-status")
            choose_box(driver, GENEROUS)
            status = text(driver, "box-status")
            assert "125 pieces" in status and "generous.yaml" in status, status
            driver.refresh()  # kept in local storage
            page_fit_checks.wait_for_form(driver)
            WebDriverWait(driver, 30).until(lambda d: "generous.yaml" in text(d, "box-status"))
            assert driver.find_element(By.ID, "box-forget").is_displayed()
            print("  box kept over a reload: " + text(driver, "box-status"))

            permalink = check_laid_and_downloads(driver, downloads)
            driver.save_screenshot(os.path.join(OUT, "serve-box.png"))
            check_site_pick_and_print(driver, downloads)

            # A broken box pasted: the reader's line, and the box kept before stays laid.
            driver.find_element(By.CSS_SELECTOR, "#box-paste-more summary").click()
            driver.find_element(By.ID, "box-paste").send_keys(BROKEN)
            driver.find_element(By.ID, "box-use-paste").click()
            shown = wait_for_error(driver, "wargen: terrain box (upload):4: key 'pieces[0].kind': 'hil' is not a kind")
            assert "generous.yaml" in text(driver, "box-status")
            print("  broken box: " + shown)

            # A box the seed cannot be laid from: the CLI's exit-4 line, word for word. The same form
            # as the GoK table's: the umpire key the page drew for it must not follow to NPOW, which
            # hides nothing and would refuse a key.
            choose_box(driver, SMALL)
            generate(driver, "npow", "1")
            cli = subprocess.run([WARGEN, "generate", "--ruleset", "npow", "--seed", "1", "--terrain-box", SMALL,
                                  "--format", "yaml", "--out", tempfile.mkdtemp()], capture_output=True)
            assert cli.returncode == 4, cli
            shown = wait_for_error(driver, "wargen: NPOW-P1: the terrain box cannot serve the pool")
            assert shown == cli.stderr.decode().strip(), (shown, cli.stderr)
            print("  box short for the seed: " + shown[:90] + "...")

            # Phone width, with the generous box kept.
            choose_box(driver, GENEROUS)
            check_phone(server, driver)

            # Forgotten: gone after a reload too, and a link to a table laid from a box says so.
            driver.find_element(By.ID, "box-forget").click()
            assert "No box" in text(driver, "box-status")
            driver.get(permalink)
            page_fit_checks.wait_for_form(driver)
            assert "No box" in text(driver, "box-status")
            shown = wait_for_error(driver, "wargen: this link's table was laid from a terrain box")
            print("  box forgotten; its table's link: " + shown)
            print("terrain box on the page OK; screenshots in", OUT)
        finally:
            driver.quit()


main()
