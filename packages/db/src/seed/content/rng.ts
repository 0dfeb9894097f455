// A seeded PRNG (mulberry32) and the draws the content generators make. It satisfies the seed's
// SeedRandom, so the seed can hand its own streams to the generators and the other way round.

/** What the content generators draw from: numbers in [0, 1) and a few helpers on top. */
export interface ContentRandom {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** A full generator: the helpers plus weighted choice and independent named sub-streams. */
export interface Rng extends ContentRandom {
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  fork(label: string): Rng;
}

/** FNV-1a hash of a string, to turn names into seeds. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** An integer in [min, max], both included. */
export function int(random: Pick<ContentRandom, 'next'>, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: Pick<ContentRandom, 'next'>, items: readonly T[]): T {
  const item = items[Math.floor(random.next() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(random: Pick<ContentRandom, 'next'>, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

/** A seeded generator; the same seed gives the same sequence on every machine. */
export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'number' ? seed >>> 0 : hashText(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => int(rng, min, max),
    chance: (p) => next() < p,
    pick: (items) => pick(rng, items),
    shuffle: (items) => shuffle(rng, items),
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new RangeError('weighted choice from an empty list');
      return last[0];
    },
    fork: (label) => createRng(hashText(`${state}:${label}`)),
  };
  return rng;
}
