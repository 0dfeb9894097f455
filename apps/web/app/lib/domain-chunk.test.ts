// The browser's `domain` chunk (apps/web/vite.config.ts) holds the domain package's rules the pages use.
// Module-level work of the package that no page reads must not be bundled, or every page runs it before
// it hydrates (issue 19, docs/benchmarks.md). Bundled here as Vite 8 bundles the client: rolldown, tree
// shaken and minified, from an entry that takes what a storefront page takes of the package.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const domainIndex = path.resolve(import.meta.dirname, '../../../../packages/domain/src/index.ts');
let folder: string;
let code: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'spindle-domain-chunk-'));
  const entry = path.join(folder, 'entry.ts');
  await writeFile(
    entry,
    `export { formatMoney, isCurrencyCode, percentOfMinor, ratesTowards } from ${JSON.stringify(domainIndex)};\n`,
  );
  const bundle = await rolldown({ input: entry, logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  code = output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("the browser's domain code", () => {
  it('keeps what the entry uses', () => {
    expect(code).toMatch(/amountMinor must be a safe integer/);
  });

  it('does not build the seed shipping-rate table or its lanes at load', () => {
    // The lanes' tariff curves and the table's rows (SHIPPING_RATE_ROWS, read by the seed and tests only).
    expect(code).not.toMatch(/curve/);
    expect(code).not.toMatch(/bracketGrams:/);
  });
});
