import ByteUtilities
import CityIndex
import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One loaded data file, ready to answer requests: the index with each city's JSON, and the tag that names this data.
///
/// Immutable; a reload builds a new one and swaps it in whole.
final class ServedCities: Sendable {
    /// The file the cities came from.
    let file: String
    /// The cities, searchable, with each city's JSON.
    let index: CityIndex
    /// The `ETag` of every answer built from this data: it changes when the file's bytes change, or the
    /// answers' format (`answerFormat`).
    let entityTag: String
    /// Unique to this load, in the order of loads: answers kept ready (`Response.Reuse`) are tied to it.
    let generation: UInt64
    /// The data file's length and fingerprint, which a prebuilt index of it records.
    let source: PrebuiltIndexSource
    /// Where the index came from, with the steps' times.
    let origin: Origin
    /// How long the whole load took: reading, parsing, rendering, folding and sorting, or reading the prebuilt
    /// index.
    let buildDuration: Duration

    /// Where a load's index came from.
    enum Origin {
        /// Built from the data file, which took `reading` to read whole; the index has the other steps' times.
        case built(reading: Duration)
        /// Read from the prebuilt index file at `path`, after reading the data file for its fingerprint, which
        /// took `fingerprinting`.
        case prebuilt(path: String, fingerprinting: Duration)
    }

    /// The version of the answers' JSON, part of every `ETag`: raise it whenever the same data would be
    /// answered with different bytes, so that clients holding an old tag fetch the new answers.
    static let answerFormat = "v2"

    private static let loads = Atomic<UInt64>(0)

    private init(
        file: String,
        index: CityIndex,
        fingerprint: DataFingerprint,
        byteCount: Int,
        origin: Origin,
        buildDuration: Duration
    ) {
        self.file = file
        self.index = index
        entityTag = "\"\(Self.answerFormat)-" + fingerprint.hex + "\""
        source = PrebuiltIndexSource(byteCount: UInt64(byteCount), fingerprint: fingerprint.value)
        self.origin = origin
        self.generation = Self.loads.add(1, ordering: .relaxed).newValue
        self.buildDuration = buildDuration
    }

    /// Reads the file at `path` and builds everything needed to serve it; the index is read from the prebuilt
    /// index file at `prebuiltIndexPath` instead where that was written from the same bytes.
    ///
    /// - Parameter prebuiltIndexUnused: called with the reason when there is a prebuilt index file that cannot
    ///   be used (not when there is none), before the index is built from the data file instead.
    /// - Throws: `CityDataError` naming the file, entry and field when the file cannot be served.
    static func load(
        path: String,
        prebuiltIndexPath: String? = nil,
        prebuiltIndexUnused: (PrebuiltIndexError) -> Void = { _ in }
    ) throws(CityDataError) -> ServedCities {
        let clock = ContinuousClock()
        let start = clock.now
        // Without a prebuilt index, the usual case where none was written, the data file is read once, not first
        // for a fingerprint that nothing is compared with.
        if let prebuiltIndexPath, mayExist(prebuiltIndexPath) {
            // The data file is only read for its fingerprint here, through a small buffer: the index's tables
            // are all the memory the load touches.
            let (fingerprint, byteCount) = try DataFingerprint.ofFile(at: path)
            let fingerprinted = clock.now
            let source = PrebuiltIndexSource(byteCount: UInt64(byteCount), fingerprint: fingerprint.value)
            let index: CityIndex?
            do throws(PrebuiltIndexError) {
                index = try CityIndex(prebuiltAt: prebuiltIndexPath, source: source)
            } catch {
                index = nil
                if !error.isMissing {
                    prebuiltIndexUnused(error)
                }
            }
            if let index {
                return try served(
                    ServedCities(
                        file: path,
                        index: index,
                        fingerprint: fingerprint,
                        byteCount: byteCount,
                        origin: .prebuilt(path: prebuiltIndexPath, fingerprinting: fingerprinted - start),
                        buildDuration: clock.now - start
                    )
                )
            }
        }
        let readStart = clock.now
        let bytes = try CityFile.read(path: path)
        return try build(consume bytes, file: path, readDuration: clock.now - readStart, since: start)
    }

    /// Whether something may be at `path`: `false` only when nothing is.
    private static func mayExist(_ path: String) -> Bool {
        access(path, F_OK) == 0 || errno != ENOENT
    }

    /// Builds everything needed to serve `bytes`, the contents of a data file that error messages call `file`.
    ///
    /// - Throws: `CityDataError` naming the file, entry and field when the data cannot be served.
    static func build(_ bytes: consuming [UInt8], file: String) throws(CityDataError) -> ServedCities {
        try build(bytes, file: file, readDuration: .zero, since: ContinuousClock().now)
    }

    /// Builds everything needed to serve `bytes`. It takes the bytes, and once the index has read them their
    /// buffer becomes the storage of the cities' JSON: no second buffer is faulted in at the peak of the build.
    ///
    /// The fingerprint, which reads the whole file on one core, is taken on a thread of its own while the index
    /// reads the file: the threads reading it split the rest of the work between them (`CityFile.readConcurrently`),
    /// so the fingerprint's time is shared too.
    private static func build(
        _ bytes: consuming [UInt8],
        file: String,
        readDuration: Duration,
        since start: ContinuousClock.Instant
    ) throws(CityDataError) -> ServedCities {
        let fingerprint = BackgroundFingerprint(of: copy bytes)
        let byteCount = bytes.count
        let index = try CityIndex(parsing: consume bytes, file: file)
        return try served(
            ServedCities(
                file: file,
                index: index,
                fingerprint: fingerprint.value,
                byteCount: byteCount,
                origin: .built(reading: readDuration),
                buildDuration: ContinuousClock().now - start
            )
        )
    }

    /// `served`, when it serves at least one city.
    ///
    /// - Throws: `CityDataError` naming the file when it holds no cities.
    private static func served(_ served: ServedCities) throws(CityDataError) -> ServedCities {
        guard served.index.count > 0 else {
            throw CityDataError(file: served.file, problem: "holds no cities; give a JSON array with at least one city")
        }
        return served
    }

    /// The number of cities for the log: `1 city`, `209579 cities`.
    var citiesCounted: String {
        Self.counted(index.count)
    }

    /// `count` cities for the log, in the singular for one.
    static func counted(_ count: Int) -> String {
        count == 1 ? "1 city" : "\(count) cities"
    }

    /// How long the load took, and its steps, for the log: `index built in 312 ms: read 9, parse 201, sort 48,
    /// tables 41`, or `index read in 40 ms from the prebuilt cities.json.index: fingerprint 12, tables 28`.
    var buildSummary: String {
        switch origin {
        case .prebuilt(let path, let fingerprinting):
            return "index read in \(milliseconds(buildDuration)) ms from the prebuilt \(path): fingerprint "
                + "\(milliseconds(fingerprinting)), tables \(milliseconds(buildDuration - fingerprinting))"
        case .built(let reading):
            let steps = index.buildTimes
            return "index built in \(milliseconds(buildDuration)) ms: read \(milliseconds(reading)), parse "
                + "\(milliseconds(steps?.parsing)), sort \(milliseconds(steps?.sorting)), tables "
                + "\(milliseconds(steps?.tables))"
        }
    }

    /// Writes the index to a prebuilt index file at `path`, which later loads of the same data file read instead
    /// of building the index (`load(path:prebuiltIndexPath:prebuiltIndexUnused:)`).
    ///
    /// - Returns: the file's length in bytes.
    /// - Throws: `PrebuiltIndexError` naming `path` when it cannot be written.
    func writePrebuiltIndex(to path: String) throws(PrebuiltIndexError) -> Int {
        try index.writePrebuilt(to: path, source: source)
    }

    /// Whole milliseconds of `duration`; 0 for none.
    private func milliseconds(_ duration: Duration?) -> Int {
        duration.map { Int($0 / .milliseconds(1)) } ?? 0
    }
}

/// A data file's fingerprint, taken on a thread of its own from the moment it is made.
///
/// It lets go of its copy of the bytes as soon as it has read them, so that the index, which takes the same
/// bytes, can reuse their buffer when it is done reading them too (`CityIndex.init(parsing:file:)`).
private final class BackgroundFingerprint: Sendable {
    private let fingerprint = Mutex<DataFingerprint?>(nil)
    private let taken = DispatchGroup()

    /// Starts taking the fingerprint of `bytes`.
    init(of bytes: consuming [UInt8]) {
        let bytes = Handoff(bytes)
        taken.enter()
        DispatchQueue.global().async { [self] in
            let value = DataFingerprint(bytes.take() ?? [])
            fingerprint.withLock { $0 = value }
            taken.leave()
        }
    }

    /// The fingerprint, once it is taken.
    var value: DataFingerprint {
        taken.wait()
        return fingerprint.withLock { $0! }
    }
}
