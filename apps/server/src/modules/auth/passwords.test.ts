import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblemOf, verifyPassword } from './passwords.ts';

/** Median duration of a few runs, in milliseconds (a single run is at the mercy of a busy machine). */
async function medianMs(run: () => Promise<unknown>, runs = 5): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const startedAt = performance.now();
    await run();
    durations.push(performance.now() - startedAt);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(runs / 2)] ?? 0;
}

describe('a new password', () => {
  it.each([
    ['1234567', 'password_too_short'],
    ['a'.repeat(129), 'password_too_long'],
    ['sunshine', 'password_too_common'],
    ['Football', 'password_too_common'],
    ['vinyl crackle at midnight', null],
    ['12345678x!', null],
  ])('%s -> %s', (password, problem) => {
    expect(passwordProblemOf(password)).toBe(problem);
  });
});

describe('hashing', () => {
  it('matches the same password typed in another Unicode form (NFC)', async () => {
    const stored = await hashPassword('café au lait noir');
    expect(await verifyPassword(stored, 'cafe\u0301 au lait noir')).toBe(true);
    expect(await verifyPassword(stored, 'cafe au lait noir')).toBe(false);
  });

  it('never opens an account whose stored hash is malformed', async () => {
    expect(await verifyPassword('not-a-phc-string', 'anything')).toBe(false);
  });

  it('checks a dummy hash when there is no account, taking about as long as a real check', async () => {
    const stored = await hashPassword('some long passphrase');
    await verifyPassword(null, 'warm up the dummy hash');
    const real = await medianMs(() => verifyPassword(stored, 'a wrong guess'));
    const missing = await medianMs(() => verifyPassword(null, 'a wrong guess'));
    // Both run one argon2id verification (tens of ms); without the dummy the missing case takes microseconds.
    expect(missing).toBeGreaterThan(real / 4);
  });
});
