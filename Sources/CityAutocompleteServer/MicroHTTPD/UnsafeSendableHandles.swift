import CMicroHTTPD

/// libmicrohttpd's daemon, which is safe to use from any thread.
struct DaemonHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// A pointer that is set once, before any thread sees it, and freed once, after every thread is done.
struct UnsafeSendablePointer<Pointee>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Pointee>
}

/// An `Unmanaged` reference that is taken once, before any thread sees it, and released once, after every
/// thread is done.
struct UnsafeSendableUnmanaged<Instance: AnyObject>: @unchecked Sendable {
    let reference: Unmanaged<Instance>
}
