"""How the benchmark scripts stop on a failure: the log of the process they ran, if any, then one line that
names the script (BENCH_NAME, else the default the script gives) and exit status 1."""
import os
import sys


def fail(message, log=None, default_name="bench"):
    """Prints `log` (a file opened in binary mode) from its start, if given, then exits with `message`."""
    if log is not None:
        log.seek(0)
        sys.stderr.write(log.read().decode("utf-8", "replace"))
    sys.exit(f"{os.environ.get('BENCH_NAME', default_name)}: {message}")
