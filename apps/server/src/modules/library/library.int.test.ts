import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  myBoxesSchema,
  myCardsSchema,
  myDigitalSchema,
  myFollowsSchema,
  myWishesSchema,
  savedCardSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const { tracks } = schema;

let t: TestApp;
let fx: OrdersFixture;
const MASTER = Buffer.from('RIFF-fake-wave-bytes-of-the-master');

beforeAll(async () => {
  t = await createTestApp({ SESSION_SECRET: 'a-session-secret-of-at-least-32-characters!' });
  fx = await insertOrdersFixture(t.database);
  // Side A has an uploaded master (private storage, DATA_DIR/private); side B only its encoded MP3.
  const privateDir = path.join(path.dirname(t.storageDir), 'private');
  await mkdir(path.join(privateDir, 'masters'), { recursive: true });
  await writeFile(path.join(privateDir, 'masters', 'midnight-a.wav'), MASTER);
  await t.database.db
    .update(tracks)
    .set({ sourcePath: 'masters/midnight-a.wav' })
    .where(eq(tracks.id, fx.songs.midnightA));
  await t.database.db
    .update(tracks)
    .set({ previewPath: 'previews/midnight-b.mp3' })
    .where(eq(tracks.id, fx.songs.midnightB));
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => send(t.app, { method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/user/boxes', () => {
  it('lists the subscriber’s boxes with their dispatches and the gift codes bought', async () => {
    const response = await get('/api/user/boxes', fx.people.a.token);
    expect(response.status, response.text).toBe(200);
    const { boxes, gifts } = bodyOf(myBoxesSchema, response);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toMatchObject({
      id: fx.boxId,
      step: 'confirmed',
      months_total: 3,
      dispatches_left: 2,
      total_minor: 9240,
    });
    expect(boxes[0]?.dispatches[0]).toMatchObject({ month: '2026-10-01', project: { id: fx.projects.ironPsalms } });
    expect(gifts.map((gift) => [gift.code, gift.months, gift.redeemed_at])).toEqual([[fx.giftCode, 6, null]]);
  });

  it('shows another customer nothing of them', async () => {
    expect(bodyOf(myBoxesSchema, await get('/api/user/boxes', fx.people.b.token))).toEqual({ boxes: [], gifts: [] });
    expect((await get('/api/user/boxes')).status).toBe(401);
  });
});

describe('digital purchases', () => {
  it('lists the releases bought with their digital version and a signed link per file', async () => {
    const response = await get('/api/user/digital', fx.people.a.token);
    expect(response.status, response.text).toBe(200);
    const digital = bodyOf(myDigitalSchema, response);
    expect(digital.items.map((item) => item.project.id)).toEqual([fx.projects.midnight]);
    const files = digital.items[0]?.files ?? [];
    expect(files.map((file) => [file.track_id, file.format])).toEqual([
      [fx.songs.midnightA, 'wav'],
      [fx.songs.midnightB, 'mp3'],
    ]);
    expect(files[0]?.download_url).toMatch(
      /^\/api\/user\/digital\/\d+\/download\?u=\d+&expires=\d+&signature=[0-9a-f]{64}$/,
    );
    expect(bodyOf(myDigitalSchema, await get('/api/user/digital', fx.people.b.token)).items).toEqual([]);
  });

  it('streams the file behind a valid link, to anyone holding it', async () => {
    const digital = bodyOf(myDigitalSchema, await get('/api/user/digital', fx.people.a.token));
    const url = digital.items[0]?.files[0]?.download_url ?? '';
    const response = await get(url);
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(response.text).toBe(MASTER.toString());
  });

  it('refuses a tampered, foreign, expired or unsigned link with 403', async () => {
    const digital = bodyOf(myDigitalSchema, await get('/api/user/digital', fx.people.a.token));
    const url = new URL(digital.items[0]?.files[0]?.download_url ?? '', 'http://x');
    const variant = (change: (query: URLSearchParams) => void, pathname = url.pathname) => {
      const query = new URLSearchParams(url.search);
      change(query);
      return `${pathname}?${query.toString()}`;
    };
    const tampered = await get(variant((q) => q.set('signature', `${'0'.repeat(63)}1`)));
    expect([tampered.status, errorOf(tampered).code]).toEqual([403, 'download_link_invalid']);
    expect((await get(variant((q) => q.set('u', String(fx.people.b.id))))).status).toBe(403);
    expect(
      (await get(variant(() => undefined, url.pathname.replace(/\/\d+\//, `/${fx.songs.draftSong}/`)))).status,
    ).toBe(403);
    const longer = await get(variant((q) => q.set('expires', String(Number(q.get('expires')) + 86_400))));
    expect(longer.status).toBe(403);
    const expired = await get(variant((q) => q.set('expires', '1000')));
    expect(expired.status).toBe(403);
    const unsigned = await get(url.pathname);
    expect([unsigned.status, errorOf(unsigned).code]).toEqual([403, 'download_link_invalid']);
  });
});

describe('saved cards', () => {
  const post = (token: string | undefined, payload: object) =>
    send(t.app, { method: 'POST', url: '/api/user/cards', headers: token ? bearer(token) : {}, payload });
  const VISA = { kind: 'test_card', number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };

  it('saves a test card at the provider and lists it, never the number', async () => {
    expect(bodyOf(myCardsSchema, await get('/api/user/cards', fx.people.a.token)).cards).toEqual([]);
    const saved = await post(fx.people.a.token, VISA);
    expect(saved.status, saved.text).toBe(200);
    expect(bodyOf(savedCardSchema, saved)).toMatchObject({ last4: '4242', exp_month: 12, exp_year: 2040 });
    const listed = bodyOf(myCardsSchema, await get('/api/user/cards', fx.people.a.token));
    expect(listed.cards.map((card) => card.last4)).toEqual(['4242']);
    expect(JSON.stringify(listed)).not.toContain('4242424242424242');
    expect(bodyOf(myCardsSchema, await get('/api/user/cards', fx.people.b.token)).cards).toEqual([]);
  });

  it('answers a declined card with its decline code and keeps nothing', async () => {
    const declined = await post(fx.people.b.token, { ...VISA, number: '4000 0000 0000 0002' });
    expect([declined.status, errorOf(declined).code]).toEqual([402, 'card_declined']);
    expect(bodyOf(myCardsSchema, await get('/api/user/cards', fx.people.b.token)).cards).toEqual([]);
    const missing = await post(fx.people.b.token, {
      kind: 'test_card',
      number: '',
      exp_month: 1,
      exp_year: 2040,
      cvc: '1',
    });
    expect(errorOf(missing).fields).toMatchObject({ number: 'input_required' });
    expect((await post(undefined, VISA)).status).toBe(401);
  });
});

describe('wishlist and follows', () => {
  it('lists the wishlist as shop tiles and the artists followed, for their owner only', async () => {
    const wishes = bodyOf(myWishesSchema, await get('/api/user/wishes?currency=EUR', fx.people.a.token));
    expect(wishes.items.map((card) => card.id)).toEqual([fx.projects.ironPsalms]);
    expect(wishes.total).toBe(1);
    const followsOfA = bodyOf(myFollowsSchema, await get('/api/user/follows', fx.people.a.token));
    expect(followsOfA.items).toEqual([
      expect.objectContaining({ type: 'artist', id: fx.artists.ferric, name: 'Ferric Oxide' }),
    ]);
    expect(bodyOf(myWishesSchema, await get('/api/user/wishes', fx.people.b.token)).items).toEqual([]);
    expect(bodyOf(myFollowsSchema, await get('/api/user/follows', fx.people.b.token)).items).toEqual([]);
    expect((await get('/api/user/wishes')).status).toBe(401);
  });
});
