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
