-- wrk script for scripts/check-load-balancer: each request asks for a random path from the file named by
-- the PATHS environment variable; every answer is counted by status class and by second, and done()
-- prints one line per counter ("status 2xx 12345", "second 1732280000 812", "errors read 0") for the
-- script to check: no answer but a 2xx, no socket error, and answers in every second of the run.
local paths = {}
local threads = {}
statuses = {}
seconds = {}

setup = function(thread)
  threads[#threads + 1] = thread
end

init = function(args)
  for line in io.lines(os.getenv("PATHS")) do
    paths[#paths + 1] = line
  end
  math.randomseed(os.time() + tonumber(tostring({}):sub(8), 16) % 1000)
end

request = function()
  return wrk.format("GET", paths[math.random(#paths)])
end

response = function(status, headers, body)
  local class = math.floor(status / 100) .. "xx"
  statuses[class] = (statuses[class] or 0) + 1
  local second = os.time()
  seconds[second] = (seconds[second] or 0) + 1
end

done = function(summary, latency, requests)
  local classes, perSecond = {}, {}
  for _, thread in ipairs(threads) do
    for class, count in pairs(thread:get("statuses")) do
      classes[class] = (classes[class] or 0) + count
    end
    for second, count in pairs(thread:get("seconds")) do
      perSecond[second] = (perSecond[second] or 0) + count
    end
  end
  for class, count in pairs(classes) do
    io.write(string.format("status %s %d\n", class, count))
  end
  for second, count in pairs(perSecond) do
    io.write(string.format("second %d %d\n", second, count))
  end
  for _, name in ipairs({ "connect", "read", "write", "status", "timeout" }) do
    io.write(string.format("errors %s %d\n", name, summary.errors[name]))
  end
  io.write(string.format("requests %d\n", summary.requests))
  io.write(string.format("latency p50_us %d p99_us %d max_us %d\n",
    latency:percentile(50), latency:percentile(99), latency.max))
end
