// Migration 0009 (green_pressing_options) adds the cost rows of the quote's green options (recycled and
// bio-attributed compound, recycled board) to stores seeded before them, exactly as the domain's table
// has them, leaves what an admin already set, and adds nothing to a table the seed has yet to fill.
import { readdirSync, readFileSync } from 'node:fs';
import { quoteCostRows, QUOTE_TIERS } from '@spindle/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { quoteCostLines } from './schema/quote/index.ts';
import { createTestDatabase } from './testing.ts';

const GREEN_VARIANTS = ['recycled_black_140', 'recycled_black_180', 'bio_attributed', 'recycled_board'];
const migrationFile = readdirSync(new URL('../migrations/', import.meta.url)).find((file) =>
  file.endsWith('_green_pressing_options.sql'),
);
// The cost table has since become dated (a cell holds one row per day, migration dated_shipping_and_quote_costs):
// 0009 is read against today's schema, where its rows take the default day and the cell's key includes it.
const migrationSql = readFileSync(new URL(`../migrations/${migrationFile ?? ''}`, import.meta.url), 'utf8').replace(
  'on conflict (plant, line, variant, format, tier) do nothing',
  'on conflict (plant, line, variant, format, tier, effective_from) do nothing',
);

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(() => database.close());

const greenRows = async () => {
  const { rows } = await database.db.execute<{ key: string; price_minor: number }>(
    sql`select plant || '|' || line || '|' || variant || '|' || format || '|' || tier as key, price_minor
        from quote_cost_lines where variant in ${GREEN_VARIANTS} order by 1`,
  );
  return rows;
};

describe('migration 0009, the green pressing options', () => {
  it('gives a store seeded before them every green row of the domain table, once', async () => {
    // A store seeded before the green options: the rest of the table, as the seed of the time wrote it.
    await database.db.execute(sql`delete from quote_cost_lines`);
    await database.db.insert(quoteCostLines).values(
      quoteCostRows()
        .filter((row) => !GREEN_VARIANTS.includes(row.variant))
        .flatMap((row) =>
          QUOTE_TIERS.map((tier, index) => ({ ...row, tier, priceMinor: row.tierPricesMinor[index] ?? 0 })),
        ),
    );
    expect(await greenRows()).toEqual([]);
    await database.db.execute(sql.raw(migrationSql));
    await database.db.execute(sql.raw(migrationSql));
    const expected = quoteCostRows()
      .filter((row) => GREEN_VARIANTS.includes(row.variant))
      .flatMap((row) =>
        QUOTE_TIERS.map((tier, index) => ({
          key: `${row.plant}|${row.line}|${row.variant}|${row.format}|${tier}`,
          price_minor: row.tierPricesMinor[index],
        })),
      )
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    expect(expected.length).toBeGreaterThan(0);
    expect(await greenRows()).toEqual(expected);
  });

  it('keeps a price an admin changed', async () => {
    await database.db.execute(
      sql`update quote_cost_lines set price_minor = 99 where variant = 'bio_attributed' and plant = 'paris_press' and format = '12' and tier = 100`,
    );
    await database.db.execute(sql.raw(migrationSql));
    const { rows } = await database.db.execute<{ price_minor: number }>(
      sql`select price_minor from quote_cost_lines where variant = 'bio_attributed' and plant = 'paris_press' and format = '12' and tier = 100`,
    );
    expect(rows).toEqual([{ price_minor: 99 }]);
  });

  it('adds nothing to an empty table, which the seed fills whole', async () => {
    await database.db.execute(sql`delete from quote_cost_lines`);
    await database.db.execute(sql.raw(migrationSql));
    expect(await database.db.$count(sql`quote_cost_lines`)).toBe(0);
  });
});
