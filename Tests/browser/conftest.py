"""Fixtures for the browser tests: a release city-autocomplete server and a headless Chromium driver."""
import os
import queue
import re
import signal
import subprocess
import threading
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "release" / "city-autocomplete"
LISTENING = re.compile(r"listening on (http://127\.0\.0\.1:(\d+)) with ")
STARTUP_TIMEOUT = 60


@pytest.fixture(scope="session")
def base_url():
    if not BINARY.exists():
        pytest.fail(f"{BINARY} is missing; run scripts/check-demo (it builds it)")
    proc = subprocess.Popen(
        [str(BINARY), "--host", "127.0.0.1", "--port", "0"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines = queue.Queue()

    def pump():
        # Keep draining stderr for the whole session so the server never blocks on a full pipe.
        for line in proc.stderr:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    url = None
    seen = []
    try:
        while url is None:
            try:
                line = lines.get(timeout=STARTUP_TIMEOUT)
            except queue.Empty:
                pytest.fail(f"no 'listening on' line within {STARTUP_TIMEOUT}s; stderr so far: {seen}")
            if line is None:
                pytest.fail(f"server exited with {proc.wait()} before listening; stderr: {seen}")
            seen.append(line.rstrip())
            m = LISTENING.search(line)
            if m:
                url = m.group(1) + "/"
        yield url
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


@pytest.fixture(scope="session")
def driver():
    opts = webdriver.ChromeOptions()
    opts.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for a in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1000,800"):
        opts.add_argument(a)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=opts)
    d.set_window_size(1000, 800)
    try:
        yield d
    finally:
        d.quit()
