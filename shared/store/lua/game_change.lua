-- Cluster, step 1 (game slot): the compare-and-set, with the tenant side of the
-- change put in the game's outbox. Needs game.
-- KEYS: doc hash, log list, idempotency record, outbox, archive marker.
-- ARGV: expected version ('' = create: the game must not exist), new doc, new version,
--       ttl, idempotency record ('' = none), idempotency ttl, channel, outbox entry,
--       tenant, archive (when the game ended, ms; '' while it goes on), entries...
-- A game that is over waits for the archive: its marker (the game's own key, in its
-- slot) holds when it ended, and its keys are kept, until a worker has archived it
-- (archive_marker_done.lua).
-- Returns {1, version, pending outbox entries...}, {0, current} or {-1, ''}.
local refused = refusal(KEYS[1], ARGV[1])
if refused then return refused end
write_game(KEYS[1], KEYS[2], ARGV[2], ARGV[3], ARGV[9], tail(ARGV, 11))
redis.call('HSET', KEYS[4], ARGV[3], ARGV[8])
local ttl = tonumber(ARGV[4])
if ARGV[10] ~= '' then
  redis.call('SET', KEYS[5], ARGV[10], 'NX')
  ttl = 0
end
keep_for({KEYS[1], KEYS[2], KEYS[4]}, ttl)
remember(KEYS[3], ARGV[5], ARGV[6])
if ARGV[1] ~= '' then redis.call('PUBLISH', ARGV[7], ARGV[3]) end
local out = {1, ARGV[3]}
for _, entry in ipairs(redis.call('HVALS', KEYS[4])) do out[#out + 1] = entry end
return out
