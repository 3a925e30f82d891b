"""Browser check of the city-autocomplete demo page (`/`) in headless Chromium.

Run with scripts/check-demo. The tests share one browser session and run in file order:
each step starts by clearing the input, so they do not depend on each other's leftovers,
except those that reuse the list the step before left open (they re-type it when it is not).

The page asks for `sort=relevance` (with `typos=1`, `highlight=1` and `names=all`), so the more
populous city comes first, a city's other names find it (`cologne` shows "Köln (Cologne), ..."
with the typed part of "Cologne" highlighted), and a comma narrows the list by state, region or
country (`london, g`), so that a label typed on keeps matching. Each option shows the API's
label (with the other name that matched after the city's own) with the typed part highlighted and,
under it in muted type, what the label does not say already: the region where the label
shows a US state instead, and the population (GeoNames) in short form ("8.96 M people");
the option's accessible name spells the population out ("8,961,989 people"). A city with
neither shows the label alone.
"""
import time
from pathlib import Path

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOT = ROOT / "docs" / "demo-page.png"
TIMEOUT = 20  # generous: only bounds a failure, never asserted on
NNBSP = "\u202f"  # between a short population's number and its K or M

# What the page shows for "lon" with sort=relevance: the most populous first.
LON = [
    "London, England, GB",
    "Longyan, Fujian Sheng, CN",
    "Londrina, Paraná, BR",
    "Loni, Uttar Pradesh, IN",
    "Long Beach, CA, US",
    "London, Ontario, CA",
]
# With names=all, "sao p" also finds cities by their Portuguese names, shown in parentheses. A city matched
# only by another name ranks by its population discounted (docs/performance.md): Saint Petersburg (5.35 M)
# still comes before São Pedro da Aldeia (111 K), Luanda (2.78 M) after it.
SAO_P = [
    "São Paulo, São Paulo, BR",
    "Saint Petersburg (São Petersburgo), Sankt-Peterburg, RU",
    "São Pedro da Aldeia, Rio de Janeiro, BR",
    "Luanda (São Paolo de Loanda), Luanda, AO",
]

SCREENSHOT_WINDOW = (1000, 960)
WHOLE_LIST_IN_VIEW_SCRIPT = """
const list = document.getElementById("results"), status = document.getElementById("status");
return list.scrollHeight <= list.clientHeight && status.getBoundingClientRect().bottom <= window.innerHeight;
"""

# One read of the open list, so that a redraw in between cannot mix two lists.
ROWS_SCRIPT = """
const list = document.getElementById("results");
if (list.hidden) return [];
return [...list.querySelectorAll("li.option")].map((li) => ({
  label: li.querySelector(".label")?.textContent ?? null,
  mark: li.querySelector("mark")?.textContent ?? null,
  before: li.querySelector("mark") ? li.querySelector("mark").previousSibling?.textContent ?? "" : null,
  meta: li.querySelector(".meta")?.textContent ?? null,
  title: li.querySelector(".meta")?.title ?? null,
  aria: li.getAttribute("aria-label"),
  text: li.innerText,
}));
"""


def type_slowly(el, text, delay=0.05):
    for ch in text:
        el.send_keys(ch)
        time.sleep(delay)


def clear_input(driver):
    q = driver.find_element(By.ID, "q")
    q.send_keys(Keys.CONTROL, "a")
    q.send_keys(Keys.BACKSPACE)
    WebDriverWait(driver, TIMEOUT).until(lambda d: q.get_attribute("value") == "")
    WebDriverWait(driver, TIMEOUT).until(lambda d: not visible_options(d))
    return q


def list_open(driver):
    lst = driver.find_element(By.ID, "results")
    return lst.get_attribute("hidden") is None and lst.is_displayed()


def visible_options(driver):
    if not list_open(driver):
        return []
    return driver.find_elements(By.CSS_SELECTOR, "#results li.option")


def rows(driver):
    return driver.execute_script(ROWS_SCRIPT)


def labels(driver):
    return [r["label"] for r in rows(driver)]


def marks(driver):
    return [r["mark"] for r in rows(driver)]


def metas(driver):
    return [r["meta"] for r in rows(driver)]


def wait_for_labels(driver, expected, whole=False):
    """Wait until the open list starts with the labels `expected`, or is them when `whole` (the debounced
    request for the full text has landed: a shorter prefix's list starts differently, or, where it starts
    with the same cities, as `sabuga`'s does with `sabugal`'s three, holds more); on timeout, show the list."""

    def shows(labs):
        return labs == expected if whole else labs[: len(expected)] == expected

    try:
        WebDriverWait(driver, TIMEOUT).until(lambda d: shows(labels(d)))
    except TimeoutException:
        pass
    labs = labels(driver)
    assert shows(labs), labs
    return labs


def autocomplete_requests(driver):
    return driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/autocomplete'));"
    )


def wait_for_request(driver, encoded_prefix):
    """Wait until the page has asked for `encoded_prefix` (as encodeURIComponent writes it); return that request."""
    path = f"/cities/{encoded_prefix}/autocomplete?"
    WebDriverWait(driver, TIMEOUT).until(lambda d: any(path in r for r in autocomplete_requests(d)))
    return [r for r in autocomplete_requests(driver) if path in r][-1]


def wait_until(driver, condition):
    """Wait until `condition(driver)` holds; on timeout, leave it to the caller's assert to show what failed."""
    try:
        WebDriverWait(driver, TIMEOUT).until(condition)
    except TimeoutException:
        pass


def type_query(driver, text, expected, whole=False):
    q = clear_input(driver)
    type_slowly(q, text)
    return q, wait_for_labels(driver, expected, whole)


def ensure_list(driver, text, expected):
    """Reuse the list the previous test left open when it is the one for `text`, else type it."""
    q = driver.find_element(By.ID, "q")
    if q.get_attribute("value") == text and labels(driver)[: len(expected)] == expected:
        return q, labels(driver)
    return type_query(driver, text, expected)


def take_screenshot(driver):
    """Retake the README's screenshot in a window tall enough for the whole list and its status line."""
    size = driver.get_window_size()
    driver.set_window_size(*SCREENSHOT_WINDOW)
    try:
        WebDriverWait(driver, TIMEOUT).until(lambda d: d.execute_script(WHOLE_LIST_IN_VIEW_SCRIPT))
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(SCREENSHOT))
    finally:
        driver.set_window_size(size["width"], size["height"])


@pytest.fixture(scope="module")
def page(driver, base_url):
    driver.get(base_url)
    WebDriverWait(driver, TIMEOUT).until(lambda d: d.find_element(By.ID, "q"))
    driver.find_element(By.ID, "q").click()
    return driver


def test_typing_lon_lists_london_england_first(page):
    # By name, "lon" would start with places called "Lon"; by relevance London, GB comes first.
    q, labs = type_query(page, "lon", LON)
    assert len(labs) == 10
    assert marks(page) == ["Lon"] * len(labs)
    assert q.get_attribute("aria-expanded") == "true"
    last = autocomplete_requests(page)[-1]
    assert "/cities/lon/autocomplete?" in last
    for parameter in ("sort=relevance", "typos=1", "highlight=1", "limit=10", "names=all"):
        assert parameter in last.split("?", 1)[1].split("&")
    take_screenshot(page)


def test_region_and_population_are_shown(page):
    ensure_list(page, "lon", LON)
    by_label = {r["label"]: r for r in rows(page)}
    london = by_label["London, England, GB"]
    # The label already names the region, so the muted line does not repeat it.
    assert london["meta"] == f"8.96{NNBSP}M people"
    assert london["title"] == "Population 8,961,989 (GeoNames)"
    assert london["aria"] == "London, England, GB, 8,961,989 people"
    assert london["text"].split("\n")[:2] == ["London, England, GB", f"8.96{NNBSP}M people"]
    # Where the label shows a US state, the line under it names the region.
    long_beach = by_label["Long Beach, CA, US"]
    assert long_beach["meta"] == f"California · 474{NNBSP}K people"
    assert long_beach["aria"] == "Long Beach, CA, US, California, 474,140 people"
    assert by_label["London, Ontario, CA"]["meta"] == f"422{NNBSP}K people"


def test_a_city_without_population_shows_its_label_alone(page):
    # Sabugal, Guarda has a region and no population; the other two Sabugals have neither.
    _, labs = type_query(page, "sabugal", ["Sabugal, Guarda, PT", "Sabugal, PT", "Sabugal, PT"], whole=True)
    assert len(labs) == 3
    for row in rows(page):
        assert row["meta"] is None and row["title"] is None
        assert row["aria"] == row["label"]
        for odd in ("undefined", "null", "NaN", "people", "·"):
            assert odd not in row["text"]
    # A small population is written out in full.
    type_query(page, "gamonal", ["Gamonal, Castilla-La Mancha, ES", "Gamonal, ES", "Mamonal, VE"])
    assert metas(page) == ["976 people", None, None]


def test_typing_sao_p_lists_and_highlights(page):
    q, labs = type_query(page, "sao p", SAO_P)
    assert marks(page) == ["São P"] * len(labs)
    assert metas(page)[:4] == [f"12.4{NNBSP}M people", f"5.35{NNBSP}M people", f"111{NNBSP}K people", f"2.78{NNBSP}M people"]
    assert q.get_attribute("aria-expanded") == "true"


def test_arrow_keys_and_enter_choose_a_city(page):
    q, _ = ensure_list(page, "sao p", SAO_P)
    # Down three times (options 0, 1, 2), up twice (1, 0): São Paulo, the city (−23.5475, −46.6361),
    # which relevance puts first; by name the state (−22.0000, −49.0000) came before it.
    for key in [Keys.ARROW_DOWN] * 3 + [Keys.ARROW_UP] * 2:
        q.send_keys(key)
        time.sleep(0.1)
    opts = visible_options(page)
    active = [i for i, li in enumerate(opts) if "active" in li.get_attribute("class").split()]
    selected = [i for i, li in enumerate(opts) if li.get_attribute("aria-selected") == "true"]
    assert active == [0] and selected == [0]
    assert q.get_attribute("aria-activedescendant") == "option-0"
    q.send_keys(Keys.ENTER)
    chosen = page.find_element(By.ID, "chosen")
    WebDriverWait(page, TIMEOUT).until(lambda d: chosen.text.startswith("Chosen: "))
    assert chosen.text == "Chosen: São Paulo, São Paulo, BR (−23.5475, −46.6361)"
    assert q.get_attribute("value") == "São Paulo, São Paulo, BR"


def test_escape_closes_the_list(page):
    q, _ = type_query(page, "sao p", SAO_P)
    q.send_keys(Keys.ESCAPE)
    WebDriverWait(page, TIMEOUT).until(
        lambda d: not list_open(d) or q.get_attribute("aria-expanded") == "false"
    )
    time.sleep(0.5)  # a late debounced response must not reopen it
    assert not list_open(page) or q.get_attribute("aria-expanded") == "false"


def test_no_match_shows_status(page):
    q = clear_input(page)
    type_slowly(q, "qqqxz")
    status = page.find_element(By.ID, "status")
    WebDriverWait(page, TIMEOUT).until(lambda d: "No city starts with" in status.text)
    assert "No city starts with" in status.text
    assert not visible_options(page)


def test_non_ascii_prefix(page):
    _, labs = type_query(page, "łódź", ["Łódź, Łódzkie, PL"])
    assert marks(page)[0] == "Łódź"
    assert metas(page)[0] == f"640{NNBSP}K people"


def test_a_typo_still_finds_the_city(page):
    expected = ["Amsterdam, Noord-Holland, NL", "Amsterdam-Zuidoost, Noord-Holland, NL", "Amsterdam, NY, US", "Amsterdam, MT, US"]
    _, labs = type_query(page, "amsterdma", expected)
    assert marks(page)[:4] == ["Amsterdam"] * 4
    # Amsterdam, MT has no region and no population: its label stands alone.
    assert metas(page)[:4] == [f"742{NNBSP}K people", f"84.8{NNBSP}K people", f"New York · 18{NNBSP}K people", None]


def test_another_name_shows_in_parentheses_highlighted(page):
    # "Cologne" is one of Köln's other names (GeoNames' alternate names): the page shows it after the
    # city's own name, and highlights the part of it that was typed, not the start of "Köln".
    q = clear_input(page)
    type_slowly(q, "cologne")
    wait_for_request(page, "cologne")

    def koln(driver):
        return [r for r in rows(driver) if (r["label"] or "").startswith("Köln (")]

    wait_until(page, koln)
    found = koln(page)
    assert found, labels(page)
    assert found[0]["label"] == "Köln (Cologne), Nordrhein-Westfalen, DE"
    assert found[0]["before"] == "Köln ("
    assert found[0]["mark"] == "Cologne"
    assert found[0]["aria"] == "Köln (Cologne), Nordrhein-Westfalen, DE, 1,024,621 people"


def test_typing_on_past_a_comma_narrows_the_list(page):
    # The text after a comma narrows the cities by state, region or country: "london, g" is London,
    # GB, the most populous first. London stays in the list while the comma is typed.
    q = clear_input(page)
    type_slowly(q, "london,")
    wait_for_request(page, "london%2C")
    wait_until(page, lambda d: "London, England, GB" in labels(d))
    assert "London, England, GB" in labels(page)
    type_slowly(q, " g")
    last = wait_for_request(page, "london%2C%20g")
    assert "names=all" in last.split("?", 1)[1].split("&")
    wait_for_labels(page, ["London, England, GB"])
    assert marks(page)[0] == "London"


def test_a_chosen_label_typed_on_keeps_matching(page):
    # Choose London, GB; its label in the box, cut back by one letter, still finds it.
    q, _ = ensure_list(page, "london, g", ["London, England, GB"])
    q.send_keys(Keys.ARROW_DOWN)
    q.send_keys(Keys.ENTER)
    WebDriverWait(page, TIMEOUT).until(lambda d: q.get_attribute("value") == "London, England, GB")
    q.send_keys(Keys.BACKSPACE)
    wait_for_request(page, "London%2C%20England%2C%20G")
    wait_for_labels(page, ["London, England, GB"])
    assert marks(page)[0] == "London"


def test_console_has_no_severe_entries(page):
    logs = page.get_log("browser")
    severe = [e for e in logs if e.get("level") == "SEVERE"]
    assert severe == []
