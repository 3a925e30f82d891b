/// Why the server could not start.
struct HTTPServerError: Error, CustomStringConvertible {
    /// What went wrong, such as `cannot listen on 0.0.0.0:8080: Address already in use`.
    var message: String
    /// The message.
    var description: String { message }
}
