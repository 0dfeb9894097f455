// A small deterministic pseudo-random generator (mulberry32), so the same seed gives the same demo
// catalogue, artwork, audio and record drawings on every machine, on the server and in the browser.
// Good enough for art, noise and demo data; never for secrets.

/** Deterministic draws from one seeded stream. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list; RangeError on an empty one. */
  pick<T>(items: readonly T[]): T;
  /** A new list in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** An element chosen with the given weights; RangeError on an empty list. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** An independent stream for a named sub-task (seeded `${seed}:${label}`), so adding draws in one never shifts another. */
  fork(label: string): SeededRandom;
}

/** A 32-bit hash of a text (FNV-1a), to turn names and labels into seeds. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The next-float function of mulberry32 from a 32-bit state: tiny, fast, and the same on every engine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An integer in [min, max], both included, from a source of floats in [0, 1). */
export function drawInt(random: Pick<SeededRandom, 'next'>, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min + 1));
}

/** One element of a non-empty list, from a source of floats in [0, 1); RangeError on an empty list. */
export function drawOne<T>(random: Pick<SeededRandom, 'next'>, items: readonly T[]): T {
  const item = items[Math.floor(random.next() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** A shuffled copy (Fisher-Yates), from a source of floats in [0, 1). */
export function shuffled<T>(random: Pick<SeededRandom, 'next'>, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function drawWeighted<T>(random: Pick<SeededRandom, 'next'>, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new RangeError('weighted pick from an empty list');
  return last[0];
}

/** A generator for a seed (a number is used as is, a text is hashed); the same seed gives the same sequence. */
export function createSeededRandom(seed: number | string): SeededRandom {
  const next = mulberry32(typeof seed === 'number' ? seed : hashSeed(seed));
  const random: SeededRandom = {
    next,
    int: (min, max) => drawInt(random, min, max),
    range: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => drawOne(random, items),
    shuffle: (items) => shuffled(random, items),
    weighted: (entries) => drawWeighted(random, entries),
    fork: (label) => createSeededRandom(`${seed}:${label}`),
  };
  return random;
}
