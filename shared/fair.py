"""Round-robin between owners inside one RQ queue.

RQ serves a queue first in, first out, so one tenant that queues a hundred AI
turns would make every other tenant wait for all of them. Here each AI job
is given a place by its *round*: how many jobs its owner already had queued
or running when it was queued. The queue is kept ordered by (round, arrival):
every owner's first job comes before any owner's second, and so on. An owner
with one turn at a time (a person playing the AI) is always in round 0, so
its turn waits for the jobs already running and at most one other round-0
job per owner, never for another owner's backlog.

The order is kept in a sorted set beside the queue (``fair:<queue>``: job id
-> round and arrival). RQ pushes the job at the back as usual (so a crash
between the two steps leaves a queued job, never a lost one); ``place`` then
moves it in front of the first queued job of a later round, in one script.
"""

from __future__ import annotations

ORDER_TTL_MS = 24 * 3600 * 1000  # an order set outlives its newest job by this much
MAX_ROUND = 99_999  # scores stay exact (below 10^14) in Redis's Lua numbers

# KEYS[1]: the RQ queue's list, KEYS[2]: its order set, KEYS[3]: an arrival counter.
# ARGV: job id, round, order set TTL (ms). Returns -1 if a worker already took the
# job, 1 if it was moved in front of a later round's job, 0 if it stays at the back.
_PLACE = """
if redis.call('LREM', KEYS[1], -1, ARGV[1]) == 0 then
  return -1
end
local arrival = redis.call('INCR', KEYS[3]) % 1000000000
local score = tonumber(ARGV[2]) * 1000000000 + arrival
redis.call('ZADD', KEYS[2], score, ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[3])
while true do
  local later = redis.call('ZRANGEBYSCORE', KEYS[2], '(' .. string.format('%.0f', score),
                           '+inf', 'LIMIT', 0, 1)
  if #later == 0 then
    redis.call('RPUSH', KEYS[1], ARGV[1])
    return 0
  end
  if redis.call('LINSERT', KEYS[1], 'BEFORE', later[1], ARGV[1]) > 0 then
    return 1
  end
  redis.call('ZREM', KEYS[2], later[1])  -- no longer queued: taken by a worker
end
"""


def order_key(queue_name: str) -> str:
    return f"fair:{queue_name}"


def place(connection, queue, job_id: str, round_: int) -> int:
    """Move ``job_id`` (just pushed at the back of ``queue``) to its round's place."""
    name = queue.name
    script = connection.register_script(_PLACE)
    return int(script(keys=[queue.key, order_key(name), f"{order_key(name)}:arrivals"],
                      args=[job_id, min(max(round_, 0), MAX_ROUND), ORDER_TTL_MS]))


def forget(connection, queue_name: str, job_id: str) -> None:
    """The job left the queue for good (it ended): drop it from the order."""
    connection.zrem(order_key(queue_name), job_id)

