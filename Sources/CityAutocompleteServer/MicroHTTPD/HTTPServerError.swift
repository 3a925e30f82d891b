/// Why the server could not start.
public struct HTTPServerError: Error, CustomStringConvertible {
    /// What went wrong, such as `cannot listen on 0.0.0.0:8080: Address already in use`.
    public var message: String
    /// The message.
    public var description: String { message }
}
