"""A cities file read as its entries' own text, and written back in the shipped file's layout.

Each entry keeps the exact text it came with (its keys, their order, number text such as `44.549999`, string
escapes); only whitespace outside strings is dropped, so that a pretty-printed file comes out one entry a line.
The members this script adds (`ADDED_MEMBERS`) are removed from an entry that already has them, wherever they
stand in it, so that they can be computed again: that is what makes running on the script's own output give
the same bytes.
"""

import json
import os
import re
import sys
import tempfile
from dataclasses import dataclass
from json.encoder import encode_basestring as json_string  # json.dumps(text, ensure_ascii=False), faster

from .errors import DataError, line_and_column

# The members this script writes, in the order it writes them after an entry's own members.
ADDED_MEMBERS = ("population", "region", "alternateNames")

_DECODER = json.JSONDecoder()
_WHITESPACE = re.compile(r"[ \t\n\r]*")
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_ANY_WHITESPACE = re.compile(r"[ \t\n\r]")
# A JSON string (kept, as group 1) or a run of whitespace outside strings (dropped).
_STRING_OR_WHITESPACE = re.compile(r'("[^"\\]*(?:\\.[^"\\]*)*")|[ \t\n\r]+')


@dataclass(slots=True)
class Entry:
    """One city: its text without the added members, and its parsed fields as the input had them."""

    text: str
    fields: dict[str, object]
    id: int

    def string(self, key: str) -> str:
        """The field's value when it is a string, else the empty string."""
        value = self.fields.get(key)
        return value if isinstance(value, str) else ""


def read_cities(path: str) -> list[Entry]:
    """The entries of the JSON array of cities in `path`, in the file's order."""
    text = _read_text(path)
    position = _skip_whitespace(text, 0)
    if position == len(text):
        raise DataError(path, "is empty; expected a JSON array of cities")
    if text[position] != "[":
        raise DataError(
            path,
            f"{_where(text, position)}: expected '[' to open the array of cities, found {_describe(text, position)}",
        )
    position = _skip_whitespace(text, position + 1)
    if text.startswith("]", position):
        raise DataError(path, f"{_where(text, position)}: the array has no cities")
    entries: list[Entry] = []
    while True:
        number = len(entries) + 1
        try:
            value, end = _DECODER.raw_decode(text, position)
        except json.JSONDecodeError as error:
            raise DataError(
                path, f"entry {number} (line {error.lineno}, column {error.colno}): not JSON: {error.msg}"
            ) from None
        entries.append(_entry(path, text, number, position, end, value))
        position = _skip_whitespace(text, end)
        if text.startswith(",", position):
            position = _skip_whitespace(text, position + 1)
        elif text.startswith("]", position):
            break
        else:
            raise DataError(
                path,
                f"{_where(text, position)}: expected ',' or ']' after entry {number}, "
                f"found {_describe(text, position)}",
            )
    position = _skip_whitespace(text, position + 1)
    if position != len(text):
        raise DataError(
            path, f"{_where(text, position)}: expected nothing after the array's ']', found {_describe(text, position)}"
        )
    return entries


def with_members(entry_text: str, members: list[str]) -> str:
    """`entry_text` with the members' text appended before its closing brace."""
    if not members:
        return entry_text
    separator = "" if entry_text == "{}" else ","
    return entry_text[:-1] + separator + ",".join(members) + "}"


def member(key: str, value: int | str | list[str]) -> str:
    """A member's compact JSON text: `"population":1024621`, `"region":"Nova Scotia"`,
    `"alternateNames":["Cologne"]`."""
    if isinstance(value, int):
        text = str(value)
    elif isinstance(value, str):
        text = json_string(value)
    else:
        text = "[" + ",".join(json_string(item) for item in value) + "]"
    return json_string(key) + ":" + text


def cities_text(entry_texts: list[str]) -> str:
    """The shipped file's layout: `[`, one entry a line joined by `,`, `]`, and a final newline."""
    return "[\n" + ",\n".join(entry_texts) + "\n]\n"


def write_file(path: str, text: str) -> None:
    """Writes `text` as UTF-8 to `path` (`-`: standard output), replacing the file only once it is whole."""
    data = text.encode("utf-8")
    if path == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    directory = os.path.dirname(os.path.abspath(path))
    try:
        mode = os.stat(path).st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    except OSError as error:
        raise DataError(path, f"cannot be written: {error.strerror}") from None
    try:
        descriptor, temporary = tempfile.mkstemp(dir=directory, prefix=".enrich-cities-")
    except OSError as error:
        raise DataError(path, f"cannot be written: {error.strerror}") from None
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except OSError as error:
        os.unlink(temporary)
        raise DataError(path, f"cannot be written: {error.strerror}") from None


def read_bytes(path: str) -> bytes:
    """The file's bytes; a `DataError` naming it when it cannot be read."""
    try:
        with open(path, "rb") as file:
            return file.read()
    except OSError as error:
        raise DataError(path, f"cannot be opened: {error.strerror}") from None


def _read_text(path: str) -> str:
    data = read_bytes(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise DataError(path, f"line {line}: byte {error.start + 1} is not UTF-8; save the file as UTF-8") from None
    if text.startswith("\ufeff"):
        raise DataError(path, "starts with a byte order mark, which JSON does not allow; save it as UTF-8 without one")
    return text


def _entry(path: str, text: str, number: int, start: int, end: int, value: object) -> Entry:
    def failure(problem: str) -> DataError:
        line, column = line_and_column(text, start)
        return DataError(path, f"entry {number} (line {line}, column {column}): {problem}")

    if not isinstance(value, dict):
        raise failure(f"must be an object, found {_describe(text, start)}")
    key = "_id" if "_id" in value else "id" if "id" in value else None
    if key is None:
        raise failure('field "_id" (or "id") is missing')
    city_id = value[key]
    if type(city_id) is not int:
        raise failure(f'field "{key}" must be a whole number, found {json.dumps(city_id, ensure_ascii=False)}')
    entry_text = text[start:end]
    if _ANY_WHITESPACE.search(_STRING.sub("", entry_text)):  # two quick passes spare most entries the slow one
        entry_text = _STRING_OR_WHITESPACE.sub(r"\1", entry_text)
    if any(added in value for added in ADDED_MEMBERS):
        entry_text = _without_members(entry_text, ADDED_MEMBERS)
    return Entry(text=entry_text, fields=value, id=city_id)


def _without_members(object_text: str, keys: tuple[str, ...]) -> str:
    """A compact object's text without its members named in `keys`; the other members' text is untouched."""
    kept: list[str] = []
    position = 1
    if object_text[position] != "}":
        while True:
            key, colon = _DECODER.raw_decode(object_text, position)
            _, end = _DECODER.raw_decode(object_text, colon + 1)
            if key not in keys:
                kept.append(object_text[position:end])
            if object_text[end] == "}":
                break
            position = end + 1
    return "{" + ",".join(kept) + "}"


def _skip_whitespace(text: str, position: int) -> int:
    return _WHITESPACE.match(text, position).end()


def _where(text: str, position: int) -> str:
    line, column = line_and_column(text, position)
    return f"line {line}, column {column}"


def _describe(text: str, position: int) -> str:
    if position >= len(text):
        return "the end of the file"
    snippet = text[position : position + 20].split("\n")[0]
    return json.dumps(snippet, ensure_ascii=False) if snippet else "a line break"
