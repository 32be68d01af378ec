-- The matcher's first step: tickets chosen for one table move from waiting to
-- `matching`, with the table's record, all or none.
-- KEYS: queue's records (hash), queue (zset), tenant's waiting (zset), the tickets.
-- ARGV: game id, record JSON, now ms, the tickets' ids (as KEYS).
-- Returns 1 (claimed), 0 (the record exists: claimed before), -1 (a ticket is no
-- longer waiting: nothing changed).
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
for i = 4, #KEYS do
  if redis.call('HGET', KEYS[i], 'status') ~= 'waiting' then return -1 end
end
for i = 4, #KEYS do
  redis.call('HSET', KEYS[i], 'status', 'matching', 'match', ARGV[1], 'updated_ms', ARGV[3])
  redis.call('ZREM', KEYS[2], ARGV[i])
  redis.call('ZREM', KEYS[3], ARGV[i])
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
