extension CityIndex {
    /// The name of the city at `rank` as the data writes it, read back from the city's JSON.
    public func name(at rank: Int) -> String {
        let json = cityJSON[rank]
        let key = Array(#","name":""#.utf8)
        guard let keyStart = json.firstRange(of: key) else {
            preconditionFailure("every city's JSON has its name after its id")
        }
        var name: [UInt8] = []
        var position = keyStart.upperBound
        while json[position] != UInt8(ascii: "\"") {
            guard json[position] == UInt8(ascii: "\\") else {
                name.append(json[position])
                position += 1
                continue
            }
            let escaped = json[position + 1]
            switch escaped {
            case UInt8(ascii: "n"): name.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): name.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "t"): name.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "u"):
                let hex = String(decoding: json[(position + 2)..<(position + 6)], as: UTF8.self)
                name.append(UInt8(hex, radix: 16)!)
                position += 4
            default: name.append(escaped)
            }
            position += 2
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// The part of the name of the city at `rank` that folds to the bytes `folded` of its folded name, in
    /// UTF-16 code units of the name as the data writes it, so that JavaScript's `name.slice(start, end)` is
    /// that part: from the first character that contributes to the bytes to the last, with the combining marks
    /// that follow it.
    public func nameRange(ofFolded folded: Range<Int>, at rank: Int) -> Range<Int> {
        Fold.utf16Range(ofFolded: folded, inName: name(at: rank))
    }
}
