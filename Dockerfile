# city-autocomplete: build on the official Swift image, run on Debian slim with only libmicrohttpd.

FROM swift:6.3-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources Sources
COPY Resources Resources
RUN swift build -c release --product city-autocomplete --static-swift-stdlib \
    && mkdir /app \
    && cp .build/release/city-autocomplete /app/ \
    && cp -R .build/release/*.resources /app/

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --no-create-home --uid 10001 city-autocomplete
COPY --from=build /app /app
USER city-autocomplete
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=2s --start-period=10s \
    CMD ["/bin/bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT} && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["/app/city-autocomplete"]
