"""End to end: the club-night page in a real headless Chromium (Selenium). Opens the page, picks
options, generates, checks both maps load, and that the page's downloads are byte for byte what
`wargen generate` writes for the same seed and options, and that no link a player may be handed
carries the umpire key; picks a kind for a player's choice site on
the page and checks the map is made again with it (files equal `generate --site-choice`); then, in the
same session, the checks of page_fit_checks.py (phone and laptop sizes, options per ruleset, the
page's examples, keyboard, print, JavaScript off). Saves screenshots in the test's output directory.

Usage: test_serve_page.py WARGEN OUTPUT_DIR. Fails (never skips) when Chromium, its driver or
Selenium is missing: the quick start installs them."""
import os
import sys
import tempfile
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

import page_fit_checks
from serve_support import Server, browser, generate_files

WARGEN, OUT = sys.argv[1], sys.argv[2]
os.makedirs(OUT, exist_ok=True)


def wait_for_maps(driver):
    def loaded(d):
        return all(d.execute_script(
            "const i = document.getElementById(arguments[0]); return i.complete && i.naturalWidth > 0;", name)
            for name in ("map-umpire", "map-player"))
    WebDriverWait(driver, 60).until(loaded)
    WebDriverWait(driver, 60).until(page_fit_checks.settled)


def link(driver, copy, format, tiles=False):
    for a in driver.find_elements(By.CSS_SELECTOR, "#dl-%s a" % copy):
        if a.get_attribute("data-format") == format and bool(a.get_attribute("data-tiles")) == tiles:
            return urllib.parse.urlsplit(a.get_attribute("href"))
    raise AssertionError("no %s %s link" % (copy, format))


def umpire_key_of(driver):
    """The key the page's umpire copy was made with: on the umpire's downloads and link only."""
    url = link(driver, "umpire", "yaml")
    keys = urllib.parse.parse_qs(url.query).get("umpire-key", [])
    assert len(keys) == 1, url
    return keys[0]


def check_no_key_for_players(driver):
    """VPM-6: nothing a player may be handed carries the umpire key: the address, "this map
    again", the player's map and downloads. The umpire's own link does, marked UMPIRE ONLY."""
    player_facing = [driver.current_url, driver.find_element(By.ID, "permalink").get_attribute("href"),
                     driver.find_element(By.ID, "map-player").get_attribute("src")]
    player_facing += [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#dl-player a")]
    for url in player_facing:
        assert "umpire-key" not in url and "umpire_key" not in url, "a player's link carries the key: " + url
    marked = driver.find_element(By.ID, "umpire-only")
    assert marked.is_displayed() and "UMPIRE ONLY" in marked.text, marked.text
    key = umpire_key_of(driver)
    assert "umpire-key=" + key in driver.find_element(By.ID, "umpire-link").get_attribute("href")
    assert "umpire-key=" + key in driver.find_element(By.ID, "map-umpire").get_attribute("src")
    return len(player_facing)


def check_downloads(server, driver, cli_args, stem):
    """The page's downloads equal `wargen generate` with the same options and the umpire key the
    page's umpire copy carries (the player's copy does not depend on the key)."""
    checked_links = check_no_key_for_players(driver)
    cli_args = cli_args + ["--umpire-key", umpire_key_of(driver)]
    with tempfile.TemporaryDirectory() as tmp:
        expected = generate_files(WARGEN, tmp, cli_args + ["--view", "both", "--format", "yaml,png,pdf,sheet,svg"])
    for copy, suffix in (("umpire", "-umpire"), ("player", "-player")):
        for format, name in (("yaml", ".yaml"), ("png", ".png"), ("pdf", ".pdf"), ("sheet", "-sheet.md"), ("svg", ".svg")):
            url = link(driver, copy, format)
            status, body, headers = server.get(url.path + "?" + url.query)
            assert status == 200, (url, status, body[:200])
            assert stem + suffix + name in headers.get("Content-Disposition", ""), headers
            assert body == expected[stem + suffix + name], "%s %s differs from wargen generate" % (copy, format)
            print("  %s copy %s: %d bytes, same as wargen generate" % (copy, format, len(body)))
        # The 1:1 tiles never take the one-page map's name.
        url = link(driver, copy, "pdf", tiles=True)
        status, body, headers = server.get(url.path + "?" + url.query)
        assert status == 200, (url, status, body[:200])
        assert stem + suffix + "-tiles-1to1.pdf" in headers.get("Content-Disposition", ""), headers
    print("  %d player-facing links, none with the umpire key" % checked_links)


def main():
    with Server(WARGEN) as server:
        driver = browser()
        try:
            driver.get(server.base + "/")
            page_fit_checks.wait_for_form(driver)
            # A Game of Kings battle with VP markers and armies, a title and a 6 x 4 ft table.
            Select(driver.find_element(By.ID, "template")).select_by_value("gok-vp-battle")
            driver.find_element(By.ID, "table").send_keys("6x4ft")
            driver.find_element(By.ID, "title").send_keys("Club night: table 3")
            driver.find_element(By.ID, "seed").send_keys("12")
            driver.find_element(By.CSS_SELECTOR, "#more summary").click()
            driver.find_element(By.ID, "opt-umpire-key").send_keys("1757")
            driver.find_element(By.ID, "generate").click()
            wait_for_maps(driver)
            assert not driver.find_element(By.ID, "error").is_displayed(), driver.find_element(By.ID, "error").text
            query = urllib.parse.parse_qs(urllib.parse.urlsplit(driver.current_url).query)
            assert query["seed"] == ["12"] and query["table"] == ["6x4ft"], query
            driver.save_screenshot(os.path.join(OUT, "serve-page.png"))
            cli = ["--template", "gok-vp-battle", "--table", "6x4ft", "--title", "Club night: table 3", "--seed", "12"]
            check_downloads(server, driver, cli, "gok-12")

            # The umpire's own link reproduces the map and its hidden deal: the same files come back.
            assert umpire_key_of(driver) == "1757"
            umpire_link = driver.find_element(By.ID, "umpire-link").get_attribute("href")
            permalink = driver.find_element(By.ID, "permalink").get_attribute("href")
            driver.get(umpire_link)
            wait_for_maps(driver)
            assert umpire_key_of(driver) == "1757"
            check_downloads(server, driver, cli, "gok-12")

            # "This map again" is the players' link: the same map and player's copy, but no key, so
            # the umpire's copy it shows has a deal of its own.
            driver.get(permalink)
            wait_for_maps(driver)
            assert umpire_key_of(driver) != "1757"
            check_downloads(server, driver, cli, "gok-12")

            # GOK-T7 on the page, site by site: the page lists the map's choice sites (from the
            # scenario it made) with a kind picker each; picking "wood" for the first makes the map
            # again with --site-choice SECTOR=wood, and the address carries the pick.
            driver.get(server.base + "/?ruleset=gok&seed=12")
            wait_for_maps(driver)
            pickers = WebDriverWait(driver, 30).until(
                lambda d: d.find_elements(By.CSS_SELECTOR, "#choice-list select[data-sector]"))
            sector = pickers[0].get_attribute("data-sector")
            before = driver.find_element(By.ID, "map-umpire").get_attribute("src")
            Select(pickers[0]).select_by_value("wood")
            WebDriverWait(driver, 30).until(lambda d: "site-choice=%s%%3Dwood" % sector in d.current_url)
            WebDriverWait(driver, 30).until(lambda d: d.find_element(By.ID, "map-umpire").get_attribute("src") != before)
            wait_for_maps(driver)
            WebDriverWait(driver, 30).until(lambda d: Select(d.find_element(By.ID, "site-choice-" + sector))
                                            .first_selected_option.get_attribute("value") == "wood")
            assert "now wood" in driver.find_element(By.ID, "choice-list").text, driver.find_element(By.ID, "choice-list").text
            driver.save_screenshot(os.path.join(OUT, "serve-page-site-choice.png"))
            site_args = ["--ruleset", "gok", "--seed", "12", "--site-choice", sector + "=wood"]
            check_downloads(server, driver, site_args, "gok-12")

            # A second site, picked with the first still in place: both travel in the address and
            # the files equal `wargen generate` with both flags.
            pickers = driver.find_elements(By.CSS_SELECTOR, "#choice-list select[data-sector]")
            if len(pickers) > 1:
                second = pickers[1].get_attribute("data-sector")
                Select(pickers[1]).select_by_value("hill")
                WebDriverWait(driver, 30).until(lambda d: "site-choice=%s%%3Dhill" % second in d.current_url)
                wait_for_maps(driver)
                WebDriverWait(driver, 30).until(lambda d: Select(d.find_element(By.ID, "site-choice-" + second))
                                                .first_selected_option.get_attribute("value") == "hill")
                check_downloads(server, driver, site_args + ["--site-choice", second + "=hill"], "gok-12")

            # The old per-side choice still works as an option of the form.
            driver.get(server.base + "/?ruleset=gok&seed=12&choice=A%3Dwood")
            wait_for_maps(driver)
            check_downloads(server, driver, ["--ruleset", "gok", "--seed", "12", "--choice", "A=wood"], "gok-12")

            # A bad value: the page shows the CLI's own one-line message.
            driver.get(server.base + "/")
            page_fit_checks.wait_for_form(driver)
            driver.find_element(By.ID, "seed").send_keys("7")
            driver.find_element(By.ID, "table").send_keys("20x10")
            driver.find_element(By.ID, "generate").click()
            WebDriverWait(driver, 30).until(lambda d: d.find_element(By.ID, "error").is_displayed())
            shown = driver.find_element(By.ID, "error").text
            assert shown.startswith("wargen: --table: 20x10 cm is outside"), shown
            # The same session at a phone's and a laptop's size, per ruleset, by keyboard, printing,
            # with JavaScript off, and every example the page gives (page_fit_checks.py).
            page_fit_checks.check_sizes(server, driver, OUT)
            page_fit_checks.check_options_per_ruleset(server, driver)
            page_fit_checks.check_hints(server, driver)
            page_fit_checks.check_keyboard(server, driver)
            page_fit_checks.check_print(server, driver)
            page_fit_checks.check_without_javascript(server, driver, WARGEN)
            print("page OK; screenshots in", OUT)
        finally:
            driver.quit()


main()
