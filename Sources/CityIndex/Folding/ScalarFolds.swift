import Synchronization

/// Each scalar's fold, computed once: for the scalars city names use most (Latin letters with their accents,
/// typographic punctuation) before any text is folded, and as they come for the rest.
///
/// A value per thread of work, or `shared`; it is a cache, so two of them always fold alike. Each fold is kept as
/// one word (`PackedScalarFold`) with its tokens in one buffer for all, so that reading one copies no array.
struct ScalarFolds: Sendable {
    /// The folds of the Basic Multilingual Plane's scalars, by scalar value; `.unknown` for those not met yet. An
    /// array rather than a dictionary, since a load folds millions of Cyrillic, Han and Arabic scalars.
    private var basicPlane: [PackedScalarFold]
    /// The folds of the scalars past the Basic Multilingual Plane met so far.
    private var remembered: [UInt32: PackedScalarFold] = [:]
    /// The tokens of every fold kept, one fold's after another.
    private var tokens: [UInt8] = []
    /// The room a text's fold is written in (`Fold.withFold`), kept from one text to the next.
    private var foldRoom: [UInt8] = []

    /// The number of scalars in the Basic Multilingual Plane.
    private static let basicPlaneSize = 0x10000

    /// A cache that already holds the folds of Latin-1 Supplement to Latin Extended-B, Latin Extended Additional
    /// and General Punctuation.
    init() {
        self = Self.common
    }

    private init(computingScalarsIn ranges: [Range<UInt32>]) {
        basicPlane = Array(repeating: .unknown, count: Self.basicPlaneSize)
        for scalar in ranges.joined() {
            _ = fold(of: Unicode.Scalar(scalar)!)
        }
    }

    private static let common = ScalarFolds(computingScalarsIn: [0x80..<0x250, 0x1E00..<0x1F00, 0x2000..<0x2070])

    /// The fold of `scalar` on its own.
    @inline(__always)
    mutating func fold(of scalar: Unicode.Scalar) -> PackedScalarFold {
        let value = Int(scalar.value)
        if value < Self.basicPlaneSize {
            let fold = basicPlane[value]
            if fold.isKnown {
                return fold
            }
        } else if let fold = remembered[scalar.value] {
            return fold
        }
        return remember(scalar)
    }

    /// The token at `offset` among the `fold.tokenCount` tokens of `fold`, which this cache gave.
    @inline(__always)
    func token(_ offset: Int, of fold: PackedScalarFold) -> UInt8 {
        tokens[fold.tokenStart + offset]
    }

    /// Takes the room for writing a fold, leaving none until `giveBack(_:)`: the fold writes in it while it
    /// reads the scalars' folds from here.
    mutating func takeRoom() -> [UInt8] {
        var room: [UInt8] = []
        swap(&room, &foldRoom)
        return room
    }

    /// Keeps `room` for the next fold.
    mutating func giveBack(_ room: [UInt8]) {
        foldRoom = room
    }

    /// Computes, keeps and returns the fold of `scalar`.
    @inline(never)
    private mutating func remember(_ scalar: Unicode.Scalar) -> PackedScalarFold {
        let computed = ScalarFold(computing: scalar)
        let fold = PackedScalarFold(computed, tokenStart: tokens.count)
        tokens.append(contentsOf: computed.tokens)
        if scalar.value < Self.basicPlaneSize {
            basicPlane[Int(scalar.value)] = fold
        } else {
            remembered[scalar.value] = fold
        }
        return fold
    }
}

extension ScalarFolds {
    /// The cache that the short texts folded on any thread share: prefixes, qualifiers and highlights. A fresh
    /// cache would work out the fold of each scalar outside its tables again (NFKD through Foundation, about a
    /// microsecond), for every prefix in Cyrillic, Han or Arabic.
    static let shared = Mutex(ScalarFolds())
}
