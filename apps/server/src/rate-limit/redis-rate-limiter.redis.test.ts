import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailureBackoffContract } from './failure-backoff.contract.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { createRateLimiterFactory } from './rate-limiter-factory.ts';
import { describeRateLimiterContract } from './rate-limiter.contract.ts';
import { createRedisFailureBackoff } from './redis-failure-backoff.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';
import { deleteKeys, randomKeyPrefix, redisAnswers, skipRedisTests, testRedisUrl } from './redis-test-server.ts';

const skip = await skipRedisTests();
const prefix = randomKeyPrefix();
// Two connections stand for two server instances.
const instanceA = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const instanceB = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
for (const instance of [instanceA, instanceB]) instance.on('error', () => undefined); // failures surface in the tests
let limiterCount = 0;
const nextKeyPrefix = () => `${prefix}:limiter-${(limiterCount += 1)}`;

describe.skipIf(skip)('Redis rate limiting', () => {
  beforeAll(async () => {
    if (!(await redisAnswers())) throw new Error(`Redis does not answer at ${testRedisUrl}, and CI needs it.`);
    await Promise.all([instanceA.connect(), instanceB.connect()]);
  });

  afterAll(async () => {
    if (instanceA.status === 'ready') await deleteKeys(instanceA, prefix);
    instanceA.disconnect();
    instanceB.disconnect();
  });

  describeRateLimiterContract('Redis', (rules, clock) =>
    createRedisRateLimiter({ redis: instanceA, keyPrefix: nextKeyPrefix(), clock, ...rules }),
  );

  describeFailureBackoffContract('Redis', (rules, clock) =>
    createRedisFailureBackoff({ redis: instanceA, keyPrefix: nextKeyPrefix(), clock, ...rules }),
  );

  describe('several instances on one Redis', () => {
    const twoInstances = (rules: { points: number; durationSeconds: number; blockSeconds?: number }) => {
      const keyPrefix = nextKeyPrefix();
      return [
        createRedisRateLimiter({ redis: instanceA, keyPrefix, ...rules }),
        createRedisRateLimiter({ redis: instanceB, keyPrefix, ...rules }),
      ] as const;
    };

    it('see each other’s consumption', async () => {
      const [a, b] = twoInstances({ points: 4, durationSeconds: 60 });
      expect(await a.consume('visitor', { cost: 3 })).toMatchObject({ allowed: true, remaining: 1 });
      expect(await b.consume('visitor')).toMatchObject({ allowed: true, remaining: 0 });
      expect(await a.consume('visitor')).toMatchObject({ allowed: false, remaining: 0 });
      expect((await b.peek('visitor')).allowed).toBe(false);
    });

    it('see each other’s blocks and resets', async () => {
      const [a, b] = twoInstances({ points: 1, durationSeconds: 60, blockSeconds: 600 });
      await a.consume('account');
      expect(await b.consume('account')).toMatchObject({ allowed: false });
      expect((await b.consume('account')).retryAfterSeconds).toBeGreaterThan(590);
      await b.reset('account');
      expect(await a.consume('account')).toMatchObject({ allowed: true });
    });

    it('allow exactly the points to 100 parallel consumes spread over both', async () => {
      const [a, b] = twoInstances({ points: 10, durationSeconds: 60 });
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? a : b).consume('burst')));
      expect(results.filter((result) => result.allowed)).toHaveLength(10);
    });

    it('refill on Redis’s own clock', async () => {
      const [a, b] = twoInstances({ points: 2, durationSeconds: 2 });
      await a.consume('visitor', { cost: 2 });
      expect(await b.consume('visitor')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect(await b.consume('visitor', { cost: 2 })).toMatchObject({ allowed: true, remaining: 0 });
    });
  });

  it('lets a bucket expire from Redis once it would be full again', async () => {
    const keyPrefix = nextKeyPrefix();
    const limiter = createRedisRateLimiter({ redis: instanceA, keyPrefix, points: 10, durationSeconds: 60 });
    await limiter.consume('visitor', { cost: 4 });
    const ttlMs = await instanceA.pttl(`${keyPrefix}:visitor`);
    // 4 points at one per 6 seconds come back in 24 seconds.
    expect(ttlMs).toBeGreaterThan(20_000);
    expect(ttlMs).toBeLessThanOrEqual(24_000);
  });

  it('builds Redis limiters from REDIS_URL through the factory', async () => {
    const factory = createRateLimiterFactory({ redisUrl: testRedisUrl, keyPrefix: prefix });
    try {
      expect(factory.store).toBe('redis');
      const limiter = factory.create('factory-made', { points: 1, durationSeconds: 60 });
      expect((await limiter.consume('visitor')).allowed).toBe(true);
      expect(await instanceA.exists(`${prefix}:factory-made:visitor`)).toBe(1);
    } finally {
      await factory.close();
    }
  });

  it('lets a failure backoff key expire from Redis after forgetAfterSeconds', async () => {
    const keyPrefix = nextKeyPrefix();
    const backoff = createRedisFailureBackoff({
      redis: instanceA,
      keyPrefix,
      failuresBeforeBackoff: 5,
      firstBlockSeconds: 60,
      maxBlockSeconds: 900,
      forgetAfterSeconds: 3600,
    });
    await backoff.countFailure('pair');
    const ttlMs = await instanceA.pttl(`${keyPrefix}:pair`);
    expect(ttlMs).toBeGreaterThan(3_590_000);
    expect(ttlMs).toBeLessThanOrEqual(3_600_000);
  });

  describe('the login limiter on two server instances', () => {
    const twoLimiters = () => {
      const factories = [1, 2].map(() => createRateLimiterFactory({ redisUrl: testRedisUrl, keyPrefix: prefix }));
      const [first, second] = factories.map((factory) => createLoginLimiter(factory));
      if (!first || !second) throw new Error('two limiters expected');
      return { first, second, close: () => Promise.all(factories.map((factory) => factory.close())) };
    };
    const email = (name: string) => `${name}-${prefix}@example.com`;

    it('share the backoff of an address on an account, and its end on a success', async () => {
      const { first, second, close } = twoLimiters();
      try {
        const attempt = { email: email('ada'), ip: '82.64.1.1' };
        for (let i = 0; i < 5; i += 1) {
          const instance = i % 2 === 0 ? first : second;
          expect((await instance.checkLogin(attempt)).ok).toBe(true);
          await instance.recordLoginFailure(attempt);
        }
        expect(await second.checkLogin(attempt)).toMatchObject({ ok: false, limitedBy: 'account_at_ip' });
        expect((await first.checkLogin({ ...attempt, ip: '90.1.2.3' })).ok).toBe(true);
        await first.recordLoginSuccess(attempt);
        expect(await second.checkLogin(attempt)).toEqual({ ok: true });
      } finally {
        await close();
      }
    });

    it('share the throttle of an account failing from 20 addresses', async () => {
      const { first, second, close } = twoLimiters();
      try {
        const target = email('grace');
        for (let i = 0; i < 20; i += 1) {
          const attempt = { email: target, ip: `198.51.100.${i + 1}` };
          const instance = i % 2 === 0 ? first : second;
          expect((await instance.checkLogin(attempt)).ok).toBe(true);
          await instance.recordLoginFailure(attempt);
        }
        const owner = await first.checkLogin({ email: target, ip: '82.64.1.1' });
        expect(owner).toMatchObject({ ok: false, limitedBy: 'account' });
        expect(owner.ok ? 0 : owner.retryAfterSeconds).toBeGreaterThan(890);
      } finally {
        await close();
      }
    });
  });
});
