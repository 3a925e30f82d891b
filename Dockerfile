# city-autocomplete: build on the official Swift image, run on Debian slim with only libmicrohttpd.
# scripts/check-container lints this file (hadolint), builds it with podman and runs the image as user 10001 on
# a read-only root: the probes, the HEALTHCHECK, SIGHUP reloads and `podman stop` under load. No registry is
# reachable there, so it passes in local stand-ins for the two base images with --build-arg: a debootstrapped
# bookworm minbase root, and that root with the official Swift image's packages and the machine's toolchain.
# The apt versions are pinned (hadolint DL3008); when Debian replaces one, that check fails first:
# take the new version from `apt-cache policy PACKAGE` on bookworm.

ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

FROM ${SWIFT_IMAGE} AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev=0.9.75-6 pkg-config=1.8.1-1 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources Sources
COPY Resources Resources
# swift build checks every target of Package.swift, the test targets too, even for one product.
COPY Tests Tests
# The prebuilt index of the shipped data, written beside it: every start reads it instead of building the index.
RUN swift build -c release --product city-autocomplete --static-swift-stdlib \
    && mkdir /app \
    && cp .build/release/city-autocomplete /app/ \
    && cp -R .build/release/*.resources /app/ \
    && /app/city-autocomplete --write-prebuilt-index

# The binary links the Swift runtime and Foundation statically; beyond libmicrohttpd12 it needs libc6,
# libstdc++6 and libgcc-s1, which bookworm-slim already has (apt depends on them).
FROM ${RUNTIME_IMAGE}
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12=0.9.75-6 \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 city-autocomplete \
    && useradd --system --no-create-home --uid 10001 --gid 10001 city-autocomplete
COPY --from=build /app /app
USER 10001:10001
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=2s --start-period=10s \
    CMD ["/bin/bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT} && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["/app/city-autocomplete"]
