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
        var fields: [Field] = []
        withUnsafeMutablePointer(to: &fields) { fields in
            _ = MHD_get_connection_values_n(
                connection,
                .HEADER_KIND,
                { context, _, key, keySize, value, valueSize in
                    guard let context, let key else { return .NO }
                    context.assumingMemoryBound(to: [Field].self).pointee.append(
                        Field(
                            name: Array(UnsafeRawBufferPointer(start: key, count: keySize)),
                            value: value.map { Array(UnsafeRawBufferPointer(start: $0, count: valueSize)) } ?? []
                        )
                    )
                    return .YES
                },
                UnsafeMutableRawPointer(fields)
            )
        }
        self.init(
            isHTTP11: version.map { strcmp($0, "HTTP/1.0") != 0 } ?? false,
            fields: fields,
            linesAreWhole: CMicroHTTPDShims_headerLinesAreWhole(connection, method)
        )
    }
}
