-- Single Redis: a change of a game (KEYS and ARGV: change_game in single.lua).
-- Returns {1, version}, {0, current version} or {-1, ''} (no such game).
local refused = refusal(KEYS[1], ARGV[1])
if refused then return refused end
return change_game(KEYS, ARGV)
