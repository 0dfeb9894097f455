// Worker thread of CountryLookup.loadInBackground(): parses the packaged IP database off the main
// thread and transfers the typed arrays of its tables to it (no copy).
import { parentPort } from 'node:worker_threads';
import { buildCountryTables, readPackagedCountryDatabase } from './country-lookup.ts';

const loaded = buildCountryTables(readPackagedCountryDatabase);
const { ipv4, ipv6 } = loaded.tables;
const buffers = new Set<ArrayBuffer>();
for (const array of [
  ipv4.starts,
  ipv4.ends,
  ipv4.countryIndexes,
  ipv6.startsHigh,
  ipv6.startsLow,
  ipv6.endsHigh,
  ipv6.endsLow,
  ipv6.countryIndexes,
]) {
  if (array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
}
parentPort?.postMessage(loaded, [...buffers]);
