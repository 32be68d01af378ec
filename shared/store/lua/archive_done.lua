-- Single Redis: a game the worker has archived leaves the archive outbox, and its
-- keys now expire like those of any game that is over. Needs game.
-- KEYS: archive outbox, doc hash, log list. ARGV: game id, ttl (0 = for ever).
redis.call('ZREM', KEYS[1], ARGV[1])
keep_for({KEYS[2], KEYS[3]}, tonumber(ARGV[2]))
return 1
