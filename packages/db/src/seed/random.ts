// A seeded pseudo-random generator (mulberry32) so the demo catalogue is the same on every machine.

/** Deterministic random choices. */
export interface SeedRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A new list in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** An element chosen with the given weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** An independent stream for a named sub-task, so adding draws in one never shifts another. */
  fork(label: string): SeedRandom;
}

/** A 32-bit hash of a string (FNV-1a), to turn labels into seeds. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator for a seed; the same seed gives the same sequence. */
export function createSeedRandom(seed: number | string): SeedRandom {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: SeedRandom = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new RangeError('weighted pick from an empty list');
      return last[0];
    },
    fork: (label) => createSeedRandom(`${seed}:${label}`),
  };
  return random;
}
