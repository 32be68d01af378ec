-- Cluster: a deleted game's index entry (tenant slot). Needs index.
-- KEYS: index order, expiry, summaries, the owner's live games. ARGV: game id.
unindex(KEYS[1], KEYS[2], KEYS[3], KEYS[4], ARGV[1])
return 1
