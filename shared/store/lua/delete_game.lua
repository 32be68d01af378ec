-- Cluster: a game's keys (game slot; its index entry goes with unindex.lua).
-- KEYS: doc hash, log list, outbox.
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
return 1
