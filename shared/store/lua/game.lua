-- Library: the game slot's side of a write (document hash, history list,
-- idempotency record), the same on a single Redis and on a cluster.

-- Why the compare-and-set refuses, or nil when it may go on: `expected` is the
-- version the writer read ('' = a creation: the game must not exist yet).
-- Replies {0, current version} (changed since, or '' when the id is taken) or
-- {-1, ''} (no such game).
local function refusal(doc, expected)
  if expected == '' then
    if redis.call('EXISTS', doc) == 1 then return {0, ''} end
    return nil
  end
  local current = redis.call('HGET', doc, 'version')
  if current == false then return {-1, ''} end
  if current ~= expected then return {0, current} end
  return nil
end

-- The document (its owner in a field of its own, compared before it is decoded)
-- and its new history entries (a table of JSON strings).
local function write_game(doc, log, json, version, tenant, entries)
  redis.call('HSET', doc, 'doc', json, 'version', version, 'tenant', tenant)
  for _, entry in ipairs(entries) do redis.call('RPUSH', log, entry) end
end

-- Every key of the game lives `ttl` seconds more (0 = for ever).
local function keep_for(keys, ttl)
  for _, key in ipairs(keys) do
    if ttl > 0 then redis.call('EXPIRE', key, ttl) else redis.call('PERSIST', key) end
  end
end

-- The per-game idempotency record of the change ('' = none).
local function remember(key, record, ttl)
  if record ~= '' then redis.call('SET', key, record, 'EX', tonumber(ttl)) end
end

-- t[from], t[from + 1], ... as a table (the variable tail of ARGV).
local function tail(t, from)
  local out = {}
  for i = from, #t do out[#out + 1] = t[i] end
  return out
end
