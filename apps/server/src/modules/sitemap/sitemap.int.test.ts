import { sitemapPagesSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { getAs } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const { artists, projects, shops, shopProjects } = schema;

let t: TestApp;
let fx: CatalogueFixture;
const EDITED_AT = new Date('2027-01-02T03:04:05.000Z');

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
  const { db } = t.database;
  // The artist shop shows one listed project; another shop only a draft; an artist has nothing public.
  const [ferricShop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.code, 'ferric-oxide'));
  const [draftShop] = await db
    .insert(shops)
    .values({ code: 'drafts-only', name: 'Drafts' })
    .returning({ id: shops.id });
  await db.insert(shopProjects).values([
    { shopId: ferricShop!.id, projectId: fx.projects.rustBelt },
    { shopId: draftShop!.id, projectId: fx.projects.draft },
  ]);
  const [ghost] = await db.insert(artists).values({ name: 'Ghost', slug: 'ghost' }).returning({ id: artists.id });
  await db.update(projects).set({ artistId: ghost!.id }).where(eq(projects.id, fx.projects.privatePressing));
  await db.update(projects).set({ updatedAt: EDITED_AT }).where(eq(projects.id, fx.projects.rustBelt));
});
afterAll(() => t.close());

describe('GET /api/sitemap', () => {
  it('lists every listed project at its canonical path, and no draft or private sale', async () => {
    const { status, body } = await getAs(t.app, sitemapPagesSchema, '/api/sitemap');
    expect(status).toBe(200);
    const { midnight, rustBelt, ironPsalms, velvet, proExclusive, soldOut } = fx.projects;
    expect(body.projects.map((page) => page.path)).toEqual(
      [
        [midnight, `/vinyl/${midnight}/nova-static-midnight-circuits`],
        [rustBelt, `/vinyl/${rustBelt}/ferric-oxide-rust-belt-hymns`],
        [ironPsalms, `/vinyl/${ironPsalms}/ferric-oxide-iron-psalms`],
        [velvet, `/cd/${velvet}/orchid-lane-velvet-static`],
        [proExclusive, `/vinyl/${proExclusive}/nova-static-pro-exclusive`],
        [soldOut, `/vinyl/${soldOut}/orchid-lane-last-copies`],
      ]
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, path]) => path),
    );
    expect(body.projects.find((page) => page.path.includes(`/${rustBelt}/`))?.updatedAt).toBe(EDITED_AT.toISOString());
  });

  it('lists the artists, labels and shops that show a listed project, dated by their latest change', async () => {
    const { body } = await getAs(t.app, sitemapPagesSchema, '/api/sitemap');
    expect(body.artists.map((page) => page.path)).toEqual([
      `/artist/${fx.artists.nova}/nova-static`,
      `/artist/${fx.artists.ferric}/ferric-oxide`,
      `/artist/${fx.artists.orchid}/orchid-lane`,
    ]);
    expect(body.artists.find((page) => page.path.endsWith('/ferric-oxide'))?.updatedAt).toBe(EDITED_AT.toISOString());
    expect(body.labels).toEqual([
      { path: `/label/${fx.labelId}/blue-hour-records`, updatedAt: EDITED_AT.toISOString() },
    ]);
    expect(body.shops).toEqual([{ path: '/shop/ferric-oxide', updatedAt: EDITED_AT.toISOString() }]);
  });
});
