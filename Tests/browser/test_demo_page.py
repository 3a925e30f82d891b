"""Browser check of the city-autocomplete demo page (`/`) in headless Chromium.

Run with scripts/check-demo. The tests share one browser session and run in file order:
each step starts by clearing the input, so they do not depend on each other's leftovers,
except test_arrow_keys_and_enter_choose_a_city, which reuses the "sao p" list from the
first test (it re-types it when the list is not open).
"""
import time
from pathlib import Path

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOT = ROOT / "docs" / "demo-page.png"
TIMEOUT = 20  # generous: only bounds a failure, never asserted on


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


def labels(driver):
    return [o.find_element(By.CSS_SELECTOR, "span").text for o in visible_options(driver)]


def marks(driver):
    return [o.find_element(By.CSS_SELECTOR, "mark").text for o in visible_options(driver)]


def wait_for_first_label(driver, label):
    """Wait until the list is open and starts with `label` (the debounced request for the full text has landed)."""
    WebDriverWait(driver, TIMEOUT, ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda d: labels(d)[:1] == [label]
    )
    return labels(driver)


@pytest.fixture(scope="module")
def page(driver, base_url):
    driver.get(base_url)
    WebDriverWait(driver, TIMEOUT).until(lambda d: d.find_element(By.ID, "q"))
    driver.find_element(By.ID, "q").click()
    return driver


def open_sao_p(driver):
    q = clear_input(driver)
    type_slowly(q, "sao p")
    return q, wait_for_first_label(driver, "São Paio, PT")


def test_typing_sao_p_lists_and_highlights(page):
    q, labs = open_sao_p(page)
    assert labs[:3] == ["São Paio, PT", "São Paio de Gramaços, PT", "São Paio de Mondego, PT"]
    assert marks(page) == ["São P"] * len(labs)
    assert q.get_attribute("aria-expanded") == "true"
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    page.save_screenshot(str(SCREENSHOT))


def test_arrow_keys_and_enter_choose_a_city(page):
    q = page.find_element(By.ID, "q")
    if labels(page)[:1] != ["São Paio, PT"]:
        q, _ = open_sao_p(page)
    # The real "sao p" list is: São Paio, PT / São Paio de Gramaços, PT / São Paio de Mondego, PT /
    # São Paulo, BR (−22.0000, −49.0000: the state) / São Paulo, BR (−23.5475, −46.6361: the city) / …
    # So the 5th option (5 × ArrowDown from "nothing active") is the second "São Paulo, BR", the city.
    for _ in range(5):
        q.send_keys(Keys.ARROW_DOWN)
        time.sleep(0.1)
    opts = visible_options(page)
    active = [i for i, li in enumerate(opts) if "active" in li.get_attribute("class").split()]
    selected = [i for i, li in enumerate(opts) if li.get_attribute("aria-selected") == "true"]
    assert active == [4] and selected == [4]
    q.send_keys(Keys.ENTER)
    chosen = page.find_element(By.ID, "chosen")
    WebDriverWait(page, TIMEOUT).until(lambda d: chosen.text.startswith("Chosen: "))
    assert chosen.text.startswith("Chosen: São Paulo, BR")
    assert "−23.5475, −46.6361" in chosen.text
    assert q.get_attribute("value") == "São Paulo, BR"


def test_escape_closes_the_list(page):
    q, _ = open_sao_p(page)
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
    q = clear_input(page)
    type_slowly(q, "łódź")
    labs = wait_for_first_label(page, "Łódź, PL")
    assert "Łódź, PL" in labs
    assert marks(page)[labs.index("Łódź, PL")] == "Łódź"


def test_a_typo_still_finds_the_city(page):
    q = clear_input(page)
    type_slowly(q, "amsterdma")
    labs = wait_for_first_label(page, "Amsterdam, NL")
    assert labs[:3] == ["Amsterdam, NL", "Amsterdam, NY, US", "Amsterdam, MT, US"]
    assert marks(page)[:3] == ["Amsterdam"] * 3


def test_console_has_no_severe_entries(page):
    logs = page.get_log("browser")
    severe = [e for e in logs if e.get("level") == "SEVERE"]
    assert severe == []
