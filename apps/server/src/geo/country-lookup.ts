// Country of an IP address from the ip-location-db "geo-whois-asn-country" database, which ships
// inside its npm package (CC BY 4.0 data from the NRO; docs/rate-limits-and-geo.md). Loaded once,
// on first use or at boot through load(), then every lookup is a bisection in memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { parseIpv4Csv, parseIpv6Csv } from './country-csv.ts';
import { buildIpv4Table, buildIpv6Table, findCountry, tableBytes, type CountryTables } from './country-table.ts';
import { isPublicIpAddress, parseIpAddress } from './ip-address.ts';

const DATA_PACKAGE = '@ip-location-db/geo-whois-asn-country';

/** How many addresses' countries a lookup remembers. */
const REMEMBERED_ADDRESSES = 4_096;

/** The CSV text of the database: IPv4 and IPv6 ranges with numeric bounds. */
export interface CountryDatabaseCsv {
  ipv4Csv: string;
  ipv6Csv: string;
  /** Version of the data (the package's version carries the build date: 2.3.YYYYMMDDHH). */
  version: string;
}

/** Reads the database from the installed package. */
export function readPackagedCountryDatabase(): CountryDatabaseCsv {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFileSync(require.resolve(`${DATA_PACKAGE}/${file}`), 'utf8');
  const { version } = z.object({ version: z.string() }).parse(JSON.parse(read('package.json')));
  return {
    ipv4Csv: read('geo-whois-asn-country-ipv4-num.csv'),
    ipv6Csv: read('geo-whois-asn-country-ipv6-num.csv'),
    version,
  };
}

/** What loading the database cost, for the boot log. */
export interface CountryLookupStats {
  dataVersion: string;
  ipv4Ranges: number;
  ipv6Ranges: number;
  loadMs: number;
  tableBytes: number;
}

/** IP address -> country, with the database loaded at most once. */
export interface CountryLookup {
  /** ISO 3166-1 alpha-2 country of a public IPv4 or IPv6 address; null for private, loopback, unknown or invalid. */
  lookupCountry(ip: string): string | null;
  /** Loads the database now (to pay its cost at boot instead of on the first request) and reports its cost. */
  load(): CountryLookupStats;
  /**
   * Loads the packaged database on a worker thread and hands the tables over (the typed arrays are
   * transferred, not copied), so the boot does not block the first requests for ~0.4 s. A lookup
   * needed before it finishes loads synchronously as usual; a custom reader loads on this thread.
   */
  loadInBackground(): Promise<CountryLookupStats>;
}

/** What the worker (country-load-worker.ts) and load() build from the CSV text. */
export interface LoadedCountryTables {
  tables: CountryTables;
  stats: CountryLookupStats;
}

/** Parses the database and packs it into tables, timing the work. */
export function buildCountryTables(readDatabase: () => CountryDatabaseCsv): LoadedCountryTables {
  const startedAt = performance.now();
  const database = readDatabase();
  const tables: CountryTables = {
    ipv4: buildIpv4Table(parseIpv4Csv(database.ipv4Csv)),
    ipv6: buildIpv6Table(parseIpv6Csv(database.ipv6Csv)),
  };
  return {
    tables,
    stats: {
      dataVersion: database.version,
      ipv4Ranges: tables.ipv4.starts.length,
      ipv6Ranges: tables.ipv6.startsHigh.length,
      loadMs: Math.round(performance.now() - startedAt),
      tableBytes: tableBytes(tables),
    },
  };
}

function loadOnWorker(): Promise<LoadedCountryTables> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./country-load-worker.ts', import.meta.url));
    worker.once('message', (loaded: LoadedCountryTables) => {
      resolve(loaded);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`country database worker exited with code ${code}`)));
  });
}

/** A lookup that reads its database (the packaged one by default) the first time it is needed. */
export function createCountryLookup(
  readDatabase: () => CountryDatabaseCsv = readPackagedCountryDatabase,
): CountryLookup {
  let loaded: LoadedCountryTables | null = null;
  let loading: Promise<CountryLookupStats> | null = null;

  function load(): LoadedCountryTables {
    loaded ??= buildCountryTables(readDatabase);
    return loaded;
  }

  function loadInBackground(): Promise<CountryLookupStats> {
    if (loaded) return Promise.resolve(loaded.stats);
    if (readDatabase !== readPackagedCountryDatabase) return Promise.resolve(load().stats);
    loading ??= loadOnWorker().then((fromWorker) => {
      // A lookup may have loaded the tables synchronously meanwhile: keep those.
      loaded ??= fromWorker;
      return loaded.stats;
    });
    return loading;
  }

  // A visitor asks many times in a row (every catalogue read keys its cached answer by country, issue 19):
  // the last addresses' answers are kept, the oldest forgotten first. The tables never change once loaded.
  const known = new Map<string, string | null>();
  const countryOf = (ip: string): string | null => {
    const address = parseIpAddress(ip);
    if (!address || !isPublicIpAddress(address)) return null;
    return findCountry(load().tables, address);
  };

  return {
    lookupCountry(ip) {
      const kept = known.get(ip);
      if (kept !== undefined) return kept;
      const country = countryOf(ip);
      known.set(ip, country);
      if (known.size > REMEMBERED_ADDRESSES) known.delete(known.keys().next().value as string);
      return country;
    },
    load: () => load().stats,
    loadInBackground,
  };
}

let sharedLookup: CountryLookup | null = null;

/** The process's one lookup of the packaged database (read-only data, so sharing it is safe). */
export function sharedCountryLookup(): CountryLookup {
  sharedLookup ??= createCountryLookup();
  return sharedLookup;
}
