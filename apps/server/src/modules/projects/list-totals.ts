// The number of matches of a shop filter, kept between answers (issue 19): counting is O(matches) however
// it is read (70,000 index entries for the unfiltered shop of 100,000 projects), the page itself reads 24.
// A kept total is exact: it was counted at the version of the catalogue's change signal it is read at, so
// any write that succeeds through the API, here or on another instance (the cluster bus moves the
// signal), drops every kept total at once. The age limit bounds what the signal does not see (a job's
// write, a replica catching up), as the visitors' read cache's TTL does. docs/benchmarks.md.
import type { ProjectFilter } from './storefront-filters.ts';

/** What moves when the catalogue may have changed (cluster/change-signal.ts gives one). */
export interface CatalogueVersion {
  version(): number;
}

export interface ListTotalsOptions {
  changes: CatalogueVersion;
  /** How long a total serves at most; 0 keeps none. */
  maxAgeMs: number;
  /** The most filters kept; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

interface Kept {
  total: number;
  countedAt: number;
}

export interface ListTotals {
  /** The kept total of `key`, if it is still exact and young enough. */
  get(key: string): number | undefined;
  /** Keeps `total`, counted for `key` by a statement that began at `version` (see `version()`). */
  set(key: string, total: number, version: number): void;
  /** The current version: a count begun now is kept only if no write came before it ended. */
  version(): number;
}

/** The key of a filter: the same filters give the same key, whatever order their fields came in. */
export function totalKeyOf(filter: ProjectFilter): string {
  const entries = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

export function createListTotals({
  changes,
  maxAgeMs,
  maxEntries = 2_000,
  now = Date.now,
}: ListTotalsOptions): ListTotals {
  const kept = new Map<string, Kept>();
  let keptVersion = changes.version();
  return {
    get(key) {
      if (maxAgeMs <= 0) return undefined;
      const version = changes.version();
      if (version !== keptVersion) {
        kept.clear();
        keptVersion = version;
        return undefined;
      }
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (now() - entry.countedAt < maxAgeMs) return entry.total;
      kept.delete(key);
      return undefined;
    },
    set(key, total, version) {
      // A write came while it counted: the count may predate it.
      if (maxAgeMs <= 0 || version !== changes.version()) return;
      if (version !== keptVersion) {
        kept.clear();
        keptVersion = version;
      }
      kept.delete(key);
      kept.set(key, { total, countedAt: now() });
      while (kept.size > maxEntries) {
        const oldest = kept.keys().next();
        if (oldest.done) break;
        kept.delete(oldest.value);
      }
    },
    version: () => changes.version(),
  };
}
