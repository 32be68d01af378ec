-- A new matchmaking ticket, waiting in its queue, unless the tenant is at its cap.
-- KEYS: ticket, queue (zset), tenant's waiting (zset), tenant's queues (hash),
-- tenant's tickets (zset).
-- ARGV: id, request JSON, created ms, cap (0 = none), pool id, game type, how long a
-- ticket can be kept at most (ms: the longest wait, then the day an ended one is kept).
-- Returns 1 (stored), 0 (the id is taken: a retry), -3 (the tenant is at the cap).
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local cap = tonumber(ARGV[4])
if cap > 0 and redis.call('ZCARD', KEYS[3]) >= cap then return -3 end
redis.call('HSET', KEYS[1], 'doc', ARGV[2], 'status', 'waiting', 'updated_ms', ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
redis.call('HSET', KEYS[4], ARGV[5], ARGV[6])
redis.call('ZADD', KEYS[5], ARGV[3], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[5], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[7]))
return 1
