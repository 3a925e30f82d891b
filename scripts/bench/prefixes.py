#!/usr/bin/env python3
"""Writes autocomplete paths for real typed prefixes: the first 1 to 6 characters of random city names
from a cities file, percent-encoded, one per line, each followed by QUERY when given (such as
"?sort=relevance"). Deterministic (seeded): the same prefixes whatever the query.

usage: prefixes.py CITIES_FILE [COUNT [QUERY]]"""
import json
import random
import sys
import urllib.parse

data, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5000
query = sys.argv[3] if len(sys.argv) > 3 else ""
cities = json.load(open(data, encoding="utf-8"))
rng = random.Random(2759794)
for _ in range(count):
    name = rng.choice(cities)["name"]
    prefix = name[: rng.randint(1, 6)]
    print(f"/cities/{urllib.parse.quote(prefix, safe='')}/autocomplete{query}")
