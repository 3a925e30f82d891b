-- wrk script: each request asks for a random path from the file named by the PATHS environment variable.
local paths = {}

init = function(args)
  for line in io.lines(os.getenv("PATHS")) do
    paths[#paths + 1] = line
  end
  math.randomseed(os.time() + tonumber(tostring({}):sub(8), 16) % 1000)
end

request = function()
  return wrk.format("GET", paths[math.random(#paths)])
end
