import CityAutocompleteClient
import Clocks
import Testing

/// `suggestions(for:)` over the real service, on a test clock: the debounce, cancelling the request in flight, dropping
/// an answer that comes after a newer one, empty texts and errors. Nothing here measures wall-clock time.
@Suite("Suggestions as a person types", .timeLimit(.minutes(1)))
struct SuggestionsTests {
    let transport = ControlledTransport()
    let clock = SleepReportingClock()
    let texts: AsyncStream<String>
    let typing: AsyncStream<String>.Continuation

    init() {
        (texts, typing) = AsyncStream.makeStream(of: String.self)
    }

    /// The suggestions for `texts`, three cities each.
    func suggestions() -> AsyncStream<Suggestions> {
        ServiceUnderTest.client(transport: transport).suggestions(for: texts, options: .init(limit: 3), clock: clock)
    }

    /// The labels of the suggestions' cities; nil for an error.
    func labels(_ suggestions: Suggestions?) -> [String]? {
        try? suggestions?.result.get().map(\.label)
    }

    @Test("A text is asked for once it has not changed for 100 ms, and only the last of a quick run of texts")
    func debounce() async throws {
        var answers = suggestions().makeAsyncIterator()
        var sleeps = clock.sleeps.makeAsyncIterator()
        let start = clock.now
        for text in ["l", "lo", "lon"] {
            typing.yield(text)
        }
        var deadlines: [SleepReportingClock.Instant] = []
        for _ in 0..<3 {
            deadlines.append(try #require(await sleeps.next()))
        }
        #expect(deadlines.allSatisfy { $0 == start.advanced(by: .milliseconds(100)) })
        await clock.advance(past: deadlines[0])
        let answer = await answers.next()
        #expect(answer?.text == "lon")
        #expect(
            labels(answer) == ["Lona-Lases, Trentino-Alto Adige, IT", "Lonaconing, MD, US", "Lonār, Mahārāshtra, IN"]
        )
        typing.finish()
        #expect(await answers.next() == nil)
        transport.finish()
        let events = await transport.events.collect()
        #expect(
            events == [.started("/cities/lon/autocomplete?limit=3"), .answered("/cities/lon/autocomplete?limit=3")]
        )
    }

    @Test("A new text cancels the request in flight, and its own answer follows")
    func cancelsTheRequestInFlight() async throws {
        var answers = suggestions().makeAsyncIterator()
        var sleeps = clock.sleeps.makeAsyncIterator()
        var events = transport.events.makeAsyncIterator()
        await transport.hold("/cities/par/autocomplete?limit=3")
        typing.yield("par")
        await clock.advance(past: try #require(await sleeps.next()))
        #expect(await events.next() == .started("/cities/par/autocomplete?limit=3"))
        typing.yield("pari")
        #expect(await events.next() == .cancelled("/cities/par/autocomplete?limit=3"))
        await clock.advance(past: try #require(await sleeps.next()))
        let answer = await answers.next()
        #expect(answer?.text == "pari")
        #expect(
            labels(answer) == [
                "Pariaguan, Anzoátegui, VE", "Pariaman, Sumatera Barat, ID",
                "Parian Dakula, Autonomous Region in Muslim Mindanao, PH",
            ]
        )
        #expect(await events.next() == .started("/cities/pari/autocomplete?limit=3"))
        #expect(await events.next() == .answered("/cities/pari/autocomplete?limit=3"))
    }

    @Test("An answer to an older text that comes after a newer text's answer is dropped")
    func dropsAnAnswerOutOfOrder() async throws {
        var answers = suggestions().makeAsyncIterator()
        var sleeps = clock.sleeps.makeAsyncIterator()
        var events = transport.events.makeAsyncIterator()
        await transport.hold("/cities/par/autocomplete?limit=3", ignoringCancellation: true)
        typing.yield("par")
        await clock.advance(past: try #require(await sleeps.next()))
        #expect(await events.next() == .started("/cities/par/autocomplete?limit=3"))
        typing.yield("pari")
        await clock.advance(past: try #require(await sleeps.next()))
        #expect(await answers.next()?.text == "pari")
        #expect(await events.next() == .started("/cities/pari/autocomplete?limit=3"))
        #expect(await events.next() == .answered("/cities/pari/autocomplete?limit=3"))
        await transport.release("/cities/par/autocomplete?limit=3")
        #expect(await events.next() == .answered("/cities/par/autocomplete?limit=3"))
        typing.yield("paris")
        await clock.advance(past: try #require(await sleeps.next()))
        #expect(await answers.next()?.text == "paris")
        typing.finish()
        #expect(await answers.next() == nil)
    }

    @Test("An empty or blank text gives an empty list at once, with no request; a repeated text is not asked again")
    func emptyText() async throws {
        var answers = suggestions().makeAsyncIterator()
        var sleeps = clock.sleeps.makeAsyncIterator()
        typing.yield("")
        let empty = await answers.next()
        #expect(empty?.text == "")
        #expect(labels(empty) == [])
        typing.yield("zurich")
        typing.yield("zurich")
        await clock.advance(past: try #require(await sleeps.next()))
        #expect(labels(await answers.next()) == ["Zürich, Zürich, CH", "Zürich, CH", "Zürich (Kreis 1), Zürich, CH"])
        typing.yield(" \t")
        #expect(labels(await answers.next()) == [])
        typing.finish()
        #expect(await answers.next() == nil)
        transport.finish()
        #expect(await transport.events.collect().count == 2)
    }

    @Test("A refused text yields the service's error, and the suggestions go on")
    func errorsDoNotEndTheStream() async throws {
        var answers = suggestions().makeAsyncIterator()
        var sleeps = clock.sleeps.makeAsyncIterator()
        typing.yield(String(repeating: "a", count: 257))
        await clock.advance(past: try #require(await sleeps.next()))
        let refused = try #require(await answers.next())
        guard case .failure(.service(let status, let message)) = refused.result else {
            Issue.record("expected the service's error, got \(refused.result)")
            return
        }
        #expect(status == 400)
        #expect(message == "The prefix is 257 bytes long; the longest accepted is 256 bytes.")
        typing.yield("sao p")
        await clock.advance(past: try #require(await sleeps.next()))
        #expect(
            labels(await answers.next()) == ["São Paio, PT", "São Paio de Gramaços, PT", "São Paio de Mondego, PT"]
        )
    }

    @Test("When the consumer stops, the request in flight is cancelled and the stream ends")
    func consumerStops() async throws {
        let stream = suggestions()
        let consumer = Task { for await _ in stream {} }
        var sleeps = clock.sleeps.makeAsyncIterator()
        var events = transport.events.makeAsyncIterator()
        await transport.hold("/cities/par/autocomplete?limit=3")
        typing.yield("par")
        await clock.advance(past: try #require(await sleeps.next()))
        #expect(await events.next() == .started("/cities/par/autocomplete?limit=3"))
        consumer.cancel()
        #expect(await events.next() == .cancelled("/cities/par/autocomplete?limit=3"))
        await consumer.value
    }
}
