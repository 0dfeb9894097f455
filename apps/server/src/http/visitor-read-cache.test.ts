import { describe, expect, it } from 'vitest';
import { createVisitorReadCache, sendKept } from './visitor-read-cache.ts';

function counter() {
  let calls = 0;
  return {
    compute: (value = 'answer') => {
      calls += 1;
      return Promise.resolve(`${value} ${calls}`);
    },
    get calls() {
      return calls;
    },
  };
}

describe('the visitor read cache', () => {
  it('answers the same key from memory until the TTL has passed', async () => {
    let time = 1_000;
    const cache = createVisitorReadCache({ ttlMs: 3_000, now: () => time });
    const source = counter();
    expect(await cache.read('/api/projects/1|en|FR', () => source.compute())).toBe('answer 1');
    time += 2_999;
    expect(await cache.read('/api/projects/1|en|FR', () => source.compute())).toBe('answer 1');
    time += 1;
    expect(await cache.read('/api/projects/1|en|FR', () => source.compute())).toBe('answer 2');
    expect(source.calls).toBe(2);
  });

  it('keeps keys apart: another URL, language or country is computed on its own', async () => {
    const cache = createVisitorReadCache({ ttlMs: 3_000 });
    const source = counter();
    await cache.read('/api/projects/1|en|FR', () => source.compute());
    await cache.read('/api/projects/1|fr|FR', () => source.compute());
    await cache.read('/api/projects/1|en|US', () => source.compute());
    await cache.read('/api/projects/2|en|FR', () => source.compute());
    expect(source.calls).toBe(4);
  });

  it('computes a burst of the same request once', async () => {
    const cache = createVisitorReadCache({ ttlMs: 3_000 });
    let calls = 0;
    let release: (value: string) => void = () => undefined;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const answers = Promise.all(Array.from({ length: 10 }, () => cache.read('k', slow)));
    release('page');
    expect(await answers).toEqual(Array(10).fill('page'));
    expect(calls).toBe(1);
  });

  it('does not remember a failure', async () => {
    const cache = createVisitorReadCache({ ttlMs: 3_000 });
    await expect(cache.read('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('k', () => Promise.resolve('back'))).toBe('back');
  });

  it('forgets everything on clear, including an answer still being computed', async () => {
    const cache = createVisitorReadCache({ ttlMs: 3_000 });
    const source = counter();
    await cache.read('a', () => source.compute());
    let release: (value: string) => void = () => undefined;
    const inFlight = cache.read('b', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await inFlight).toBe('stale');
    expect(await cache.read('a', () => source.compute())).toBe('answer 2');
    expect(await cache.read('b', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = createVisitorReadCache({ ttlMs: 3_000, maxEntries: 2 });
    const source = counter();
    for (const key of ['a', 'b', 'c']) await cache.read(key, () => source.compute());
    expect(cache.size).toBe(2);
    await cache.read('a', () => source.compute());
    expect(source.calls).toBe(4);
  });

  it('is off with a TTL of 0', async () => {
    const cache = createVisitorReadCache({ ttlMs: 0 });
    const source = counter();
    await cache.read('a', () => source.compute());
    await cache.read('a', () => source.compute());
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
    expect(cache.keeps).toBe(false);
    expect(createVisitorReadCache({ ttlMs: 1 }).keeps).toBe(true);
  });

  it('with a TTL of 0, hands the read back to the route instead of encoding and sending it itself', async () => {
    const sent: unknown[] = [];
    const reply = {
      serialize: (value: unknown) => JSON.stringify(value),
      type: () => reply,
      send: (value: unknown) => {
        sent.push(value);
        return reply;
      },
    };
    const answer = { items: [1, 2], total: 2 };
    const off = createVisitorReadCache({ ttlMs: 0 });
    expect(await sendKept(off, 'k', reply as never, () => Promise.resolve(answer))).toBe(answer);
    expect(sent).toEqual([]);
    // On, the same read is serialised once, kept as bytes and sent by the cache.
    const on = createVisitorReadCache({ ttlMs: 3_000 });
    expect(await sendKept(on, 'k', reply as never, () => Promise.resolve(answer))).toBe(reply);
    expect(sent).toEqual([Buffer.from(JSON.stringify(answer))]);
  });

  it('gives a fresh answer at once once it is computed, and nothing while it is computed, stale or cleared', async () => {
    let time = 1_000;
    const cache = createVisitorReadCache({ ttlMs: 3_000, now: () => time });
    let release: (value: string) => void = () => undefined;
    const computing = cache.read('a', () => new Promise<string>((resolve) => (release = resolve)));
    expect(cache.settledAnswer('a')).toBeUndefined();
    release('answer');
    await computing;
    expect(cache.settledAnswer('a')).toBe('answer');
    expect(cache.settledAnswer('b')).toBeUndefined();
    time += 3_000;
    expect(cache.settledAnswer('a')).toBeUndefined();
    await cache.read('a', () => Promise.resolve('again'));
    expect(cache.settledAnswer('a')).toBe('again');
    cache.clear();
    expect(cache.settledAnswer('a')).toBeUndefined();
    await expect(cache.read('c', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.settledAnswer('c')).toBeUndefined();
    expect(createVisitorReadCache({ ttlMs: 0 }).settledAnswer('a')).toBeUndefined();
  });
});
