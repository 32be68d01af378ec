-- Take or renew a queue's lease. KEYS: lease. ARGV: holder, ms.
-- Returns 1 when the caller holds it for the next ARGV[2] ms.
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
  return 1
end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', tonumber(ARGV[2])) then return 1 end
return 0
