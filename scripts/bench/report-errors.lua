-- wrk script: random real-prefix paths (random-paths.lua), and a last line that counts every kind of failure,
-- for scripts that assert none: "wrk: requests N, non-2xx N, connect N, read N, write N, timeout N".
dofile("scripts/bench/random-paths.lua")

done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    "wrk: requests %d, non-2xx %d, connect %d, read %d, write %d, timeout %d\n",
    summary.requests, errors.status, errors.connect, errors.read, errors.write, errors.timeout
  ))
end
