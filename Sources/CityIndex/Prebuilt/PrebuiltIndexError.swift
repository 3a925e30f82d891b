/// Why a prebuilt index file cannot be used or written, naming the file.
///
/// Its description reads as one line: `cities.json.index: was built from other data (36049916 bytes, fingerprint
/// 8eb54890f4b95dbe), not this data file (39318210 bytes, fingerprint ac36e7f469fa56a9)`.
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
