// The Redis the *.redis.test.ts files use: TEST_REDIS_URL, else the local one. A machine without
// Redis skips those tests and says why; CI (CI=true) must have it, so there they run and fail loudly.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers a PING within a second. */
export async function redisAnswers(url: string = testRedisUrl): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** True when the Redis tests should be skipped here, after printing why. */
export async function skipRedisTests(): Promise<boolean> {
  if (await redisAnswers()) return false;
  if (process.env.CI) return false;
  console.warn(`Redis does not answer at ${testRedisUrl}: skipping the Redis tests (they run when CI=true).`);
  return true;
}

/** A key prefix of its own for one test run, so parallel runs on one Redis never meet. */
export function randomKeyPrefix(): string {
  return `spindle-test:${randomBytes(6).toString('hex')}`;
}

/** Deletes every key under the prefix. */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}
