"""Each entry joined by id with GeoNames, and the figures the summary prints."""

from collections import Counter
from dataclasses import dataclass, field

from .cities_file import Entry, member, with_members
from .names import alternate_names
from .sources import GeoNames


@dataclass(slots=True)
class Counts:
    entries: int = 0
    matched: int = 0
    population: int = 0
    region: int = 0
    alternate_name_entries: int = 0
    alternate_names: int = 0
    # Matched, but GeoNames puts the place in another country than the entry: no region (see `enrich`).
    other_country: list[str] = field(default_factory=list)
    # Matched, but GeoNames' feature class is not P (a populated place); only the dump files say.
    not_populated: list[str] = field(default_factory=list)
    labels_before: list[str] = field(default_factory=list)
    labels_after: list[str] = field(default_factory=list)


def enrich(entries: list[Entry], geonames: GeoNames | None, with_alternate_names: bool) -> tuple[list[str], Counts]:
    """The entries' new text, and what was added.

    A matched entry gets, after its own members: `population` when GeoNames' is above 0; `region`, the name of
    the first-level division, when GeoNames knows it and puts the place in the entry's own country (11 shipped
    entries differ, such as Kolossi: GB in the list, CY in GeoNames; a Cypriot district beside "GB" would be
    wrong either way); `alternateNames` when asked for and any are left after `alternate_names`' filter.
    With no `geonames` the entries come back without the three members."""
    counts = Counts(entries=len(entries))
    texts: list[str] = []
    for entry in entries:
        name, state, country = entry.string("name"), entry.string("state"), entry.string("country")
        counts.labels_before.append(label(name, state, entry.string("region"), country))
        place = geonames.places.get(entry.id) if geonames else None
        if place is None:
            texts.append(entry.text)
            counts.labels_after.append(label(name, state, "", country))
            continue
        counts.matched += 1
        members: list[str] = []
        if place.population > 0:
            members.append(member("population", place.population))
            counts.population += 1
        region = geonames.region(place)
        if place.country != country:
            counts.other_country.append(f"{entry.id} {name} ({country}; GeoNames: {place.country})")
            region = ""
        if region:
            members.append(member("region", region))
            counts.region += 1
        if place.feature and not place.feature.startswith("P."):
            counts.not_populated.append(f"{entry.id} {name} ({place.feature})")
        if with_alternate_names:
            names = alternate_names(place.alternate_names, name)
            if names:
                members.append(member("alternateNames", names))
                counts.alternate_name_entries += 1
                counts.alternate_names += len(names)
        texts.append(with_members(entry.text, members))
        counts.labels_after.append(label(name, state, region, country))
    return texts, counts


def label(name: str, state: str, region: str, country: str) -> str:
    """The contract's label: the non-empty of name, state (or, where there is none, region) and country."""
    return ", ".join(part for part in (name, state or region, country) if part)


def shared_label_share(labels: list[str]) -> float:
    """The share of the labels that equal another entry's label."""
    if not labels:
        return 0.0
    times = Counter(labels)
    return sum(1 for text in labels if times[text] > 1) / len(labels)
