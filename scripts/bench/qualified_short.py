"""The short qualified prefixes of the in-process benchmark "All names by relevance: qualified prefix of a short name":
the first 1,000 cities of the data with a population, each as the first one or two characters of its name, a comma,
and the first one or two characters of its state code, else its region, else its country code (`s, ca`, `k, q`).
A character here is a scalar with the combining marks after it, as Swift's `String.prefix` counts them for these
names.

Usage: python3 scripts/bench/qualified_short.py DATA.json OUT_DIRECTORY
Writes one prefix a line to OUT_DIRECTORY/all (in the benchmark's order) and to OUT_DIRECTORY/n1q1, n1q2, n2q1 and
n2q2 (by the characters of the name and of the qualifier).
"""

import json
import os
import sys
import unicodedata


def characters(text, count):
    """The first `count` characters of `text`, each a scalar with the combining marks that follow it."""
    end = 0
    for _ in range(count):
        if end >= len(text):
            break
        end += 1
        while end < len(text) and unicodedata.combining(text[end]):
            end += 1
    return text[:end]


def main():
    data_path, out_directory = sys.argv[1], sys.argv[2]
    with open(data_path, encoding="utf-8") as data:
        cities = [city for city in json.load(data) if city.get("population", 0) > 0][:1000]
    by_shape = {f"n{name}q{qualifier}": [] for name in (1, 2) for qualifier in (1, 2)}
    every = []
    for position, city in enumerate(cities):
        qualifier = next(city[key] for key in ("state", "region", "country") if city.get(key) is not None)
        name_length, qualifier_length = 1 + position % 2, 1 + position // 2 % 2
        prefix = f"{characters(city['name'], name_length)}, {characters(qualifier, qualifier_length)}"
        every.append(prefix)
        by_shape[f"n{name_length}q{qualifier_length}"].append(prefix)
    os.makedirs(out_directory, exist_ok=True)
    for name, prefixes in [("all", every), *by_shape.items()]:
        with open(os.path.join(out_directory, name), "w", encoding="utf-8") as out:
            out.write("".join(prefix + "\n" for prefix in prefixes))


if __name__ == "__main__":
    main()
