import { errorBodySchema, searchResponseSchema } from '@spindle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs } from '../../testing/http.ts';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
});
afterAll(() => t.close());

const search = (query: string) => getAs(t.app, searchResponseSchema, `/api/search?${query}`);
const failure = (query: string) => getAs(t.app, errorBodySchema, `/api/search?${query}`);
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('GET /api/search', () => {
  it("finds projects by the artist's name, listed ones only, with their page and cover", async () => {
    const { status, body } = await search('search=ferric');
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(names(body).sort()).toEqual(['Iron Psalms', 'Rust Belt Hymns']);
    expect(body[0]).toMatchObject({
      artist_name: 'Ferric Oxide',
      shop_code_artist: 'ferric-oxide',
      shop_code_label: null,
    });
    // Artists without a shop have no shop code.
    expect((await search('search=midnight')).body[0]?.shop_code_artist).toBeNull();
    const rust = body.find((row) => row.name === 'Rust Belt Hymns');
    expect(rust).toMatchObject({
      project_id: fx.projects.rustBelt,
      url: `/vinyl/${fx.projects.rustBelt}/ferric-oxide-rust-belt-hymns`,
      pictureUrl: '/static/default-cover.svg',
    });
  });

  it('matches any part of a title, case-insensitively, and ranks the closest first', async () => {
    const { body } = await search('search=MIDNIGHT');
    expect(body).toMatchObject([{ name: 'Midnight Circuits', pictureUrl: '/storage/projects/mc2026/cover.jpg' }]);
    // 'Nova Static' shares more of its trigrams with 'static' than 'Velvet Static' does; ties go to the more popular.
    const { body: statics } = await search('search=static');
    expect(names(statics)).toEqual(['Midnight Circuits', 'Pro Exclusive', 'Velvet Static']);
  });

  it('never returns drafts or private sales', async () => {
    expect((await search('search=draft')).body).toEqual([]);
    expect((await search('search=private')).body).toEqual([]);
  });

  it('searches artists and labels in their tabs', async () => {
    expect((await search('search=orchid&type=artists')).body).toMatchObject([
      {
        id: fx.artists.orchid,
        name: 'Orchid Lane',
        artist_name: 'Orchid Lane',
        project_id: null,
        url: `/artist/${fx.artists.orchid}/orchid-lane`,
      },
    ]);
    expect((await search('search=ferric&type=artists')).body).toMatchObject([{ shop_code_artist: 'ferric-oxide' }]);
    expect((await search('search=blue%20hour&type=labels')).body).toMatchObject([
      { id: fx.labelId, name: 'Blue Hour Records', url: `/label/${fx.labelId}/blue-hour-records` },
    ]);
  });

  it('gives an empty list when nothing matches', async () => {
    expect((await search('search=zzzz')).body).toEqual([]);
  });

  it('requires the search text', async () => {
    const { status, body } = await failure('type=projects');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ search: 'input_required' });
    expect((await failure('search=x&type=songs')).body.error.fields).toEqual({ type: 'input_invalid_choice' });
  });
});
