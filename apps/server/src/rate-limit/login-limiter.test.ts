import { describe, expect, it } from 'vitest';
import { createLoginLimiter, loginLimiterPolicy } from './login-limiter.ts';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';

function setUp() {
  let nowMs = Date.UTC(2026, 0, 1);
  const clock = () => nowMs;
  const limiter = createLoginLimiter({ create: (_name, rules) => createMemoryRateLimiter({ ...rules, clock }) });
  const advanceMinutes = (minutes: number) => {
    nowMs += minutes * 60_000;
  };
  /** One wrong password, as the accounts service will report it. */
  const fail = async (email: string, ip: string | null) => {
    const check = await limiter.checkLogin({ email, ip });
    if (check.ok) await limiter.recordLoginFailure({ email, ip });
    return check;
  };
  return { limiter, advanceMinutes, fail };
}

const ip = '82.64.1.1';

describe('the login limiter', () => {
  it('follows the documented policy: 5 failures per account, 50 attempts per address, per 15 minutes', () => {
    expect(loginLimiterPolicy).toEqual({
      perAccount: { points: 5, durationSeconds: 900, blockSeconds: 900 },
      perIp: { points: 50, durationSeconds: 900 },
    });
  });

  it('refuses an account for 15 minutes after 5 failed attempts', async () => {
    const { limiter, advanceMinutes, fail } = setUp();
    for (let i = 0; i < 5; i += 1) expect((await fail('ada@example.com', ip)).ok).toBe(true);
    expect(await limiter.checkLogin({ email: 'ada@example.com', ip })).toEqual({
      ok: false,
      code: 'too_many_requests',
      limitedBy: 'account',
      retryAfterSeconds: 900,
    });
    advanceMinutes(14);
    expect((await limiter.checkLogin({ email: 'ada@example.com', ip })).ok).toBe(false);
    advanceMinutes(1);
    expect((await limiter.checkLogin({ email: 'ada@example.com', ip })).ok).toBe(true);
  });

  it('blocks the account whatever address the attempts come from', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 5; i += 1) await fail('ada@example.com', `82.64.1.${i}`);
    expect(await limiter.checkLogin({ email: 'ada@example.com', ip: '90.1.2.3' })).toMatchObject({
      limitedBy: 'account',
    });
  });

  it('counts an e-mail the same whatever its case and surrounding spaces', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 5; i += 1) await fail(i % 2 ? 'Ada@Example.com ' : 'ada@example.com', ip);
    expect((await limiter.checkLogin({ email: 'ADA@EXAMPLE.COM', ip })).ok).toBe(false);
  });

  it('tells after each failure how many attempts are left', async () => {
    const { limiter, fail } = setUp();
    const left = [];
    for (let i = 0; i < 5; i += 1) {
      await limiter.checkLogin({ email: 'ada@example.com', ip });
      left.push(await limiter.recordLoginFailure({ email: 'ada@example.com', ip }));
    }
    expect(left.map((outcome) => outcome.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(left.at(-1)?.retryAfterSeconds).toBe(900);
    expect((await fail('ada@example.com', ip)).ok).toBe(false);
  });

  it('forgets the failures of an account on a successful sign-in', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 4; i += 1) await fail('ada@example.com', ip);
    expect((await limiter.checkLogin({ email: 'ada@example.com', ip })).ok).toBe(true);
    await limiter.recordLoginSuccess({ email: 'ada@example.com', ip });
    for (let i = 0; i < 5; i += 1) expect((await fail('ada@example.com', ip)).ok).toBe(true);
    expect((await fail('ada@example.com', ip)).ok).toBe(false);
  });

  it('lets through only 5 of 50 parallel guesses at one account', async () => {
    const { limiter } = setUp();
    const checks = await Promise.all(
      Array.from({ length: 50 }, (_, i) => limiter.checkLogin({ email: 'ada@example.com', ip: `82.64.2.${i}` })),
    );
    expect(checks.filter((check) => check.ok)).toHaveLength(5);
  });

  it('refuses an address after 50 attempts, whichever accounts they aim at', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 50; i += 1) expect((await fail(`user${i}@example.com`, ip)).ok).toBe(true);
    expect(await limiter.checkLogin({ email: 'new@example.com', ip })).toMatchObject({
      ok: false,
      limitedBy: 'ip',
      retryAfterSeconds: 18, // one attempt comes back every 900 / 50 seconds
    });
    expect((await limiter.checkLogin({ email: 'new@example.com', ip: '90.1.2.3' })).ok).toBe(true);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 50; i += 1) await fail(`user${i}@example.com`, `2a01:e0a:1:2::${i.toString(16)}`);
    expect(await limiter.checkLogin({ email: 'new@example.com', ip: '2a01:e0a:1:2:abcd::1' })).toMatchObject({
      limitedBy: 'ip',
    });
  });

  it('applies the account limit alone when the address is unknown', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 5; i += 1) await fail('ada@example.com', null);
    expect(await limiter.checkLogin({ email: 'ada@example.com', ip: null })).toMatchObject({ limitedBy: 'account' });
  });
});
