-- Library of the single-Redis scripts (needs index, feed and game): a creation
-- and a change, each a function of its own KEYS and ARGV (K, A) so that one
-- script can make both at once (change_and_create.lua).

-- A creation. K: doc hash, log list, index order, index expiry, index summaries,
-- owner's live games, feed.
-- A: doc, version, created entry, ttl, summary, index ttl, game id, events, feed max
-- events, feed retention, live ('1' or ''), cap on live games (0 = none), tenant.
-- Why it may not be made (0: the id is taken, -1: the owner is at the cap), or nil:
-- the count and the creation are one step, so concurrent creations never overshoot.
local function create_refused(K, A)
  if redis.call('EXISTS', K[1]) == 1 then return 0 end
  local cap = tonumber(A[12])
  if A[11] == '1' and cap > 0 and live_count(K[6]) >= cap then return -1 end
  return nil
end

local function create_game(K, A)
  local ttl = tonumber(A[4])
  write_game(K[1], K[2], A[1], A[2], A[13], {A[3]})
  keep_for({K[1], K[2]}, ttl)
  index_game(K[3], K[4], K[5], K[6], A[7], A[5], ttl, tonumber(A[6]), A[11] == '1')
  append_events(K[7], A[8], tonumber(A[9]), tonumber(A[10]))
end

-- A change, once `refusal(K[1], A[1])` let it through. K: doc hash, log list,
-- idempotency record, index order, index expiry, index summaries, owner's live
-- games, feed.
-- A: expected version, new doc, new version, ttl, idempotency record ('' = none),
-- idempotency ttl, channel, summary, index ttl, game id, events, feed max events,
-- feed retention, live ('1' or ''), tenant, entries...
local function change_game(K, A)
  local ttl = tonumber(A[4])
  write_game(K[1], K[2], A[2], A[3], A[15], tail(A, 16))
  keep_for({K[1], K[2]}, ttl)
  remember(K[3], A[5], A[6])
  index_game(K[4], K[5], K[6], K[7], A[10], A[8], ttl, tonumber(A[9]), A[14] == '1')
  append_events(K[8], A[11], tonumber(A[12]), tonumber(A[13]))
  redis.call('PUBLISH', A[7], A[3])
  return {1, A[3]}
end
