import { describe, expect, it } from 'vitest';
import { createLoginLimiter, loginLimiterPolicy } from './login-limiter.ts';
import { createMemoryFailureBackoff } from './memory-failure-backoff.ts';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';

function setUp() {
  let nowMs = Date.UTC(2026, 0, 1);
  const clock = () => nowMs;
  const limiter = createLoginLimiter({
    create: (_name, rules) => createMemoryRateLimiter({ ...rules, clock }),
    createBackoff: (_name, rules) => createMemoryFailureBackoff({ ...rules, clock }),
  });
  const advanceSeconds = (seconds: number) => {
    nowMs += seconds * 1000;
  };
  /** One wrong password, as the accounts service will report it. */
  const fail = async (email: string, ip: string | null) => {
    const check = await limiter.checkLogin({ email, ip });
    if (check.ok) await limiter.recordLoginFailure({ email, ip });
    return check;
  };
  /** The right password: the check, then the success when it passed. */
  const succeed = async (email: string, ip: string | null) => {
    const check = await limiter.checkLogin({ email, ip });
    if (check.ok) await limiter.recordLoginSuccess({ email, ip });
    return check;
  };
  return { limiter, advanceSeconds, fail, succeed };
}

const owner = 'ada@example.com';
const ownerIp = '82.64.1.1';
const strangerIp = '203.0.113.66';
/** A different address for each number. */
const addressNumber = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe('the login limiter’s policy', () => {
  it('is the documented one', () => {
    expect(loginLimiterPolicy).toEqual({
      perIp: { points: 50, durationSeconds: 900 },
      perAccountAtIp: {
        failuresBeforeBackoff: 5,
        firstBlockSeconds: 60,
        maxBlockSeconds: 900,
        forgetAfterSeconds: 3600,
      },
      perAccount: { points: 20, durationSeconds: 900, blockSeconds: 900 },
    });
  });
});

describe('the backoff of one address on one account', () => {
  it('blocks the address 1 minute after 5 failures, then doubles the block at each failure up to 15 minutes', async () => {
    const { limiter, advanceSeconds, fail } = setUp();
    for (let i = 0; i < 5; i += 1) expect((await fail(owner, strangerIp)).ok).toBe(true);
    const blocks = [];
    for (let i = 0; i < 6; i += 1) {
      const refused = await limiter.checkLogin({ email: owner, ip: strangerIp });
      expect(refused).toMatchObject({ ok: false, code: 'too_many_requests', limitedBy: 'account_at_ip' });
      if (refused.ok) throw new Error('expected a refusal');
      blocks.push(refused.retryAfterSeconds);
      advanceSeconds(refused.retryAfterSeconds);
      expect((await fail(owner, strangerIp)).ok).toBe(true);
    }
    expect(blocks).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('refuses until the block’s last second, then lets one more attempt through', async () => {
    const { limiter, advanceSeconds, fail } = setUp();
    for (let i = 0; i < 5; i += 1) await fail(owner, strangerIp);
    advanceSeconds(59);
    expect((await limiter.checkLogin({ email: owner, ip: strangerIp })).ok).toBe(false);
    advanceSeconds(1);
    expect((await limiter.checkLogin({ email: owner, ip: strangerIp })).ok).toBe(true);
  });

  it('tells after each failure how many attempts the address has left', async () => {
    const { limiter } = setUp();
    const left = [];
    for (let i = 0; i < 5; i += 1) {
      await limiter.checkLogin({ email: owner, ip: strangerIp });
      left.push(await limiter.recordLoginFailure({ email: owner, ip: strangerIp }));
    }
    expect(left.map((outcome) => outcome.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(left.at(-1)?.retryAfterSeconds).toBe(60);
  });

  it('counts an e-mail the same whatever its case and surrounding spaces', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 5; i += 1) await fail(i % 2 ? 'Ada@Example.com ' : owner, strangerIp);
    expect((await limiter.checkLogin({ email: 'ADA@EXAMPLE.COM', ip: strangerIp })).ok).toBe(false);
  });

  it('forgets the address’s failures on a success from it', async () => {
    const { fail, succeed } = setUp();
    for (let i = 0; i < 4; i += 1) await fail(owner, ownerIp);
    expect((await succeed(owner, ownerIp)).ok).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await fail(owner, ownerIp)).ok).toBe(true);
    expect((await fail(owner, ownerIp)).ok).toBe(false);
  });

  it('lets through only 5 of 50 parallel guesses from one address', async () => {
    const { limiter } = setUp();
    const checks = await Promise.all(
      Array.from({ length: 50 }, () => limiter.checkLogin({ email: owner, ip: strangerIp })),
    );
    expect(checks.filter((check) => check.ok)).toHaveLength(5);
  });

  it('backs off the attempts that come without an address together', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 5; i += 1) await fail(owner, null);
    expect(await limiter.checkLogin({ email: owner, ip: null })).toMatchObject({ limitedBy: 'account_at_ip' });
    expect((await limiter.checkLogin({ email: owner, ip: ownerIp })).ok).toBe(true);
  });
});

describe('the owner, while a stranger guesses', () => {
  it('still signs in from their own address after a stranger’s 30 wrong passwords from another', async () => {
    const { fail, succeed } = setUp();
    for (let i = 0; i < 30; i += 1) await fail(owner, strangerIp);
    expect(await succeed(owner, ownerIp)).toEqual({ ok: true });
  });

  it('still signs in when the 30 wrong passwords come from three addresses (15 counted failures)', async () => {
    const { fail, succeed } = setUp();
    for (let i = 0; i < 30; i += 1) await fail(owner, addressNumber(i % 3));
    expect(await succeed(owner, ownerIp)).toEqual({ ok: true });
  });

  it('does not count the owner’s correct passwords as failures of the account', async () => {
    const { limiter, fail, succeed } = setUp();
    for (let i = 0; i < 19; i += 1) await fail(owner, addressNumber(i));
    for (let i = 0; i < 5; i += 1) expect(await succeed(owner, ownerIp)).toEqual({ ok: true });
    expect((await fail(owner, addressNumber(100))).ok).toBe(true);
    expect(await limiter.checkLogin({ email: owner, ip: ownerIp })).toMatchObject({ limitedBy: 'account' });
  });
});

describe('the throttle of an account under a distributed attack', () => {
  it('refuses every address for 15 minutes after 20 failures from many addresses', async () => {
    const { limiter, advanceSeconds, fail, succeed } = setUp();
    for (let i = 0; i < 20; i += 1) expect((await fail(owner, addressNumber(i))).ok).toBe(true);
    expect(await limiter.checkLogin({ email: owner, ip: ownerIp })).toEqual({
      ok: false,
      code: 'too_many_requests',
      limitedBy: 'account',
      retryAfterSeconds: 900,
    });
    advanceSeconds(899);
    expect((await limiter.checkLogin({ email: owner, ip: addressNumber(50) })).ok).toBe(false);
    advanceSeconds(1);
    expect(await succeed(owner, ownerIp)).toEqual({ ok: true });
  });

  it('does not start a backoff of the owner’s address while the account is throttled', async () => {
    const { limiter, advanceSeconds, fail, succeed } = setUp();
    for (let i = 0; i < 20; i += 1) await fail(owner, addressNumber(i));
    for (let i = 0; i < 10; i += 1) expect((await fail(owner, ownerIp)).ok).toBe(false);
    advanceSeconds(900);
    expect(await limiter.recordLoginFailure({ email: owner, ip: ownerIp })).toEqual({
      attemptsLeft: 5,
      retryAfterSeconds: 0,
    });
    expect(await succeed(owner, ownerIp)).toEqual({ ok: true });
  });

  it('lets through only 20 of 100 parallel guesses from 100 addresses', async () => {
    const { limiter } = setUp();
    const checks = await Promise.all(
      Array.from({ length: 100 }, (_, i) => limiter.checkLogin({ email: owner, ip: addressNumber(i) })),
    );
    expect(checks.filter((check) => check.ok)).toHaveLength(20);
  });
});

describe('the limit of one address', () => {
  it('refuses an address after 50 attempts, whichever accounts they aim at', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 50; i += 1) expect((await fail(`user${i}@example.com`, strangerIp)).ok).toBe(true);
    expect(await limiter.checkLogin({ email: 'new@example.com', ip: strangerIp })).toMatchObject({
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

  it('backs off the addresses of one IPv6 /64 together on an account', async () => {
    const { limiter, fail } = setUp();
    for (let i = 0; i < 5; i += 1) await fail(owner, `2a01:e0a:1:2::${i + 1}`);
    expect(await limiter.checkLogin({ email: owner, ip: '2a01:e0a:1:2::99' })).toMatchObject({
      limitedBy: 'account_at_ip',
    });
  });
});
