#include <stdarg.h>
#include <stdio.h>
#include "CMicroHTTPDShims.h"

struct MHD_Daemon *CMicroHTTPDShims_startDaemon(unsigned int flags,
                                                uint16_t port,
                                                MHD_AccessHandlerCallback handler,
                                                void *handlerContext,
                                                const struct MHD_OptionItem *options) {
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handlerContext,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

uint16_t CMicroHTTPDShims_boundPort(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

static void CMicroHTTPDShims_log(void *target, const char *format, va_list arguments) {
    const struct CMicroHTTPDShims_LogTarget *logTarget = target;
    char message[1024];
    vsnprintf(message, sizeof message, format, arguments);
    logTarget->sink(logTarget->context, message);
}

struct MHD_OptionItem CMicroHTTPDShims_loggerOption(struct CMicroHTTPDShims_LogTarget *target) {
    struct MHD_OptionItem item = {MHD_OPTION_EXTERNAL_LOGGER, (intptr_t) &CMicroHTTPDShims_log, target};
    return item;
}

/// What `CMicroHTTPDShims_headerLinesAreWhole` has seen so far.
struct CMicroHTTPDShims_LineCheck {
    const char *headStart;
    const char *headEnd;
    /// Where the last field's value ended, or NULL before the first field.
    const char *lastValueEnd;
    bool whole;
};

/// Whether `start..<end` is one to `most` NULs: a line end or two as libmicrohttpd leaves them.
static bool CMicroHTTPDShims_isLineEnd(const char *start, const char *end, ptrdiff_t most) {
    if (end - start < 1 || end - start > most) {
        return false;
    }
    for (const char *byte = start; byte < end; byte++) {
        if (*byte != '\0') {
            return false;
        }
    }
    return true;
}

static enum MHD_Result CMicroHTTPDShims_checkLine(void *context, enum MHD_ValueKind kind, const char *key,
                                                  size_t keySize, const char *value, size_t valueSize) {
    (void) kind;
    struct CMicroHTTPDShims_LineCheck *check = context;
    if (key == NULL || value == NULL) {
        check->whole = false;
        return MHD_NO;
    }
    const char *colon = key + keySize;
    bool whole = key >= check->headStart && colon < value
                 && value + valueSize <= check->headEnd && *colon == '\0'
                 && (check->lastValueEnd == NULL || CMicroHTTPDShims_isLineEnd(check->lastValueEnd, key, 2));
    for (const char *space = colon + 1; whole && space < value; space++) {
        whole = *space == ' ' || *space == '\t';
    }
    check->whole = whole;
    check->lastValueEnd = value + valueSize;
    return whole ? MHD_YES : MHD_NO;
}

bool CMicroHTTPDShims_headerLinesAreWhole(struct MHD_Connection *connection, const char *requestStart) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    if (info == NULL || requestStart == NULL) {
        return false;
    }
    struct CMicroHTTPDShims_LineCheck check = {requestStart, requestStart + info->header_size, NULL, true};
    MHD_get_connection_values_n(connection, MHD_HEADER_KIND, CMicroHTTPDShims_checkLine, &check);
    // The last field's line end and the blank line: two to four NULs, up to the end of the head.
    return check.whole && (check.lastValueEnd == NULL || CMicroHTTPDShims_isLineEnd(check.lastValueEnd, check.headEnd, 4));
}
