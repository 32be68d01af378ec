-- Cluster, step 3 (game slot). KEYS: outbox. ARGV: the versions forwarded.
redis.call('HDEL', KEYS[1], unpack(ARGV))
return 1
