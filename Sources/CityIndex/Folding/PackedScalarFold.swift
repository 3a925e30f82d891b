/// A `ScalarFold` as `ScalarFolds` keeps it, in one word: where its tokens lie among the cache's, how many there
/// are, and its flags. Reading one copies no array, which the fold's inner loop does for every scalar past ASCII.
struct PackedScalarFold: Sendable {
    private let bits: UInt64

    /// Bits 0 to 31 hold where the tokens start, 32 to 39 how many there are, and the bits from 40 the flags.
    private static let countShift: UInt64 = 32
    private static let knownBit: UInt64 = 1 << 40
    private static let needsWholeTextBit: UInt64 = 1 << 41
    private static let markBit: UInt64 = 1 << 42
    private static let carriesMarkBit: UInt64 = 1 << 43
    private static let keepsScalarBit: UInt64 = 1 << 44

    /// The fold of a scalar not computed yet.
    static let unknown = PackedScalarFold(bits: 0)

    private init(bits: UInt64) {
        self.bits = bits
    }

    /// `fold`, whose tokens are kept from `tokenStart` on.
    init(_ fold: ScalarFold, tokenStart: Int) {
        precondition(tokenStart <= UInt32.max && fold.tokens.count <= UInt8.max, "a scalar's fold fits in a word")
        var bits = UInt64(tokenStart) | UInt64(fold.tokens.count) << Self.countShift | Self.knownBit
        bits |= fold.needsWholeText ? Self.needsWholeTextBit : 0
        bits |= fold.isMark ? Self.markBit : 0
        bits |= fold.carriesMark ? Self.carriesMarkBit : 0
        bits |= fold.keepsScalar ? Self.keepsScalarBit : 0
        self.bits = bits
    }

    /// Whether this is a computed fold rather than `unknown`.
    var isKnown: Bool { bits & Self.knownBit != 0 }
    /// Where the tokens start among the cache's.
    var tokenStart: Int { Int(truncatingIfNeeded: bits & 0xFFFF_FFFF) }
    /// How many tokens the scalar folds to.
    var tokenCount: Int { Int(truncatingIfNeeded: (bits >> Self.countShift) & 0xFF) }
    /// `ScalarFold.needsWholeText`.
    var needsWholeText: Bool { bits & Self.needsWholeTextBit != 0 }
    /// `ScalarFold.isMark`.
    var isMark: Bool { bits & Self.markBit != 0 }
    /// `ScalarFold.carriesMark`.
    var carriesMark: Bool { bits & Self.carriesMarkBit != 0 }
    /// `ScalarFold.keepsScalar`.
    var keepsScalar: Bool { bits & Self.keepsScalarBit != 0 }
}
