import CMicroHTTPD
import Synchronization

/// A libmicrohttpd response made without a daemon that tells when libmicrohttpd frees it: when its last
/// reference is dropped.
final class TrackedResponse {
    /// Set by libmicrohttpd's free callback, which holds a reference to it until then.
    private final class Flag {
        let freed = Atomic<Bool>(false)
    }

    private let flag: Flag
    /// The response, with one reference for whoever takes it over.
    let pointer: OpaquePointer

    init() {
        let flag = Flag()
        self.flag = flag
        pointer = MHD_create_response_from_buffer_with_free_callback_cls(
            0,
            nil,
            { flag in
                Unmanaged<Flag>.fromOpaque(flag!).takeRetainedValue().freed.store(true, ordering: .relaxed)
            },
            Unmanaged.passRetained(flag).toOpaque()
        )!
    }

    /// Whether libmicrohttpd has freed the response.
    var isFreed: Bool {
        flag.freed.load(ordering: .relaxed)
    }
}
