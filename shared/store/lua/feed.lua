-- Library: appends a change's feed events (JSON lines) to the tenant's stream,
-- trims it by length and age, keeps the stream key no longer than its retention,
-- and wakes the feed's live followers.
local function append_events(feed, lines, max_events, retention_s)
  local last = nil
  for line in string.gmatch(lines, '[^\n]+') do
    last = redis.call('XADD', feed, 'MAXLEN', '~', max_events, '*', 'e', line)
  end
  if last == nil then return end
  local t = redis.call('TIME')
  redis.call('XTRIM', feed, 'MINID', '~', (tonumber(t[1]) - retention_s) * 1000)
  redis.call('EXPIRE', feed, retention_s)
  redis.call('PUBLISH', feed .. ':live', last)
end
