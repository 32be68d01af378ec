-- Library (prepended to the scripts that name it): a tenant's listing index.
-- Keys: order zset (score = time of the last change), expiry zset (score = when
-- the game's keys expire), summaries hash (id -> summary JSON), and the owner's
-- live games (zset: the games not over, score = when their keys expire), which
-- the cap on live games counts. Entries of games that have expired are pruned on
-- every write, and the index keys live as long as the longest-lived game could.

local function now_us()
  local t = redis.call('TIME')
  -- microseconds: unique per write in practice (and exact in a double)
  return tonumber(t[1]) * 1000000 + tonumber(t[2])
end

-- The owner's live games whose keys have not expired. Read only: a script's first
-- write must be one Redis refuses when it is out of memory (HSET, ZADD), since
-- later writes of a script that has written are let through.
local function live_count(live)
  return redis.call('ZCOUNT', live, '(' .. now_us(), '+inf')
end

local function index_game(order, expiry, summaries, live, id, summary, ttl, index_ttl, is_live)
  local now = now_us()
  redis.call('ZADD', order, now, id)
  redis.call('HSET', summaries, id, summary)
  if ttl > 0 then
    redis.call('ZADD', expiry, now + ttl * 1000000, id)
  else
    redis.call('ZREM', expiry, id)
  end
  if not is_live then
    redis.call('ZREM', live, id)
  elseif ttl > 0 then
    redis.call('ZADD', live, now + ttl * 1000000, id)
  else
    redis.call('ZADD', live, '+inf', id)
  end
  redis.call('ZREMRANGEBYSCORE', live, '-inf', now)
  local gone = redis.call('ZRANGEBYSCORE', expiry, '-inf', now, 'LIMIT', 0, 64)
  for _, old in ipairs(gone) do
    redis.call('ZREM', order, old)
    redis.call('ZREM', expiry, old)
    redis.call('HDEL', summaries, old)
  end
  for _, key in ipairs({order, expiry, summaries, live}) do
    if index_ttl > 0 then redis.call('EXPIRE', key, index_ttl) else redis.call('PERSIST', key) end
  end
end

-- A deleted game's entry out of the index and out of its owner's live games.
local function unindex(order, expiry, summaries, live, id)
  redis.call('ZREM', order, id)
  redis.call('ZREM', expiry, id)
  redis.call('HDEL', summaries, id)
  redis.call('ZREM', live, id)
end
