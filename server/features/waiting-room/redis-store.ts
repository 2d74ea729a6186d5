import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import {
  type AdmissionPolicy,
  FIFO_BASE,
  type Grant,
  type QueueEntry,
  type WaitingRoomStore,
} from "./store.ts";

/*
 * Keys of one event, under `<prefix><eventId>:`
 *   q    sorted set: every place (member entry id, score its order key)
 *   w    sorted set: places not yet admitted (same scores); admission pops its minimum
 *   own  hash: `b:<buyer id>` / `v:<visitor id>` -> entry id (one place per owner)
 *   e:<id> hash: k order key, b buyer, v visitor, a admitted ms, n admission sequence number,
 *             x grant expiry ms, u used ms, r share returned ms, s settled ms
 *   g    set: grants still holding a share
 *   st   hash: opened, credit, creditAt, admitted, returned
 *   seq  FIFO counter
 * Each script runs atomically in Redis, so places are unique across every process.
 */

const JOIN = `
local p = ARGV[1]
local id = false
if ARGV[2] ~= '' then id = redis.call('HGET', p..'own', ARGV[2]) end
if (not id) and ARGV[3] ~= '' then id = redis.call('HGET', p..'own', ARGV[3]) end
if id then
  local e = redis.call('HMGET', p..'e:'..id, 'k', 'b', 'a')
  return {id, e[1], e[2] or '', e[3] or ''}
end
local key
if redis.call('HGET', p..'st', 'opened') == '1' then
  key = string.format('%.0f', tonumber(ARGV[6]) + redis.call('INCR', p..'seq'))
else
  key = ARGV[5]
  if #redis.call('ZRANGEBYSCORE', p..'q', key, key, 'LIMIT', 0, 1) > 0 then return false end
end
id = ARGV[4]
redis.call('ZADD', p..'q', key, id)
redis.call('ZADD', p..'w', key, id)
redis.call('HSET', p..'e:'..id, 'k', key, 'b', ARGV[7], 'v', ARGV[8])
if ARGV[2] ~= '' then redis.call('HSET', p..'own', ARGV[2], id) end
if ARGV[3] ~= '' then redis.call('HSET', p..'own', ARGV[3], id) end
return {id, key, ARGV[7], ''}
`;

const BIND = `
local p = ARGV[1]
local bf, vf = 'b:'..ARGV[3], 'v:'..ARGV[2]
local eb = redis.call('HGET', p..'own', bf)
local ev = redis.call('HGET', p..'own', vf)
if (not eb) and (not ev) then return false end
local keep = eb or ev
if eb and ev and eb ~= ev then
  local drop = ev
  if tonumber(redis.call('HGET', p..'e:'..ev, 'k')) < tonumber(redis.call('HGET', p..'e:'..eb, 'k')) then
    keep, drop = ev, eb
  end
  if redis.call('ZSCORE', p..'w', drop) then
    redis.call('ZREM', p..'q', drop)
    redis.call('ZREM', p..'w', drop)
    redis.call('DEL', p..'e:'..drop)
  else
    redis.call('HSET', p..'e:'..drop, 'b', '', 'v', '')
  end
end
redis.call('HSET', p..'own', bf, keep, vf, keep)
redis.call('HSET', p..'e:'..keep, 'b', ARGV[3], 'v', ARGV[2])
local e = redis.call('HMGET', p..'e:'..keep, 'k', 'a')
return {keep, e[1], ARGV[3], e[2] or ''}
`;

// Mirrors earnedCredit (admission-credit.ts): rate/60 a second, capped at five seconds' worth (>= 1), CAP_SECONDS.
const ADMIT = `
local p = ARGV[1]
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
  end
end
redis.call('HSET', p..'st', 'credit', tostring(credit - #ids), 'creditAt', ARGV[2])
redis.call('HINCRBY', p..'st', 'admitted', #ids)
return ids
`;

const RETURN_SHARES = `
local p = ARGV[1]
local n = 0
for i = 3, #ARGV do
  if redis.call('SREM', p..'g', ARGV[i]) == 1 then
    redis.call('HSET', p..'e:'..ARGV[i], 'r', ARGV[2])
    n = n + 1
  end
end
if n > 0 then
  redis.call('HINCRBYFLOAT', p..'st', 'credit', n)
  redis.call('HINCRBY', p..'st', 'returned', n)
end
return n
`;

const SETTLE = `
local p = ARGV[1]
for i = 3, #ARGV do
  if redis.call('SREM', p..'g', ARGV[i]) == 1 then redis.call('HSET', p..'e:'..ARGV[i], 's', ARGV[2]) end
end
return 0
`;

type Reply = [string, string, string, string] | null;

const toEntry = (reply: [string, string, string, string]): QueueEntry => ({
  id: reply[0],
  orderKey: Number(reply[1]),
  buyerId: reply[2] === "" ? null : reply[2],
  admittedAt: reply[3] === "" ? null : new Date(Number(reply[3])),
});

function toGrant(id: string, fields: Record<string, string>): Grant | null {
  if (!fields.a) return null;
  return {
    entryId: id,
    buyerId: fields.b ? fields.b : null,
    admittedAt: new Date(Number(fields.a)),
    expiresAt: new Date(Number(fields.x)),
    usedAt: fields.u ? new Date(Number(fields.u)) : null,
    returned: Boolean(fields.r),
  };
}

/**
 * The Redis store (`REDIS_URL`): every multi-key change is one Lua script, so a place is assigned
 * atomically and is unique across every process sharing the Redis. `prefix` separates deployments
 * (and test runs) sharing one Redis.
 */
export function redisWaitingRoomStore(url: string, prefix = "tiketin:wr:"): WaitingRoomStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  const keys = (eventId: number) => `${prefix}${eventId}:`;
  const run = (script: string, args: (string | number)[]) => redis.eval(script, 0, ...args.map(String));

  async function entryFields(eventId: number, id: string): Promise<Record<string, string>> {
    return redis.hgetall(`${keys(eventId)}e:${id}`);
  }

  return {
    kind: "redis",

    async join(eventId, owner, randomKey) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const key = attempt === 0 ? randomKey : Math.floor(Math.random() * FIFO_BASE);
        const reply = (await run(JOIN, [
          keys(eventId),
          owner.buyerId ? `b:${owner.buyerId}` : "",
          owner.visitorId && !owner.buyerId ? `v:${owner.visitorId}` : "",
          randomUUID(),
          key,
          FIFO_BASE,
          owner.buyerId ?? "",
          owner.buyerId ? "" : (owner.visitorId ?? ""),
        ])) as Reply;
        if (reply) return toEntry(reply);
      }
      throw new Error("waiting room: no place after 4 attempts");
    },

    async find(eventId, owner) {
      const field = owner.buyerId ? `b:${owner.buyerId}` : owner.visitorId ? `v:${owner.visitorId}` : null;
      if (!field) return null;
      const id = await redis.hget(`${keys(eventId)}own`, field);
      if (!id) return null;
      const fields = await entryFields(eventId, id);
      if (!fields.k) return null;
      return toEntry([id, fields.k, fields.b ?? "", fields.a ?? ""]);
    },

    async bindAccount(eventId, visitorId, buyerId) {
      const reply = (await run(BIND, [keys(eventId), visitorId, buyerId])) as Reply;
      return reply ? toEntry(reply) : null;
    },

    async place(eventId, entry) {
      const rank = await redis.zrank(`${keys(eventId)}q`, entry.id);
      return (rank ?? 0) + 1;
    },

    async head(eventId) {
      const p = keys(eventId);
      const [total, st] = await Promise.all([
        redis.zcard(`${p}q`),
        redis.hmget(`${p}st`, "admitted", "returned", "opened"),
      ]);
      return {
        total,
        admitted: Number(st[0] ?? 0),
        returned: Number(st[1] ?? 0),
        opened: st[2] === "1",
      };
    },

    async admit(eventId, now, policy: AdmissionPolicy) {
      const expires = now.getTime() + policy.tokenMinutes * 60_000;
      return (await run(ADMIT, [keys(eventId), now.getTime(), expires, policy.admitPerMinute])) as string[];
    },

    async grant(eventId, buyerId) {
      const id = await redis.hget(`${keys(eventId)}own`, `b:${buyerId}`);
      if (!id) return null;
      return toGrant(id, await entryFields(eventId, id));
    },

    async entryGrant(eventId, entryId) {
      return toGrant(entryId, await entryFields(eventId, entryId));
    },

    async useGrant(eventId, entryId, now) {
      await redis.hsetnx(`${keys(eventId)}e:${entryId}`, "u", String(now.getTime()));
    },

    async openGrants(eventId) {
      const ids = await redis.smembers(`${keys(eventId)}g`);
      if (ids.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const id of ids) pipeline.hgetall(`${keys(eventId)}e:${id}`);
      const replies = (await pipeline.exec()) ?? [];
      return ids
        .map((id, i) => toGrant(id, (replies[i]?.[1] ?? {}) as Record<string, string>))
        .filter((grant): grant is Grant => grant !== null);
    },

    async returnShares(eventId, entryIds, now) {
      if (entryIds.length === 0) return 0;
      return Number(await run(RETURN_SHARES, [keys(eventId), now.getTime(), ...entryIds]));
    },

    async settle(eventId, entryIds, now) {
      if (entryIds.length === 0) return;
      await run(SETTLE, [keys(eventId), now.getTime(), ...entryIds]);
    },

    async close() {
      redis.disconnect();
    },
  };
}
