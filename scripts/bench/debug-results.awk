# Reads what the in-process benchmarks' executable prints in the benchmark package's debug mode
# (`CityAutocompleteBenchmarks --quiet true --filter …`) and prints, for each benchmark, its wall clock's p50 and p99
# and its sample count, read from the histogram it prints:
#   p50 2053 ns, p99 7411 ns, 200000 samples: NAME
# Used by scripts/bench-when-quiet and scripts/bench-in-turn.
/^Debug results for / { name = substr($0, 19); sub(/:$/, "", name); p50 = ""; p99 = ""; count = ""; next }
$2 ~ /^[01]\.[0-9]+$/ && NF == 4 {
    if (p50 == "" && $2 >= 0.5) p50 = $1
    if (p99 == "" && $2 >= 0.99) p99 = $1
    count = $3
}
/^#\[Max/ && name != "" {
    printf "  p50 %d ns, p99 %d ns, %d samples: %s\n", p50, p99, count, name
    name = ""
}
