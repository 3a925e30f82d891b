/// Lets through only the answer to the latest text of ``CityClient/suggestions(for:options:debounce:clock:)``.
///
/// Each text takes a new number; an answer is yielded only while its text's number is the latest, so an answer to an
/// earlier text that comes after a later one (or after the stream moved on) is dropped. The check and the yield are
/// one step of the actor, so no answer can slip in between them.
actor SuggestionsGate {
    private let continuation: AsyncStream<Suggestions>.Continuation
    private var latest = 0

    init(_ continuation: AsyncStream<Suggestions>.Continuation) {
        self.continuation = continuation
    }

    /// The number of a new text, which makes every earlier text's answer stale.
    func next() -> Int {
        latest += 1
        return latest
    }

    /// Yields `suggestions` if `number` is still the latest text's.
    func deliver(_ suggestions: Suggestions, for number: Int) {
        if number == latest {
            continuation.yield(suggestions)
        }
    }
}
