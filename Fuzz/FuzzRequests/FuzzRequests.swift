import CityAutocompleteServer
import CityIndex
import Foundation
import Logging
import ShippedCities

// A libFuzzer target over every byte a client sends: the method, the request target (path, percent-encoding,
// query), the If-None-Match and Access-Control-Request-Headers headers and the body all go through
// `CityService.respond(to:)`, the answer the server gives, without a socket; the target's text also goes
// through the fold and the index search directly. Built and run by `scripts/fuzz` only.
//
// The body is also read as a request head and goes through `FramingCheck` (FramingCheck+Fuzz.swift). What
// libmicrohttpd itself does with the raw bytes of a connection (chunked bodies, header limits) is not fuzzed
// here: the wire tests (HostileClientTests, SmugglingTests) send it garbage and ambiguous framing instead.
//
// One input is text, lines split by "\n" (which no request line or header value can hold):
//
//     METHOD
//     TARGET
//     IF-NONE-MATCH          (an empty line: no header)
//     ACCESS-CONTROL-REQUEST-HEADERS
//     BODY...                (everything after the fourth line, newlines included)
//
// Missing lines are empty. A broken rule stops the run with `fatalError`, which libFuzzer reports as a crash.

/// The service on the shipped data, loaded once per fuzzing process; no socket.
private let service: CityService = {
    guard let path = ShippedCities.path else { fatalError("the shipped cities.json is missing") }
    do {
        return try CityService(
            dataPath: path,
            logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() })
        )
    } catch {
        fatalError("the service does not load: \(error)")
    }
}()

/// The same data as a bare index, to search and check directly, and the file's cities by rank: each at the
/// rank of its id, the shipped data's ids being distinct.
private let (index, cities): (CityIndex, [City]) = {
    guard let path = ShippedCities.path, let bytes = try? CityFile.read(path: path),
        let index = try? CityIndex(parsing: bytes, file: path), let cities = try? CityFile.parse(bytes, file: path)
    else {
        fatalError("the shipped cities.json does not load")
    }
    var byRank = [City?](repeating: nil, count: index.count)
    for city in cities {
        byRank[index.rank(ofID: city.id)!] = city
    }
    return (index, byRank.map { $0! })
}()

/// The city at `rank` in the index.
private func city(at rank: Int) -> City {
    cities[rank]
}

/// The statuses the service may answer with; anything else (a 500 above all) is a bug.
private let expectedStatuses: Set<Int> = [200, 204, 304, 400, 404, 405, 413, 503]

/// The longest error sentence: the longest fixed text plus client text cut short by `APIError.shown`.
private let longestErrorMessage = 400

@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    _ = service
    _ = index
    _ = cities
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let input = FuzzInput(bytes)
    checkAnswer(to: input.request)
    checkSearch(prefix: String(decoding: input.target, as: UTF8.self))
    checkFraming(head: input.body)
    return 0
}

/// One input split into the parts of a request.
private struct FuzzInput {
    var method: [UInt8] = []
    var target: [UInt8] = []
    var ifNoneMatch: [UInt8] = []
    var accessControlRequestHeaders: [UInt8] = []
    var body: [UInt8] = []

    init(_ bytes: [UInt8]) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 4, omittingEmptySubsequences: false)
            .map(Array.init)
        while lines.count < 5 { lines.append([]) }
        // What libmicrohttpd hands over: C strings, so no NUL; header values also lose their CRs.
        method = lines[0].filter { $0 != 0 }
        target = lines[1].filter { $0 != 0 }
        ifNoneMatch = lines[2].filter { $0 != 0 && $0 != UInt8(ascii: "\r") }
        accessControlRequestHeaders = lines[3].filter { $0 != 0 && $0 != UInt8(ascii: "\r") }
        body = lines[4]
    }

    /// The request the server would build from these bytes.
    var request: Request {
        let isTooLarge = body.count > Request.maximumBodySize
        return Request(
            method: String(decoding: method, as: UTF8.self),
            target: target,
            ifNoneMatch: ifNoneMatch.isEmpty ? nil : String(decoding: ifNoneMatch, as: UTF8.self),
            accessControlRequestHeaders: accessControlRequestHeaders.isEmpty
                ? nil : String(decoding: accessControlRequestHeaders, as: UTF8.self),
            body: isTooLarge ? [] : body,
            refusal: isTooLarge ? .bodyTooLarge : nil
        )
    }
}

/// The rules every answer keeps, whatever the request.
private func checkAnswer(to request: Request) {
    let response = service.respond(to: request)
    let context =
        "\(request.method.debugDescription) \(String(decoding: request.target, as: UTF8.self).debugDescription)"
    guard expectedStatuses.contains(response.status) else {
        fatalError("status \(response.status) for \(context)")
    }
    // Only a 200 to a GET or HEAD without a body may be kept ready and sent again to the same target.
    if response.reuse != nil,
        response.status != 200 || !["GET", "HEAD"].contains(request.method) || !request.body.isEmpty
            || request.refusal != nil
    {
        fatalError("a \(response.status) marked for reuse for \(context)")
    }
    for header in response.headers {
        let text = header.name + header.value
        if text.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
            fatalError("header \(header.name.debugDescription): \(header.value.debugDescription) for \(context)")
        }
    }
    let contentType = response.headers.first { $0.name == "Content-Type" }?.value
    guard contentType == "application/json; charset=utf-8", response.status != 204, response.status != 304 else {
        if response.status == 304 || response.status == 204, !response.body.isEmpty {
            fatalError("a \(response.status) with a body for \(context)")
        }
        return
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any] else {
        fatalError("not a JSON object: \(String(decoding: response.body, as: UTF8.self)) for \(context)")
    }
    // The OpenAPI document is the one JSON answer without the envelope.
    if response.status == 200, object["openapi"] != nil { return }
    guard (object["status"] as? NSNumber)?.intValue == response.status else {
        fatalError("the body's status is not \(response.status) for \(context)")
    }
    if response.status == 200 {
        guard object["result"] != nil else { fatalError("a 200 with no result for \(context)") }
    } else {
        guard let message = object["error"] as? String, !message.isEmpty else {
            fatalError("a \(response.status) with no error sentence for \(context)")
        }
        guard message.utf8.count <= longestErrorMessage else {
            fatalError("an error sentence of \(message.utf8.count) bytes echoes the client: \(message) for \(context)")
        }
    }
    let again = service.respond(to: request)
    guard again.status == response.status, again.body == response.body else {
        fatalError("the same request answered twice differs for \(context)")
    }
}

/// The fold keeps one trailing space at most, and the search finds exactly the cities whose folded names
/// start with the folded prefix: the first and last match do, the cities just outside the range do not.
private func checkSearch(prefix: String) {
    let folded = Array(Fold.prefix(prefix).utf8)
    let name = Array(Fold.name(prefix).utf8)
    guard folded == name || folded == name + [UInt8(ascii: " ")] else {
        fatalError(
            "Fold.prefix \(Fold.prefix(prefix).debugDescription) is not Fold.name \(Fold.name(prefix).debugDescription) with at most a space, for \(prefix.debugDescription)"
        )
    }
    let matches = index.matches(prefix: prefix)
    func matchesPrefix(_ position: Int) -> Bool {
        Array(Fold.name(city(at: position).name).utf8).starts(with: folded)
    }
    guard let first = matches.first, let last = matches.last else {
        return
    }
    guard matchesPrefix(first), matchesPrefix(last),
        first == 0 || !matchesPrefix(first - 1),
        last == index.count - 1 || !matchesPrefix(last + 1)
    else {
        fatalError("the search for \(prefix.debugDescription) has the wrong range \(first)...\(last)")
    }
    for country in [CountryCode(city(at: first).country), CountryCode(city(at: last).country)] {
        guard let country else { continue }
        let inCountry = index.matches(prefix: prefix, country: country)
        guard let firstInCountry = inCountry.first, let lastInCountry = inCountry.last,
            matchesPrefix(firstInCountry), matchesPrefix(lastInCountry),
            CountryCode(city(at: firstInCountry).country) == country, inCountry.count <= matches.count
        else {
            fatalError("the search for \(prefix.debugDescription) in \(country) is wrong")
        }
    }
}
