"""Unit tests of the search-quality benchmark's other names (scripts/bench/other_names.py and
scripts/bench/search-quality.py --names other) on small fixtures: the list fixtures/other-names.tsv, the cities
of fixtures/expected.json and the GeoNames stand-in fixtures/packages/cities500.json that test_enrich_cities.py
uses. No service and no venv: the typing is done against StandIn, which answers from the fixtures.

Run: python3 -m unittest discover -s Tests/scripts (scripts/test does).
"""

import importlib.util
import json
import sys
import tempfile
import unittest
import urllib.parse
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
sys.path.insert(0, str(REPOSITORY / "scripts" / "bench"))

import other_names  # noqa: E402  (it puts scripts/ on the path too, for enrich)
from enrich.names import alternate_names  # noqa: E402
from enrich.sources import load_packages  # noqa: E402
from fold import fold_name, fold_query  # noqa: E402
from other_names import OtherName  # noqa: E402

_spec = importlib.util.spec_from_file_location("search_quality", REPOSITORY / "scripts" / "bench" / "search-quality.py")
search_quality = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(search_quality)

OWN_NAMES = {entry["_id"]: entry["name"] for entry in json.loads((FIXTURES / "expected.json").read_text("utf-8"))}
GEONAMES = {
    key: place.alternate_names
    for key, place in load_packages(
        str(FIXTURES / "packages" / "cities500.json"),
        str(FIXTURES / "packages" / "subdivisions.tsv"),
        alternate_names=True,
    ).places.items()
}


def write(directory: str, text: str) -> str:
    path = Path(directory) / "other-names.tsv"
    path.write_text(text, encoding="utf-8")
    return str(path)


class StandIn:
    """Answers as the service does on the fixture cities: sort=name in the contract's order, sort=relevance by
    population; names=all also matches the alternate names that scripts/enrich-cities keeps, unless `names_all`
    is False (a build that ignores the parameter, as today's does). Another sort is refused with 400."""

    def __init__(self, names_all=True):
        self.cities, _, _ = search_quality.load(str(FIXTURES / "expected.json"))
        self.names_all = names_all
        self.requests = 0

    def autocomplete(self, prefix, query):
        self.requests += 1
        parameters = dict(urllib.parse.parse_qsl(query))
        sort = parameters.get("sort", "name")
        if sort not in ("name", "relevance"):
            raise search_quality.Refused(f'sort must be name or relevance, not "{sort}".')
        folded = fold_query(prefix)
        every = self.names_all and parameters.get("names") == "all"

        def matches(city):
            names = alternate_names(GEONAMES.get(city.id, ()), city.name) if every else []
            return any(fold_name(name).startswith(folded) for name in [city.name, *names])

        order = (lambda city: (-city.population, city.folded)) if sort == "relevance" else (lambda city: city.folded)
        return [city.id for city in sorted(filter(matches, self.cities), key=order)[: search_quality.LIMIT]]


def typed():
    cities = {city.id: city for city in StandIn().cities}
    return [
        search_quality.OtherName(entry, cities[entry.id]) for entry in other_names.load(FIXTURES / "other-names.tsv")
    ]


class ListTests(unittest.TestCase):
    def test_the_fixture_loads_in_file_order(self):
        entries = other_names.load(FIXTURES / "other-names.tsv")
        self.assertEqual(entries[0], OtherName(3, "Cologne", 2886242, "Köln", "exonym"))
        self.assertEqual([entry.name for entry in entries], ["Cologne", "Kolle", "Кёльн", "Madryt", "Сидни"])
        self.assertEqual(other_names.by_kind(entries), "exonym 2, endonym 1, native script 2")

    def test_the_committed_list_has_at_least_120_names_of_every_kind(self):
        entries = other_names.load(other_names.LIST)
        self.assertGreaterEqual(len(entries), 120)
        self.assertEqual({entry.kind for entry in entries}, set(other_names.KINDS))

    def test_a_bad_list_names_the_line(self):
        header = "# a comment\nname\tid\tcity\tkind\n"
        cases = {
            "name\tid\tcity\n": "the first line that is not a comment must be the header 'name\\tid\\tcity\\tkind'",
            header: "the list has no entries",
            header + "Cologne\t2886242\tKöln\n": "line 3: expected 4 tab-separated columns, found 3",
            header + "Cologne\tKöln\tKöln\texonym\n": "line 3: the id must be a whole number, found 'Köln'",
            header
            + "Cologne \t2886242\tKöln\texonym\n": "line 3: the name 'Cologne ' is empty or has spaces at an end",
            header + "Cologne\t2886242\tKöln\tnickname\n": "line 3: the kind must be one of exonym, endonym, old name, "
            "new name, short form, native script; found 'nickname'",
        }
        with tempfile.TemporaryDirectory() as directory:
            for text, message in cases.items():
                path = write(directory, text)
                with self.assertRaises(other_names.ListError) as raised:
                    other_names.load(path)
                self.assertEqual(str(raised.exception), f"{path}: {message}", text)


class CheckTests(unittest.TestCase):
    def test_the_fixture_passes(self):
        self.assertEqual(other_names.check(other_names.load(FIXTURES / "other-names.tsv"), OWN_NAMES, GEONAMES), [])

    def test_names_are_compared_folded(self):
        entries = [
            OtherName(1, "COLONIA AGRIPPINA", 2886242, "Köln", "old name"),  # GeoNames: Colonia "Agrippina"
            OtherName(2, "kölle", 2886242, "Köln", "endonym"),  # GeoNames: "Kölle " (a space at its end)
        ]
        self.assertEqual(other_names.check(entries, OWN_NAMES, GEONAMES), [])

    def test_each_failing_entry_is_named_with_its_reason(self):
        entries = [
            OtherName(4, "Colonia Romana", 2886242, "Köln", "old name"),
            OtherName(5, "CGN", 2886242, "Köln", "short form"),
            OtherName(6, "Koln", 2886242, "Köln", "exonym"),
            OtherName(7, "Madr", 3117735, "Madrid", "short form"),
            OtherName(8, "Cologne", 2886242, "Koeln", "exonym"),
            OtherName(9, "Cologne", 12345, "Köln", "exonym"),
            OtherName(10, "Somewhere", 99999999, "Nowhere", "old name"),
            OtherName(11, "Kölle", 2886242, "Köln", "endonym"),
            OtherName(12, "KOLLE", 2886242, "Köln", "endonym"),
        ]
        self.assertEqual(
            other_names.check(entries, OWN_NAMES, GEONAMES),
            [
                "line 4: 'Colonia Romana' (old name) for Köln (id 2886242): not among GeoNames' alternate names for "
                "id 2886242 (compared folded: 'colonia romana')",
                "line 5: 'CGN' (short form) for Köln (id 2886242): GeoNames lists it only as 'CGN', which "
                "scripts/enrich-cities leaves out (scripts/enrich/names.py)",
                "line 6: 'Koln' (exonym) for Köln (id 2886242): folded ('koln') it is the city's own name folded or a "
                "prefix of it",
                "line 7: 'Madr' (short form) for Madrid (id 3117735): folded ('madr') it is the city's own name folded "
                "or a prefix of it",
                "line 8: 'Cologne' (exonym) for Koeln (id 2886242): the data file calls id 2886242 'Köln', not 'Koeln'",
                "line 9: 'Cologne' (exonym) for Köln (id 12345): the data file has no city with id 12345",
                "line 10: 'Somewhere' (old name) for Nowhere (id 99999999): GeoNames has no place with id 99999999",
                "line 12: 'KOLLE' (endonym) for Köln (id 2886242): folded, the same as line 11's name for the same "
                "city",
            ],
        )


class TypingTests(unittest.TestCase):
    QUERIES = ["sort=name", "sort=relevance", "names=all&sort=relevance", "sort=bogus"]
    REFUSED = 'not supported by this build (400: sort must be name or relevance, not "bogus".)'

    def test_figures_per_query(self):
        names = typed()
        results, answers, timings = search_quality.measure(StandIn(), names, self.QUERIES)
        figures = {
            query: {key: results[query][key] for key in ("found_share", "whole_first_share", "first_share")}
            for query in self.QUERIES[:3]
        }
        # sort=name: Kolle and Madryt are first after one keystroke (K: Köln, M: Madrid by their own names), and
        # no other name is found once typed whole; Cologne (7 letters) and the Cyrillic names are never first.
        self.assertEqual(figures["sort=name"], {"found_share": 0.0, "whole_first_share": 0.0, "first_share": 0.4})
        self.assertEqual(results["sort=name"]["first_mean_never_counted"], (8 + 1 + 6 + 1 + 6) / 5)
        self.assertEqual(
            figures["names=all&sort=relevance"], {"found_share": 1.0, "whole_first_share": 1.0, "first_share": 1.0}
        )
        self.assertEqual(results["names=all&sort=relevance"]["first_mean_never_counted"], 1)
        self.assertEqual(results["sort=bogus"], {"unsupported": self.REFUSED})
        self.assertNotIn("sort=bogus", answers)
        self.assertEqual(answers["names=all&sort=relevance"]["Сидни"], [6354908])
        self.assertEqual(timings["sort=name"][0], len(answers["sort=name"]))  # one request a distinct prefix

    def test_a_query_whose_answers_are_its_sorts_alone_is_reported_as_ignored(self):
        for names_all, ignored in ((False, True), (True, False)):
            service = StandIn(names_all)
            queries = ["names=all&sort=relevance"]  # sort=relevance alone is asked for to compare
            results, answers, _ = search_quality.measure(service, typed(), queries)
            search_quality.mark_ignored(results, answers, None, service)
            self.assertEqual("ignored" in results[queries[0]], ignored)
            if ignored:
                self.assertEqual(
                    results[queries[0]]["unsupported"],
                    "ignored by this build: every answer is the same as sort=relevance's",
                )

    def test_alone(self):
        cases = {
            "sort=name": None,
            "sort=relevance": "sort=name",
            "names=all&sort=relevance": "sort=relevance",
            "names=all": "sort=name",
            "sort=name&names=all": "sort=name",
        }
        for query, expected in cases.items():
            self.assertEqual(search_quality.alone(query), expected, query)

    def test_tables_and_the_names_furthest_from_first(self):
        names = typed()
        results, answers, _ = search_quality.measure(StandIn(), names, self.QUERIES)
        kinds = {query: search_quality.by_kind(names, results[query]) for query in self.QUERIES[:3]}
        lines = search_quality.other_tables(self.QUERIES, results, kinds, len(names))
        self.assertIn("| `sort=name` | **0.0%** | **0.0%** | 40.0% | 1.00 (median 1) | **4.40** |", lines)
        self.assertIn(f"| `sort=bogus` | {self.REFUSED} | | | | |", lines)
        self.assertIn("| kind | names | `sort=name` | `sort=relevance` | `names=all&sort=relevance` |", lines)
        self.assertIn("| exonym | 2 | 0.0% / 0.0% / 4.50 | 0.0% / 0.0% / 4.50 | 100.0% / 100.0% / 1.00 |", lines)
        by_id = {name.id: name.city for name in names}
        self.assertEqual(
            search_quality.worst(names, results["sort=name"], by_id, answers["sort=name"].get, 2),
            [
                "- Cologne (exonym) for Köln, DE (id 2886242, population 1,024,621): never first; not in the top 10 "
                "after the whole name, which matches no city",
                "- Кёльн (native script) for Köln, DE (id 2886242, population 1,024,621): never first; not in the top "
                "10 after the whole name, which matches no city",
            ],
        )


if __name__ == "__main__":
    unittest.main()
