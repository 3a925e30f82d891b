import ByteUtilities
import CMicroHTTPD
import Synchronization

/// libmicrohttpd responses kept ready to be queued again: the answers of recent `GET` and `HEAD` targets whose
/// `Response` the router marked `reuse`, computed from the data being served now.
///
/// A libmicrohttpd response is reference-counted and may be queued on many connections and threads at once
/// (`MHD_queue_response` takes a reference, `MHD_destroy_response` drops one), so a hit costs a hash of the
/// target, one uncontended lock and `MHD_queue_response`: no routing, search, rendering or header adds.
///
/// Keyed by the raw target bytes exactly as received, so `?limit=3` and `?limit=03` are different entries. The
/// table is split into shards, each behind its own `Mutex`, each a fixed number of buckets of `ways` entries;
/// an insert into a full bucket replaces one of its entries, and an insert that would take a shard past its
/// share of the byte budget first evicts entries in clock order. Every entry belongs to one generation of the
/// data; `accept(generation:)` drops them all, and from then on only answers of the new generation are kept.
package final class ReadyResponses: Sendable {
    private struct ShardState {
        var slots: [Entry?]
        var generation: UInt64 = 0
        var bytes = 0
        /// The next slot the clock eviction looks at.
        var hand = 0
        /// Picks the entry a full bucket gives up.
        var inserts = 0
    }

    private final class Shard: Sendable {
        let state: Mutex<ShardState>

        init(slots: Int) {
            state = Mutex(ShardState(slots: Array(repeating: nil, count: slots)))
        }
    }

    /// Entries per bucket.
    package static let ways = 4
    /// The shards, each behind its own lock; the top four bits of a target's hash pick one.
    package static let shardCount = 16
    /// The average bytes an entry is assumed to take, to size the table: one slot per this many bytes.
    package static let bytesPerSlot = 512
    /// What an entry costs beyond its target, headers and body: libmicrohttpd's response with its mutex and
    /// header list (three allocations a header), the entry and its slot: RSS grew by about 2.1 KB an entry for
    /// answers of 0.8 KB on average.
    package static let entryOverhead = 1024

    private let shards: [Shard]
    private let bucketsPerShard: Int
    private let shardByteLimit: Int
    /// Larger answers are not kept (the OpenAPI document, 88 KB, fits the default size).
    private let largestEntry: Int

    /// A table for at most `byteLimit` bytes of answers, as `cost(...)` counts them, and one entry per
    /// `bytesPerSlot` of them; `nil` when that is too small to hold any.
    package init?(byteLimit: Int) {
        let shardByteLimit = byteLimit / Self.shardCount
        guard shardByteLimit >= Self.bytesPerSlot * Self.ways else { return nil }
        var buckets = 1
        while buckets * Self.ways * Self.bytesPerSlot < shardByteLimit {
            buckets *= 2
        }
        self.shardByteLimit = shardByteLimit
        self.bucketsPerShard = buckets
        self.largestEntry = shardByteLimit / 2
        self.shards = (0..<Self.shardCount).map { _ in Shard(slots: buckets * Self.ways) }
    }

    /// The bytes a response stands for in the budget.
    package static func cost(target: [UInt8], response: Response) -> Int {
        response.headers.reduce(entryOverhead + target.count + response.body.count) {
            $0 + $1.name.utf8.count + $1.value.utf8.count
        }
    }

    /// Where the entry for `target` may be kept: its shard, and the bucket within the shard.
    ///
    /// Taken from the top half of the target's `WordHash`, whose last multiplications mix every byte into it
    /// (the low bits of a product depend only on the low bits of its factors). Targets chosen to collide only
    /// take turns in one bucket of `ways` entries, as any stream of distinct targets does, so the hash need not
    /// be keyed against flooding.
    package func location(of target: [UInt8]) -> (shard: Int, bucket: Int) {
        location(ofHash: WordHash.hash(target))
    }

    private func location(ofHash hash: UInt64) -> (shard: Int, bucket: Int) {
        let shard = Int(hash >> UInt64(64 - Self.shardCount.trailingZeroBitCount))
        return (shard, Int((hash >> 32) % UInt64(bucketsPerShard)))
    }

    private func place(_ hash: UInt64) -> (shard: Shard, bucketStart: Int) {
        let (shard, bucket) = location(ofHash: hash)
        return (shards[shard], bucket * Self.ways)
    }

    /// Queues the ready answer to `target` on `connection`, if there is one of the generation being served.
    ///
    /// - Returns: libmicrohttpd's result and what the entry was computed for, or `nil` on a miss.
    func queue(target: [UInt8], on connection: OpaquePointer) -> (MHD_Result, Response.Reuse)? {
        // Queued under the lock, so that no insert or drop can free the response before the connection holds its
        // own reference. libmicrohttpd calls back for one connection on one thread, this one.
        let connection = UnsafeTransfer(connection)
        return withEntry(for: target) { entry in (entry.queue(on: connection.value), entry.reuse) }
    }

    /// Calls `body` with the ready entry for `target` of the generation being served, under its shard's lock.
    ///
    /// - Returns: what `body` returns, or `nil` when there is no such entry.
    package func withEntry<Result: Sendable>(for target: [UInt8], _ body: (Entry) -> Result) -> Result? {
        let hash = WordHash.hash(target)
        let (shard, start) = place(hash)
        return shard.state.withLock { state -> Result? in
            for slot in start..<(start + Self.ways) {
                if let entry = state.slots[slot], entry.hash == hash, entry.reuse.generation == state.generation,
                    entry.target == target
                {
                    return body(entry)
                }
            }
            return nil
        }
    }

    /// Keeps `entry` as the answer to its target if it was computed from the generation being served and fits.
    ///
    /// An entry that is not kept is freed, and with it its reference to the libmicrohttpd response.
    package func insert(_ entry: Entry) {
        guard entry.cost <= largestEntry else { return }
        let (shard, start) = place(entry.hash)
        let shardByteLimit = self.shardByteLimit
        shard.state.withLock { state in
            guard entry.reuse.generation == state.generation else { return }
            let bucket = start..<(start + Self.ways)
            let slot =
                bucket.first { state.slots[$0]?.target == entry.target }
                ?? bucket.first { state.slots[$0] == nil }
                ?? start + state.inserts % Self.ways
            state.inserts &+= 1
            state.bytes -= state.slots[slot]?.cost ?? 0
            state.slots[slot] = nil
            while state.bytes + entry.cost > shardByteLimit {
                if let evicted = state.slots[state.hand] {
                    state.bytes -= evicted.cost
                    state.slots[state.hand] = nil
                }
                state.hand = (state.hand + 1) % state.slots.count
            }
            state.slots[slot] = entry
            state.bytes += entry.cost
        }
    }

    /// Drops every entry and, from now on, keeps and answers only entries computed from `generation`.
    package func accept(generation: UInt64) {
        for shard in shards {
            // The dropped entries are freed when the returned array goes, outside the lock: other threads' hits
            // need not wait for `free`.
            _ = shard.state.withLock { state -> [Entry?] in
                state.generation = generation
                state.bytes = 0
                state.hand = 0
                let dropped = state.slots
                state.slots = Array(repeating: nil, count: dropped.count)
                return dropped
            }
        }
    }
}
