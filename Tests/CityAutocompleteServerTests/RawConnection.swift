import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One TCP connection to a test server that the test drives byte by byte: to send half a request, trickle it,
/// hold the connection idle, and tell an orderly close from a reset or silence.
final class RawConnection {
    /// How one read of everything the server sends ended.
    enum Ending: Equatable {
        /// The server closed the connection (end of file).
        case closed
        /// The server reset the connection.
        case reset
        /// Nothing more came before the deadline: the connection is still open.
        case stillOpen
    }

    let socket: Int32

    /// Connects to 127.0.0.1:`port`; connecting waits 10 seconds at most.
    init(port: Int) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw HTTPClient.Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw HTTPClient.Failure(description: "cannot connect to 127.0.0.1:\(port): \(reason)")
        }
        self.socket = socket
    }

    deinit {
        close(socket)
    }

    /// Sends `bytes`; returns whether all of them were sent (false once the server has closed or reset).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    /// Reads everything the server sends until it closes or resets the connection, or until `deadline` passes
    /// with the connection still open.
    func readToEnd(until deadline: Deadline = Deadline(in: Patience.answer)) -> (bytes: [UInt8], ending: Ending) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            // Once the deadline has passed, one last look at what has already arrived.
            let isLastLook = deadline.hasPassed
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, isLastLook ? 0 : deadline.pollTimeout)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                if isLastLook { return (received, .stillOpen) }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[..<count]
            } else if count == 0 {
                return (received, .closed)
            } else if errno == ECONNRESET {
                return (received, .reset)
            } else if errno != EINTR && errno != EAGAIN {
                return (received, .reset)
            }
        }
    }

    /// Whether the server closes (or resets) the connection before `deadline`.
    func isClosedByServer(before deadline: Deadline) -> Bool {
        readToEnd(until: deadline).ending != .stillOpen
    }
}

/// How long the tests wait for the server, generous for a loaded two-core machine.
enum Patience {
    /// For an answer to one request.
    static let answer = Duration.seconds(30)
    /// For the server to close a connection left idle: its 15-second connection timeout, and room to spare.
    static let idleClose = Duration.seconds(60)
}

/// A moment to stop waiting at.
struct Deadline {
    private let end: ContinuousClock.Instant

    init(in wait: Duration) {
        end = .now + wait
    }

    var hasPassed: Bool {
        ContinuousClock.now >= end
    }

    /// What to give `poll`: the milliseconds left, at most one second and at least one.
    var pollTimeout: Int32 {
        let left = (end - .now) / .milliseconds(1)
        return Int32(Swift.max(1, Swift.min(left, 1_000)))
    }
}

/// Waits until `condition` holds, checking every 50 ms, until `deadline`; returns whether it held.
func eventually(before deadline: Deadline, _ condition: () -> Bool) -> Bool {
    while !deadline.hasPassed {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return condition()
}

/// Raises this process's soft limit on open files to at least `needed` (up to the hard limit); returns the
/// limit now in force.
func raiseOpenFileLimit(to needed: Int) -> Int {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    if limit.rlim_cur < rlim_t(needed) {
        limit.rlim_cur = min(rlim_t(needed), limit.rlim_max)
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
    return Int(limit.rlim_cur)
}
