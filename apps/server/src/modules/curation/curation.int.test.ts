// Catalogue curation through the server (PGlite, and PostgreSQL with TEST_DATABASE_URL): a curated
// category's projects added, moved by a place, reordered whole and taken out, the shop's category page
// following the order at once (through the visitors' cache); home banners created, scheduled, given a
// picture per locale and deleted, the home page showing only the live ones; the announcement switched
// on and off. Every write leaves its audit row; a customer never gets in.
import {
  adminAnnouncementSchema,
  adminBannerSchema,
  adminBannersSchema,
  adminDigitalPageSchema,
  adminDigitalViewSchema,
  adminProductPageSchema,
  adminProductSchema,
  alertSchema,
  curatedCategoriesSchema,
  curatedCategoryViewSchema,
  projectListSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer } from '../../testing/accounts-kit.ts';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const { auditLog, users, projectCategories, projectItems, projects, orders, orderItems } = schema;

let t: TestApp;
let fx: CatalogueFixture;
let team: string;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
  const [member] = await t.database.db
    .insert(users)
    .values({ name: 'Tess Team', email: 'tess@example.test', role: 'team' })
    .returning({ id: users.id });
  if (!member) throw new Error('team member not inserted');
  team = await addVerifiedStaffSession(t.database, member.id);
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = team) =>
  send(t.app, {
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const auditOf = (action: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));

/** The shop's staff picks page as a visitor sees it (the cached route). */
async function shopOrderOfStaffPicks(): Promise<number[]> {
  const list = bodyOf(projectListSchema, await send(t.app, '/api/projects?category=9'));
  return list.items.map((card) => card.id);
}

const idsOf = (view: z.infer<typeof curatedCategoryViewSchema>) => view.projects.map((row) => row.project_id);

describe('curated categories', () => {
  it('lists the categories with their project counts', async () => {
    const { categories } = bodyOf(curatedCategoriesSchema, await call('GET', '/api/admin/categories'));
    expect(categories.map((row) => [row.id, row.project_count])).toEqual([
      [9, 1],
      [155, 1],
    ]);
  });

  it('adds projects at the end, once, and the shop page follows the order at once', async () => {
    const { midnight, rustBelt, velvet } = fx.projects;
    expect(await shopOrderOfStaffPicks()).toEqual([midnight]);
    for (const id of [velvet, rustBelt, velvet]) {
      const response = await call('POST', '/api/admin/categories/9/projects', { project_id: id });
      expect(response.status, response.text).toBe(200);
    }
    const view = bodyOf(curatedCategoryViewSchema, await call('GET', '/api/admin/categories/9'));
    expect(idsOf(view)).toEqual([midnight, velvet, rustBelt]);
    expect(view.projects.map((row) => row.position)).toEqual([0, 1, 2]);
    // Newest first would be midnight (8 Jan), rust belt (7), velvet (5): the staff's order wins.
    expect(await shopOrderOfStaffPicks()).toEqual([midnight, velvet, rustBelt]);
    expect(await auditOf('category.add', 9)).toHaveLength(2);
  });

  it('moves a project by a place (keyboard) and to the top; a move past the end writes nothing', async () => {
    const { midnight, rustBelt, velvet } = fx.projects;
    const moved = await call('POST', '/api/admin/categories/9/move', { project_id: rustBelt, move: 'up' });
    expect(idsOf(bodyOf(curatedCategoryViewSchema, moved))).toEqual([midnight, rustBelt, velvet]);
    expect(await shopOrderOfStaffPicks()).toEqual([midnight, rustBelt, velvet]);
    await call('POST', '/api/admin/categories/9/move', { project_id: velvet, move: 'top' });
    expect(await shopOrderOfStaffPicks()).toEqual([velvet, midnight, rustBelt]);
    const before = (await auditOf('category.move', 9)).length;
    await call('POST', '/api/admin/categories/9/move', { project_id: velvet, move: 'up' });
    expect(await auditOf('category.move', 9)).toHaveLength(before);
    const [first] = await auditOf('category.move', 9);
    expect(first?.before).toEqual({ project_ids: [midnight, velvet, rustBelt] });
    expect(first?.after).toMatchObject({ project_ids: [midnight, rustBelt, velvet], project_id: rustBelt, move: 'up' });
  });

  it('sets the whole order (drag and drop), refusing a stale one', async () => {
    const { midnight, rustBelt, velvet, ironPsalms } = fx.projects;
    const ok = await call('PUT', '/api/admin/categories/9/order', { project_ids: [rustBelt, velvet, midnight] });
    expect(idsOf(bodyOf(curatedCategoryViewSchema, ok))).toEqual([rustBelt, velvet, midnight]);
    expect(await shopOrderOfStaffPicks()).toEqual([rustBelt, velvet, midnight]);
    const stale = await call('PUT', '/api/admin/categories/9/order', { project_ids: [ironPsalms, velvet, midnight] });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain('"category_order_stale"');
    const twice = await call('PUT', '/api/admin/categories/9/order', { project_ids: [velvet, velvet, midnight] });
    expect(twice.status).toBe(409);
    expect(await shopOrderOfStaffPicks()).toEqual([rustBelt, velvet, midnight]);
    expect(await auditOf('category.order', 9)).toHaveLength(1);
  });

  it('takes a project out and keeps the positions dense', async () => {
    const { midnight, rustBelt, velvet } = fx.projects;
    const removed = await call('DELETE', `/api/admin/categories/9/projects/${velvet}`);
    expect(idsOf(bodyOf(curatedCategoryViewSchema, removed))).toEqual([rustBelt, midnight]);
    const rows = await t.database.db
      .select({ position: projectCategories.position })
      .from(projectCategories)
      .where(eq(projectCategories.categoryId, 9))
      .orderBy(asc(projectCategories.position));
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
    expect(await shopOrderOfStaffPicks()).toEqual([rustBelt, midnight]);
    const [audit] = await auditOf('category.remove', 9);
    expect(audit?.after).toMatchObject({ project_ids: [rustBelt, midnight], project_id: velvet });
    expect((await call('DELETE', `/api/admin/categories/9/projects/${velvet}`)).status).toBe(404);
  });

  it('answers 404 for an unknown category or project, 400 for a bad move, 403 to a customer', async () => {
    expect((await call('GET', '/api/admin/categories/4242')).status).toBe(404);
    expect((await call('POST', '/api/admin/categories/9/projects', { project_id: 999_999 })).status).toBe(404);
    const badMove = await call('POST', '/api/admin/categories/9/move', {
      project_id: fx.projects.midnight,
      move: 'left',
    });
    expect(badMove.status).toBe(400);
    const customer = await call('GET', '/api/admin/categories', undefined, fx.users.regular.token);
    expect(customer.status).toBe(403);
  });
});

/** A small picture as a multipart body. */
async function pictureForm(colour: string) {
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const boundary = '----curation-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="b.png"\r\n`),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...bearer(team), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const homeBannerTitles = async (lang = 'en') => {
  const response = await send(t.app, { method: 'GET', url: '/api/banners', headers: { 'accept-language': lang } });
  return z.array(z.object({ title: z.string(), imageUrl: z.string() })).parse(JSON.parse(response.text));
};

describe('home banners', () => {
  const base = { title_en: 'Winter sale', title_fr: "Soldes d'hiver", link: '/vinyl-shop/9/staff-picks' };
  let liveId = 0;

  it('creates a banner live now and one scheduled later; the home page shows only the live one', async () => {
    const live = bodyOf(adminBannerSchema, await call('POST', '/api/admin/banners', base));
    liveId = live.id;
    expect(live.state).toBe('live');
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = bodyOf(
      adminBannerSchema,
      await call('POST', '/api/admin/banners', { ...base, title_en: 'Next week', starts_at: later }),
    );
    expect(scheduled.state).toBe('scheduled');
    expect((await homeBannerTitles()).map((row) => row.title)).toEqual(['Winter sale']);
    const { banners } = bodyOf(adminBannersSchema, await call('GET', '/api/admin/banners'));
    expect(banners.map((row) => row.state)).toEqual(['live', 'scheduled']);
    expect(await auditOf('banner.create', live.id)).toHaveLength(1);
  });

  it('refuses an end before the start, a bad link and an empty title', async () => {
    const bad = await call('POST', '/api/admin/banners', {
      ...base,
      starts_at: '2026-12-02T10:00:00Z',
      ends_at: '2026-12-01T10:00:00Z',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('"schedule_invalid"');
    expect((await call('POST', '/api/admin/banners', { ...base, link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await call('POST', '/api/admin/banners', { ...base, title_en: ' ' })).status).toBe(400);
  });

  it('stores a picture per locale; a locale without its own shows the English one', async () => {
    const english = await pictureForm('#ff0000');
    const en = await send(t.app, { method: 'POST', url: `/api/admin/banners/${liveId}/pictures/en`, ...english });
    expect(en.status).toBe(200);
    const french = await pictureForm('#0000ff');
    const fr = bodyOf(
      adminBannerSchema,
      await send(t.app, { method: 'POST', url: `/api/admin/banners/${liveId}/pictures/fr`, ...french }),
    );
    expect(fr.own_pictures).toEqual(['en', 'fr']);
    expect(fr.pictures.fr).not.toBe(fr.pictures.en);
    expect(fr.pictures.es).toBe(fr.pictures.en);
    const [enHome] = await homeBannerTitles('en');
    const [frHome] = await homeBannerTitles('fr');
    expect(enHome?.imageUrl).toBe(fr.pictures.en);
    expect(frHome?.imageUrl).toBe(fr.pictures.fr);
    const notPicture = await send(t.app, {
      method: 'POST',
      url: `/api/admin/banners/${liveId}/pictures/es`,
      headers: english.headers,
      payload: english.payload.toString('latin1').replace('PNG', 'XYZ'),
    });
    expect(notPicture.status).toBe(400);
    expect(await auditOf('banner.picture', liveId)).toHaveLength(2);
  });

  it('ends a banner by its schedule and deletes it; both audited', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const ended = bodyOf(
      adminBannerSchema,
      await call('PUT', `/api/admin/banners/${liveId}`, { ...base, ends_at: past }),
    );
    expect(ended.state).toBe('ended');
    expect(await homeBannerTitles()).toEqual([]);
    expect((await call('DELETE', `/api/admin/banners/${liveId}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/banners/${liveId}`)).status).toBe(404);
    const [update] = await auditOf('banner.update', liveId);
    expect(update?.before).toMatchObject({ state: 'live' });
    expect(update?.after).toMatchObject({ state: 'ended' });
    expect(await auditOf('banner.delete', liveId)).toHaveLength(1);
  });
});

describe('the announcement', () => {
  it('is written, switched on (the site shows it) and off, audited each time', async () => {
    const empty = bodyOf(adminAnnouncementSchema, await call('GET', '/api/admin/announcement'));
    expect(empty.id).toBeNull();
    const body = {
      text_en: 'Free shipping',
      text_fr: 'Livraison offerte',
      link_en: '/vinyl-shop',
      link_fr: '',
      active: true,
    };
    const on = bodyOf(adminAnnouncementSchema, await call('PUT', '/api/admin/announcement', body));
    expect(on).toMatchObject({ text_en: 'Free shipping', link_fr: null, active: true });
    expect(bodyOf(alertSchema, await send(t.app, '/api/alerts'))).toMatchObject({ text_fr: 'Livraison offerte' });
    const off = bodyOf(
      adminAnnouncementSchema,
      await call('PUT', '/api/admin/announcement', { ...body, active: false }),
    );
    expect(off.id).toBe(on.id);
    expect(bodyOf(alertSchema, await send(t.app, '/api/alerts'))).toEqual({ error: 'no_alert' });
    const rows = await auditOf('announcement.update', on.id ?? 0);
    expect(rows.map((row) => (row.after as { active: boolean }).active)).toEqual([true, false]);
    const silent = await call('PUT', '/api/admin/announcement', { ...body, text_fr: '' });
    expect(silent.status).toBe(400);
  });
});

describe('products', () => {
  const hoodie = {
    name: 'Tour Hoodie',
    artist_name: 'Nova Static',
    category: 'hoodie',
    price_eur_minor: 4500,
    sizes: [
      { size: 'S', stock: 2 },
      { size: 'M', stock: 5 },
    ],
  };
  let hoodieId = 0;
  let mediumItem = 0;

  it('creates a garment with an option (the cart’s item) per size and its stock', async () => {
    const created = await call('POST', '/api/admin/products', hoodie);
    expect(created.status, created.text).toBe(201);
    const product = bodyOf(adminProductSchema, created);
    hoodieId = product.id;
    expect(product.sizes.map((row) => [row.size, row.stock])).toEqual([
      ['S', 2],
      ['M', 5],
    ]);
    expect(product.stock).toBe(7);
    mediumItem = product.sizes[1]?.item_id ?? 0;
    const items = await t.database.db.select().from(projectItems).where(eq(projectItems.projectId, hoodieId));
    expect(items.map((item) => [item.name, item.sizes, item.stock])).toEqual([
      ['S', ['S'], 2],
      ['M', ['M'], 5],
    ]);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, hoodieId));
    expect(project).toMatchObject({ category: 'hoodie', stock: null, sizes: ['S', 'M'], step: 'in_progress' });
    expect(await auditOf('product.create', hoodieId)).toHaveLength(1);
  });

  it('changes stock per size keeping each option’s id, adds and drops sizes; audited with before and after', async () => {
    const changed = bodyOf(
      adminProductSchema,
      await call('PUT', `/api/admin/products/${hoodieId}`, {
        ...hoodie,
        sizes: [
          { size: 'M', stock: 1 },
          { size: 'L', stock: 3 },
        ],
      }),
    );
    expect(changed.sizes.map((row) => [row.size, row.stock])).toEqual([
      ['M', 1],
      ['L', 3],
    ]);
    expect(changed.sizes[0]?.item_id).toBe(mediumItem);
    const [audit] = await auditOf('product.update', hoodieId);
    expect((audit?.before as { stock: number }).stock).toBe(7);
    expect((audit?.after as { stock: number }).stock).toBe(4);
  });

  it('lists products only, filtered by category and text; refuses a garment without sizes', async () => {
    await call('POST', '/api/admin/products', {
      name: 'Record Brush',
      artist_name: 'Spindle',
      category: 'accessory',
      price_eur_minor: 1200,
      stock: 30,
    });
    const all = bodyOf(adminProductPageSchema, await call('GET', '/api/admin/products'));
    expect(all.rows.map((row) => row.name)).toEqual(['Record Brush', 'Tour Hoodie']);
    const brushes = bodyOf(adminProductPageSchema, await call('GET', '/api/admin/products?category=accessory&q=brush'));
    expect(brushes.rows.map((row) => [row.name, row.stock, row.sizes.length])).toEqual([['Record Brush', 30, 0]]);
    const bare = await call('POST', '/api/admin/products', { ...hoodie, sizes: [] });
    expect(bare.status).toBe(400);
    expect(bare.text).toContain('sizes_required');
    expect((await call('GET', `/api/admin/products/${fx.projects.midnight}`)).status).toBe(404);
    expect((await call('PUT', `/api/admin/products/${fx.projects.midnight}`, hoodie)).status).toBe(404);
  });

  it('shows an older garment whose sizes share one stock, and gives each size its own on saving', async () => {
    const [old] = await t.database.db
      .insert(projects)
      .values({
        name: 'Old Tee',
        slug: 'old-tee',
        artistName: 'Orchid Lane',
        category: 't-shirt',
        step: 'in_progress',
        priceEurMinor: 2000,
        sizes: ['S', 'M', 'L'],
        stock: 9,
      })
      .returning({ id: projects.id });
    const oldId = old?.id ?? 0;
    await t.database.db
      .insert(projectItems)
      .values({ projectId: oldId, name: 'T-shirt', sizes: ['S', 'M', 'L'], stock: 9 });
    const before = bodyOf(adminProductSchema, await call('GET', `/api/admin/products/${oldId}`));
    expect(before.sizes.map((row) => [row.size, row.shared])).toEqual([
      ['S', true],
      ['M', true],
      ['L', true],
    ]);
    expect(before.stock).toBe(9);
    const body = {
      name: 'Old Tee',
      artist_name: 'Orchid Lane',
      category: 't-shirt',
      price_eur_minor: 2000,
      sizes: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 3 },
        { size: 'L', stock: 4 },
      ],
    };
    const after = bodyOf(adminProductSchema, await call('PUT', `/api/admin/products/${oldId}`, body));
    expect(after.sizes.map((row) => [row.size, row.stock, row.shared])).toEqual([
      ['S', 2, false],
      ['M', 3, false],
      ['L', 4, false],
    ]);
    const items = await t.database.db.select().from(projectItems).where(eq(projectItems.projectId, oldId));
    expect(items.map((item) => item.name).sort()).toEqual(['L', 'M', 'S']);
  });
});

describe('digital releases', () => {
  /** A confirmed (or other) order of one line of a project, as checkout leaves it. */
  async function order(
    projectId: number,
    userId: number,
    options: { digital: boolean; status?: 'confirmed' | 'failed' },
  ) {
    const [row] = await t.database.db
      .insert(orders)
      .values({ userId, status: options.status ?? 'confirmed', currency: 'EUR', email: 'buyer@example.test' })
      .returning({ id: orders.id });
    const orderId = row?.id ?? 0;
    await t.database.db.insert(orderItems).values({
      orderId,
      projectId,
      name: 'line',
      quantity: 1,
      currency: 'EUR',
      unitPriceMinor: 999,
      totalMinor: 999,
      digital: options.digital,
    });
    return orderId;
  }

  it('lists the releases sold in digital form with their buyers, and who bought one', async () => {
    const { velvet, rustBelt } = fx.projects;
    await t.database.db.update(projects).set({ digitalEnabled: true }).where(eq(projects.id, velvet));
    const first = await order(velvet, fx.users.regular.id, { digital: false });
    const second = await order(velvet, fx.users.pro.id, { digital: false });
    await order(velvet, fx.users.pro.id, { digital: false, status: 'failed' });
    const page = bodyOf(adminDigitalPageSchema, await call('GET', '/api/admin/digital'));
    expect(page.rows.map((row) => [row.id, row.buyers])).toEqual([[velvet, 2]]);
    const view = bodyOf(adminDigitalViewSchema, await call('GET', `/api/admin/digital/${velvet}`));
    expect(view.purchases.map((row) => [row.order_id, row.user_id])).toEqual([
      [first, fx.users.regular.id],
      [second, fx.users.pro.id],
    ]);
    // A line bought as digital counts even when the project is not sold digitally as a whole.
    const single = await order(rustBelt, fx.users.regular.id, { digital: true });
    const rust = bodyOf(adminDigitalViewSchema, await call('GET', `/api/admin/digital/${rustBelt}`));
    expect(rust.purchases.map((row) => row.order_id)).toEqual([single]);
  });

  it('switches a release’s digital sale, audited once per change', async () => {
    const { rustBelt } = fx.projects;
    const on = bodyOf(
      adminDigitalViewSchema,
      await call('PUT', `/api/admin/digital/${rustBelt}`, { digital_enabled: true }),
    );
    expect(on.release.digital_enabled).toBe(true);
    await call('PUT', `/api/admin/digital/${rustBelt}`, { digital_enabled: true });
    const rows = await auditOf('project.digital', rustBelt);
    expect(rows.map((row) => row.after)).toEqual([{ digital_enabled: true }]);
    expect((await call('PUT', '/api/admin/digital/999999', { digital_enabled: true })).status).toBe(404);
  });
});
