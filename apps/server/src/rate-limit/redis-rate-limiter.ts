// A rate limiter in Redis, shared by every server instance (REDIS_URL). Each decision is one Lua
// script, which Redis runs atomically: no two instances can spend the same point. The clock is
// Redis's own (TIME), so instances whose clocks disagree still agree on the buckets.
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  checkCost,
  checkRateLimitRules,
  type RateLimiter,
  type RateLimitResult,
  type RateLimitRules,
} from './rate-limiter.ts';
import { redisScript, runRedisScript } from './redis-script.ts';
import { retryAfterSecondsOf } from './token-bucket.ts';

export interface RedisRateLimiterOptions extends RateLimitRules {
  redis: Redis;
  /** Namespace of this limiter's keys, e.g. `spindle:rl:login-account`; keys are `<keyPrefix>:<key>`. */
  keyPrefix: string;
  /** Milliseconds since the epoch, instead of Redis's clock; for tests only. */
  clock?: () => number;
}

// token-bucket.ts's takeFromBucket (and, for a negative cost, returnToBucket), in Lua. KEYS[1]: the
// bucket (hash: level, at, blocked). ARGV: points, durationMs, blockMs, cost (0 = peek, -n = give n
// back), nowMs ('' = Redis's clock). Returns {allowed 0|1, remaining, retryAfterMs}. Lua numbers are
// doubles: every amount is an integer below 1e14 (checkRateLimitRules), so the arithmetic is exact;
// '%.0f' writes them without exponents.
const TAKE_FROM_BUCKET = `
local points = tonumber(ARGV[1])
local durationMs = tonumber(ARGV[2])
local blockMs = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local now = tonumber(ARGV[5])
if not now then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local capacity = points * durationMs
local level = capacity
local blockedUntil = 0
local stored = redis.call('HMGET', KEYS[1], 'level', 'at', 'blocked')
if stored[1] then
  level = math.min(capacity, tonumber(stored[1]) + math.max(0, now - tonumber(stored[2])) * points)
  blockedUntil = tonumber(stored[3]) or 0
end
if cost < 0 then
  if not stored[1] then
    return {1, math.floor(level / durationMs), 0}
  end
  level = math.min(capacity, level - cost * durationMs)
  local restedMs = math.ceil((capacity - level) / points)
  redis.call('HSET', KEYS[1], 'level', string.format('%.0f', level), 'at', string.format('%.0f', now), 'blocked', '0')
  if restedMs > 0 then
    redis.call('PEXPIRE', KEYS[1], restedMs)
  else
    redis.call('DEL', KEYS[1])
  end
  return {1, math.floor(level / durationMs), 0}
end
if blockedUntil > now then
  return {0, 0, blockedUntil - now}
end
local needed = math.max(cost, 1) * durationMs
if level < needed then
  return {0, math.floor(level / durationMs), math.ceil((needed - level) / points)}
end
if cost == 0 then
  return {1, math.floor(level / durationMs), 0}
end
level = level - cost * durationMs
if blockMs > 0 and level < durationMs then
  blockedUntil = now + blockMs
end
local restedInMs = math.max(blockedUntil - now, math.ceil((capacity - level) / points))
redis.call('HSET', KEYS[1], 'level', string.format('%.0f', level), 'at', string.format('%.0f', now),
  'blocked', string.format('%.0f', blockedUntil))
redis.call('PEXPIRE', KEYS[1], restedInMs)
return {1, math.floor(level / durationMs), 0}
`;
const takeFromBucketScript = redisScript(TAKE_FROM_BUCKET);

const scriptReply = z.tuple([z.union([z.literal(0), z.literal(1)]), z.number().int(), z.number().int()]);

/** A token-bucket limiter whose buckets live in Redis, expiring once full again. */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const { points, durationSeconds, blockSeconds } = checkRateLimitRules(options);
  const { redis, keyPrefix, clock } = options;
  const keyOf = (key: string) => `${keyPrefix}:${key}`;

  async function take(key: string, cost: number): Promise<RateLimitResult> {
    const args = [points, durationSeconds * 1000, blockSeconds * 1000, cost, clock ? clock() : ''];
    const reply = await runRedisScript(redis, takeFromBucketScript, keyOf(key), args);
    const [allowed, remaining, retryAfterMs] = scriptReply.parse(reply);
    return { allowed: allowed === 1, remaining, retryAfterSeconds: retryAfterSecondsOf(retryAfterMs) };
  }

  return {
    consume: async (key, opts) => take(key, checkCost(opts?.cost ?? 1, points)),
    peek: (key) => take(key, 0),
    refund: async (key, opts) => {
      await take(key, -checkCost(opts?.cost ?? 1, points));
    },
    reset: async (key) => {
      await redis.del(keyOf(key));
    },
  };
}
