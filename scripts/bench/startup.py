#!/usr/bin/env python3
"""Start-up of city-autocomplete, measured: starts BINARY (--host 127.0.0.1 --port 0, any further arguments
after it) RUNS times, one after another. For each run it prints the time from starting the process until
/readyz first answers 200, and the start-up line's "index built in N ms" (or, where the service read a
prebuilt index, "index read in N ms") with its steps; then the median, lowest and highest of each. The port is the one the process's own log says it listens on, so no other process
can answer in its place. While the service loads, the benchmark waits in select() on the service's log and
takes no CPU from it: polling /proc every millisecond for the port, as it did before, took CPU from the load
it timed on a machine of two cores. Stops each process with SIGTERM and fails, with its log, when one exits
early, does not become ready within a minute, or does not exit 0 (messages start with $BENCH_NAME, by
default bench-startup).

PAUSE=SECONDS waits that long before each start (default 0). Started back to back, each process gets memory
the one before it has just freed; on a virtual machine whose balloon hands free memory back to the host (this
one reports it 2 s after it is freed), a pause of 3 s makes each start fault in memory the host must supply
again, as a replica starting on a quiet node does.

usage: startup.py BINARY RUNS [ARGUMENT...]"""
import http.client
import os
import re
import select
import signal
import statistics
import subprocess
import sys
import tempfile
import time

INDEX = re.compile(r"index (built|read) in (\d+) ms(?: from the prebuilt [^:]*)?: ((?:[a-z]+ \d+(?:, )?)+)\)")
STEP = re.compile(r"([a-z]+) (\d+)")
LISTENING = re.compile(r"listening on http://[^ ]+:(\d+) ")


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import failure  # noqa: E402  (after finding this directory)


def fail(message, log=None):
    failure.fail(message, log, default_name="bench-startup")


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
        [binary, "--host", "127.0.0.1", "--port", "0", *arguments], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + 60

    def stop_and_fail(message):
        process.kill()
        log.write(process.communicate()[1] or b"")
        fail(message, log)

    port = None
    text = b""
    while port is None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            log.write(text)
            stop_and_fail("the service was not ready within 60 s; its log is above")
        readable, _, _ = select.select([process.stderr], [], [], remaining)
        if not readable:
            continue
        chunk = os.read(process.stderr.fileno(), 65536)
        if not chunk:
            log.write(text)
            process.wait()
            fail(f"the service exited with status {process.returncode} before it was ready; its log is above", log)
        text += chunk
        listening = LISTENING.search(text.decode("utf-8", "replace"))
        port = int(listening.group(1)) if listening else None
    while not ready(port):
        if process.poll() is not None or time.monotonic() > deadline:
            log.write(text)
            stop_and_fail("the service said it listens but /readyz never answered 200; its log is above")
        time.sleep(0.001)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    process.send_signal(signal.SIGTERM)
    try:
        _, rest = process.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        log.write(text)
        stop_and_fail("the service did not exit within 15 s of SIGTERM; its log is above")
    log.write(text + rest)
    # The start-up line is the one that says where the service listens.
    line = INDEX.search(text.decode("utf-8", "replace"))
    if line is None:
        fail("no start-up line with \"index built in N ms\" or \"index read in N ms\" in the log above", log)
    if process.returncode != 0:
        fail(f"the service exited with status {process.returncode} after SIGTERM; its log is above", log)
    steps = {step: int(value) for step, value in STEP.findall(line.group(3))}
    return elapsed, line.group(1), int(line.group(2)), steps


def spread(values, unit=""):
    return f"median {statistics.median(values):g}{unit} (lowest {min(values):g}, highest {max(values):g})"


def main():
    if len(sys.argv) < 3 or not re.fullmatch(r"[1-9][0-9]*", sys.argv[2]):
        sys.exit(__doc__.split("\n\n")[-1])
    binary, runs, arguments = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    pause_text = os.environ.get("PAUSE", "0")
    if not re.fullmatch(r"[0-9]+(\.[0-9]+)?", pause_text):
        fail(f"PAUSE must be a number of seconds, 0 or more, not \"{pause_text}\"")
    pause = float(pause_text)
    with open("/proc/meminfo") as meminfo:
        memory = int(meminfo.readline().split()[1]) / 1048576
    print(
        f"machine: {os.cpu_count()} cores, {memory:.0f} GiB, Linux {os.uname().release}; "
        f"load average {os.getloadavg()[0]:.2f} before the first run"
    )
    print(f"command: {binary} --host 127.0.0.1 --port 0 {' '.join(arguments)}".rstrip())
    if pause > 0:
        print(f"pause before each start: {pause:g} s")
    ready_ms, indexes = [], {}
    for number in range(1, runs + 1):
        time.sleep(pause)
        elapsed, how, total, steps = run(binary, arguments)
        ready_ms.append(round(elapsed))
        indexes.setdefault(how, []).append((total, steps))
        listed = ", ".join(f"{step} {value}" for step, value in steps.items())
        print(f"run {number}: {round(elapsed)} ms to /readyz 200; index {how} in {total} ms: {listed}")
    print(f"load average after the last run: {os.getloadavg()[0]:.2f}")
    print(f"to /readyz 200: {spread(ready_ms, ' ms')}")
    for how, figures in indexes.items():
        print(f"index {how} in ({len(figures)} runs): {spread([total for total, _ in figures], ' ms')}")
        for step in figures[0][1]:
            values = [steps[step] for _, steps in figures if step in steps]
            print(f"  {step}: {spread(values, ' ms')}")


main()
