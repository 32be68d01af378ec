-- The matcher's last step, once the game exists: the table's tickets are matched,
-- announced (feed), counted (stats) and their record is done.
-- KEYS: queue's records (hash), feed, stats (zset), the tickets.
-- ARGV: game id, now ms, ttl (s), events (JSON lines), feed max events, feed
-- retention, stats lines, then each ticket's result JSON (as KEYS).
-- Returns 1 (done now), 0 (no such record: done before).
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
for i = 4, #KEYS do
  redis.call('HSET', KEYS[i], 'status', 'matched', 'result', ARGV[i + 4], 'updated_ms', ARGV[2])
  redis.call('EXPIRE', KEYS[i], tonumber(ARGV[3]))
end
redis.call('HDEL', KEYS[1], ARGV[1])
append_events(KEYS[2], ARGV[4], tonumber(ARGV[5]), tonumber(ARGV[6]))
local now = tonumber(ARGV[2])
for line in string.gmatch(ARGV[7], '[^\n]+') do
  redis.call('ZADD', KEYS[3], now, line)
end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now - 3600 * 1000)
redis.call('EXPIRE', KEYS[3], 7200)
for i = 4, #KEYS do
  redis.call('PUBLISH', KEYS[i] .. ':events', 'matched')
end
return 1
