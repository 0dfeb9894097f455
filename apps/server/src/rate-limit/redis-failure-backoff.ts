// A failure backoff in Redis, shared by every server instance (REDIS_URL): one Lua script per
// decision, run atomically, on Redis's own clock (TIME).
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { checkBackoffRules, type BackoffResult, type BackoffRules, type FailureBackoff } from './failure-backoff.ts';
import { redisScript, runRedisScript } from './redis-script.ts';
import { retryAfterSecondsOf } from './token-bucket.ts';

export interface RedisFailureBackoffOptions extends BackoffRules {
  redis: Redis;
  /** Namespace of this backoff's keys, e.g. `spindle:rl:login-account-ip`; keys are `<keyPrefix>:<key>`. */
  keyPrefix: string;
  /** Milliseconds since the epoch, instead of Redis's clock; for tests only. */
  clock?: () => number;
}

// failure-backoff.ts's countBackoffFailure, in Lua. KEYS[1]: the key (hash: failures, blocked).
// ARGV: failuresBeforeBackoff, firstBlockMs, maxBlockMs, forgetAfterMs, count (1, or 0 = peek),
// nowMs ('' = Redis's clock). Returns {allowed 0|1, failures, retryAfterMs}. Every amount is an
// integer far below 2^53, exact in Lua's doubles; '%.0f' writes them without exponents.
const COUNT_FAILURE = `
local threshold = tonumber(ARGV[1])
local firstBlockMs = tonumber(ARGV[2])
local maxBlockMs = tonumber(ARGV[3])
local forgetAfterMs = tonumber(ARGV[4])
local count = tonumber(ARGV[5])
local now = tonumber(ARGV[6])
if not now then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local stored = redis.call('HMGET', KEYS[1], 'failures', 'blocked')
local failures = tonumber(stored[1]) or 0
local blockedUntil = tonumber(stored[2]) or 0
if blockedUntil > now then
  return {0, failures, blockedUntil - now}
end
if count == 0 then
  return {1, failures, 0}
end
failures = failures + 1
blockedUntil = 0
if failures >= threshold then
  local doublings = math.min(failures - threshold, 32)
  blockedUntil = now + math.min(firstBlockMs * 2 ^ doublings, maxBlockMs)
end
redis.call('HSET', KEYS[1], 'failures', string.format('%.0f', failures), 'blocked', string.format('%.0f', blockedUntil))
redis.call('PEXPIRE', KEYS[1], forgetAfterMs)
return {1, failures, 0}
`;
const countFailureScript = redisScript(COUNT_FAILURE);

const scriptReply = z.tuple([z.union([z.literal(0), z.literal(1)]), z.number().int(), z.number().int()]);

/** A backoff whose keys live in Redis, expiring after forgetAfterSeconds without a failure. */
export function createRedisFailureBackoff(options: RedisFailureBackoffOptions): FailureBackoff {
  const rules = checkBackoffRules(options);
  const { redis, keyPrefix, clock } = options;
  const keyOf = (key: string) => `${keyPrefix}:${key}`;

  async function decide(key: string, count: boolean): Promise<BackoffResult> {
    const args = [
      rules.failuresBeforeBackoff,
      rules.firstBlockMs,
      rules.maxBlockMs,
      rules.forgetAfterMs,
      count ? 1 : 0,
      clock ? clock() : '',
    ];
    const [allowed, failures, retryAfterMs] = scriptReply.parse(
      await runRedisScript(redis, countFailureScript, keyOf(key), args),
    );
    return { allowed: allowed === 1, failures, retryAfterSeconds: retryAfterSecondsOf(retryAfterMs) };
  }

  return {
    countFailure: (key) => decide(key, true),
    peek: (key) => decide(key, false),
    reset: async (key) => {
      await redis.del(keyOf(key));
    },
  };
}
