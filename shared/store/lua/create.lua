-- Single Redis: a new game (KEYS and ARGV: create_refused in single.lua).
-- Returns 1 (created), 0 (the id is taken) or -1 (the owner is at the cap).
local refused = create_refused(KEYS, ARGV)
if refused then return refused end
create_game(KEYS, ARGV)
return 1
