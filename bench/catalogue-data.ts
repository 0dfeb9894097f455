// A PostgreSQL catalogue of any size for the list benchmarks (issue 19): a new database cloned from the
// seeded demo template, then N generated projects added in a few set-based statements (generate_series,
// no round trip per row; up to 250,000 in int arithmetic), each with 1-3 genres, a cover and, one in five, a USD seller price. Steps,
// categories, types, stock, prices, artists and labels are spread like a live shop's.
//   npx node bench/catalogue-data.ts postgres://postgres@127.0.0.1:5432/postgres 100000
// prints the new database's URL (drop it with `dropdb`, or use createCatalogueDatabase's drop()).
import { openDatabase } from '@spindle/db';
import { createTestDatabaseFor } from '@spindle/db/testing';
import { sql } from 'drizzle-orm';

/** Inserts `count` generated projects with their genres, covers and seller prices, then ANALYZE. */
export async function fillCatalogue(databaseUrl: string, count: number): Promise<void> {
  const database = await openDatabase({ databaseUrl });
  try {
    const { db } = database;
    await db.execute(sql`
      with artist as (select array_agg(id order by id) as ids from artists),
           label as (select array_agg(id order by id) as ids from labels)
      insert into projects (name, slug, artist_name, artist_id, label_id, category, type, format, step, picture,
        price_eur_minor, stock, goal, sold, is_limited, is_preorder, digital_enabled, popularity, start_at,
        created_at, color_vinyl)
      select 'Generated record ' || n, 'generated-record-' || n,
        'Generated artist ' || (n % 5000),
        case when n % 3 = 0 then artist.ids[1 + n % cardinality(artist.ids)] end,
        case when n % 4 = 0 then label.ids[1 + n % cardinality(label.ids)] end,
        (array['vinyl','vinyl','vinyl','vinyl','cd','tape','t-shirt','hoodie','merch','accessory','bundle'])[1 + n % 11],
        (array['funding','limited_edition','direct_pressing','stock','test_pressing'])[1 + n % 5],
        'LP',
        (array['in_progress','in_progress','successful','confirmed','promo','valid','paid','creating','private','failed'])[1 + n % 10],
        null,
        1000 + (n * 7919) % 6000,
        case when n % 5 in (1, 2, 4) then (n * 31) % 50 end,
        case when n % 5 = 0 then 300 end,
        (n * 13) % 400,
        n % 5 = 1, n % 17 = 0, n % 6 = 0,
        ((n::bigint * 104729) % 100000)::int,
        now() - make_interval(hours => (n * 37) % 40000),
        now() - make_interval(hours => (n * 53) % 40000),
        case when n % 2 = 0 then '[{"color":"black"}]'::jsonb end
      from generate_series(1, ${count}::int) as n, artist, label`);
    const generated = sql`(select id from projects where slug like 'generated-record-%')`;
    await db.execute(sql`
      with pick as (select array_agg(id order by id) as ids from genres)
      insert into project_genres (project_id, genre_id)
      select p.id, pick.ids[1 + (p.id * k) % cardinality(pick.ids)]
      from projects p, pick, generate_series(1, 3) as k
      where p.id in ${generated} and k <= 1 + p.id % 3
      on conflict do nothing`);
    await db.execute(sql`
      insert into project_images (project_id, variant, path, width, height)
      select id, 'cover', 'projects/generated/' || id || '/cover.jpg', 600, 600 from projects where id in ${generated}`);
    await db.execute(sql`
      insert into project_prices (project_id, currency, price_minor)
      select id, 'USD', price_eur_minor + 200 from projects where id in ${generated} and id % 5 = 0`);
    // VACUUM sets the visibility map: counts read the indexes alone, as on a settled live database.
    await db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}

/** A new PostgreSQL database on `serverUrl`: the demo catalogue plus `count` generated projects. */
export async function createCatalogueDatabase(serverUrl: string, count: number) {
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = serverUrl;
  try {
    const created = await createTestDatabaseFor('', { content: 'catalogue' });
    if (!created.databaseUrl) throw new Error('no PostgreSQL database was created');
    try {
      await fillCatalogue(created.databaseUrl, count);
    } catch (error) {
      await created.drop();
      throw error;
    }
    return { databaseUrl: created.databaseUrl, drop: () => created.drop() };
  } finally {
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres', count = '100000'] = process.argv.slice(2);
  const started = performance.now();
  const { databaseUrl } = await createCatalogueDatabase(serverUrl, Number(count));
  console.log(`${databaseUrl} (${count} projects added in ${Math.round(performance.now() - started)} ms)`);
}
