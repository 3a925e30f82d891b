/// Why a prebuilt index file cannot be used or written, naming the file.
///
/// Its description reads as one line: `cities.json.index: was built from other data (12 bytes, fingerprint
/// 0x…); the data file has 36,912,640 bytes`.
public struct PrebuiltIndexError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The index file's path as it was given.
    public var file: String
    /// What is wrong.
    public var problem: String
    /// Whether the file is simply not there: the usual case of data that has no prebuilt index.
    public var isMissing: Bool

    /// An error in `file`.
    public init(file: String, problem: String, isMissing: Bool = false) {
        self.file = file
        self.problem = problem
        self.isMissing = isMissing
    }

    /// The error as one line: the file, then the problem.
    public var description: String {
        "\(file): \(problem)"
    }
}
