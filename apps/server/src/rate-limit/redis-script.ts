// The Lua scripts of the Redis stores (redis-rate-limiter.ts, redis-failure-backoff.ts). Redis runs
// each script atomically, so no two instances can decide on the same key at once; scripts are sent
// by their SHA-1 and, the first time a Redis sees one, in full.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A script and its SHA-1 (what EVALSHA names it by). */
export interface RedisScript {
  source: string;
  sha1: string;
}

/** The script, named by its SHA-1. */
export function redisScript(source: string): RedisScript {
  return { source, sha1: createHash('sha1').update(source).digest('hex') };
}

/** Runs the script on one key with its arguments; the raw reply, to be parsed by the caller. */
export async function runRedisScript(
  redis: Redis,
  script: RedisScript,
  key: string,
  args: readonly (string | number)[],
): Promise<unknown> {
  try {
    return await redis.evalsha(script.sha1, 1, key, ...args);
  } catch (error) {
    // First use on this Redis (or after SCRIPT FLUSH / a restart): send the script itself once.
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return redis.eval(script.source, 1, key, ...args);
  }
}
