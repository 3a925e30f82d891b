import CityAutocompleteServer

/// The framing check over the body of an input read as a request head: `Name: value` lines split at CR LF or
/// LF, as libmicrohttpd splits them (a line without a colon is a field with no name). What it accepts must be
/// framed one way only: one Host for HTTP/1.1, at most one Content-Length of digits, never with a
/// Transfer-Encoding, and a Transfer-Encoding that is one field `chunked`; and the names' case changes nothing.
func checkFraming(head: [UInt8]) {
    let fields = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map { line in
        let line = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.startIndex
        let value = line[colon...].dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return (name: Array(line[..<colon]), value: Array(value))
    }
    let uppercased = fields.map {
        (name: Array(String(decoding: $0.name, as: UTF8.self).uppercased().utf8), value: $0.value)
    }
    for isHTTP11 in [true, false] {
        let check = FramingCheck(isHTTP11: isHTTP11, fields: fields)
        let upper = FramingCheck(isHTTP11: isHTTP11, fields: uppercased)
        if let fault = check.fault {
            guard fault.utf8.count <= 400 else { fatalError("a framing fault of \(fault.utf8.count) bytes") }
            continue
        }
        guard upper.fault == nil || fields.contains(where: { $0.name.contains { $0 >= 0x80 } }) else {
            fatalError("the framing check depends on the case of a field name: \(upper.fault!)")
        }
        func named(_ name: String) -> [(name: [UInt8], value: [UInt8])] {
            fields.filter { String(decoding: $0.name, as: UTF8.self).lowercased() == name }
        }
        let lengths = named("content-length")
        let encodings = named("transfer-encoding")
        guard named("host").count == (isHTTP11 ? 1 : named("host").count), named("host").count <= 1,
            lengths.count <= 1,
            lengths.allSatisfy({ !$0.value.isEmpty && $0.value.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            encodings.isEmpty
                || (lengths.isEmpty && encodings.count == 1
                    && String(decoding: encodings[0].value, as: UTF8.self).lowercased() == "chunked")
        else {
            fatalError("the framing check accepts an ambiguous head: \(String(decoding: head, as: UTF8.self))")
        }
    }
}

extension FramingCheck {
    /// The check of `fields`, given one after another, each a whole line.
    init(isHTTP11: Bool, fields: [(name: [UInt8], value: [UInt8])]) {
        self.init(isHTTP11: isHTTP11, linesAreWhole: true)
        for field in fields {
            field.name.withUnsafeBytes { name in
                field.value.withUnsafeBytes { value in add(name: name, value: value) }
            }
        }
    }
}
