/// What the service needs to start: where to listen and which data to serve.
public struct Configuration: Sendable {
    /// The address to listen on: `0.0.0.0` for every IPv4 interface, `::` for IPv6, `127.0.0.1` for local only.
    public var host: String
    /// The TCP port; `0` lets the system pick a free one.
    public var port: Int
    /// The cities JSON file to serve.
    public var dataPath: String
    /// How many threads answer requests; 0 for one per core.
    public var threads: Int

    /// A configuration; `threads` 0 means one thread per core.
    public init(host: String = "0.0.0.0", port: Int = 8080, dataPath: String, threads: Int = 0) {
        self.host = host
        self.port = port
        self.dataPath = dataPath
        self.threads = threads
    }
}
