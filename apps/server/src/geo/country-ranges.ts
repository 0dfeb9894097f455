// Flattening address ranges that may nest or overlap into sorted, disjoint ones. It reads and
// writes through accessors so the ~550,000 rows stay in typed columns (country-csv.ts).

/** Ranges to flatten, by index: inclusive bounds (IPv4 as number, IPv6 as bigint) and a country. */
export interface RangeSource<T extends number | bigint, C> {
  count: number;
  start(index: number): T;
  end(index: number): T;
  country(index: number): C;
}

/** Where the flat ranges go, in increasing order. */
export interface RangeSink<T extends number | bigint, C> {
  push(start: T, end: T, country: C): void;
  /** The last pushed range goes on to `end` (the next range is adjacent and of the same country). */
  extendLast(end: T): void;
}

/** The address after and before a bound, in the bound's own type. */
export interface BoundSteps<T> {
  next(bound: T): T;
  previous(bound: T): T;
}

export const IPV4_STEPS: BoundSteps<number> = { next: (bound) => bound + 1, previous: (bound) => bound - 1 };
export const IPV6_STEPS: BoundSteps<bigint> = { next: (bound) => bound + 1n, previous: (bound) => bound - 1n };

function compare<T extends number | bigint>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Row indexes by start, and for one start the longest first (a container before what it contains). */
function containersFirst<T extends number | bigint, C>(source: RangeSource<T, C>): Uint32Array {
  const order = new Uint32Array(source.count);
  for (let i = 0; i < order.length; i += 1) order[i] = i;
  const byStartThenLongest = (a: number, b: number) =>
    compare(source.start(a), source.start(b)) || compare(source.end(b), source.end(a));
  // The shipped files are (nearly) in that order already; checking is cheaper than sorting.
  for (let i = 1; i < order.length; i += 1) if (byStartThenLongest(i - 1, i) > 0) return order.sort(byStartThenLongest);
  return order;
}

/**
 * Writes the ranges to `sink` sorted and disjoint, adjacent ranges of one country merged. Where
 * ranges overlap the more specific one wins: the data nests a provider's own geofeed (a /24 in
 * Belgium) inside the registry's allocation to its parent network (a /21 in Germany), and the
 * inner one is the truth. Of two crossing ranges, the later-starting one takes the overlap.
 */
export function flattenRanges<T extends number | bigint, C>(
  source: RangeSource<T, C>,
  steps: BoundSteps<T>,
  sink: RangeSink<T, C>,
): void {
  let nextFree: T | null = null; // first address not written out yet
  let lastCountry: C | null = null;
  const emit = (start: T, end: T, country: C): void => {
    const from = nextFree !== null && nextFree > start ? nextFree : start;
    if (from > end) return;
    if (nextFree === from && lastCountry === country) sink.extendLast(end);
    else sink.push(from, end, country);
    lastCountry = country;
    nextFree = steps.next(end);
  };
  const emitWhole = (index: number) => emit(source.start(index), source.end(index), source.country(index));

  const open: number[] = []; // ranges that enclose the current position, innermost last
  for (const index of containersFirst(source)) {
    const start = source.start(index);
    for (let top = open.at(-1); top !== undefined && source.end(top) < start; top = open.at(-1)) {
      open.pop();
      emitWhole(top);
    }
    const enclosing = open.at(-1);
    if (enclosing !== undefined) emit(source.start(enclosing), steps.previous(start), source.country(enclosing));
    open.push(index);
  }
  for (let top = open.pop(); top !== undefined; top = open.pop()) emitWhole(top);
}
