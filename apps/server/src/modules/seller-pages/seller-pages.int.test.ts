import {
  artistProfileSchema,
  errorBodySchema,
  labelProfileSchema,
  projectListSchema,
  shopSchema,
} from '@spindle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSellersFixture, type SellersFixture } from '../../testing/sellers-fixture.ts';
import { getAs } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fx: SellersFixture;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertSellersFixture(t.database);
});
afterAll(() => t.close());

const artist = (url: string, headers: Record<string, string> = {}) => getAs(t.app, artistProfileSchema, url, headers);
const label = (url: string) => getAs(t.app, labelProfileSchema, url);
const shop = (url: string) => getAs(t.app, shopSchema, url);
const failure = (url: string) => getAs(t.app, errorBodySchema, url);
const signedIn = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/artists/{id}', () => {
  it('answers the header of an artist page: name, slug, picture, country, followers and shop', async () => {
    const { status, body } = await artist(`/api/artists/${fx.artists.ferric}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: fx.artists.ferric,
      name: 'Ferric Oxide',
      slug: 'ferric-oxide',
      pictureUrl: '/storage/artists/ferric/photo.jpg',
      countryCode: 'FR',
      followerCount: 0,
      shopCode: 'ferric-oxide',
    });
  });

  it('gives the bio in the page language, and in English, saying so, where there is no translation', async () => {
    const french = await artist(`/api/artists/${fx.artists.ferric}?lang=fr`);
    expect(french.body.about).toEqual({
      text: 'Ferric Oxide enregistre des guitares bruyantes dans une cave lyonnaise.',
      lang: 'fr',
    });
    const korean = await artist(`/api/artists/${fx.artists.ferric}?lang=kr`);
    expect(korean.body.about).toEqual({ text: 'Ferric Oxide record loud guitars in a Lyon basement.', lang: 'en' });
    const novaInFrench = await artist(`/api/artists/${fx.artists.nova}?lang=fr`);
    expect(novaInFrench.body.about).toEqual({ text: 'Nova Static makes synth records.', lang: 'en' });
  });

  it('uses the language cookie when the page language is not given', async () => {
    const { body } = await artist(`/api/artists/${fx.artists.ferric}`, { cookie: 'lang=fr' });
    expect(body.about?.lang).toBe('fr');
  });

  it('has no bio, picture, country or shop for an artist without them', async () => {
    const { body } = await artist(`/api/artists/${fx.artists.orchid}`);
    expect(body).toMatchObject({ about: null, pictureUrl: null, countryCode: null, shopCode: null });
  });

  it('says whether the signed-in viewer follows the artist, and nothing for a visitor', async () => {
    expect((await artist(`/api/artists/${fx.artists.nova}`)).body.following).toBeNull();
    const regular = await artist(`/api/artists/${fx.artists.nova}`, signedIn(fx.users.regular.token));
    expect(regular.body.following).toBe(false);
  });

  it('answers 404 for an unknown artist and 400 for an id that is not a number', async () => {
    expect((await failure('/api/artists/999999')).status).toBe(404);
    const invalid = await failure('/api/artists/nova');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ id: 'input_must_number' });
  });

  it("lists the artist's listed projects through GET /api/projects?artist=", async () => {
    const { body } = await getAs(t.app, projectListSchema, `/api/projects?artist=${fx.artists.nova}&size=1&page=2`);
    expect(body.items.map((item) => item.name)).toEqual(['Pro Exclusive']);
    expect(body.total).toBe(2);
  });
});

describe('GET /api/labels/{id}', () => {
  it('answers the label with its description and the artists of its listed projects, by name', async () => {
    const { status, body } = await label(`/api/labels/${fx.labelId}?lang=fr`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Blue Hour Records',
      slug: 'blue-hour-records',
      about: { text: 'Un petit label pour disques tardifs.', lang: 'fr' },
      shopCode: 'blue-hour',
      following: null,
    });
    // Nova Static only has a draft on the label: not one of its artists yet.
    expect(body.artists.map((entry) => entry.name)).toEqual(['Ferric Oxide', 'Orchid Lane']);
    expect(body.artists[0]).toEqual({
      id: fx.artists.ferric,
      name: 'Ferric Oxide',
      slug: 'ferric-oxide',
      pictureUrl: '/storage/artists/ferric/photo.jpg',
    });
  });

  it("lists the label's listed projects through GET /api/projects?label=", async () => {
    const { body } = await getAs(t.app, projectListSchema, `/api/projects?label=${fx.labelId}`);
    expect(body.items.map((item) => item.name)).toEqual(['Rust Belt Hymns', 'Velvet Static']);
  });

  it('answers 404 for an unknown label', async () => {
    expect((await failure('/api/labels/424242')).status).toBe(404);
  });
});

describe('GET /api/shops/{code}', () => {
  it("answers a shop with its theme, owner and the listed projects it shows, in the shop's order", async () => {
    const { status, body } = await shop('/api/shops/ferric-oxide?lang=en');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: fx.shops.ferric.id,
      code: 'ferric-oxide',
      name: 'Ferric Oxide',
      logoUrl: null,
      bannerUrl: null,
      whiteLabel: false,
      theme: { backgroundColour: '#101820', textColour: '#f2aa4c' },
      about: { text: 'The official store of Ferric Oxide.', lang: 'en' },
      owner: { kind: 'artist', id: fx.artists.ferric, name: 'Ferric Oxide', slug: 'ferric-oxide' },
    });
    // The private sale is reached by its link only, never listed.
    expect(body.projects.items.map((item) => item.name)).toEqual(['Iron Psalms', 'Rust Belt Hymns']);
    expect(body.projects).toMatchObject({ page: 1, size: 24, total: 2 });
  });

  it('answers a white-label shop with its logo, banner and label, without drafts', async () => {
    const { body } = await shop('/api/shops/blue-hour?lang=fr');
    expect(body).toMatchObject({
      whiteLabel: true,
      logoUrl: '/storage/shops/blue-hour/logo.png',
      bannerUrl: '/storage/shops/blue-hour/banner.jpg',
      theme: null,
      about: null,
      owner: { kind: 'label', id: fx.labelId, name: 'Blue Hour Records' },
    });
    expect(body.projects.items.map((item) => item.name)).toEqual(['Velvet Static', 'Rust Belt Hymns']);
  });

  it('pages through the projects and prices them in the asked currency', async () => {
    const { body } = await shop('/api/shops/ferric-oxide?size=1&page=2&currency=USD');
    expect(body.projects).toMatchObject({ page: 2, size: 1, total: 2 });
    // 29.99 EUR x 1.17 = 35.0883 -> ceil(36.0883) - 0.01 = 36.99 USD
    expect(body.projects.items.map((item) => [item.name, item.price])).toEqual([
      ['Rust Belt Hymns', { amountMinor: 3699, currency: 'USD' }],
    ]);
  });

  it('answers 404 for an unknown code and 400 for a code that cannot exist', async () => {
    expect((await failure('/api/shops/no-such-shop')).status).toBe(404);
    const invalid = await failure('/api/shops/Not_A_Code');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ code: 'input_invalid' });
  });
});
