-- Cluster, before a creation (tenant slot). Needs index. KEYS: the owner's live games.
-- ARGV: game id, cap, hold (microseconds). Returns 0 when the owner is at the cap,
-- 1 when the game is counted already, 2 when a place was taken for it: held for a
-- moment, until the creation's index step gives it the game's own expiry (a
-- process that dies in between leaves a place that frees itself).
local count = live_count(KEYS[1])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 1 end
if count >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now_us() + tonumber(ARGV[3]), ARGV[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], 86400) end
return 2
