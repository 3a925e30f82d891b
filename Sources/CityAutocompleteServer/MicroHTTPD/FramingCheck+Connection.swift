import CMicroHTTPD
import CMicroHTTPDShims

#if canImport(Glibc)
import Glibc
#endif

extension FramingCheck {
    /// The check of the request on `connection` as libmicrohttpd parsed it, on the access handler's first call:
    /// `version` and `method` as that call receives them (the method is where the request starts in
    /// libmicrohttpd's buffer).
    init(connection: OpaquePointer, version: UnsafePointer<CChar>?, method: UnsafePointer<CChar>) {
        self.init(
            isHTTP11: version.map { strcmp($0, "HTTP/1.0") != 0 } ?? false,
            linesAreWhole: CMicroHTTPDShims_headerLinesAreWhole(connection, method)
        )
        withUnsafeMutablePointer(to: &self) { check in
            _ = MHD_get_connection_values_n(
                connection,
                .HEADER_KIND,
                { context, _, key, keySize, value, valueSize in
                    guard let context, let key else { return .NO }
                    context.assumingMemoryBound(to: FramingCheck.self).pointee.add(
                        name: UnsafeRawBufferPointer(start: key, count: keySize),
                        value: UnsafeRawBufferPointer(start: value, count: value == nil ? 0 : valueSize)
                    )
                    return .YES
                },
                UnsafeMutableRawPointer(check)
            )
        }
    }
}
