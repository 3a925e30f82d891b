"""The one error the enrichment stops on: a message that names the file and the place in it."""


class DataError(Exception):
    """Bad input, said so that a person can fix it:
    `cities.json: entry 3 (line 4, column 1): field "_id" is missing`."""

    def __init__(self, file: str, problem: str) -> None:
        super().__init__(f"{file}: {problem}")


def line_and_column(text: str, offset: int) -> tuple[int, int]:
    """The 1-based line and column of `offset` in `text`, counted in characters."""
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column
