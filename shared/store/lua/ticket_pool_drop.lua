-- Forget a queue with nothing waiting and nothing being matched (a new ticket
-- adds it again). KEYS: tenant's queues (hash), queue (zset), queue's records. ARGV: pool.
if redis.call('ZCARD', KEYS[2]) == 0 and redis.call('HLEN', KEYS[3]) == 0 then
  return redis.call('HDEL', KEYS[1], ARGV[1])
end
return 0
