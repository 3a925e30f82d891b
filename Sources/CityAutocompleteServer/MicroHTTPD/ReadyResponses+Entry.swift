import ByteUtilities
import CMicroHTTPD

extension ReadyResponses {
    /// One ready answer: owns one reference to its libmicrohttpd response, dropped when the entry goes.
    package final class Entry: Sendable {
        /// `WordHash` of `target`, which places the entry.
        let hash: UInt64
        /// The raw request target the answer is for.
        let target: [UInt8]
        /// The data the answer was computed from, and its route.
        package let reuse: Response.Reuse
        /// The bytes it stands for in the budget.
        let cost: Int
        /// Immutable once queued; libmicrohttpd's reference count makes it safe to queue and drop on any thread.
        private let response: UnsafeTransfer<OpaquePointer>

        /// An entry for `target` that takes over one reference to `response`, a libmicrohttpd response, and
        /// counts as `cost` bytes (`ReadyResponses.cost`).
        package init(target: [UInt8], reuse: Response.Reuse, cost: Int, response: OpaquePointer) {
            self.hash = WordHash.hash(target)
            self.target = target
            self.reuse = reuse
            self.cost = cost
            self.response = UnsafeTransfer(response)
        }

        /// Queues the response on `connection`, which then holds a reference of its own.
        func queue(on connection: OpaquePointer) -> MHD_Result {
            MHD_queue_response(connection, 200, response.value)
        }

        deinit {
            MHD_destroy_response(response.value)
        }
    }
}
