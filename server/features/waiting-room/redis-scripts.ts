/*
 * The Redis store's Lua scripts. Keys of one event, under `<prefix><eventId>:`
 *   q    sorted set: every place (member entry id, score its order key)
 *   w    sorted set: places not yet admitted (same scores); admission pops its minimum
 *   own  hash: `b:<buyer id>` / `v:<visitor id>` -> entry id (one place per owner; a visitor id names
 *        only a place not yet bound to an account)
 *   e:<id> hash: id, ver (bumped on every change), k order key, b buyer, v visitor, a admitted ms,
 *        n admission sequence number, x grant expiry ms, u used ms, h first hold id, r share returned ms, s settled ms,
 *        bd bound to its account ms, d dropped ms
 *   g    set: grants still holding a share
 *   st   hash: init (the line is loaded), opened, credit, creditAt, admitted, returned
 *   seq  FIFO counter
 * Each script runs atomically in Redis, so places are unique across every process. Every script first
 * checks `st.init`: a Redis that restarted empty answers NOLINE, and the store rebuilds the line from
 * PostgreSQL before anything is decided on a blank line. Each returns, beside its answer, the full
 * hashes of the entries it changed, which the store copies to PostgreSQL.
 */

const PRELUDE = `
local p = ARGV[1]
if redis.call('HEXISTS', p..'st', 'init') == 0 then return redis.error_reply('NOLINE') end
local changed = {}
local function touch(id)
  redis.call('HINCRBY', p..'e:'..id, 'ver', 1)
  changed[#changed + 1] = redis.call('HGETALL', p..'e:'..id)
end
local function ended(id)
  local e = redis.call('HMGET', p..'e:'..id, 'r', 's')
  if e[1] or e[2] then return '1' end
  return ''
end
local function entry(id, buyer)
  local e = redis.call('HMGET', p..'e:'..id, 'k', 'a')
  return {id, e[1], buyer, e[2] or '', ended(id)}
end
local function giveBack(id, now)
  if redis.call('SREM', p..'g', id) == 1 then
    redis.call('HSET', p..'e:'..id, 'r', now)
    redis.call('HINCRBYFLOAT', p..'st', 'credit', 1)
    redis.call('HINCRBY', p..'st', 'returned', 1)
    return 1
  end
  return 0
end
`;

/** ARGV: prefix, owner field (`b:<id>` or `v:<id>`), new id, random key, FIFO base, buyer, visitor. */
export const JOIN = `${PRELUDE}
local field = ARGV[2]
local id = redis.call('HGET', p..'own', field)
if id then
  if ended(id) == '' then return {entry(id, ARGV[6]), changed} end
  -- Buying again means queueing again: the finished place stays in the line, nameless.
  redis.call('HSET', p..'e:'..id, 'b', '', 'v', '')
  redis.call('HDEL', p..'own', field)
  touch(id)
end
local key
if redis.call('HGET', p..'st', 'opened') == '1' or ARGV[6] == '' then
  key = string.format('%.0f', tonumber(ARGV[5]) + redis.call('INCR', p..'seq'))
else
  key = ARGV[4]
  if #redis.call('ZRANGEBYSCORE', p..'q', key, key, 'LIMIT', 0, 1) > 0 then return {'', changed} end
end
id = ARGV[3]
redis.call('ZADD', p..'q', key, id)
redis.call('ZADD', p..'w', key, id)
redis.call('HSET', p..'e:'..id, 'id', id, 'k', key, 'b', ARGV[6], 'v', ARGV[7])
redis.call('HSET', p..'own', field, id)
touch(id)
return {{id, key, ARGV[6], '', ''}, changed}
`;

/** ARGV: prefix, visitor id, buyer id, random key, now ms. */
export const BIND = `${PRELUDE}
local vf, bf, now = 'v:'..ARGV[2], 'b:'..ARGV[3], ARGV[5]
local ev = redis.call('HGET', p..'own', vf)
if not ev then return {'', changed} end
redis.call('HDEL', p..'own', vf)
local eb = redis.call('HGET', p..'own', bf)
if eb and ended(eb) == '' then
  -- The account keeps its own place; the visitor's goes, whichever was better.
  if redis.call('ZSCORE', p..'w', ev) then
    redis.call('ZREM', p..'q', ev)
    redis.call('ZREM', p..'w', ev)
    redis.call('HSET', p..'e:'..ev, 'v', '', 'd', now)
    touch(ev)
    redis.call('DEL', p..'e:'..ev)
  else
    redis.call('HSET', p..'e:'..ev, 'v', '')
    giveBack(ev, now)
    touch(ev)
  end
  return {entry(eb, ARGV[3]), changed}
end
if eb then
  redis.call('HSET', p..'e:'..eb, 'b', '', 'v', '')
  touch(eb)
end
local key = redis.call('HGET', p..'e:'..ev, 'k')
-- Before the opening the draw is per account: the place is drawn again, whatever the cookie had.
if redis.call('HGET', p..'st', 'opened') ~= '1' and not redis.call('HGET', p..'e:'..ev, 'a') then
  if #redis.call('ZRANGEBYSCORE', p..'q', ARGV[4], ARGV[4], 'LIMIT', 0, 1) == 0 then
    key = ARGV[4]
    redis.call('ZADD', p..'q', key, ev)
    redis.call('ZADD', p..'w', key, ev)
  end
end
redis.call('HSET', p..'e:'..ev, 'b', ARGV[3], 'v', '', 'bd', now, 'k', key)
redis.call('HSET', p..'own', bf, ev)
touch(ev)
return {entry(ev, ARGV[3]), changed}
`;

/**
 * ARGV: prefix, now ms, expiry ms, rate a minute. Mirrors earnedCredit (admission-credit.ts): rate/60 a
 * second, capped at five seconds' worth (>= 1). Returns the admitted ids, the changes and the counters.
 */
export const ADMIT = `${PRELUDE}
local now, expires, rate = tonumber(ARGV[2]), ARGV[3], tonumber(ARGV[4])
local st = redis.call('HMGET', p..'st', 'credit', 'creditAt')
local credit = tonumber(st[1]) or 0
local at = tonumber(st[2])
if not at then
  credit = math.max(credit, 1)
else
  local perSecond = rate / 60
  local cap = math.max(1, perSecond * 5)
  local earned = credit + perSecond * math.max(0, (now - at) / 1000)
  if earned > cap then credit = math.max(credit, cap) else credit = earned end
end
redis.call('HSET', p..'st', 'opened', '1')
local due = math.floor(credit)
local ids = {}
local before = tonumber(redis.call('HGET', p..'st', 'admitted') or '0')
if due > 0 then
  local popped = redis.call('ZPOPMIN', p..'w', due)
  for i = 1, #popped, 2 do
    local id = popped[i]
    ids[#ids + 1] = id
    -- n: the admission's sequence number across every process (audits compare it with queue order).
    redis.call('HSET', p..'e:'..id, 'a', ARGV[2], 'x', expires, 'n', before + #ids)
    redis.call('SADD', p..'g', id)
    touch(id)
  end
end
-- max: a step that read the clock before another process's step ran never moves the time backwards.
local stamped = string.format('%.0f', math.max(at or now, now))
redis.call('HSET', p..'st', 'credit', tostring(credit - #ids), 'creditAt', stamped)
redis.call('HINCRBY', p..'st', 'admitted', #ids)
local after = redis.call('HMGET', p..'st', 'credit', 'admitted', 'returned')
return {ids, changed, {after[1], stamped, after[2], after[3] or '0'}}
`;

/** ARGV: prefix, now ms, entry ids... */
export const RETURN_SHARES = `${PRELUDE}
local n = 0
for i = 3, #ARGV do
  if giveBack(ARGV[i], ARGV[2]) == 1 then
    n = n + 1
    touch(ARGV[i])
  end
end
return {n, changed}
`;

/** ARGV: prefix, now ms, entry ids... */
export const SETTLE = `${PRELUDE}
for i = 3, #ARGV do
  if redis.call('SREM', p..'g', ARGV[i]) == 1 then
    redis.call('HSET', p..'e:'..ARGV[i], 's', ARGV[2])
    touch(ARGV[i])
  end
end
return {0, changed}
`;

/** ARGV: prefix, entry id, now ms, hold id. */
export const USE = `${PRELUDE}
if redis.call('EXISTS', p..'e:'..ARGV[2]) == 1 and redis.call('HSETNX', p..'e:'..ARGV[2], 'u', ARGV[3]) == 1 then
  redis.call('HSET', p..'e:'..ARGV[2], 'h', ARGV[4])
  touch(ARGV[2])
end
return {0, changed}
`;
