-- Cluster, step 2 (tenant slot). Needs index and feed. KEYS: index order, expiry,
-- summaries, the owner's live games, feed.
-- ARGV: game id, index ttl, feed max events, feed retention, then outbox entries
-- (JSON {v, summary, ttl, events, live, owner}) oldest first. An entry whose version
-- the index already holds (or a later one) is skipped: forwarding twice does no harm.
-- An entry with `events_only` (a rated game's `game_finished`, written once by the
-- archive's marker removal) only appends its events.
local id = ARGV[1]
for i = 5, #ARGV do
  local entry = cjson.decode(ARGV[i])
  if entry.events_only then
    append_events(KEYS[5], entry.events, tonumber(ARGV[3]), tonumber(ARGV[4]))
  else
    local held = redis.call('HGET', KEYS[3], id)
    if held == false or cjson.decode(held).version < entry.v then
      index_game(KEYS[1], KEYS[2], KEYS[3], KEYS[4], id, entry.summary, entry.ttl,
                 tonumber(ARGV[2]), entry.live)
      append_events(KEYS[5], entry.events, tonumber(ARGV[3]), tonumber(ARGV[4]))
    end
  end
end
return 1
