import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP/1.1 client over a TCP socket, so tests can send exactly the bytes they mean, bad ones included.
struct HTTPClient {
    let port: Int

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends one request and reads its answer; the connection is closed after it.
    func send(
        _ method: String,
        _ target: String,
        headers: [String: String] = [:],
        body: [UInt8]? = nil
    ) throws -> Answer {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            head += "\(name): \(value)\r\n"
        }
        if let body {
            head += "Content-Length: \(body.count)\r\n"
        }
        let request = Array((head + "\r\n").utf8) + (body ?? [])
        return try parse(exchange(request), isHead: method == "HEAD")
    }

    func get(_ target: String, headers: [String: String] = [:]) throws -> Answer {
        try send("GET", target, headers: headers)
    }

    /// Sends `bytes` as they are and returns everything the server sends back until it closes.
    func exchange(_ bytes: [UInt8]) throws -> [UInt8] {
        let socket = try connect()
        defer { close(socket) }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { break }
            sent += count
        }
        shutdown(socket, Int32(SHUT_WR))
        return Self.receiveUntilClosed(socket)
    }

    /// Every byte `socket` receives until the server closes it.
    static func receiveUntilClosed(_ socket: Int32) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
        }
        return received
    }

    /// Opens a TCP connection to the server, with a 10-second receive timeout so no test can hang.
    func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
        return socket
    }

    /// Sends `bytes` on an open connection and reads one answer, by its `Content-Length`, leaving the connection open.
    func roundTrip(on socket: Int32, _ bytes: [UInt8]) throws -> Answer {
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let answer = try? parse(received), let length = answer.header("Content-Length").flatMap(Int.init),
                answer.body.count >= length
            {
                return answer
            }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(description: "the connection closed after \(received.count) bytes") }
            received += buffer[..<count]
        }
    }

    /// Splits a raw answer into status, headers and body.
    func parse(_ raw: [UInt8], isHead: Bool = false) throws -> Answer {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = raw.indices.first(where: { raw[$0...].starts(with: separator) }) else {
            throw Failure(description: "no complete answer: \(String(decoding: raw, as: UTF8.self))")
        }
        let lines = String(decoding: raw[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line: \(lines[0])")
        }
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return Answer(status: status, headers: headers, body: Array(raw[(end + 4)...]))
    }
}
