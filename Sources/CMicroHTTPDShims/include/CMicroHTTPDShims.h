#ifndef CMICROHTTPD_SHIMS_H
#define CMICROHTTPD_SHIMS_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <microhttpd.h>

/// Receives one formatted libmicrohttpd error message.
typedef void (*CMicroHTTPDShims_LogSink)(void *context, const char *message);

/// Starts a daemon from an option array: `MHD_start_daemon` is variadic, which Swift cannot call.
/// The array must end with an `MHD_OPTION_END` item.
struct MHD_Daemon *CMicroHTTPDShims_startDaemon(unsigned int flags,
                                                uint16_t port,
                                                MHD_AccessHandlerCallback handler,
                                                void *handlerContext,
                                                const struct MHD_OptionItem *options);

/// The port the daemon listens on: `MHD_get_daemon_info` is variadic.
uint16_t CMicroHTTPDShims_boundPort(struct MHD_Daemon *daemon);

/// Where libmicrohttpd's messages go, once formatted.
struct CMicroHTTPDShims_LogTarget {
    CMicroHTTPDShims_LogSink sink;
    void *context;
};

/// The `MHD_OPTION_EXTERNAL_LOGGER` item for `target`: its logger formats the `va_list` messages, which Swift
/// cannot do, and hands each to `target->sink`. `target` must outlive the daemon.
struct MHD_OptionItem CMicroHTTPDShims_loggerOption(struct CMicroHTTPDShims_LogTarget *target);

/// Whether every header field libmicrohttpd 0.9.75 parsed for the request on `connection` is one whole line of
/// the bytes the client sent, as its parser leaves them in the connection's buffer: the name, its colon (now a
/// NUL), spaces or tabs, the value, and the line end (CR LF or LF, now NULs), each field right after the last
/// and the blank line right after the last field. A field folded onto a continuation line (which 0.9.75
/// splices over the name, or moves) or a value cut short at a NUL breaks that. `requestStart` is the method as
/// the access handler receives it, where the request starts in that buffer; nothing outside the request's
/// head is read. `MHD_get_connection_info` is variadic, and the check reads libmicrohttpd's buffer.
bool CMicroHTTPDShims_headerLinesAreWhole(struct MHD_Connection *connection, const char *requestStart);

#endif
