-- Cluster, step 1 (game slot): the compare-and-set, with the tenant side of the
-- change put in the game's outbox. Needs game.
-- KEYS: doc hash, log list, idempotency record, outbox.
-- ARGV: expected version ('' = create: the game must not exist), new doc, new version,
--       ttl, idempotency record ('' = none), idempotency ttl, channel, outbox entry,
--       tenant, entries...
-- Returns {1, version, pending outbox entries...}, {0, current} or {-1, ''}.
local refused = refusal(KEYS[1], ARGV[1])
if refused then return refused end
write_game(KEYS[1], KEYS[2], ARGV[2], ARGV[3], ARGV[9], tail(ARGV, 10))
redis.call('HSET', KEYS[4], ARGV[3], ARGV[8])
keep_for({KEYS[1], KEYS[2], KEYS[4]}, tonumber(ARGV[4]))
remember(KEYS[3], ARGV[5], ARGV[6])
if ARGV[1] ~= '' then redis.call('PUBLISH', ARGV[7], ARGV[3]) end
local out = {1, ARGV[3]}
for _, entry in ipairs(redis.call('HVALS', KEYS[4])) do out[#out + 1] = entry end
return out
