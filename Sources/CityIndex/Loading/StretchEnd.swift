/// How reading a stretch ended.
enum StretchEnd: Equatable {
    /// Where the next stretch starts, exactly where an entry starts.
    case boundary(Int)
    /// At the array's end, with nothing but white space after it.
    case arrayEnd
    /// Past where the stretch was to end, which was not an entry's start, or at an error.
    case failed
}
