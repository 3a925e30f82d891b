# What scripts/bench-when-quiet and scripts/bench-in-turn share, sourced by them from this repository's root: the
# read-latency probe, and a checkout's in-process benchmarks built and checked against a filter. Errors name the
# script that sourced this.

# Builds Benchmarks/memory/read-latency.c into .build/read-latency.
build_read_latency() {
    mkdir -p .build
    cc -O2 Benchmarks/memory/read-latency.c -o .build/read-latency
}

# The read latency over 4 MiB now, in whole ns (build_read_latency first).
read_latency() {
    .build/read-latency 4 | awk '{print int($1)}'
}

# Builds the in-process benchmarks of CHECKOUT (a checkout of this repository) as scripts/bench-index does, and prints
# the path of their executable; refused at once (exit 64) when none of them matches FILTER whole, rather than when
# they first run, which may be an hour away.
# Usage: built_benchmarks CHECKOUT FILTER
built_benchmarks() {
    local checkout=$1 filter=$2 script listing names executable
    script=scripts/$(basename "$0")
    [ -x "$checkout/scripts/bench-index" ] || { echo "$script: $checkout is not a checkout of this repository" >&2; exit 64; }
    echo "building the benchmarks of $checkout (scripts/bench-index)…" >&2
    listing=$(cd "$checkout" && scripts/bench-index list 2>&1)
    names=$(sed '1,/available benchmarks:$/d' <<<"$listing")
    executable=$checkout/.build-benchmarks/release/CityAutocompleteBenchmarks
    [ -x "$executable" ] || { echo "$script: no $executable after the build" >&2; exit 1; }
    # The executable lists nothing when it cannot start, as with a PREBUILT_INDEX that cannot be read.
    [ -n "$names" ] || { printf '%s\n%s: the benchmarks of %s listed none\n' "$listing" "$script" "$checkout" >&2; exit 1; }
    # The benchmarks match the filter whole, as Swift's regular expressions, which grep's Perl-compatible ones read
    # alike.
    grep -qP "^(?:$filter)\$" <<<"$names" || { echo "$script: no benchmark of $checkout matches '$filter'" >&2; exit 64; }
    echo "$executable"
}
