/// What the service needs to start: where to listen and which data to serve.
public struct Configuration: Sendable {
    /// The address to listen on: `0.0.0.0` for every IPv4 interface, `::` for IPv6, `127.0.0.1` for local only.
    public var host: String
    /// The TCP port; `0` lets the system pick a free one.
    public var port: Int
    /// The cities JSON file to serve.
    public var dataPath: String
    /// The prebuilt index of the data file (`Application.writePrebuiltIndex`), read instead of building the index
    /// where it was written from the same bytes; `nil` to always build it.
    public var prebuiltIndexPath: String?
    /// How many threads answer requests; 0 for one per core.
    public var threads: Int
    /// About how many bytes of ready answers the server keeps to send again (libmicrohttpd responses of recent
    /// autocomplete and city targets, with their headers); 0 keeps none.
    public var responseCacheSize: Int

    /// The default `responseCacheSize`: 8 MiB, room for the answers to about 4,000 typed prefixes (an answer of
    /// ten cities is about 0.8 KB of JSON and takes about 2 KB kept ready).
    public static let defaultResponseCacheSize = 8 * 1024 * 1024

    /// A configuration; `threads` 0 means one thread per core.
    public init(
        host: String = "0.0.0.0",
        port: Int = 8080,
        dataPath: String,
        prebuiltIndexPath: String? = nil,
        threads: Int = 0,
        responseCacheSize: Int = Configuration.defaultResponseCacheSize
    ) {
        self.host = host
        self.port = port
        self.dataPath = dataPath
        self.prebuiltIndexPath = prebuiltIndexPath
        self.threads = threads
        self.responseCacheSize = responseCacheSize
    }
}
