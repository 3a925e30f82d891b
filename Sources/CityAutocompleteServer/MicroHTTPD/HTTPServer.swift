import ByteUtilities
import CMicroHTTPD
import CMicroHTTPDShims
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on libmicrohttpd that hands each request to a Swift handler.
///
/// The files of `MicroHTTPD/` are the only places that touch `MHD_*`; everything above sees `Request` and
/// `Response` values.
final class HTTPServer: Sendable {
    /// Turns one request into its response; called on libmicrohttpd's threads, several at once.
    typealias Handler = @Sendable (Request) -> Response
    /// Counts a request answered with a ready response (one the handler returned before, with `reuse` set),
    /// with how long finding and queueing it took.
    typealias ReadyResponseRecorder = @Sendable (Response.Reuse, Duration) -> Void

    /// The port the server listens on (the one the system picked when asked for port 0).
    let port: Int
    /// libmicrohttpd's daemon, safe to use from any thread; `nil` once stopped.
    private let daemon: Mutex<UnsafeTransfer<OpaquePointer>?>
    private let callbackState: CallbackState
    /// The retain that libmicrohttpd's callbacks hold on `callbackState`: taken before the daemon starts,
    /// released once it has stopped.
    private let retainedState: UnsafeTransfer<Unmanaged<CallbackState>>
    /// Where libmicrohttpd's log messages go: set before the daemon starts, freed once it has stopped.
    private let logTarget: UnsafeTransfer<UnsafeMutablePointer<CMicroHTTPDShims_LogTarget>>

    /// Seconds an idle or stalled connection is kept before it is closed.
    static let connectionTimeout: UInt32 = 15
    /// The most connections served at once; more wait in the listen queue.
    static let connectionLimit: UInt32 = 4096
    /// The most memory one connection may use for its request line, headers and buffers: libmicrohttpd's own
    /// default. A request line or headers of up to about 30 KB reach the routes, which answer in JSON; past
    /// this libmicrohttpd answers `414` or `431` itself. libmicrohttpd clears the whole of it between requests,
    /// so a larger limit costs every request: 128 KiB cost about 40% of the throughput.
    static let connectionMemoryLimit = 32 * 1024
    /// How long no request may have started before a shutdown counts the connections as drained.
    static let drainQuietPeriod = Duration.milliseconds(500)

    /// Starts listening on `host`:`port` and serving requests with `handler` on a pool of threads, one per core.
    ///
    /// Answers the handler marks `reuse` are kept ready, up to about `readyResponseBytes` bytes of them (0 keeps
    /// none), and queued again for the same target without calling the handler while `acceptReadyResponses`
    /// names their generation; `recordReadyResponse` counts those requests.
    ///
    /// - Throws: `HTTPServerError` when the address cannot be resolved or bound.
    init(
        host: String,
        port: Int,
        threads: Int,
        logger: Logger,
        readyResponseBytes: Int = 0,
        recordReadyResponse: @escaping ReadyResponseRecorder = { _, _ in },
        handler: @escaping Handler
    ) throws(HTTPServerError) {
        let callbackState = CallbackState(
            handler: handler,
            readyResponses: ReadyResponses(byteLimit: readyResponseBytes),
            recordReadyResponse: recordReadyResponse,
            logger: logger
        )
        let address = try SocketAddress(host: host, port: port)
        let retainedState = Unmanaged.passRetained(callbackState)
        let statePointer = retainedState.toOpaque()
        let logTarget = UnsafeMutablePointer<CMicroHTTPDShims_LogTarget>.allocate(capacity: 1)
        logTarget.initialize(
            to: CMicroHTTPDShims_LogTarget(sink: { MHDCallbacks.logLibraryMessage($0, $1) }, context: statePointer)
        )

        // poll(2), not epoll: libmicrohttpd 0.9.75's epoll loop, handed exactly 128 ready sockets, waits again
        // with the full timeout before serving them, so with 128, 256, … busy connections a thread stalls for
        // up to the connection timeout (measured: under 500 requests/s). poll(2) has no such edge.
        var flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue | MHD_USE_ITC.rawValue
            | MHD_USE_ERROR_LOG.rawValue
        if address.isIPv6 {
            flags |= MHD_USE_DUAL_STACK.rawValue
        }
        let started = address.withSockaddr { sockaddr -> OpaquePointer? in
            var options: [MHD_OptionItem] = [
                CMicroHTTPDShims_loggerOption(logTarget),
                MHD_OptionItem(
                    option: .URI_LOG_CALLBACK,
                    value: unsafeBitCast(
                        { MHDCallbacks.beginRequest($0, $1, $2) } as MHDCallbacks.URILogCallback,
                        to: Int.self
                    ),
                    ptr_value: statePointer
                ),
                MHD_OptionItem(
                    option: .NOTIFY_COMPLETED,
                    value: unsafeBitCast(
                        { MHDCallbacks.endRequest($0, $1, $2, $3) } as MHD_RequestCompletedCallback,
                        to: Int.self
                    ),
                    ptr_value: statePointer
                ),
                MHD_OptionItem(option: .SOCK_ADDR, value: 0, ptr_value: UnsafeMutableRawPointer(mutating: sockaddr)),
                MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: Int(Self.connectionTimeout), ptr_value: nil),
                MHD_OptionItem(option: .CONNECTION_LIMIT, value: Int(Self.connectionLimit), ptr_value: nil),
                MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: Self.connectionMemoryLimit, ptr_value: nil),
            ]
            if threads > 1 {
                options.append(MHD_OptionItem(option: .THREAD_POOL_SIZE, value: threads, ptr_value: nil))
            }
            options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
            return options.withUnsafeBufferPointer { options in
                CMicroHTTPDShims_startDaemon(
                    flags,
                    UInt16(port),
                    { MHDCallbacks.handleRequest($0, $1, $2, $3, $4, $5, $6, $7) },
                    statePointer,
                    options.baseAddress
                )
            }
        }
        guard let started else {
            retainedState.release()
            logTarget.deallocate()
            throw HTTPServerError(
                message:
                    "cannot listen on \(host):\(port): \(callbackState.lastLibraryMessage ?? "libmicrohttpd refused to start")"
            )
        }
        self.port = Int(CMicroHTTPDShims_boundPort(started))
        self.daemon = Mutex(UnsafeTransfer(started))
        self.callbackState = callbackState
        self.retainedState = UnsafeTransfer(retainedState)
        self.logTarget = UnsafeTransfer(logTarget)
    }

    /// Requests that have started and not yet been answered and sent.
    var requestsInFlight: Int {
        callbackState.requestsInFlight.load(ordering: .relaxed)
    }

    /// Drops the ready responses kept so far; from now on only answers computed from `generation`
    /// (`Response.Reuse.generation`) are kept and sent again. Call it whenever the data being answered from changes.
    func acceptReadyResponses(generation: UInt64) {
        callbackState.readyResponses?.accept(generation: generation)
    }

    /// Stops taking connections, lets the requests in flight finish (for at most `gracePeriod`), then stops.
    ///
    /// Answers sent while draining carry `Connection: close`, so keep-alive clients move on. Calling it again
    /// does nothing.
    func shutdown(gracePeriod: Duration = .seconds(10)) {
        let handle = self.daemon.withLock { handle -> UnsafeTransfer<OpaquePointer>? in
            defer { handle = nil }
            return handle
        }
        guard let daemon = handle?.value else { return }
        let listener = MHD_quiesce_daemon(daemon)
        if listener >= 0 {
            // Refuse new connections at once: left open, the listener would queue them until it is closed
            // after the drain, and closing it then resets them.
            Glibc.shutdown(listener, Int32(SHUT_RDWR))
        }
        // Only now: a client told `Connection: close` reconnects at once, and must find the listener closed
        // rather than be queued on it and reset with its request unanswered.
        callbackState.isDraining.store(true, ordering: .relaxed)
        // Drained once no request is in flight and none has started for a while: a keep-alive client whose last
        // answer went out before the drain sends one more request, which is answered with `Connection: close`.
        let clock = ContinuousClock()
        let deadline = clock.now + gracePeriod
        var started = callbackState.requestsStarted.load(ordering: .relaxed)
        var quietSince = clock.now
        while clock.now < deadline {
            let nowStarted = callbackState.requestsStarted.load(ordering: .relaxed)
            if nowStarted != started || callbackState.requestsInFlight.load(ordering: .relaxed) > 0 {
                started = nowStarted
                quietSince = clock.now
            } else if clock.now - quietSince >= Self.drainQuietPeriod {
                break
            }
            usleep(5_000)
        }
        MHD_stop_daemon(daemon)
        if listener >= 0 {
            close(listener)
        }
        callbackState.readyResponses?.accept(generation: 0)
        retainedState.value.release()
        logTarget.value.deallocate()
    }

    deinit {
        shutdown(gracePeriod: .zero)
    }
}
