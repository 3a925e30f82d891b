"""Summarizes scripts/bench-in-turn's runs: for each benchmark, the median over the pairs of NEW's p50 and p99 over
OLD's, with a 95% interval from resampling the pairs, how many pairs NEW was lower in, and each side's median and
lowest p50.

Usage: python3 scripts/bench/in_turn.py RESULTS
  RESULTS: tab-separated lines of pair, side (OLD or NEW), read latency in ns, p50 in ns, p99 in ns, benchmark name
"""
import collections
import random
import statistics
import sys


def interval(ratios, rounds=4000):
    """A 95% interval of the ratios' median, from `rounds` resamplings of the pairs (a fixed seed: the same runs
    give the same interval)."""
    generator = random.Random(1)
    medians = sorted(statistics.median(generator.choices(ratios, k=len(ratios))) for _ in range(rounds))
    return medians[int(rounds * 0.025)], medians[int(rounds * 0.975) - 1]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    runs = collections.defaultdict(dict)
    for line in open(sys.argv[1], encoding="utf-8"):
        pair, side, _, p50, p99, name = line.rstrip("\n").split("\t")
        runs[name][(int(pair), side)] = (int(p50), int(p99))
    for name, measured in runs.items():
        pairs = sorted({pair for pair, _ in measured if (pair, "OLD") in measured and (pair, "NEW") in measured})
        if not pairs:
            continue
        print(f"{name}: {len(pairs)} pairs")
        for column, label in ((0, "p50"), (1, "p99")):
            ratios = [measured[(pair, "NEW")][column] / measured[(pair, "OLD")][column] for pair in pairs]
            low, high = interval(ratios)
            lower = sum(ratio < 1 for ratio in ratios)
            print(
                f"  {label} NEW/OLD median {statistics.median(ratios):.3f} (95% {low:.3f}–{high:.3f}),"
                f" NEW lower in {lower} of {len(pairs)}"
            )
        for side in ("OLD", "NEW"):
            p50s = [measured[(pair, side)][0] for pair in pairs]
            print(f"  {side} p50 median {statistics.median(p50s):.0f} ns, lowest {min(p50s)} ns")


if __name__ == "__main__":
    main()
