-- The Lua round trip's workload; its output must not depend on addresses.
-- closures, tables, strings, coroutines, errors
local function counter()
  local n = 0
  return function(k) n = n + (k or 1); return n end
end
local c = counter()
c(); c(5)
print("counter", c(), c(10))

local t = {}
for i = 1, 20 do t[i] = (i * 37) % 11 end
table.sort(t, function(a, b) return a > b end)
print("sorted", table.concat(t, ","))

local words = {}
for w in string.gmatch("the quick brown fox jumps over the lazy dog the end", "%a+") do
  words[w] = (words[w] or 0) + 1
end
local keys = {}
for k in pairs(words) do keys[#keys + 1] = k end
table.sort(keys)
for _, k in ipairs(keys) do io.write(k, "=", words[k], " ") end
print()

print(string.format("%5.2f %d %s %q %x", math.pi, 42, "str", "a\nb", 255))
print(("hello world"):gsub("o", "0"), ("abc"):rep(3, "-"), ("Lua"):upper())

local co = coroutine.create(function(a, b)
  local s = a + b
  while true do
    local x = coroutine.yield(s)
    if x == nil then break end
    s = s + x
  end
  return "done", s
end)
print(coroutine.resume(co, 1, 2))
print(coroutine.resume(co, 10))
print(coroutine.resume(co, 100))
print(coroutine.resume(co))
print(coroutine.status(co))

local gen = coroutine.wrap(function() for i = 1, 3 do coroutine.yield(i * i) end end)
print("wrap", gen(), gen(), gen())

print(pcall(function() error("boom") end))
print(select(2, pcall(function() error({code = 42}) end)).code)
print(select(2, pcall(function() local x = nil; return x.field end)))
print(xpcall(function() return 1 + {} end, function(m) return "handled: " .. tostring(m) end))
local ok, err = pcall(error)
print(ok, err)

local mt = {__add = function(a, b) return setmetatable({v = a.v + b.v}, getmetatable(a)) end,
            __tostring = function(a) return "V(" .. a.v .. ")" end,
            __index = function(_, k) return k .. "?" end}
local v1 = setmetatable({v = 3}, mt)
local v2 = setmetatable({v = 4}, mt)
print(tostring(v1 + v2), v1.missing)

local fib = {}
local function f(n) if n < 2 then return n end; if fib[n] then return fib[n] end; local r = f(n-1) + f(n-2); fib[n] = r; return r end
print("fib", f(80), 7 // 2, 7 % -3, 2^10, 10 / 4, 1 << 62, math.maxinteger + 1 == math.mininteger)

local acc = 0
for i = 1, 200000 do acc = (acc + i * i) % 1000003 end
print("loop", acc)
local s = {}
for i = 1, 1000 do s[#s + 1] = tostring(i) end
print(#table.concat(s), string.byte("A"), utf8 and utf8.char(72, 228) or "")
goto skip
print("not printed")
::skip::
print(collectgarbage("count") > 0, type(io.write), math.type(1), math.type(1.0))
