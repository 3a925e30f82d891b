/// One answer of ``CityClient/suggestions(for:options:debounce:clock:)``: the text it answers, and the cities that
/// match it or why there are none.
public struct Suggestions: Sendable {
    /// The text as typed.
    public var text: String
    /// The matching cities, empty for an empty text; or the error of this text's request, after which the stream
    /// goes on with the next text.
    public var result: Result<[City], CityClientError>

    /// Suggestions for `text`.
    public init(text: String, result: Result<[City], CityClientError>) {
        self.text = text
        self.result = result
    }
}
