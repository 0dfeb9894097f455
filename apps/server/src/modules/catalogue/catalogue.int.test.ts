import {
  errorBodySchema,
  homeSchema,
  moreProjectsSchema,
  projectDetailSchema,
  projectListSchema,
  songListSchema,
} from '@spindle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { getAs } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
});
afterAll(() => t.close());

const list = (url: string, headers: Record<string, string> = {}) => getAs(t.app, projectListSchema, url, headers);
const detail = (url: string, headers: Record<string, string> = {}) => getAs(t.app, projectDetailSchema, url, headers);
const failure = (url: string, headers: Record<string, string> = {}) => getAs(t.app, errorBodySchema, url, headers);

const namesOf = (body: z.output<typeof projectListSchema>) => body.items.map((item) => item.name);
const namesAt = async (url: string) => namesOf((await list(url)).body);

describe('GET /api/projects', () => {
  it('lists launched projects newest first, without drafts, private sales or the pro-only filter', async () => {
    const { status, body } = await list('/api/projects');
    expect(status).toBe(200);
    expect(namesOf(body)).toEqual([
      'Midnight Circuits',
      'Rust Belt Hymns',
      'Iron Psalms',
      'Velvet Static',
      'Pro Exclusive',
      'Last Copies',
    ]);
    expect(body).toMatchObject({ page: 1, size: 24, total: 6 });
  });

  it('filters by genre ids joined by a pipe (the rock/metal menu entry 11|18)', async () => {
    const { body } = await list(`/api/projects?genre=${encodeURIComponent('11|18')}`);
    expect(namesOf(body)).toEqual(['Rust Belt Hymns', 'Iron Psalms']);
    expect(body.items[1]?.genreIds).toEqual([11, 18]);
  });

  it('rejects a genre value that is not ids joined by pipes with the field code', async () => {
    const { status, body } = await failure('/api/projects?genre=rock');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'input_invalid', fields: { genre: 'input_must_integer' } });
  });

  it('pages through the results and keeps the total', async () => {
    const first = await list('/api/projects?size=4&page=1');
    const second = await list('/api/projects?size=4&page=2');
    expect(namesOf(first.body)).toHaveLength(4);
    expect(namesOf(second.body)).toEqual(['Pro Exclusive', 'Last Copies']);
    expect(second.body).toMatchObject({ page: 2, size: 4, total: 6 });
  });

  it('reports bad paging values per field', async () => {
    const { status, body } = await failure('/api/projects?page=0&size=abc');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ page: 'input_too_small', size: 'input_must_number' });
  });

  it('sorts by price and popularity', async () => {
    expect(await namesAt('/api/projects?sort=price_asc&size=2')).toEqual(['Velvet Static', 'Pro Exclusive']);
    expect(await namesAt('/api/projects?sort=price_desc&size=1')).toEqual(['Iron Psalms']);
    expect(await namesAt('/api/projects?sort=popular&size=2')).toEqual(['Rust Belt Hymns', 'Velvet Static']);
  });

  it('filters by type, artist and search text', async () => {
    expect(await namesAt('/api/projects?type=cd')).toEqual(['Velvet Static']);
    expect(await namesAt(`/api/projects?artist=${fx.artists.ferric}`)).toEqual(['Rust Belt Hymns', 'Iron Psalms']);
    expect(await namesAt('/api/projects?search=static')).toEqual([
      'Midnight Circuits',
      'Velvet Static',
      'Pro Exclusive',
    ]);
    expect(await namesAt('/api/projects?search=100%25')).toEqual([]);
  });

  it('lists a curated category', async () => {
    expect(await namesAt('/api/projects?category=9')).toEqual(['Midnight Circuits']);
  });

  it('answers 404 for the pro category (155) unless the user is pro', async () => {
    expect((await failure('/api/projects?category=155')).status).toBe(404);
    const regular = await failure('/api/projects?category=155', { authorization: `Bearer ${fx.users.regular.token}` });
    expect(regular.status).toBe(404);
    expect(regular.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    const pro = await list('/api/projects?category=155', { authorization: `Bearer ${fx.users.pro.token}` });
    expect(pro.status).toBe(200);
    expect(namesOf(pro.body)).toEqual(['Pro Exclusive']);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await failure('/api/projects?category=99999')).status).toBe(404);
  });

  it('shows covers, badges and prices on the tiles', async () => {
    const { body } = await list('/api/projects');
    const byName = new Map(body.items.map((item) => [item.name, item]));
    expect(byName.get('Midnight Circuits')).toMatchObject({
      coverUrl: '/storage/projects/mc2026/cover.jpg',
      price: { amountMinor: 2499, currency: 'EUR' },
      artistName: 'Nova Static',
      isSoldOut: false,
    });
    expect(byName.get('Rust Belt Hymns')).toMatchObject({
      coverUrl: '/static/default-cover.svg',
      labelName: 'Blue Hour Records',
    });
    expect(byName.get('Last Copies')).toMatchObject({ isLimited: true, isSoldOut: true, copiesLeft: 0 });
  });
});

describe('prices in the requested currency', () => {
  it('converts EUR prices with the charm rule: USD ceil(p x r + 1) - 0.01', async () => {
    const { body } = await list('/api/projects?currency=USD&search=midnight');
    // 24.99 EUR x 1.17 = 29.2383 -> ceil(30.2383) - 0.01 = 30.99 USD
    expect(body.items[0]?.price).toEqual({ amountMinor: 3099, currency: 'USD' });
  });

  it('converts to JPY, which has no minor unit: ceil(p x r + 200) - 1', async () => {
    const { body } = await detail(`/api/projects/${fx.projects.midnight}?currency=JPY`);
    // 24.99 x 180 = 4498.2 -> ceil(4698.2) - 1 = 4698 JPY
    expect(body.price).toEqual({ amountMinor: 4698, currency: 'JPY' });
  });

  it('uses the visitor country when no currency is asked for', async () => {
    const { body } = await detail(`/api/projects/${fx.projects.midnight}`, { 'cf-ipcountry': 'gb' });
    // 24.99 x 0.87 = 21.7413 -> ceil(22.4913) - 0.01 = 22.99 GBP
    expect(body.price).toEqual({ amountMinor: 2299, currency: 'GBP' });
  });

  it("lets the signed-in user's own currency win (spec section 9)", async () => {
    const { body } = await detail(`/api/projects/${fx.projects.midnight}?currency=USD`, {
      authorization: `Bearer ${fx.users.pro.token}`,
    });
    expect(body.price.currency).toBe('GBP');
  });

  it('rejects an unknown currency code', async () => {
    const { status, body } = await failure('/api/home?currency=XYZ');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ currency: 'input_invalid_choice' });
  });
});

describe('GET /api/projects/{id}', () => {
  it('gives the project page with images in variant order and songs', async () => {
    const { status, body } = await detail(`/api/projects/${fx.projects.midnight}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: fx.projects.midnight, name: 'Midnight Circuits', genreIds: [1] });
    expect(body.images).toEqual([
      { variant: 'cover', url: '/storage/projects/mc2026/cover.jpg' },
      { variant: 'back', url: '/storage/projects/mc2026/back.jpg' },
    ]);
    expect(body.songs.map((song) => song.title)).toEqual(['Power On', 'Grid Lines']);
  });

  it('answers 404 with the error shape for an unknown project and a draft', async () => {
    for (const id of [999_999, fx.projects.draft]) {
      const { status, body } = await failure(`/api/projects/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
  });

  it('opens a private sale by its link', async () => {
    expect((await detail(`/api/projects/${fx.projects.privatePressing}`)).status).toBe(200);
  });

  it('rejects an id that is not a number', async () => {
    const { status, body } = await failure('/api/projects/abc');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ id: 'input_must_number' });
  });
});

describe('GET /api/projects/{id}/more and /songs', () => {
  it('lists more of the same artist first, then the same label', async () => {
    const { body } = await getAs(t.app, moreProjectsSchema, `/api/projects/${fx.projects.rustBelt}/more`);
    expect(body.map((card) => card.name)).toEqual(['Iron Psalms', 'Velvet Static']);
  });

  it('lists the songs with their preview URL and artist', async () => {
    const { body } = await getAs(t.app, songListSchema, `/api/projects/${fx.projects.midnight}/songs`);
    expect(body).toMatchObject([
      { title: 'Power On', artistName: 'Nova Static', previewUrl: '/storage/previews/a.mp3', position: 1 },
      { title: 'Grid Lines', artistName: 'Nova Static feat. Ion', previewUrl: null, position: 2 },
    ]);
  });
});

describe('GET /api/home', () => {
  it('gives the sections that have projects, prices in the asked currency', async () => {
    const { status, body } = await getAs(t.app, homeSchema, '/api/home?currency=USD');
    expect(status).toBe(200);
    expect(body.sections.map((section) => section.key)).toEqual(['new', 'staff_picks', 'popular']);
    const staffPicks = body.sections[1];
    expect(staffPicks).toMatchObject({
      categoryId: 9,
      projects: [{ name: 'Midnight Circuits', price: { currency: 'USD' } }],
    });
  });
});
