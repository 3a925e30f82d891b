#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's limit on open files, which bounds its connections: each one is a file.
enum OpenFileLimit {
    /// Raises the soft limit to the hard one, as Go's runtime and nginx's `worker_rlimit_nofile` do: the soft
    /// limit that systemd and many shells give (1,024) would otherwise stop the server from accepting
    /// connections long before `HTTPServer.connectionLimit`.
    ///
    /// - Returns: the soft limit in force afterwards, `nil` where there is none (`RLIM_INFINITY`).
    static func raiseToHard() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 {
                limit = raised
            }
        }
        return limit.rlim_cur == rlim_t.max ? nil : Int(clamping: limit.rlim_cur)
    }
}
