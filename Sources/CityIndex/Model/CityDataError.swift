/// Why a cities file cannot be served, naming the file, the entry's position and the field.
///
/// Its description reads as one line a person can act on:
/// `cities.json: entry 3 (line 4, column 2): field "name" is missing`.
public struct CityDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path as it was given.
    public var file: String
    /// The 1-based position of the entry in the file's array, when the problem is inside one.
    public var entry: Int?
    /// The entry's field at fault, such as `name` or `coord.lat`.
    public var field: String?
    /// The 1-based line where the problem is, when the text was read.
    public var line: Int?
    /// The 1-based column, in bytes, where the problem is, when the text was read.
    public var column: Int?
    /// What is wrong: `is missing`, `must be a string, found a number`.
    public var problem: String

    /// An error in `file`; the other parts are given where they are known.
    public init(
        file: String,
        entry: Int? = nil,
        field: String? = nil,
        line: Int? = nil,
        column: Int? = nil,
        problem: String
    ) {
        self.file = file
        self.entry = entry
        self.field = field
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// The error as one line: file, entry, position, field and problem.
    public var description: String {
        var text = file
        switch (entry, line, column) {
        case let (entry?, line?, column?): text += ": entry \(entry) (line \(line), column \(column))"
        case let (entry?, _, _): text += ": entry \(entry)"
        case let (nil, line?, column?): text += ": line \(line), column \(column)"
        default: break
        }
        if let field {
            text += ": field \"\(field)\""
            return text + " " + problem
        }
        return text + ": " + problem
    }
}
