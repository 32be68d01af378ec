-- Single Redis: a game the worker has archived leaves the archive outbox, and its
-- keys now expire like those of any game that is over. Needs game, feed.
-- KEYS: archive outbox, doc hash, log list, the tenant's feed.
-- ARGV: game id, ttl (0 = for ever), then for a rated game ('' otherwise): the
-- index of its `finished` entry in the log, that entry with the ratings, its feed
-- events (JSON lines), feed max events, feed retention, the game's channel.
-- Only the call that takes the game out of the outbox writes them: once.
if redis.call('ZREM', KEYS[1], ARGV[1]) == 1 and ARGV[3] ~= '' then
  redis.call('LSET', KEYS[3], tonumber(ARGV[3]), ARGV[4])
  append_events(KEYS[4], ARGV[5], tonumber(ARGV[6]), tonumber(ARGV[7]))
  redis.call('PUBLISH', ARGV[8], 'rated')
end
keep_for({KEYS[2], KEYS[3]}, tonumber(ARGV[2]))
return 1
