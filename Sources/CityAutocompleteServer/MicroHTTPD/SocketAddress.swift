#if canImport(Glibc)
import Glibc
#endif

/// An address to listen on, resolved from a host name or numeric address and a port.
struct SocketAddress {
    private var storage = sockaddr_storage()
    /// Whether the address is IPv6 (`::`, `::1`, …).
    private(set) var isIPv6 = false

    /// Resolves `host` (`0.0.0.0`, `::`, `localhost`, `127.0.0.1`) with `port`; the first address wins.
    init(host: String, port: Int) throws(HTTPServerError) {
        guard (0...65_535).contains(port) else {
            throw HTTPServerError(message: "the port must be from 0 to 65535, not \(port)")
        }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &results)
        guard status == 0, let first = results else {
            throw HTTPServerError(
                message: "cannot resolve the host \"\(host)\": \(String(cString: gai_strerror(status)))"
            )
        }
        defer { freeaddrinfo(results) }
        withUnsafeMutableBytes(of: &storage) { storage in
            storage.copyMemory(
                from: UnsafeRawBufferPointer(start: first.pointee.ai_addr, count: Int(first.pointee.ai_addrlen))
            )
        }
        isIPv6 = first.pointee.ai_family == AF_INET6
    }

    /// Calls `body` with the address as a C `sockaddr`.
    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        withUnsafeBytes(of: storage) { body($0.baseAddress!.assumingMemoryBound(to: sockaddr.self)) }
    }
}
