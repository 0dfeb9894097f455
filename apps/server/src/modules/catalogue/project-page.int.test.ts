// What the project page reads beyond the tile: every disc colour, the gallery images in variant
// order, the comment count, the shop it is sold through, and the recommendations strip.
import { errorBodySchema, moreProjectsSchema, projectDetailSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { getAs } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fx: CatalogueFixture;
let doubleColour: number;
let shopId: number;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
  const { db } = t.database;
  const [neon, garage, twoColours] = await db
    .insert(schema.projects)
    .values([
      // Shares both genres of Iron Psalms (metal, rock) but is the least popular.
      {
        name: 'Neon Riffs',
        slug: 'volt-neon-riffs',
        artistName: 'Volt',
        category: 'vinyl',
        step: 'in_progress',
        priceEurMinor: 2000,
        popularity: 5,
      },
      // Shares one genre (rock).
      {
        name: 'Garage Days',
        slug: 'amp-garage-days',
        artistName: 'Amp',
        category: 'vinyl',
        step: 'in_progress',
        priceEurMinor: 2100,
        popularity: 40,
      },
      {
        name: 'Two Tone',
        slug: 'duo-two-tone',
        artistName: 'Duo',
        category: 'vinyl',
        step: 'in_progress',
        format: '2LP',
        discs: 2,
        priceEurMinor: 3200,
        colorVinyl: [
          { name: 'red', hex: '#C8102E', effect: 'none' },
          { name: 'blue_white_splatter', hex: '#1F4E9E', effect: 'splatter', secondaryHex: '#F5F5F2' },
        ],
      },
    ])
    .returning({ id: schema.projects.id });
  if (!neon || !garage || !twoColours) throw new Error('projects not inserted');
  doubleColour = twoColours.id;
  await db.insert(schema.projectGenres).values([
    { projectId: neon.id, genreId: 18 },
    { projectId: neon.id, genreId: 11 },
    { projectId: garage.id, genreId: 11 },
  ]);
  await db.insert(schema.projectImages).values([
    { projectId: doubleColour, variant: 'only_vinyl', path: 'projects/tt/only_vinyl.webp', width: 600, height: 600 },
    { projectId: doubleColour, variant: 'back', path: 'projects/tt/back.jpg', width: 600, height: 600 },
    { projectId: doubleColour, variant: 'cover', path: 'projects/tt/cover.jpg', width: 600, height: 600 },
  ]);
  // Two Tone is sold through Ferric Oxide's shop.
  const [shop] = await db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.code, 'ferric-oxide'));
  if (!shop) throw new Error('shop not found');
  shopId = shop.id;
  await db.update(schema.projects).set({ shopId }).where(eq(schema.projects.id, doubleColour));
});
afterAll(() => t.close());

const recommendations = (query: string) => getAs(t.app, moreProjectsSchema, `/api/projects/recommandations?${query}`);

describe('GET /api/projects/{id} for the project page', () => {
  it('gives every disc colour, the images in gallery order and the comment count', async () => {
    const { status, body } = await getAs(t.app, projectDetailSchema, `/api/projects/${doubleColour}`);
    expect(status).toBe(200);
    expect(body.colours.map((colour) => [colour.name, colour.effect])).toEqual([
      ['red', 'none'],
      ['blue_white_splatter', 'splatter'],
    ]);
    expect(body.colour?.name).toBe('red');
    expect(body.images.map((image) => image.variant)).toEqual(['cover', 'back', 'only_vinyl']);
    expect(body.images[0]?.url).toBe('/storage/projects/tt/cover.jpg');
    expect(body).toMatchObject({ discs: 2, format: '2LP', commentsCount: 0, viewer: null });
  });

  it('names the shop a project is sold through by its code, and none for a project without a shop', async () => {
    const inShop = await getAs(t.app, projectDetailSchema, `/api/projects/${doubleColour}`);
    expect(inShop.body).toMatchObject({ shopId, shopCode: 'ferric-oxide' });
    const without = await getAs(t.app, projectDetailSchema, `/api/projects/${fx.projects.ironPsalms}`);
    expect(without.body).toMatchObject({ shopId: null, shopCode: null });
  });
});

describe('GET /api/projects/recommandations', () => {
  it('ranks projects by shared genres, then popularity, leaving out the artist, drafts and private sales', async () => {
    const { status, body } = await recommendations(`project_id=${fx.projects.ironPsalms}`);
    expect(status).toBe(200);
    expect(body.map((card) => card.name)).toEqual([
      'Neon Riffs',
      'Garage Days',
      'Velvet Static',
      'Midnight Circuits',
      'Two Tone',
      'Last Copies',
      'Pro Exclusive',
    ]);
  });

  it('leaves out the projects of the same label, which the "more" strip shows', async () => {
    const { body } = await recommendations(`project_id=${fx.projects.rustBelt}`);
    const names = body.map((card) => card.name);
    expect(names).not.toContain('Velvet Static');
    expect(names).not.toContain('Iron Psalms');
    // Both share rock, its one genre: the more popular comes first.
    expect(names.slice(0, 2)).toEqual(['Garage Days', 'Neon Riffs']);
  });

  it('ranks by popularity alone for a project without genres', async () => {
    // Two Tone has no genre: the genre ranking drops out instead of failing the query.
    const { status, body } = await recommendations(`project_id=${doubleColour}`);
    expect(status).toBe(200);
    expect(body.map((card) => card.name)).not.toContain('Two Tone');
    expect(body.length).toBeGreaterThan(0);
  });

  it('prices the tiles in the asked currency', async () => {
    const { body } = await recommendations(`project_id=${fx.projects.ironPsalms}&currency=USD`);
    expect(new Set(body.map((card) => card.price.currency))).toEqual(new Set(['USD']));
  });

  it('answers 404 for a project that is not public and 400 without a project id', async () => {
    const draft = await getAs(t.app, errorBodySchema, `/api/projects/recommandations?project_id=${fx.projects.draft}`);
    expect(draft.status).toBe(404);
    const missing = await getAs(t.app, errorBodySchema, '/api/projects/recommandations');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ project_id: 'input_required' });
  });
});
