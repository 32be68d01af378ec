-- Single Redis: a game and its index entry. KEYS: doc hash, log list, index order,
-- index expiry, index summaries, owner's live games. ARGV: game id.
redis.call('DEL', KEYS[1], KEYS[2])
unindex(KEYS[3], KEYS[4], KEYS[5], KEYS[6], ARGV[1])
return 1
