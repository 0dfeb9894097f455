import { readFileSync } from 'node:fs';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { isDatabaseEmpty, migrateDatabase } from './migrate.ts';
import * as schema from './schema/index.ts';
import { createTestDatabase } from './testing.ts';

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

/** The migrations drizzle-kit generated, as its journal lists them. */
const journal = JSON.parse(readFileSync(new URL('../migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: { tag: string }[];
};

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('create every table of the schema', async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const created = new Set(rows.map((row) => row.table_name));
    expect(tableNames.length).toBeGreaterThanOrEqual(60);
    expect(tableNames.filter((name) => !created.has(name))).toEqual([]);
  });

  it('install pg_trgm and the trigram indexes on project, artist and label names', async () => {
    const extensions = await database.db.execute<{ extname: string }>(sql`select extname from pg_extension`);
    expect(extensions.rows.map((row) => row.extname)).toContain('pg_trgm');
    const indexes = await database.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by indexname`,
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual([
      'artists_name_trgm_idx',
      'labels_name_trgm_idx',
      'projects_artist_name_trgm_idx',
      'projects_name_trgm_idx',
    ]);
  });

  it('leave the database empty of projects and users', async () => {
    expect(await isDatabaseEmpty(database)).toBe(true);
  });

  it('can run again without changing anything', async () => {
    await migrateDatabase(database);
    const { rows } = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(journal.entries.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]?.count).toBe(journal.entries.length);
  });

  it('find an artist by a misspelt name through the trigram index', async () => {
    await database.db.insert(schema.artists).values([
      { name: 'Nora Vale', slug: 'nora-vale' },
      { name: 'Saltmarsh Radio', slug: 'saltmarsh-radio' },
    ]);
    const { rows } = await database.db.execute<{ name: string }>(
      sql`select name from artists where name % ${'Nora Valle'} order by similarity(name, ${'Nora Valle'}) desc`,
    );
    expect(rows.map((row) => row.name)).toEqual(['Nora Vale']);
  });
});

describe('both drivers', () => {
  it('read count(*) and bigint sums as numbers', async () => {
    const database = await createTestDatabase();
    try {
      const { rows } = await database.db.execute<{ n: unknown; total: unknown }>(
        sql`select count(*) as n, sum(x)::bigint as total from (values (1), (2)) as v(x)`,
      );
      expect(rows[0]).toEqual({ n: 2, total: 3 });
    } finally {
      await database.close();
    }
  });
});
