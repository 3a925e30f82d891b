"""Draws the connection sweep of scripts/bench-http: requests/s and p99 latency against the number of
connections (log scale), one line per server, a red cross where a run had errors, and no latency where a
run had no answers at all.

Usage: python3 sweep-chart.py SWEEP_CSV OUT_PNG  (scripts/bench-chart runs it with matplotlib installed)
"""
import csv
import sys
from collections import defaultdict

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after choosing the backend)
from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter  # noqa: E402

LABELS = {
    "service": "city-autocomplete",
    "nginx": "nginx, 1 worker, fixed answer",
    "bare": "bare libmicrohttpd, 1 thread, fixed answer",
}
COLORS = {"service": "tab:blue", "nginx": "tab:green", "bare": "tab:gray"}


def main() -> None:
    csv_path, png_path = sys.argv[1:3]
    runs = defaultdict(list)
    with open(csv_path, newline="", encoding="utf-8") as file:
        for row in csv.DictReader(file):
            runs[row["server"]].append(row)
    if not runs:
        sys.exit(f"{csv_path} has no runs")
    seconds = sorted({row["seconds"].split(".")[0] for rows in runs.values() for row in rows})
    connection_counts = sorted({int(row["connections"]) for rows in runs.values() for row in rows})

    figure, (throughput, latency) = plt.subplots(1, 2, figsize=(12, 4.8), dpi=150)
    for server, rows in runs.items():
        rows.sort(key=lambda row: int(row["connections"]))
        connections = [int(row["connections"]) for row in rows]
        style = dict(marker="o", markersize=4, color=COLORS.get(server), label=LABELS.get(server, server))
        throughput.plot(connections, [float(row["requests_per_second"]) for row in rows], **style)
        latency.plot(connections, [p99(row) for row in rows], **style)
        failed = [row for row in rows if int(row["non2xx"]) + int(row["socket_errors"]) > 0]
        throughput.plot([int(row["connections"]) for row in failed],
                        [float(row["requests_per_second"]) for row in failed], "x", color="red", markersize=9)
        latency.plot([int(row["connections"]) for row in failed], [p99(row) for row in failed],
                     "x", color="red", markersize=9)

    throughput.set_ylabel("requests/s")
    throughput.set_ylim(bottom=0)
    throughput.yaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:,.0f}"))
    latency.set_ylabel("p99 latency (ms, log scale)")
    latency.set_yscale("log")
    latency.yaxis.set_major_locator(LogLocator(subs=(1, 2, 5)))
    latency.yaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
    latency.yaxis.set_minor_formatter(NullFormatter())
    for axes, title in ((throughput, "Throughput"), (latency, "p99 latency")):
        axes.set_title(title)
        axes.set_xscale("log")
        axes.set_xticks(tick_values(connection_counts))
        axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
        axes.xaxis.set_minor_formatter(NullFormatter())
        axes.set_xlabel("concurrent keep-alive connections (log scale)")
        axes.grid(True, which="major", alpha=0.3)
    throughput.legend(loc="best", fontsize="small")
    figure.suptitle(f"Connection sweep: wrk -t1 --latency, {' or '.join(seconds)} s per point, loopback; "
                    "red crosses: runs with errors", fontsize="medium")
    figure.tight_layout()
    figure.savefig(png_path)


def p99(row: dict) -> float:
    """The run's p99 in ms; not a number (a gap in the line) when no request was answered."""
    return float(row["p99_ms"]) if int(row["requests"]) > 0 else float("nan")


def tick_values(values: list[int]) -> list[int]:
    """One value for each run of values too close on a log axis to label apart: 128 for 127, 128 and 129."""
    clusters = []
    for value in values:
        if clusters and value < clusters[-1][-1] * 1.5:
            clusters[-1].append(value)
        else:
            clusters.append([value])
    return [cluster[len(cluster) // 2] for cluster in clusters]


if __name__ == "__main__":
    main()
