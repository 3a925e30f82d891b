"""Sends each class of ambiguous framing of issue 17 (the cases of SmugglingTests.swift) to HOST:PORT, one
connection each, every one with a hidden request for /cities/smuggled/autocomplete behind it, and prints one
line per case: its name, the status lines received in order, and how the connection ended. Exits 1 when any
case got more than one status line or the hidden request's answer (a 200 with "result":[]), or when a
connection was left open.

Four of the cases are messages RFC 9112 reads one way only, and that way the request after them is a second,
pipelined request (a value's trailing space is not part of it; a chunk extension may be long): nginx reads them
so and forwards that request on its own, with Content-Length. There the request behind is
/cities/pipelined/autocomplete, and two answers are right. The service refuses the first two, and answers a
GET's long chunk line before reading it, since libmicrohttpd 0.9.75 cannot read them safely.

Usage: python3 smuggle.py HOST PORT
"""
import socket
import sys

HIDDEN = b"GET /cities/smuggled/autocomplete HTTP/1.1\r\nHost: x\r\n\r\n"
POST = b"POST /cities HTTP/1.1\r\nHost: x\r\n"
GET = b"GET /healthz HTTP/1.1\r\nHost: x\r\n"
CHUNKED = b"0\r\n\r\n" + HIDDEN
PIPELINED = b"0\r\n\r\nGET /cities/pipelined/autocomplete HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
N = str(len(HIDDEN)).encode()

CASES = {
    "Content-Length and Transfer-Encoding: chunked": POST + b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n" + CHUNKED,
    "Transfer-Encoding: chunked and Content-Length": POST + b"Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n" + CHUNKED,
    "two Content-Length fields with different values": GET + b"Content-Length: 0\r\nContent-Length: " + N + b"\r\n\r\n" + HIDDEN,
    "Transfer-Encoding in two fields": POST + b"Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n" + CHUNKED,
    "Transfer-Encoding: gzip, then a field chunked": POST + b"Transfer-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n" + CHUNKED,
    "Transfer-Encoding: chunked, identity": POST + b"Transfer-Encoding: chunked, identity\r\n\r\n" + CHUNKED,
    "Transfer-Encoding: gzip, chunked": POST + b"Transfer-Encoding: gzip, chunked\r\n\r\n" + CHUNKED,
    "Transfer-Encoding: identity": POST + b"Transfer-Encoding: identity\r\n\r\n" + CHUNKED,
    "Transfer-Encoding: chunked with a trailing space": POST + b"Transfer-Encoding: chunked \r\n\r\n" + PIPELINED,
    "whitespace before the colon of Content-Length": GET + b"Content-Length : " + N + b"\r\n\r\n" + HIDDEN,
    "a tab before the colon of Transfer-Encoding": POST + b"Transfer-Encoding\t: chunked\r\n\r\n" + CHUNKED,
    "a folded field": GET + b"X-Folded: a\r\n b\r\nContent-Length: " + N + b"\r\n\r\n" + HIDDEN,
    "a folded Content-Length": GET + b"Content-Length:\r\n " + N + b"\r\n\r\n" + HIDDEN,
    "a NUL inside a field value": GET + b"X-Nul: a\0b\r\nContent-Length: " + N + b"\r\n\r\n" + HIDDEN,
    "a NUL inside Transfer-Encoding": POST + b"Transfer-Encoding: chunked\0, identity\r\n\r\n" + CHUNKED,
    "a bare CR inside a field value": GET + b"X-Cr: a\rContent-Length: " + N + b"\r\n\r\n" + HIDDEN,
    "HTTP/1.1 without Host": b"GET /healthz HTTP/1.1\r\n\r\n" + HIDDEN,
    "two Host fields": GET + b"Host: y\r\n\r\n" + HIDDEN,
    "a GET with a 40 KB chunk extension": GET + b"Transfer-Encoding: chunked\r\n\r\n1;" + b"e" * 40_000 + b"\r\nx\r\n" + PIPELINED,
    "a GET with 40,000 leading zeros in a chunk size": GET + b"Transfer-Encoding: chunked\r\n\r\n" + b"0" * 40_000 + b"1\r\nx\r\n" + PIPELINED,
    "a POST with a 40 KB chunk extension": POST + b"Transfer-Encoding: chunked\r\n\r\n1;" + b"e" * 40_000 + b"\r\nx\r\n" + PIPELINED,
    "Content-Length: +5": GET + b"Content-Length: +5\r\n\r\n" + HIDDEN,
    "Content-Length: 0x5": GET + b"Content-Length: 0x5\r\n\r\n" + HIDDEN,
    "Content-Length: 5abc": GET + b"Content-Length: 5abc\r\n\r\n" + HIDDEN,
    "Content-Length: 0, 0": GET + b"Content-Length: 0, 0\r\n\r\n" + HIDDEN,
    "Content-Length: 1 0": GET + b"Content-Length: 1 0\r\n\r\n" + HIDDEN,
    "Content-Length: -1": GET + b"Content-Length: -1\r\n\r\n" + HIDDEN,
}


def exchange(host, port, request):
    """The bytes received after sending `request`, and how the connection ended."""
    with socket.create_connection((host, port), timeout=10) as connection:
        try:
            connection.sendall(request)
        except OSError:
            pass
        received = b""
        while True:
            try:
                chunk = connection.recv(65536)
            except socket.timeout:
                return received, "still open"
            except ConnectionResetError:
                return received, "reset"
            if not chunk:
                return received, "closed"
            received += chunk


def main():
    host, port = sys.argv[1], int(sys.argv[2])
    failures = 0
    for name, request in CASES.items():
        received, ending = exchange(host, port, request)
        statuses = [received[i + 9:i + 12].decode() for i in range(len(received))
                    if received.startswith(b"HTTP/1.", i)
                    and received[i + 9:i + 12].isdigit()]
        if PIPELINED in request:
            bad = len(statuses) > 2 or ending == "still open"
        else:
            bad = len(statuses) > 1 or b'"result":[]' in received or ending == "still open"
        failures += bad
        print(f"{'FAIL' if bad else 'ok  '} {name}: {' '.join(statuses) or 'no answer'}, {ending}")
    sys.exit(1 if failures else 0)


main()
