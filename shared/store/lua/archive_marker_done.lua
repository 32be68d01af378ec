-- Cluster (game slot): a game the worker has archived loses its archive marker, and
-- its keys now expire like those of any game that is over. Needs game.
-- KEYS: archive marker, doc hash, log list, outbox. ARGV: ttl (0 = for ever).
redis.call('DEL', KEYS[1])
keep_for({KEYS[2], KEYS[3], KEYS[4]}, tonumber(ARGV[1]))
return 1
