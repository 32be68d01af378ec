-- A table whose game could not be made (the tenant's quotas): its tickets wait
-- again, in their places, and its record is gone.
-- KEYS: queue's records (hash), queue (zset), tenant's waiting (zset), the tickets.
-- ARGV: game id, now ms, then for each ticket (as KEYS) its id and creation ms.
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
for i = 4, #KEYS do
  local id, created = ARGV[(i - 4) * 2 + 3], ARGV[(i - 4) * 2 + 4]
  redis.call('HSET', KEYS[i], 'status', 'waiting', 'updated_ms', ARGV[2])
  redis.call('HDEL', KEYS[i], 'match')
  redis.call('ZADD', KEYS[2], created, id)
  redis.call('ZADD', KEYS[3], created, id)
end
redis.call('HDEL', KEYS[1], ARGV[1])
return 1
