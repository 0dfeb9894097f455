// A prepared select given the flat row mapper answers the same rows drizzle's own mapping gives:
// columns with their decoders (timestamps, JSON, booleans), SQL fields with and without mapWith, nulls.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { mapRowsFlat } from './flat-rows.ts';
import { projects } from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

describe('mapRowsFlat', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(projects).values([
      {
        ...{ name: 'Flat Rows', slug: 'flat-rows', artistName: 'Row Mapper', category: 'vinyl', step: 'in_progress' },
        ...{ priceEurMinor: 2499, startAt: new Date('2026-01-02T03:04:05.678Z'), isLimited: true },
        colorVinyl: [{ name: 'Red', hex: '#f00' }],
      },
      {
        name: 'Bare Row',
        slug: 'bare-row',
        artistName: 'Row Mapper',
        category: 'cd',
        step: 'in_progress',
        priceEurMinor: 999,
      },
    ]);
  });
  afterAll(() => database.close());

  const select = (name: string) =>
    database.db
      .select({
        id: projects.id,
        name: projects.name,
        startAt: projects.startAt,
        isLimited: projects.isLimited,
        colours: projects.colorVinyl,
        stock: projects.stock,
        doubled: sql<number>`${projects.priceEurMinor} * 2`.mapWith(Number),
        genreIds: sql<number[]>`array[1, 2]::int[]`,
        text: sql<string>`'x' || ${projects.slug}`,
      })
      .from(projects)
      .where(eq(projects.artistName, sql.placeholder('artist')))
      .orderBy(projects.slug)
      .prepare(name);

  it('gives the rows drizzle gives', async () => {
    const mapped = select('flat_rows_mapped');
    expect(mapRowsFlat(mapped)).toBe(true);
    const expected = await select('flat_rows_drizzle').execute({ artist: 'Row Mapper' });
    const rows = await mapped.execute({ artist: 'Row Mapper' });
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.startAt).toBeInstanceOf(Date);
    expect(rows[1]?.doubled).toBe(4998);
  });

  it('leaves a nested selection to drizzle', () => {
    const nested = database.db
      .select({ id: projects.id, names: { name: projects.name } })
      .from(projects)
      .prepare('flat_rows_nested');
    expect(mapRowsFlat(nested)).toBe(false);
  });
});
