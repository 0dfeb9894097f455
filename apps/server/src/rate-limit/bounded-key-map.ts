// Where the memory stores (memory-rate-limiter.ts, memory-failure-backoff.ts) keep their keys. Memory
// stays bounded: a key is dropped once it expires (it then equals a new key), expired keys are swept
// at most once a minute (and whenever the map is full), and past `maxKeys` the least recently used
// key goes first.

/** A map of keys to values that expire, holding at most `maxKeys` of them. */
export interface BoundedKeyMap<T> {
  /** The key's value, unless it has expired (an expired key is dropped and reads as absent). */
  get(key: string, nowMs: number): T | undefined;
  /** Stores the key's value until `expiresAtMs`, as the most recently used key. */
  set(key: string, value: T, expiresAtMs: number, nowMs: number): void;
  delete(key: string): void;
  size(): number;
}

interface Entry<T> {
  value: T;
  expiresAtMs: number;
}

/** Keys without activity are swept at most this often (and whenever the map is full). */
const SWEEP_INTERVAL_MS = 60_000;

/** An empty map; `startMs` is when the sweep interval starts counting. */
export function createBoundedKeyMap<T>(maxKeys: number, startMs: number): BoundedKeyMap<T> {
  // Map order is insertion order; re-inserting on every write keeps it least-recently-used first.
  const entries = new Map<string, Entry<T>>();
  let lastSweepMs = startMs;

  function sweepExpired(nowMs: number): void {
    lastSweepMs = nowMs;
    for (const [key, entry] of entries) if (entry.expiresAtMs <= nowMs) entries.delete(key);
  }

  function get(key: string, nowMs: number): T | undefined {
    if (nowMs - lastSweepMs >= SWEEP_INTERVAL_MS) sweepExpired(nowMs);
    const entry = entries.get(key);
    if (entry && entry.expiresAtMs <= nowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry?.value;
  }

  function set(key: string, value: T, expiresAtMs: number, nowMs: number): void {
    entries.delete(key);
    if (entries.size >= maxKeys) sweepExpired(nowMs);
    // Still full of live keys: forget the least recently used one (it starts afresh if it returns).
    for (const oldest of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(oldest);
    }
    entries.set(key, { value, expiresAtMs });
  }

  return {
    get,
    set,
    delete: (key) => {
      entries.delete(key);
    },
    size: () => entries.size,
  };
}
