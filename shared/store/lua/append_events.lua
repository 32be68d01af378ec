-- Feed events that go with no change of a game (a clock's warning).
-- KEYS: feed. ARGV: events (JSON lines), feed max events, feed retention.
append_events(KEYS[1], ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]))
return 1
