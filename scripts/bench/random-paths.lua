-- wrk script: each request asks for a random path from the file named by the PATHS environment variable.
-- The draw is seeded (SEED, default 2759794, plus the wrk thread's number), so every run asks for the same
-- sequence of paths (the connections of a thread share it). At the end it prints one line for scripts to
-- read, latencies in microseconds:
-- wrk-result requests=N seconds=S requests_per_second=R p50_us=N p99_us=N max_us=N non2xx=N socket_errors=N timeouts=N
-- (non2xx counts answers with a status of 400 or more, as wrk does; socket_errors adds up connect, read,
-- write and timeout errors, the last also on their own).
local paths = {}
local threads = 0

setup = function(thread)
  thread:set("thread_number", threads)
  threads = threads + 1
end

init = function(args)
  for line in io.lines(os.getenv("PATHS")) do
    paths[#paths + 1] = line
  end
  math.randomseed((tonumber(os.getenv("SEED")) or 2759794) + thread_number)
end

request = function()
  return wrk.format("GET", paths[math.random(#paths)])
end

done = function(summary, latency, requests)
  local errors = summary.errors
  local seconds = summary.duration / 1e6
  io.write(string.format(
    "wrk-result requests=%d seconds=%.3f requests_per_second=%.1f p50_us=%d p99_us=%d max_us=%d non2xx=%d"
      .. " socket_errors=%d timeouts=%d\n",
    summary.requests, seconds, summary.requests / seconds, math.floor(latency:percentile(50)),
    math.floor(latency:percentile(99)), latency.max, errors.status,
    errors.connect + errors.read + errors.write + errors.timeout, errors.timeout))
end
