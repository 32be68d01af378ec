-- Single Redis: a change of a game and the creation of another, both or neither
-- (a rematch: the finished game links the new one).
-- KEYS: the creation's 7 keys, then the change's. ARGV: the creation's 13
-- arguments, then the change's (see single.lua).
-- Returns what compare_and_set.lua does, or {-2, ''} (the new id is taken) or
-- {-3, ''} (the owner is at the cap). Every check comes before the first write.
local create_keys, create_args = {unpack(KEYS, 1, 7)}, {unpack(ARGV, 1, 13)}
local change_keys, change_args = tail(KEYS, 8), tail(ARGV, 14)
local refused = refusal(change_keys[1], change_args[1])
if refused then return refused end
local taken = create_refused(create_keys, create_args)
if taken then return {taken - 2, ''} end
create_game(create_keys, create_args)
return change_game(change_keys, change_args)
