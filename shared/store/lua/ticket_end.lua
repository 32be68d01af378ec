-- A waiting ticket ends without a game: cancelled (DELETE) or expired (the matcher).
-- KEYS: ticket, queue (zset), tenant's waiting (zset), feed.
-- ARGV: id, new status, now ms, ttl (s), events (JSON lines, may be ''), feed max
-- events, feed retention.
-- Returns the status the ticket had ('waiting' when this ended it), or false (none).
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return false end
if status ~= 'waiting' then return status end
redis.call('HSET', KEYS[1], 'status', ARGV[2], 'updated_ms', ARGV[3])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
append_events(KEYS[4], ARGV[5], tonumber(ARGV[6]), tonumber(ARGV[7]))
redis.call('PUBLISH', KEYS[1] .. ':events', ARGV[2])
return status
