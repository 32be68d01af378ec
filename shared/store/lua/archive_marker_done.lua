-- Cluster (game slot): a game the worker has archived loses its archive marker, and
-- its keys now expire like those of any game that is over. Needs game.
-- KEYS: archive marker, doc hash, log list, outbox.
-- ARGV: ttl (0 = for ever), then for a rated game ('' otherwise): the index of its
-- `finished` entry in the log, that entry with the ratings, an outbox field and
-- entry carrying its feed events (forwarded like a change's), the game's channel.
-- Only the call that removes the marker writes them: once. Returns the outbox.
if redis.call('DEL', KEYS[1]) == 1 and ARGV[2] ~= '' then
  redis.call('LSET', KEYS[3], tonumber(ARGV[2]), ARGV[3])
  redis.call('HSET', KEYS[4], ARGV[4], ARGV[5])
  redis.call('PUBLISH', ARGV[6], 'rated')
end
keep_for({KEYS[2], KEYS[3], KEYS[4]}, tonumber(ARGV[1]))
return redis.call('HVALS', KEYS[4])
