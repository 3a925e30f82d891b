import CityAutocompleteServer
import Testing

/// `ReadyResponses` on its own, with libmicrohttpd responses made without a daemon: which entries a bucket and the
/// byte budget keep, which they give up, and when each response is freed.
///
/// Every table here is 128 KiB: 16 shards of 8 KiB, each 4 buckets of 4 entries, and no entry over 4 KiB.
@Suite("Ready responses: buckets, the byte budget and generations")
struct ReadyResponsesTableTests {
    static let byteLimit = 16 * 8 * 1024

    /// Kept ready answers for one test, with their libmicrohttpd responses.
    final class Table {
        let table = ReadyResponses(byteLimit: ReadyResponsesTableTests.byteLimit)!
        private(set) var responses: [String: TrackedResponse] = [:]

        /// Offers the table an answer to `target`, of `generation` and `route`, counting `cost` bytes.
        func insert(_ target: String, cost: Int, generation: UInt64 = 0, route: RouteName = .autocomplete) {
            let response = TrackedResponse()
            responses[target] = response
            table.insert(
                ReadyResponses.Entry(
                    target: Array(target.utf8),
                    reuse: Response.Reuse(generation: generation, route: route),
                    cost: cost,
                    response: response.pointer
                )
            )
        }

        /// What the table holds for `target`, or `nil`.
        func reuse(_ target: String) -> Response.Reuse? {
            table.withEntry(for: Array(target.utf8)) { $0.reuse }
        }

        /// The targets among `targets` that the table holds.
        func kept(_ targets: [String]) -> [String] {
            targets.filter { reuse($0) != nil }
        }

        /// Whether the response last offered for `target` has been freed.
        func isFreed(_ target: String) -> Bool {
            responses[target]!.isFreed
        }

        /// Targets of one shard, by the bucket they fall in: `count` of each bucket in `buckets`.
        func targets(inBuckets buckets: [Int], count: Int = 1) -> [Int: [String]] {
            let shard = table.location(of: Array("/cities/0/autocomplete".utf8)).shard
            var found: [Int: [String]] = [:]
            var number = 0
            while buckets.contains(where: { found[$0, default: []].count < count }) {
                let target = "/cities/\(number)/autocomplete"
                let location = table.location(of: Array(target.utf8))
                if location.shard == shard, buckets.contains(location.bucket),
                    found[location.bucket, default: []].count < count
                {
                    found[location.bucket, default: []].append(target)
                }
                number += 1
            }
            return found
        }
    }

    @Test("A full bucket gives up its entries in turn, oldest slot first; a target already kept keeps its slot")
    func bucketReplacement() throws {
        let table = Table()
        let targets = try #require(table.targets(inBuckets: [1], count: 7)[1])
        for target in targets[0..<4] {
            table.insert(target, cost: 1100)
        }
        #expect(table.kept(targets) == Array(targets[0..<4]))
        #expect(!targets[0..<4].contains { table.isFreed($0) })

        table.insert(targets[4], cost: 1100)
        #expect(table.kept(targets) == Array(targets[1..<5]))
        #expect(table.isFreed(targets[0]))

        table.insert(targets[5], cost: 1100)
        #expect(table.kept(targets) == Array(targets[2..<6]))
        #expect(table.isFreed(targets[1]))

        let replaced = try #require(table.responses[targets[2]])
        table.insert(targets[2], cost: 1100, route: .city)
        #expect(replaced.isFreed)
        #expect(!table.isFreed(targets[2]))
        #expect(table.reuse(targets[2]) == Response.Reuse(generation: 0, route: .city))
        #expect(table.kept(targets) == Array(targets[2..<6]))

        table.insert(targets[6], cost: 1100)
        #expect(table.kept(targets) == [targets[2], targets[4], targets[5], targets[6]])
        #expect(table.isFreed(targets[3]))
    }

    @Test("Past a shard's byte budget, entries go in clock order over the shard's slots, not by age")
    func budgetEviction() throws {
        let table = Table()
        let buckets = table.targets(inBuckets: [0, 1, 2, 3], count: 2)
        let (b, c, e) = (buckets[0]![0], buckets[1]![0], buckets[3]![0])
        let (a, d) = (buckets[2]![0], buckets[2]![1])
        let all = [a, b, c, d, e]

        table.insert(a, cost: 3000)
        table.insert(b, cost: 3000)
        #expect(table.kept(all) == [a, b])
        // 9,000 bytes would pass the shard's 8,192: the clock starts at the shard's first slot, bucket 0's.
        table.insert(c, cost: 3000)
        #expect(table.kept(all) == [a, c])
        #expect(table.isFreed(b))
        // The clock goes on from there: C, in bucket 1, goes before A, in bucket 2, though A is older.
        table.insert(d, cost: 3000)
        #expect(table.kept(all) == [a, d])
        #expect(table.isFreed(c))
        #expect(!table.isFreed(a))
        table.insert(e, cost: 4096)
        #expect(table.kept(all) == [d, e])
        #expect(table.isFreed(a))
    }

    @Test("An entry over half a shard's budget is not kept, and its response is freed at once")
    func largestEntry() throws {
        let table = Table()
        let targets = try #require(table.targets(inBuckets: [0], count: 2)[0])
        table.insert(targets[0], cost: 4097)
        #expect(table.kept(targets) == [])
        #expect(table.isFreed(targets[0]))
        table.insert(targets[1], cost: 4096)
        #expect(table.kept(targets) == [targets[1]])
        #expect(!table.isFreed(targets[1]))
    }

    @Test("A new generation drops every entry and its byte count; only answers of that generation are kept after")
    func generations() {
        let table = Table()
        let targets = table.targets(inBuckets: [0, 1]).values.flatMap { $0 }.sorted()
        for target in targets {
            table.insert(target, cost: 3000)
        }
        #expect(table.kept(targets) == targets)

        table.table.accept(generation: 7)
        #expect(table.kept(targets) == [])
        #expect(targets.allSatisfy { table.isFreed($0) })

        table.insert(targets[0], cost: 3000, generation: 0)
        table.insert(targets[1], cost: 3000, generation: 8)
        #expect(table.kept(targets) == [])
        #expect(targets.allSatisfy { table.isFreed($0) })

        // With the budget counted anew, two entries of 3,000 bytes fit in the shard again.
        table.insert(targets[0], cost: 3000, generation: 7)
        table.insert(targets[1], cost: 3000, generation: 7)
        #expect(table.kept(targets) == targets)
        #expect(table.reuse(targets[0]) == Response.Reuse(generation: 7, route: .autocomplete))
    }

    @Test("A table needs room for a bucket in each shard: 32 KiB at least")
    func smallestTable() {
        #expect(ReadyResponses(byteLimit: 0) == nil)
        #expect(ReadyResponses(byteLimit: 16 * ReadyResponses.ways * ReadyResponses.bytesPerSlot - 1) == nil)
        #expect(ReadyResponses(byteLimit: 16 * ReadyResponses.ways * ReadyResponses.bytesPerSlot) != nil)
    }

    @Test("An entry costs its target, body and headers, and 1 KiB for libmicrohttpd's response and the slot")
    func cost() {
        var response = Response(status: 200, body: Array("{}".utf8))
        response.addHeader("ETag", "\"v2-1\"")
        response.addHeader("A", "")
        #expect(ReadyResponses.cost(target: Array("/x".utf8), response: response) == 1024 + 2 + 2 + 10 + 1)
    }
}
