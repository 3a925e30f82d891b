import ByteUtilities
import CMicroHTTPD
import CMicroHTTPDShims
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// libmicrohttpd's trampolines: static functions, so that they carry no actor isolation and run safely on its
/// threads. Each recovers the Swift objects from the `void *` it is given and does nothing else of note.
enum MHDCallbacks {
    /// The type of `MHD_OPTION_URI_LOG_CALLBACK`'s function, which the header does not name.
    typealias URILogCallback =
        @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) ->
        UnsafeMutableRawPointer?

    /// Called when a request line arrives, before any decoding: keeps the raw target in a new `RequestContext`.
    static func beginRequest(
        _ callbackState: UnsafeMutableRawPointer?,
        _ uri: UnsafePointer<CChar>?,
        _ connection: OpaquePointer?
    ) -> UnsafeMutableRawPointer? {
        let target =
            uri.map {
                Array(
                    UnsafeBufferPointer(
                        start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self),
                        count: strlen($0)
                    )
                )
            } ?? []
        return Unmanaged.passRetained(RequestContext(target: target)).toOpaque()
    }

    /// Called when a request is done, answered or not: releases its `RequestContext`.
    static func endRequest(
        _ callbackState: UnsafeMutableRawPointer?,
        _ connection: OpaquePointer?,
        _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
        _ reason: MHD_RequestTerminationCode
    ) {
        guard let callbackState, let slot = requestContext, let pointer = slot.pointee else { return }
        let context = Unmanaged<RequestContext>.fromOpaque(pointer).takeRetainedValue()
        slot.pointee = nil
        if context.hasStarted {
            Unmanaged<CallbackState>.fromOpaque(callbackState).takeUnretainedValue().requestsInFlight
                .subtract(1, ordering: .relaxed)
        }
    }

    /// Called for each request: once when its headers are in, once per piece of body, and once at the end.
    ///
    /// Answers on the last call, not the first: a response queued on the first call makes libmicrohttpd close
    /// keep-alive connections. The exceptions answer on the first call, before any body is read, and close the
    /// connection: framing that is ambiguous (a `400`, `FramingCheck`), a POST body sent in chunks (a `411`), a
    /// body announced as too large, and a body sent with a method other than POST, which no route reads. So no
    /// chunk-size line is ever read, and none can be past libmicrohttpd's buffer (which answers that with a
    /// `500` of its own).
    static func handleRequest(
        _ callbackState: UnsafeMutableRawPointer?,
        _ connection: OpaquePointer?,
        _ url: UnsafePointer<CChar>?,
        _ method: UnsafePointer<CChar>?,
        _ version: UnsafePointer<CChar>?,
        _ uploadData: UnsafePointer<CChar>?,
        _ uploadDataSize: UnsafeMutablePointer<Int>?,
        _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> MHD_Result {
        guard let statePointer = callbackState, let connection, let method, let uploadDataSize,
            let pointer = requestContext?.pointee
        else { return .NO }
        let callbackState = Unmanaged<CallbackState>.fromOpaque(statePointer).takeUnretainedValue()
        let context = Unmanaged<RequestContext>.fromOpaque(pointer).takeUnretainedValue()

        if !context.hasStarted {
            context.hasStarted = true
            callbackState.requestsInFlight.add(1, ordering: .relaxed)
            callbackState.requestsStarted.add(1, ordering: .relaxed)
            let framing = FramingCheck(connection: connection, version: version, method: method)
            if let fault = framing.fault {
                context.refusal = .badRequest(fault)
            } else if framing.isChunked && strcmp(method, "POST") == 0 {
                context.refusal = .lengthRequired
            } else if let length = framing.announcedLength, length > UInt64(Request.maximumBodySize) {
                context.refusal = .bodyTooLarge
            } else if !framing.announcesBody || strcmp(method, "POST") == 0 {
                return .YES
            }
            context.closesAfterAnswer = true
        } else if uploadDataSize.pointee > 0 {
            context.appendBody(UnsafeRawBufferPointer(start: uploadData, count: uploadDataSize.pointee))
            uploadDataSize.pointee = 0
            return .YES
        }

        // A GET or HEAD without a body may be answered with a ready response, unless it asks for a 304
        // (If-None-Match) or the server drains (answers then carry Connection: close).
        let readyResponses =
            context.body.isEmpty && !context.closesAfterAnswer && isGetOrHead(method)
                && !callbackState.isDraining.load(ordering: .relaxed) ? callbackState.readyResponses : nil
        let ifNoneMatch = headerValue(connection, "If-None-Match")
        if let readyResponses, ifNoneMatch == nil {
            let clock = ContinuousClock()
            let start = clock.now
            if let (result, reuse) = readyResponses.queue(target: context.target, on: connection) {
                callbackState.recordReadyResponse(reuse, clock.now - start)
                return result
            }
        }

        let request = Request(
            method: String(cString: method),
            target: context.target,
            ifNoneMatch: ifNoneMatch,
            accessControlRequestHeaders: headerValue(connection, "Access-Control-Request-Headers"),
            body: context.body,
            refusal: context.refusal
        )
        var response = callbackState.handler(request)
        if context.closesAfterAnswer || callbackState.isDraining.load(ordering: .relaxed) {
            response.addHeader("Connection", "close")
            return queue(response, on: connection, keepingReadyIn: nil, target: [])
        }
        return queue(response, on: connection, keepingReadyIn: readyResponses, target: context.target)
    }

    /// Formats nothing itself: receives libmicrohttpd's messages from `CMicroHTTPDShims_log`.
    static func logLibraryMessage(
        _ callbackState: UnsafeMutableRawPointer?,
        _ message: UnsafePointer<CChar>?
    ) {
        guard let callbackState, let message else { return }
        Unmanaged<CallbackState>.fromOpaque(callbackState).takeUnretainedValue().logLibraryMessage(
            String(cString: message)
        )
    }

}

/// Turns `response` into a libmicrohttpd response, a copy, and queues it; one the router marked `reuse` is then kept
/// in `readyResponses` (when given) as the answer to `target`, rather than freed. The body's buffer is given back to
/// the thread (`ThreadBodyBuffer`), for its next answer to be written in.
private func queue(
    _ response: Response,
    on connection: OpaquePointer,
    keepingReadyIn readyResponses: ReadyResponses?,
    target: [UInt8]
) -> MHD_Result {
    let mhdResponse = response.body.withUnsafeBytes { body in
        MHD_create_response_from_buffer(
            body.count,
            UnsafeMutableRawPointer(mutating: body.baseAddress),
            .RESPMEM_MUST_COPY
        )
    }
    // Copied: the body's buffer is kept for the thread's next answer to be written in.
    ThreadBodyBuffer.giveBack(response.body)
    guard let mhdResponse else { return .NO }
    for header in response.headers {
        header.name.withCString { name in
            header.value.withCString { value in
                _ = MHD_add_response_header(mhdResponse, name, value)
            }
        }
    }
    let result = MHD_queue_response(connection, UInt32(response.status), mhdResponse)
    guard result == .YES, let readyResponses, let reuse = response.reuse else {
        MHD_destroy_response(mhdResponse)
        return result
    }
    // The entry takes over this reference to the response, and drops it if it is not kept.
    readyResponses.insert(
        ReadyResponses.Entry(
            target: target,
            reuse: reuse,
            cost: ReadyResponses.cost(target: target, response: response),
            response: mhdResponse
        )
    )
    return result
}

/// Whether the method, as libmicrohttpd hands it over, is exactly `GET` or `HEAD`.
private func isGetOrHead(_ method: UnsafePointer<CChar>) -> Bool {
    strcmp(method, "GET") == 0 || strcmp(method, "HEAD") == 0
}

private func headerValue(_ connection: OpaquePointer, _ name: String) -> String? {
    MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
}
