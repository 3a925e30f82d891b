extension AsyncSequence where Self: Sendable {
    /// Every element, once the sequence has ended.
    func collect() async rethrows -> [Element] {
        var elements: [Element] = []
        for try await element in self {
            elements.append(element)
        }
        return elements
    }
}
