import CityAutocompleteServer
import Foundation

/// An answer as a test reads it: from the wire (`HTTPClient`) or from the service value (`ServiceClient`).
struct Answer {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The first value of the header `name`, whatever its case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

extension Answer {
    /// The answer the service value gives: its status, headers and body as the router made them.
    init(_ response: Response) {
        self.init(status: response.status, headers: response.headers.map { ($0.name, $0.value) }, body: response.body)
    }
}

/// JSON bodies decoded for comparison.
func json(_ answer: Answer) throws -> NSDictionary {
    guard let object = try JSONSerialization.jsonObject(with: Data(answer.body)) as? NSDictionary else {
        throw HTTPClient.Failure(description: "not a JSON object: \(answer.text)")
    }
    return object
}

/// The names in an autocomplete answer.
func names(_ answer: Answer) throws -> [String] {
    let result = try json(answer)["result"] as? [NSDictionary] ?? []
    return result.compactMap { $0["name"] as? String }
}

/// The ids in an autocomplete answer.
func ids(_ answer: Answer) throws -> [Int] {
    let result = try json(answer)["result"] as? [NSDictionary] ?? []
    return result.compactMap { ($0["id"] as? NSNumber)?.intValue }
}

/// The labels in an autocomplete answer.
func labels(_ answer: Answer) throws -> [String] {
    let result = try json(answer)["result"] as? [NSDictionary] ?? []
    return result.compactMap { $0["label"] as? String }
}
