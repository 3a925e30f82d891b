#ifndef CMICROHTTPD_SHIMS_H
#define CMICROHTTPD_SHIMS_H

#include <stdarg.h>
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

#endif
