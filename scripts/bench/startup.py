#!/usr/bin/env python3
"""Start-up of city-autocomplete, measured: starts BINARY (--host 127.0.0.1 --port 0, any further arguments
after it) RUNS times, one after another. For each run it prints the time from starting the process until
/readyz first answers 200, and the start-up line's "index built in N ms" with its steps; then the median,
lowest and highest of each. The port is the one the process itself listens on (found in /proc, so no other
process can answer in its place). Stops each process with SIGTERM and fails, with its log, when one exits
early, does not become ready within a minute, or does not exit 0 (messages start with $BENCH_NAME, by
default bench-startup).

usage: startup.py BINARY RUNS [ARGUMENT...]"""
import http.client
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time

STEPS = ("read", "parse", "sort", "tables")
BUILT = re.compile(r"index built in (\d+) ms: read (\d+), parse (\d+), sort (\d+), tables (\d+)")


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import failure  # noqa: E402  (after finding this directory)


def fail(message, log=None):
    failure.fail(message, log, default_name="bench-startup")


def listening_port(pid):
    """The TCP port process `pid` listens on, or None while it listens on none."""
    inodes = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    except (FileNotFoundError, ProcessLookupError):
        return None
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table) as lines:
            next(lines)
            for line in lines:
                fields = line.split()
                if fields[3] == "0A" and fields[9] in inodes:  # 0A: LISTEN
                    return int(fields[1].rsplit(":", 1)[1], 16)
    return None


def ready(port):
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        connection.request("GET", "/readyz")
        status = connection.getresponse().status
        connection.close()
        return status == 200
    except OSError:
        return False


def run(binary, arguments):
    log = tempfile.TemporaryFile()
    start = time.perf_counter_ns()
    process = subprocess.Popen(
        [binary, "--host", "127.0.0.1", "--port", "0", *arguments], stdout=subprocess.DEVNULL, stderr=log
    )
    deadline = time.monotonic() + 60
    port = None
    while True:
        if process.poll() is not None:
            fail(f"the service exited with status {process.returncode} before it was ready; its log is above", log)
        if time.monotonic() > deadline:
            process.kill()
            fail("the service was not ready within 60 s; its log is above", log)
        port = port or listening_port(process.pid)
        if port and ready(port):
            break
        time.sleep(0.001)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    # The start-up line follows the swap that makes /readyz answer 200.
    line = None
    while line is None and time.monotonic() < deadline:
        log.seek(0)
        line = BUILT.search(log.read().decode("utf-8", "replace"))
        time.sleep(0.001)
    process.send_signal(signal.SIGTERM)
    try:
        status = process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        fail("the service did not exit within 15 s of SIGTERM; its log is above", log)
    if line is None:
        fail("no start-up line with \"index built in N ms\" in the log above", log)
    if status != 0:
        fail(f"the service exited with status {status} after SIGTERM; its log is above", log)
    return elapsed, [int(value) for value in line.groups()]


def spread(values, unit=""):
    return f"median {statistics.median(values):g}{unit} (lowest {min(values):g}, highest {max(values):g})"


def main():
    if len(sys.argv) < 3 or not re.fullmatch(r"[1-9][0-9]*", sys.argv[2]):
        sys.exit(__doc__.split("\n\n")[-1])
    binary, runs, arguments = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    with open("/proc/meminfo") as meminfo:
        memory = int(meminfo.readline().split()[1]) / 1048576
    print(
        f"machine: {os.cpu_count()} cores, {memory:.0f} GiB, Linux {os.uname().release}; "
        f"load average {os.getloadavg()[0]:.2f} before the first run"
    )
    print(f"command: {binary} --host 127.0.0.1 --port 0 {' '.join(arguments)}".rstrip())
    ready_ms, built = [], []
    for number in range(1, runs + 1):
        elapsed, figures = run(binary, arguments)
        ready_ms.append(round(elapsed))
        built.append(figures)
        steps = ", ".join(f"{step} {value}" for step, value in zip(STEPS, figures[1:]))
        print(f"run {number}: {round(elapsed)} ms to /readyz 200; index built in {figures[0]} ms: {steps}")
    print(f"load average after the last run: {os.getloadavg()[0]:.2f}")
    print(f"to /readyz 200: {spread(ready_ms, ' ms')}")
    print(f"index built in: {spread([figures[0] for figures in built], ' ms')}")
    for index, step in enumerate(STEPS, start=1):
        print(f"  {step}: {spread([figures[index] for figures in built], ' ms')}")


main()
