import { describe, expect, it } from 'vitest';
import { createRateLimiterFactory } from './rate-limiter-factory.ts';

describe('createRateLimiterFactory', () => {
  it('keeps limits in memory when no REDIS_URL is set', async () => {
    const factory = createRateLimiterFactory({ redisUrl: undefined });
    expect(factory.store).toBe('memory');
    const limiter = factory.create('search', { points: 1, durationSeconds: 60 });
    expect((await limiter.consume('visitor')).allowed).toBe(true);
    expect((await limiter.consume('visitor')).allowed).toBe(false);
    await factory.close();
  });

  it('gives each named limiter its own keys', async () => {
    const factory = createRateLimiterFactory({});
    const search = factory.create('search', { points: 1, durationSeconds: 60 });
    const upload = factory.create('upload', { points: 1, durationSeconds: 60 });
    await search.consume('visitor');
    expect((await upload.consume('visitor')).allowed).toBe(true);
  });
});
