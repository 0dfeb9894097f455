// Chooses the store once, at boot: Redis when REDIS_URL is set (limits shared by every instance),
// else this process's memory (docs/architecture: "Embedded by default, real services when configured").
import type * as IoRedis from 'ioredis';
import { createRequire } from 'node:module';
import type { BackoffRules, FailureBackoff } from './failure-backoff.ts';
import { createMemoryFailureBackoff } from './memory-failure-backoff.ts';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';
import type { RateLimiter, RateLimitRules } from './rate-limiter.ts';
import { createRedisFailureBackoff } from './redis-failure-backoff.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

export interface RateLimiterFactoryConfig {
  /** REDIS_URL; unset keeps the limits in memory. */
  redisUrl?: string | undefined;
  /** Prefix of every Redis key (`spindle:rl` by default), so several apps can share one Redis. */
  keyPrefix?: string;
  /** Connection problems (the limiter's calls fail meanwhile); log them. */
  onRedisError?: (error: Error) => void;
}

/** Builds the limiters of the app on one store, and closes that store on shutdown. */
export interface RateLimiterFactory {
  readonly store: 'memory' | 'redis';
  /** A limiter; `name` keeps its keys apart from other limiters' (`login-account`, `login-ip`...). */
  create(name: string, rules: RateLimitRules): RateLimiter;
  /** A failure backoff (failure-backoff.ts) on the same store; `name` keeps its keys apart too. */
  createBackoff(name: string, rules: BackoffRules): FailureBackoff;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

// A request should fail fast rather than hang while Redis is away.
const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/** The factory for the configured store. */
export function createRateLimiterFactory(config: RateLimiterFactoryConfig): RateLimiterFactory {
  const { redisUrl, keyPrefix = 'spindle:rl', onRedisError } = config;
  if (!redisUrl) {
    return {
      store: 'memory',
      create: (_name, rules) => createMemoryRateLimiter(rules),
      createBackoff: (_name, rules) => createMemoryFailureBackoff(rules),
      close: () => Promise.resolve(),
    };
  }
  // ioredis (~0.3 s to load) only when REDIS_URL is set (issue 19, later starts); required, as the
  // factory is made synchronously.
  const { Redis } = require('ioredis') as typeof IoRedis;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  // Without a listener ioredis prints every reconnection failure as an unhandled error event.
  redis.on('error', (error: Error) => onRedisError?.(error));
  return {
    store: 'redis',
    create: (name, rules) => createRedisRateLimiter({ redis, keyPrefix: `${keyPrefix}:${name}`, ...rules }),
    createBackoff: (name, rules) => createRedisFailureBackoff({ redis, keyPrefix: `${keyPrefix}:${name}`, ...rules }),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
