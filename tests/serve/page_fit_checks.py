"""The club-night page as a club uses it, checked in the Chromium session test_serve_page.py opens:
at phone and laptop sizes, with the chosen ruleset's options only, by keyboard alone, with its
print button, with JavaScript off, and every example the page gives run against the server."""
import os
import subprocess
import tempfile
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from serve_support import generate_files

SIZES = [("phone", 390, 844, True), ("laptop", 1366, 768, False)]


def wait_for_form(driver):
    # The server's own lists come first; the form is the page's once the options are built.
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#options [name]"))


def maps_loaded(driver):
    return driver.execute_script(
        "return ['map-umpire', 'map-player'].every(id => { const i = document.getElementById(id);"
        " return i.complete && i.naturalWidth > 0 && i.src; });")


def settled(driver):
    """No request of the page's on its way, and both maps it asked for shown."""
    return driver.find_element(By.ID, "setup").get_attribute("aria-busy") is None and maps_loaded(driver)


def page_metrics(driver):
    return driver.execute_script("""
        const top = (id) => document.getElementById(id).getBoundingClientRect();
        return {width: document.documentElement.scrollWidth, inner: innerWidth, height: innerHeight,
                scrollY: scrollY, map: top('map-umpire').top, mapWidth: top('map-umpire').width,
                roll: top('roll').right, generate: top('generate').right};""")


def check_sizes(server, driver, out):
    """No horizontal scroll at 390 x 844 and 1366 x 768, Roll and Generate on screen, and the map's
    top within the first screen after Generate (gok seed 12: two choice sites in the list)."""
    for name, width, height, mobile in SIZES:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
        try:
            driver.get(server.base + "/")
            wait_for_form(driver)
            driver.find_element(By.CSS_SELECTOR, "#more summary").click()  # the options must fit too
            before = page_metrics(driver)
            assert before["width"] <= width, "%s: the form is %d px wide" % (name, before["width"])
            assert before["roll"] <= width and before["generate"] <= width, (name, before)
            driver.find_element(By.CSS_SELECTOR, "#more summary").click()
            driver.find_element(By.ID, "seed").send_keys("12")
            driver.find_element(By.ID, "generate").click()
            WebDriverWait(driver, 60).until(settled)
            WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#choice-list select"))
            m = page_metrics(driver)
            driver.save_screenshot(os.path.join(out, "serve-page-%s.png" % name))
            assert m["inner"] == width and m["height"] == height, m
            assert m["width"] <= width, "%s: the page is %d px wide after Generate" % (name, m["width"])
            # The map starts on the screen shown, with at least a fifth of the screen of it in view.
            assert 0 <= m["map"] <= height * 0.8, "%s: the map's top is at %d px of %d" % (name, m["map"], height)
            if not mobile:
                assert m["scrollY"] == 0, "%s: the page scrolled to show the map" % name
            assert m["mapWidth"] >= 0.9 * width if mobile else m["mapWidth"] >= 400, (name, m)
            print("  %s %dx%d: page %d px wide, map top at %d px (scrolled %d), map %d px wide" %
                  (name, width, height, m["width"], m["map"], m["scrollY"], m["mapWidth"]))
        finally:
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def catalogue(server):
    import json
    status, body, _ = server.get("/api/catalogue")
    assert status == 200
    return json.loads(body)


def check_options_per_ruleset(server, driver):
    """Options shows the chosen ruleset's options only, labelled with their declared help, and a
    declared list of values (NPOW's zones) as a select."""
    cat = catalogue(server)
    driver.get(server.base + "/")
    wait_for_form(driver)
    driver.find_element(By.CSS_SELECTOR, "#more summary").click()
    shown = {}
    for ruleset in cat["rulesets"]:
        Select(driver.find_element(By.ID, "ruleset")).select_by_value(ruleset["name"])
        names = {e.get_attribute("name") for e in driver.find_elements(By.CSS_SELECTOR, "#options [name]")}
        declared = {o["name"] for o in ruleset["options"] + cat["options"]} - {"ruleset", "template", "table", "title", "seed"}
        assert names == declared, (ruleset["name"], names ^ declared)
        text = driver.find_element(By.ID, "options").text
        for o in ruleset["options"]:
            assert o["help"].split(", e.g.")[0] in text, (ruleset["name"], o["help"])
            if o["choices"] and o["per"] != "site":
                field = driver.find_element(By.CSS_SELECTOR, '#options select[name="%s"]' % o["name"])
                assert [x.get_attribute("value") for x in Select(field).options][1:] == o["choices"], o["name"]
        shown[ruleset["name"]] = len(names)
    assert "zone" in {o["name"] for r in cat["rulesets"] if r["name"] == "npow" for o in r["options"]}
    assert not driver.find_elements(By.CSS_SELECTOR, '#options input[name="zone"]'), "zone is free text"
    # A template shows its ruleset's options.
    Select(driver.find_element(By.ID, "template")).select_by_value("gok-vp-battle")
    assert driver.find_elements(By.ID, "opt-choice-A") and not driver.find_elements(By.ID, "opt-zone")
    print("  options per ruleset: %s" % ", ".join("%s %d" % kv for kv in shown.items()))


def first_seed_making(server, query, seeds=range(1, 30)):
    """The first seed that makes a table with this query, or None with the last refusal."""
    body = b""
    for seed in seeds:
        status, body, _ = server.get("/api/scenario?%s&seed=%d" % (query, seed))
        if status == 200:
            return seed, body
    return None, body


def check_hints(server, driver):
    """Every example the page gives (data-try: a table size, a title, an option's 'e.g.') makes a
    table with every ruleset and template it is shown for."""
    cat = catalogue(server)
    driver.get(server.base + "/")
    wait_for_form(driver)
    ran = set()
    for kind, items in (("ruleset", cat["rulesets"]), ("template", cat["templates"])):
        for item in items:
            Select(driver.find_element(By.ID, "template")).select_by_value(item["name"] if kind == "template" else "")
            if kind == "ruleset":
                Select(driver.find_element(By.ID, "ruleset")).select_by_value(item["name"])
            hints = [e.get_attribute("data-try") for e in driver.find_elements(By.CSS_SELECTOR, "[data-try]")]
            assert any(h.startswith("table=") for h in hints) or "own table only" in \
                driver.find_element(By.ID, "table-help").text, (item["name"], hints)
            base = "%s=%s" % (kind, item["name"])
            for hint in hints:
                key, value = hint.split("=", 1)
                # A choice site's example (B2=wood) needs a map with a site in B2: some seed has one.
                query = base + "&" + urllib.parse.urlencode({key: value})
                seed, refusal = first_seed_making(server, query, range(1, 2))
                if b"needs an objective scheme (--objectives vp-markers)" in refusal:
                    query += "&objectives=vp-markers"  # as its one-line message says
                if seed is None:
                    seed, refusal = first_seed_making(server, query)
                assert seed is not None, "the page's example %r with %s: %s" % (hint, item["name"], refusal)
                ran.add((item["name"], hint))
    print("  %d examples the page gives, each made a table" % len(ran))
    return ran


def active_id(driver):
    return driver.execute_script("return document.activeElement.id || document.activeElement.tagName")


def check_keyboard(server, driver):
    """Keyboard alone: Tab to the seed, Enter generates and the focus stays; Tab on to a choice-site
    picker, ArrowDown makes the map again with the next kind and the focus stays on the picker."""
    driver.get(server.base + "/")
    wait_for_form(driver)
    keys = ActionChains(driver)

    def tab_to(element_id, limit=80):
        for _ in range(limit):
            if active_id(driver) == element_id:
                return
            ActionChains(driver).send_keys(Keys.TAB).perform()
        raise AssertionError("Tab never reached #" + element_id + " (at " + active_id(driver) + ")")

    tab_to("seed")
    keys.send_keys("12", Keys.ENTER).perform()
    WebDriverWait(driver, 60).until(lambda d: "seed=12" in d.current_url and settled(d))
    tab_to("generate")
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    WebDriverWait(driver, 60).until(settled)
    assert active_id(driver) == "generate", "Generate lost the focus to " + active_id(driver)
    # Options opened from the keyboard; Enter in an option's field generates with it and the
    # field, built again for the map's options, keeps the focus.
    tab_to("options-toggle")
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    tab_to("opt-turns")
    ActionChains(driver).send_keys("3", Keys.ENTER).perform()
    WebDriverWait(driver, 60).until(lambda d: "turns=3" in d.current_url and settled(d))
    assert active_id(driver) == "opt-turns", "Enter in --turns lost the focus to " + active_id(driver)
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#choice-list select"))
    picker = driver.find_elements(By.CSS_SELECTOR, "#choice-list select")[0]
    picker_id, sector = picker.get_attribute("id"), picker.get_attribute("data-sector")
    kinds = [o.get_attribute("value") for o in Select(picker).options]
    tab_to(picker_id)
    for step in (1, 2):
        before = driver.find_element(By.ID, "map-umpire").get_attribute("src")
        ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
        want = "site-choice=%s%%3D%s" % (sector, kinds[step])
        WebDriverWait(driver, 60).until(lambda d: want in d.current_url and
                                        d.find_element(By.ID, "map-umpire").get_attribute("src") != before)
        WebDriverWait(driver, 60).until(settled)
        assert active_id(driver) == picker_id, "after ArrowDown the focus is on " + active_id(driver)
        assert Select(driver.find_element(By.ID, picker_id)).first_selected_option.get_attribute("value") == kinds[step]
    print("  keyboard: Enter in the seed, on Generate and in --turns made the map; ArrowDown twice on %s picked %s, "
          "focus kept" % (picker_id, kinds[2]))


def check_print(server, driver):
    """Print opens the copy's one-page PDF (map and sheet) to print, beside the 100 % advice."""
    advice = driver.find_element(By.ID, "print-advice")
    assert advice.is_displayed() and "100 %" in advice.text and "fit to page" in advice.text, advice.text
    pdf = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#dl-player a[data-format=pdf]")
           if not a.get_attribute("data-tiles")][0]
    windows = driver.window_handles
    driver.find_element(By.CSS_SELECTOR, "button.print[data-copy=player]").click()
    if driver.execute_script("return navigator.pdfViewerEnabled"):
        frame = WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "iframe.print-frame"))[0]
        printed = frame.get_attribute("src")
    else:  # no PDF viewer (a phone, headless Chromium): the PDF opens in a tab of its own to print
        WebDriverWait(driver, 10).until(lambda d: len(d.window_handles) > len(windows))
        new = [w for w in driver.window_handles if w not in windows][0]
        driver.switch_to.window(new)
        printed = driver.current_url
        driver.close()
        driver.switch_to.window(windows[0])
    assert printed == pdf, (printed, pdf)
    url = urllib.parse.urlsplit(printed)
    status, body, headers = server.get(url.path + "?" + url.query)
    assert status == 200 and body.startswith(b"%PDF") and "-player.pdf" in headers["Content-Disposition"]
    # "Sheet (PDF)" opens the same PDF at its second page: the placement sheet's first.
    sheet = driver.find_element(By.CSS_SELECTOR, "#dl-player a[data-format=sheet-pdf]").get_attribute("href")
    assert sheet == pdf + "#page=2", (sheet, pdf)
    with tempfile.NamedTemporaryFile(suffix=".pdf") as f:
        f.write(body)
        f.flush()
        page2 = subprocess.run(["pdftotext", "-f", "2", "-l", "2", f.name, "-"], capture_output=True, check=True)
    assert page2.stdout.startswith(b"Placement sheet"), page2.stdout[:200]
    print("  Print: the player's PDF (%d bytes) opened to print; Sheet (PDF) opens its page 2, the sheet" % len(body))


def check_without_javascript(server, driver, wargen):
    """JavaScript off: the notice shows, the server's own lists fill the form, and Generate gets the
    chosen file, the same bytes as `wargen generate`."""
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(server.base + "/")
        notice = driver.find_element(By.ID, "no-script")
        assert notice.is_displayed() and "JavaScript is off" in notice.text
        rulesets = [o.get_attribute("value") for o in Select(driver.find_element(By.ID, "ruleset")).options]
        assert {"gok", "npow"} <= set(rulesets), rulesets
        assert not driver.find_element(By.ID, "roll").is_displayed()  # it needs JavaScript
        Select(driver.find_element(By.ID, "ruleset")).select_by_value("npow")
        driver.find_element(By.ID, "table").send_keys("6x4ft")
        driver.find_element(By.ID, "seed").send_keys("5")
        Select(driver.find_element(By.ID, "plain-format")).select_by_value("png")
        driver.find_element(By.ID, "generate").click()
        WebDriverWait(driver, 60).until(lambda d: "/api/file?" in d.current_url)
        url = urllib.parse.urlsplit(driver.current_url)
        status, body, _ = server.get(url.path + "?" + url.query)
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    assert status == 200, (driver.current_url, status, body[:200])
    with tempfile.TemporaryDirectory() as tmp:
        expected = generate_files(wargen, tmp, ["--ruleset", "npow", "--table", "6x4ft", "--seed", "5",
                                                "--view", "both", "--format", "png"])
    assert body == expected["npow-5-player.png"], "the plain form's PNG differs from wargen generate"
    print("  without JavaScript: %d rulesets listed, the form's PNG is wargen generate's" % len(rulesets))
