// The staff's artists, labels, shops, pass and challenge through the API (docs/admin.md "Artists, labels
// and shops", "Pass and challenge"): profiles changed and audited, bad input refused with its code, a
// picture through sharp, a duplicate merged (projects, shops and follows move, the duplicate goes, its old
// page points at the kept one, chains stay flat), a shop turned white-label, points given and taken.
import {
  adminChallengePageSchema,
  adminPassPageSchema,
  adminPointsAdjustedSchema,
  adminSellerMergedSchema,
  adminSellerPageSchema,
  adminSellerSchema,
  adminShopPageSchema,
  adminShopSchema,
  errorBodySchema,
  mergedSellerSchema,
  shopSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

let t: TestApp;
let fx: OrdersFixture;
let teamToken: string;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
  teamToken = await addVerifiedStaffSession(t.database, fx.people.team.id);
}, 120_000);
afterAll(() => t?.close());

function as(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return send(t.app, {
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}
const team = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => as(teamToken, method, url, payload);

const auditOf = (entityType: string, entityId: number, action: string) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.entityType, entityType),
        eq(schema.auditLog.entityId, String(entityId)),
        eq(schema.auditLog.action, action),
      ),
    );

async function insertArtist(name: string) {
  const [row] = await t.database.db
    .insert(schema.artists)
    .values({ name, slug: name.toLowerCase().replaceAll(' ', '-') })
    .returning({ id: schema.artists.id });
  if (!row) throw new Error('artist not inserted');
  return row.id;
}

describe('artists and labels', () => {
  it('lists artists by name with their followers and projects; a customer is refused', async () => {
    const page = bodyOf(adminSellerPageSchema, await team('GET', '/api/admin/artists?q=ferric'));
    expect(page.rows.map((row) => row.id)).toEqual([fx.artists.ferric]);
    expect(page.rows[0]?.followers).toBe(1);
    const labels = bodyOf(adminSellerPageSchema, await team('GET', `/api/admin/labels?q=%23${fx.labelId}`));
    expect(labels.rows.map((row) => row.id)).toEqual([fx.labelId]);
    expect(labels.rows[0]?.projects).toBeGreaterThan(0);
    expect((await as(fx.people.a.token, 'GET', '/api/admin/artists')).status).toBe(403);
  });

  it('changes a profile and audits it with before and after', async () => {
    const response = await team('PUT', `/api/admin/artists/${fx.artists.orchid}`, {
      name: 'Orchid Lane Band',
      country_id: 'FR',
      about_en: 'Dream pop from Lyon.',
      about_fr: 'Dream pop lyonnaise.',
      links: ['https://orchid.example/', '  ', 'http://bandcamp.example/orchid'],
    });
    expect(response.status).toBe(200);
    const seller = bodyOf(adminSellerSchema, response).seller;
    expect(seller).toMatchObject({ name: 'Orchid Lane Band', slug: 'orchid-lane-band', country_id: 'FR' });
    expect(seller.links).toEqual(['https://orchid.example/', 'http://bandcamp.example/orchid']);
    const [audit] = await auditOf('artist', fx.artists.orchid, 'artist.update');
    expect(audit?.before).toMatchObject({ name: 'Orchid Lane', country_id: null, links: [] });
    expect(audit?.after).toMatchObject({
      name: 'Orchid Lane Band',
      country_id: 'FR',
      about_en: 'Dream pop from Lyon.',
    });
  });

  it('refuses a bad link, an unknown country and an empty name with their codes, changing nothing', async () => {
    const base = { name: 'Nova Static', links: [] };
    const link = await team('PUT', `/api/admin/artists/${fx.artists.nova}`, {
      ...base,
      links: ['javascript:alert(1)'],
    });
    expect(link.status).toBe(400);
    expect(bodyOf(errorBodySchema, link).error).toMatchObject({
      code: 'input_invalid',
      fields: { links: 'input_invalid' },
    });
    const country = await team('PUT', `/api/admin/artists/${fx.artists.nova}`, { ...base, country_id: 'ZZ' });
    expect(bodyOf(errorBodySchema, country).error.fields).toEqual({ country_id: 'input_invalid' });
    expect((await team('PUT', `/api/admin/artists/${fx.artists.nova}`, { ...base, name: ' ' })).status).toBe(400);
    expect((await team('PUT', '/api/admin/artists/999999', base)).status).toBe(404);
    expect(await auditOf('artist', fx.artists.nova, 'artist.update')).toEqual([]);
  });

  it('stores a picture through sharp and refuses what is no picture', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const response = await team('POST', `/api/admin/labels/${fx.labelId}/picture`, { picture: png.toString('base64') });
    expect(response.status).toBe(200);
    const url = bodyOf(adminSellerSchema, response).seller.picture_url;
    expect(url).toMatch(/^\/storage\/labels\/\d+\/.+\.jpg$/);
    expect(await auditOf('label', fx.labelId, 'label.picture')).toHaveLength(1);
    const bad = await team('POST', `/api/admin/labels/${fx.labelId}/picture`, {
      picture: Buffer.from('not a picture').toString('base64'),
    });
    expect(bad.status).toBe(400);
    expect(bodyOf(errorBodySchema, bad).error.fields).toEqual({ picture: 'image_invalid' });
  });
});

describe('merging a duplicate artist', () => {
  it('moves projects, shops and follows to the kept artist, deletes the duplicate and points its page there', async () => {
    const { db } = t.database;
    const duplicate = await insertArtist('Ferric Oxyde');
    const [project] = await db
      .insert(schema.projects)
      .values({
        name: 'Rust Tapes',
        slug: 'rust-tapes',
        artistName: 'Ferric Oxyde',
        artistId: duplicate,
        category: 'vinyl',
        step: 'in_progress',
        priceEurMinor: 2000,
      })
      .returning({ id: schema.projects.id });
    const [shop] = await db
      .insert(schema.shops)
      .values({ code: 'ferric-oxyde', name: 'Ferric Oxyde', artistId: duplicate })
      .returning({ id: schema.shops.id });
    // A already follows the kept artist (fixture): that follow stays single; B's follow moves.
    await db.insert(schema.follows).values([
      { followerId: fx.people.a.id, artistId: duplicate },
      { followerId: fx.people.b.id, artistId: duplicate },
    ]);
    // An earlier duplicate merged into this one follows it to the kept artist.
    const older = await insertArtist('Feric Oxide');
    expect((await team('POST', `/api/admin/artists/${older}/merge`, { into: duplicate })).status).toBe(200);

    const response = await team('POST', `/api/admin/artists/${duplicate}/merge`, { into: fx.artists.ferric });
    expect(response.status).toBe(200);
    expect(bodyOf(adminSellerMergedSchema, response)).toEqual({
      kind: 'artist',
      kept_id: fx.artists.ferric,
      merged_id: duplicate,
      projects: 1,
      shops: 1,
      follows_moved: 1,
      follows_dropped: 1,
    });
    const [moved] = await db
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.id, project?.id ?? 0));
    expect(moved).toMatchObject({ artistId: fx.artists.ferric, artistName: 'Ferric Oxide' });
    const [movedShop] = await db
      .select()
      .from(schema.shops)
      .where(eq(schema.shops.id, shop?.id ?? 0));
    expect(movedShop?.artistId).toBe(fx.artists.ferric);
    const follows = await db.select().from(schema.follows).where(eq(schema.follows.artistId, fx.artists.ferric));
    expect(follows.map((row) => row.followerId).sort()).toEqual([fx.people.a.id, fx.people.b.id].sort());
    expect(await db.select().from(schema.artists).where(eq(schema.artists.id, duplicate))).toEqual([]);
    expect(await auditOf('artist', fx.artists.ferric, 'artist.merge')).toHaveLength(1);
    // The duplicate has two merge rows: as the kept one of the older merge, and as the duplicate of this one.
    const onDuplicate = (await auditOf('artist', duplicate, 'artist.merge')).find(
      (row) => (row.after as { merged_id?: number } | null)?.merged_id === duplicate,
    );
    expect(onDuplicate?.before).toMatchObject({ duplicate: { name: 'Ferric Oxyde' }, kept: { name: 'Ferric Oxide' } });

    expect((await send(t.app, `/api/artists/${duplicate}`)).status).toBe(404);
    for (const id of [duplicate, older]) {
      const kept = bodyOf(mergedSellerSchema, await send(t.app, `/api/merged-sellers/artist/${id}`));
      expect(kept).toEqual({ kind: 'artist', id: fx.artists.ferric, slug: 'ferric-oxide' });
    }
    const view = bodyOf(adminSellerSchema, await team('GET', `/api/admin/artists/${fx.artists.ferric}`));
    expect(view.merged.map((row) => row.id).sort()).toEqual([duplicate, older].sort());
    expect(view.projects.map((row) => row.id)).toContain(project?.id);
  });

  it('refuses a merge into itself or into nobody, and says a seller never merged has no new page', async () => {
    const self = await team('POST', `/api/admin/artists/${fx.artists.nova}/merge`, { into: fx.artists.nova });
    expect(self.status).toBe(400);
    expect(bodyOf(errorBodySchema, self).error.code).toBe('merge_same_seller');
    expect((await team('POST', `/api/admin/artists/${fx.artists.nova}/merge`, { into: 999999 })).status).toBe(404);
    expect((await send(t.app, `/api/merged-sellers/artist/${fx.artists.nova}`)).status).toBe(404);
    expect((await send(t.app, `/api/artists/${fx.artists.nova}`)).status).toBe(200);
  });
});

describe('merging a duplicate label', () => {
  it("moves the label's projects, keeps their artist names, and points its page at the kept label", async () => {
    const { db } = t.database;
    const created = await team('POST', '/api/admin/labels', { name: 'Blue Hour Recs', country_id: 'FR' });
    expect(created.status).toBe(201);
    const duplicate = bodyOf(adminSellerSchema, created).seller.id;
    expect(await auditOf('label', duplicate, 'label.create')).toHaveLength(1);
    const [project] = await db
      .insert(schema.projects)
      .values({
        name: 'Blue Sessions',
        slug: 'blue-sessions',
        artistName: 'Blue Hour Recs',
        labelId: duplicate,
        category: 'vinyl',
        step: 'in_progress',
        priceEurMinor: 2000,
      })
      .returning({ id: schema.projects.id });
    const merged = await team('POST', `/api/admin/labels/${duplicate}/merge`, { into: fx.labelId });
    expect(bodyOf(adminSellerMergedSchema, merged)).toMatchObject({ kind: 'label', projects: 1, shops: 0 });
    const [moved] = await db
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.id, project?.id ?? 0));
    // A label's merge renames no artist.
    expect(moved).toMatchObject({ labelId: fx.labelId, artistName: 'Blue Hour Recs' });
    expect(await db.select().from(schema.labels).where(eq(schema.labels.id, duplicate))).toEqual([]);
    const kept = bodyOf(mergedSellerSchema, await send(t.app, `/api/merged-sellers/label/${duplicate}`));
    expect(kept).toEqual({ kind: 'label', id: fx.labelId, slug: 'blue-hour-records' });
    expect((await send(t.app, `/api/merged-sellers/artist/${duplicate}`)).status).toBe(404);
  });
});

describe('shops', () => {
  it('turns a shop white-label without the Powered by link, audited, and the shop page says so', async () => {
    const list = bodyOf(adminShopPageSchema, await team('GET', '/api/admin/shops?q=ferric-oxide&per_page=50'));
    const row = list.rows.find((shop) => shop.code === 'ferric-oxide');
    expect(row).toMatchObject({ white_label: false, owner: { kind: 'artist', id: fx.artists.ferric } });
    const id = row?.id ?? 0;
    const response = await team('PUT', `/api/admin/shops/${id}/chrome`, {
      white_label: true,
      powered_by_link: false,
      background_colour: '#101820',
      text_colour: '#f2aa4c',
    });
    expect(response.status).toBe(200);
    expect(bodyOf(adminShopSchema, response).shop).toMatchObject({ white_label: true, powered_by_link: false });
    const [audit] = await auditOf('shop', id, 'shop.chrome');
    expect(audit?.before).toMatchObject({ white_label: false, powered_by_link: true, background_colour: null });
    expect(audit?.after).toMatchObject({ white_label: true, powered_by_link: false, text_colour: '#f2aa4c' });
    const page = bodyOf(shopSchema, await send(t.app, '/api/shops/ferric-oxide'));
    expect(page).toMatchObject({ whiteLabel: true, poweredByLink: false });
    expect(page.theme).toEqual({ backgroundColour: '#101820', textColour: '#f2aa4c' });
    const white = bodyOf(adminShopPageSchema, await team('GET', '/api/admin/shops?white_label=yes'));
    expect(white.rows.every((shop) => shop.white_label)).toBe(true);
  });

  it('refuses one colour without the other', async () => {
    const [shop] = await t.database.db.select({ id: schema.shops.id }).from(schema.shops).limit(1);
    const response = await team('PUT', `/api/admin/shops/${shop?.id ?? 0}/chrome`, {
      white_label: true,
      background_colour: '#101820',
    });
    expect(response.status).toBe(400);
    expect(bodyOf(errorBodySchema, response).error.code).toBe('input_invalid');
  });
});

describe('the pass', () => {
  const balanceOf = async (userId: number) => {
    const [row] = await t.database.db
      .select({ total: sql<number>`coalesce(sum(${schema.points.points}), 0)::int` })
      .from(schema.points)
      .where(eq(schema.points.userId, userId));
    return row?.total ?? 0;
  };

  it("shows an account's balance and gives and takes points, audited, never below zero", async () => {
    const start = await balanceOf(fx.people.a.id);
    const view = bodyOf(adminPassPageSchema, await team('GET', `/api/admin/pass?user_id=${fx.people.a.id}`));
    expect(view.user?.balance).toBe(start);
    const given = await team('POST', `/api/admin/pass/${fx.people.a.id}`, { points: 50, note: 'Lost parcel' });
    expect(given.status).toBe(200);
    expect(bodyOf(adminPointsAdjustedSchema, given)).toMatchObject({
      balance: start + 50,
      row: { points: 50, reason: 'admin', note: 'Lost parcel' },
    });
    expect(await balanceOf(fx.people.a.id)).toBe(start + 50);
    const [audit] = await auditOf('user', fx.people.a.id, 'points.adjust');
    expect(audit?.before).toEqual({ balance: start });
    expect(audit?.after).toEqual({ balance: start + 50, points: 50, note: 'Lost parcel' });

    const tooMuch = await team('POST', `/api/admin/pass/${fx.people.a.id}`, { points: -(start + 51), note: 'Oops' });
    expect(bodyOf(errorBodySchema, tooMuch).error.code).toBe('points_balance_negative');
    const zero = await team('POST', `/api/admin/pass/${fx.people.a.id}`, { points: 0, note: 'Nothing' });
    expect(bodyOf(errorBodySchema, zero).error.code).toBe('points_invalid');
    expect((await team('POST', `/api/admin/pass/${fx.people.a.id}`, { points: 5, note: '' })).status).toBe(400);
    expect((await team('GET', '/api/admin/pass?user_id=999999')).status).toBe(404);
    expect(await balanceOf(fx.people.a.id)).toBe(start + 50);
    const all = bodyOf(adminPassPageSchema, await team('GET', '/api/admin/pass'));
    expect(all.user).toBeNull();
    expect(all.rows[0]).toMatchObject({ user_id: fx.people.a.id, note: 'Lost parcel' });
  });
});

describe('the challenge', () => {
  it('counts the accounts that came through the contest and those of them who bought', async () => {
    const { db } = t.database;
    await db.update(schema.users).set({ origin: 'FL' }).where(eq(schema.users.id, fx.people.a.id));
    await db.update(schema.users).set({ origin: 'PA1' }).where(eq(schema.users.id, fx.people.b.id));
    const page = bodyOf(adminChallengePageSchema, await team('GET', '/api/admin/challenge'));
    expect(page.totals).toEqual([
      { origin: 'FL', sign_ups: 1, buyers: 1 },
      { origin: 'PA1', sign_ups: 1, buyers: 0 },
    ]);
    expect(page.rows.find((row) => row.user_id === fx.people.a.id)?.paid_orders).toBeGreaterThan(0);
    const party = bodyOf(adminChallengePageSchema, await team('GET', '/api/admin/challenge?origin=PA1'));
    expect(party.rows.map((row) => row.user_id)).toEqual([fx.people.b.id]);
  });
});
