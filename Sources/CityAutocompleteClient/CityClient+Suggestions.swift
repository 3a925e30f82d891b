import Foundation

extension CityClient {
    /// Suggestions for a search field: for each text a person types, after a pause, the cities that match it.
    ///
    /// - A text is asked for once `debounce` has passed on `clock` without a newer text; a text equal to the one before
    ///   it is ignored.
    /// - A newer text cancels the request in flight, and an answer to an older text is never yielded, even when its
    ///   transport ignores the cancellation and the answer comes after a newer one.
    /// - A text that is empty, or only white space, yields an empty list at once, with no request: an empty prefix
    ///   would match every city.
    /// - A failed request yields its ``CityClientError`` in ``Suggestions/result`` and the stream goes on: the next
    ///   text asks again.
    ///
    /// The stream finishes after `texts` ends (or throws) and the last text's answer is yielded. When the stream's
    /// consumer stops, its work stops too: a sequence such as `AsyncStream` ends when the task reading it is
    /// cancelled, and the request in flight is cancelled.
    ///
    /// - Parameters:
    ///   - texts: The text of the search field, each time it changes.
    ///   - options: The options of every request; `limit` and `sort: .relevance` suit a dropdown.
    ///   - debounce: How long a text must stay unchanged before it is asked for.
    ///   - clock: The clock `debounce` is measured on.
    public func suggestions<Texts: AsyncSequence & Sendable>(
        for texts: Texts,
        options: AutocompleteOptions = AutocompleteOptions(),
        debounce: Duration = .milliseconds(100),
        clock: any Clock<Duration> = ContinuousClock()
    ) -> AsyncStream<Suggestions> where Texts.Element == String {
        let (stream, continuation) = AsyncStream.makeStream(of: Suggestions.self)
        let gate = SuggestionsGate(continuation)
        let reading = Task {
            var previous: String?
            var inFlight: Task<Void, Never>?
            do {
                for try await text in texts where text != previous {
                    previous = text
                    inFlight?.cancel()
                    let number = await gate.next()
                    if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                        await gate.deliver(Suggestions(text: text, result: .success([])), for: number)
                        inFlight = nil
                        continue
                    }
                    inFlight = Task {
                        do {
                            try await clock.sleep(for: debounce)
                        } catch {
                            return
                        }
                        let result: Result<[City], CityClientError>
                        do throws(CityClientError) {
                            result = .success(try await autocomplete(text, options: options))
                        } catch .cancelled {
                            return
                        } catch {
                            result = .failure(error)
                        }
                        await gate.deliver(Suggestions(text: text, result: result), for: number)
                    }
                }
            } catch {
                // A failing sequence of texts ends the suggestions as its end does.
            }
            if Task.isCancelled {
                inFlight?.cancel()
            }
            await inFlight?.value
            continuation.finish()
        }
        continuation.onTermination = { _ in reading.cancel() }
        return stream
    }
}
