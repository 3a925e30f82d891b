/*
 * A bare libmicrohttpd server for comparison with city-autocomplete: it answers every request, whatever the
 * method or path, with one fixed JSON body, set up the way the service sets up libmicrohttpd (one internal
 * poll(2) thread, the same flags and connection options) but with no work per request. Prints nothing but
 * errors; SIGTERM or SIGINT stops it.
 *
 * Usage: bare-server PORT --body TEXT
 *        bare-server PORT --file PATH
 * Build: cc -O2 bare-server.c $(pkg-config --cflags --libs libmicrohttpd) -o bare-server
 */
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The connection options HTTPServer.swift gives libmicrohttpd; keep them the same. */
enum { CONNECTION_TIMEOUT = 15, CONNECTION_LIMIT = 4096, CONNECTION_MEMORY_LIMIT = 32 * 1024 };

/* Reads the whole of `path` into a new buffer; NULL (after a message) when it cannot. */
static char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        perror(path);
        return NULL;
    }
    char *buffer = NULL;
    if (fseek(file, 0, SEEK_END) == 0) {
        long length = ftell(file);
        if (length >= 0 && fseek(file, 0, SEEK_SET) == 0 && (buffer = malloc((size_t) length + 1)) != NULL) {
            *size = fread(buffer, 1, (size_t) length, file);
            if (*size != (size_t) length) {
                free(buffer);
                buffer = NULL;
            }
        }
    }
    if (buffer == NULL) {
        fprintf(stderr, "bare-server: cannot read %s\n", path);
    }
    fclose(file);
    return buffer;
}

/*
 * Called once when a request's headers are in and once more at its end (GET has no body). Queues the shared
 * response on the second call, as the service does: a response queued on the first call makes libmicrohttpd
 * close keep-alive connections.
 */
static enum MHD_Result answer(void *response, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size,
                              void **request_state) {
    static int started;
    (void) url;
    (void) method;
    (void) version;
    (void) upload_data;
    if (*request_state == NULL) {
        *request_state = &started;
        return MHD_YES;
    }
    if (*upload_data_size > 0) {
        *upload_data_size = 0;
        return MHD_YES;
    }
    return MHD_queue_response(connection, MHD_HTTP_OK, response);
}

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[2], "--body") != 0 && strcmp(argv[2], "--file") != 0)) {
        fprintf(stderr, "usage: %s PORT --body TEXT | --file PATH\n", argv[0]);
        return 64;
    }
    char *end;
    unsigned long port = strtoul(argv[1], &end, 10);
    if (*end != '\0' || port > UINT16_MAX) {
        fprintf(stderr, "bare-server: bad port %s\n", argv[1]);
        return 64;
    }
    size_t size = strlen(argv[3]);
    char *body = strcmp(argv[2], "--file") == 0 ? read_file(argv[3], &size) : argv[3];
    if (body == NULL) {
        return 1;
    }
    struct MHD_Response *response = MHD_create_response_from_buffer(size, body, MHD_RESPMEM_PERSISTENT);
    if (response == NULL ||
        MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, "application/json; charset=utf-8") != MHD_YES) {
        fprintf(stderr, "bare-server: cannot create the response\n");
        return 1;
    }

    /* Block the stop signals before libmicrohttpd starts its thread, so that only sigwait below sees them. */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTERM);
    sigaddset(&stop, SIGINT);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);

    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_USE_ITC | MHD_USE_ERROR_LOG, (uint16_t) port, NULL,
        NULL, answer, response, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int) CONNECTION_TIMEOUT,
        MHD_OPTION_CONNECTION_LIMIT, (unsigned int) CONNECTION_LIMIT, MHD_OPTION_CONNECTION_MEMORY_LIMIT,
        (size_t) CONNECTION_MEMORY_LIMIT, MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "bare-server: cannot listen on port %lu\n", port);
        return 1;
    }
    int signal_number;
    sigwait(&stop, &signal_number);
    MHD_stop_daemon(daemon);
    MHD_destroy_response(response);
    if (body != argv[3]) {
        free(body);
    }
    return 0;
}
