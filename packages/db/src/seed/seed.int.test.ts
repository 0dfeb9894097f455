import { existsSync } from 'node:fs';
import { access, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { verify } from '@node-rs/argon2';
import {
  CURATED_CATEGORIES,
  GENRES,
  LOGISTICS_PARTNERS,
  SHOP_ORDER_STATUSES_TO_SHIP,
  VAT_RATE_ROWS,
  businessWeekOf,
  instantsOfBusinessDays,
  parseBusinessDay,
} from '@spindle/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../connection.ts';
import { isDatabaseEmpty } from '../migrate.ts';
import * as t from '../schema/index.ts';
import { createTestDatabase } from '../testing.ts';
import { seedDatabase, writeDemoMedia, type SeedResult } from './index.ts';
import { DEMO_MEDIA_PENDING, demoMediaPending } from './media-pending.ts';
import { DEMO_PRODUCTION_PROJECTS } from './plan-projects.ts';

const CATEGORIES = ['vinyl', 'cd', 'tape', 'bundle', 'project', 't-shirt', 'hoodie', 'merch', 'accessory'];
const now = new Date();

describe('seedDatabase', () => {
  let database: Database;
  let storageDir: string;
  let result: SeedResult;
  let beforeTheBuild: { marker: boolean; pictures: boolean; previews: boolean };
  const count = async (query: ReturnType<typeof sql>) => {
    const { rows } = await database.db.execute<{ n: number }>(query);
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-seed-'));
    // As the first `npm start` seeds: the rows first, the pictures and previews after the web build.
    let webBuilt!: () => void;
    const mediaAfter = new Promise<void>((resolve) => (webBuilt = resolve));
    result = await seedDatabase(database, { storageDir, now, mediaLater: true, mediaAfter });
    beforeTheBuild = {
      marker: demoMediaPending(storageDir),
      pictures: existsSync(path.join(storageDir, 'projects')),
      previews: existsSync(path.join(storageDir, 'previews')),
    };
    webBuilt();
    await result.media;
    console.log(`seed timings (ms): ${JSON.stringify(result.timingsMs)}`);
  }, 180_000);
  afterAll(async () => {
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('fills the database', async () => {
    expect(await isDatabaseEmpty(database)).toBe(false);
  });

  it('gives the demo artist successful LPs ready to start production, with the demo customer’s pre-orders waiting', async () => {
    const ready = await database.db
      .select({ id: t.projects.id })
      .from(t.projects)
      .where(sql`${t.projects.step} = 'successful' and ${t.projects.artistId} = 1 and ${t.projects.format} = 'LP'`);
    expect(ready).toHaveLength(DEMO_PRODUCTION_PROJECTS);
    for (const { id } of ready) {
      const waiting = await count(
        sql`select count(distinct o.user_id)::int as n from order_items i join orders o on o.id = i.order_id join shop_orders s on s.id = i.shop_order_id where i.project_id = ${id} and o.status = 'confirmed' and s.status = 'confirmed'`,
      );
      expect(waiting).toBeGreaterThanOrEqual(3);
      const demoCustomer = await count(
        sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id where i.project_id = ${id} and o.user_id = 1`,
      );
      expect(demoCustomer).toBeGreaterThanOrEqual(1);
    }
  });

  it('holds at least 300 projects, in every category, most of them on sale', async () => {
    const rows = await database.db.select({ category: t.projects.category, step: t.projects.step }).from(t.projects);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(CATEGORIES));
    expect(rows.filter((row) => row.step === 'in_progress').length / rows.length).toBeGreaterThan(0.5);
    for (const step of ['successful', 'failed', 'creating', 'checking', 'private', 'promo']) {
      expect(
        rows.some((row) => row.step === step),
        step,
      ).toBe(true);
    }
  });

  it('has limited, sold-out, coming-soon and pre-order projects, and funding ones with a goal and an end date', async () => {
    expect(await count(sql`select count(*)::int as n from projects where is_limited and stock = 0`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from projects where is_limited and stock > 0`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from projects where step = 'in_progress' and start_at > ${now}`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int as n from projects where is_preorder and release_date > ${now.toISOString().slice(0, 10)}`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int as n from projects where step = 'in_progress' and goal > 0 and end_at > ${now}`,
      ),
    ).toBeGreaterThan(50);
  });

  it('puts projects in every genre', async () => {
    const rows = await database.db.selectDistinct({ genreId: t.projectGenres.genreId }).from(t.projectGenres);
    expect(rows.map((row) => row.genreId).sort((a, b) => a - b)).toEqual(
      GENRES.map((genre) => genre.id).sort((a, b) => a - b),
    );
  });

  it('fills each curated category under its spec id, with 155 for pro users only', async () => {
    const rows = await database.db.execute<{ id: number; pro_only: boolean; n: number }>(
      sql`select c.id, c.pro_only, count(pc.project_id)::int as n from categories c left join project_categories pc on pc.category_id = c.id group by c.id, c.pro_only`,
    );
    expect(rows.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      CURATED_CATEGORIES.map((category) => category.id).sort((a, b) => a - b),
    );
    for (const row of rows.rows) {
      expect(row.n, `category ${row.id}`).toBeGreaterThan(0);
      expect(row.pro_only).toBe(row.id === 155);
    }
  });

  it('gives every artist and every label at least one project', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from artists a where not exists (select 1 from projects where artist_id = a.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from labels l where not exists (select 1 from projects where label_id = l.id)`,
      ),
    ).toBe(0);
  });

  it('has 80 artists, 20 labels and 6 shops, among them 1214 (white label) and 1194', async () => {
    expect(await database.db.$count(t.artists)).toBe(80);
    expect(await database.db.$count(t.labels)).toBe(20);
    const shops = await database.db.select().from(t.shops).orderBy(asc(t.shops.id));
    expect(shops).toHaveLength(6);
    expect(shops.find((shop) => shop.id === 1214)?.whiteLabel).toBe(true);
    expect(shops.find((shop) => shop.id === 1194)?.whiteLabel).toBe(false);
    expect(shops.filter((shop) => shop.whiteLabel)).toHaveLength(1);
  });

  it('has project 259413, a vinyl on sale with a seller price in USD', async () => {
    const [project] = await database.db.select().from(t.projects).where(eq(t.projects.id, 259413));
    expect(project).toMatchObject({ category: 'vinyl', step: 'in_progress' });
    const prices = await database.db.select().from(t.projectPrices).where(eq(t.projectPrices.projectId, 259413));
    expect(prices.map((price) => price.currency)).toEqual(['USD']);
  });

  it('gives every vinyl at least two tracks, each with its MP3 preview on disk', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from projects p where category = 'vinyl' and (select count(*) from tracks where project_id = p.id) < 2`,
      ),
    ).toBe(0);
    const tracks = await database.db.select({ uuid: t.tracks.uuid, previewPath: t.tracks.previewPath }).from(t.tracks);
    expect(tracks.every((track) => track.previewPath === `previews/${track.uuid}.mp3`)).toBe(true);
    const files = new Set(await readdir(path.join(storageDir, 'previews')));
    expect(tracks.filter((track) => !files.has(`${track.uuid}.mp3`))).toEqual([]);
  });

  it('writes every picture the project_images rows point at, a cover for every project', async () => {
    const images = await database.db
      .select({ path: t.projectImages.path, variant: t.projectImages.variant, projectId: t.projectImages.projectId })
      .from(t.projectImages);
    const covers = new Set(images.filter((image) => image.variant === 'cover').map((image) => image.projectId));
    expect(covers.size).toBe(await database.db.$count(t.projects));
    const missing: string[] = [];
    await Promise.all(
      images.map((image) => access(path.join(storageDir, image.path)).catch(() => missing.push(image.path))),
    );
    expect(missing).toEqual([]);
    const [project] = await database.db
      .select({ picture: t.projects.picture })
      .from(t.projects)
      .where(eq(t.projects.id, 259413));
    expect(images.filter((image) => image.projectId === 259413)).toHaveLength(12);
    expect(project?.picture).toBe('demo-259413');
  });

  it('with mediaLater, returns with the rows in and draws nothing before mediaAfter settles, its marker already written', () => {
    expect(beforeTheBuild).toEqual({ marker: true, pictures: false, previews: false });
  });

  it('leaves no pending marker once the pictures and previews are written, and writes them again after a stopped start', async () => {
    expect(demoMediaPending(storageDir)).toBe(false);
    // A start stopped while they were being written: the marker stays, some files are missing.
    const [image] = await database.db.select({ path: t.projectImages.path }).from(t.projectImages).limit(1);
    const [track] = await database.db.select({ uuid: t.tracks.uuid }).from(t.tracks).limit(1);
    if (!image || !track) throw new Error('no picture or track seeded');
    await rm(path.join(storageDir, image.path));
    await rm(path.join(storageDir, 'previews', `${track.uuid}.mp3`));
    await writeFile(path.join(storageDir, DEMO_MEDIA_PENDING), '');
    expect(demoMediaPending(storageDir)).toBe(true);
    await writeDemoMedia(storageDir);
    await access(path.join(storageDir, image.path));
    await access(path.join(storageDir, 'previews', `${track.uuid}.mp3`));
    expect(demoMediaPending(storageDir)).toBe(false);
  }, 180_000);

  it('draws each home banner as a wide picture of its project’s cover', async () => {
    const banners = await database.db.select({ imagePath: t.banners.imagePath }).from(t.banners);
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      expect(banner.imagePath).toMatch(/^banners\/demo-\d+\.jpg$/);
      const meta = await sharp(path.join(storageDir, banner.imagePath)).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 1200, height: 480 });
    }
  });

  it('returns one demo account per role, whose password signs in', async () => {
    expect(result.demoAccounts.map((account) => account.role)).toEqual([
      'customer',
      'artist',
      'label',
      'pro',
      'team',
      'boss',
      'admin',
    ]);
    for (const account of result.demoAccounts) {
      const [user] = await database.db.select().from(t.users).where(eq(t.users.email, account.email));
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verify(user?.passwordHash ?? '', account.password)).toBe(true);
    }
    const [pro] = await database.db.select().from(t.users).where(eq(t.users.email, 'demo-pro@spindle.test'));
    const [boss] = await database.db.select().from(t.users).where(eq(t.users.email, 'demo-boss@spindle.test'));
    expect(pro?.pro).toBe(true);
    expect(boss?.role).toBe('boss');
  });

  it('loads the reference data: nine currencies, EU VAT history, shipping for every partner, quotes and boxes', async () => {
    expect(await database.db.$count(t.exchangeRates)).toBe(9);
    expect(await database.db.$count(t.vatRates)).toBe(VAT_RATE_ROWS.length);
    const partners = await database.db.selectDistinct({ partner: t.shippingRates.partner }).from(t.shippingRates);
    expect(partners.map((row) => row.partner).sort()).toEqual([...LOGISTICS_PARTNERS].sort());
    expect(await database.db.$count(t.countries)).toBeGreaterThan(240);
    expect(await database.db.$count(t.quoteCostLines)).toBeGreaterThan(100);
    expect(await database.db.$count(t.boxPrices)).toBe(2 * 5 * 9);
    expect(await database.db.$count(t.promoCodes)).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo artist’s best-selling project a fee row, a cost and a 70/30 split with the demo label', async () => {
    const [artist] = await database.db.select().from(t.users).where(eq(t.users.email, 'demo-artist@spindle.test'));
    const [label] = await database.db.select().from(t.users).where(eq(t.users.email, 'demo-label@spindle.test'));
    const [best] = await database.db
      .select()
      .from(t.projects)
      .where(eq(t.projects.artistId, 1))
      .orderBy(sql`${t.projects.sold} desc`, asc(t.projects.id))
      .limit(1);
    const splits = await database.db
      .select()
      .from(t.revenueSplits)
      .orderBy(sql`${t.revenueSplits.basisPoints} desc`);
    expect(splits.map((row) => [row.projectId, row.payeeUserId, row.basisPoints])).toEqual([
      [best?.id, artist?.id, 7000],
      [best?.id, label?.id, 3000],
    ]);
    expect(await database.db.$count(t.statementFeeRows, eq(t.statementFeeRows.projectId, best?.id ?? 0))).toBe(1);
    expect(await database.db.$count(t.statementCosts, eq(t.statementCosts.projectId, best?.id ?? 0))).toBe(1);
  });

  it('has exactly one live announcement and a few banners', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from announcements where active and starts_at <= ${now} and ends_at > ${now}`,
      ),
    ).toBe(1);
    expect(await database.db.$count(t.banners)).toBeGreaterThanOrEqual(3);
  });

  it('gives every paid demo order its invoice, numbered without gaps, each adding up to its order', async () => {
    // A box month's order is free (its charge has the box's own invoice, BOX-<year>-<n>).
    const paid = await count(
      sql`select count(*)::int as n from orders where status = 'confirmed' and origin not like 'box:%'`,
    );
    expect(paid).toBeGreaterThan(30);
    expect(await count(sql`select count(*)::int as n from billing_documents where kind = 'invoice'`)).toBe(paid);
    expect(
      await count(sql`select count(*)::int as n from billing_documents d join orders o on o.id = d.order_id
        where d.gross_minor <> o.total_minor or d.vat_minor <> o.tax_minor`),
    ).toBe(0);
    // Per year: numbers 1..n, and the year's counter at n, so the next invoice follows on.
    expect(
      await count(sql`select count(*)::int as n from (
        select d.year, max(d.sequence) as top, count(*) as issued, s.last_number
        from billing_documents d join billing_document_sequences s on s.kind = d.kind and s.year = d.year
        group by d.year, s.last_number) y
        where y.top <> y.issued or y.last_number <> y.top`),
    ).toBe(0);
  });

  it('has paid orders of this week waiting to ship at several logisticians, one of them the demo customer’s', async () => {
    const weekStart = instantsOfBusinessDays({ from: parseBusinessDay(businessWeekOf(now).from) }).fromInclusive;
    const rows = await database.db
      .select({ logistician: t.shopOrders.logistician, email: t.users.email, paidAt: t.orders.paidAt })
      .from(t.shopOrders)
      .innerJoin(t.orders, eq(t.orders.id, t.shopOrders.orderId))
      .innerJoin(t.users, eq(t.users.id, t.orders.userId))
      .where(
        sql`${t.orders.status} = 'confirmed' and ${t.orders.paidAt} >= ${weekStart} and ${t.orders.paidAt} <= ${now}
          and ${t.shopOrders.status} in ${SHOP_ORDER_STATUSES_TO_SHIP}`,
      );
    const logisticians = new Set(rows.map((row) => row.logistician));
    expect(logisticians.size).toBeGreaterThanOrEqual(2);
    expect(logisticians).toContain('bigblue');
    expect(rows).toContainEqual(
      expect.objectContaining({ logistician: 'bigblue', email: 'demo-customer@spindle.test' }),
    );
    // The review requests of the demo's past are asked already: the first start sends none.
    expect(
      await count(sql`select count(*)::int as n from shop_orders
        where status in ('sent', 'delivered') and review_requested_at is null
        and least(sent_at + interval '21 days', coalesce(delivered_at, sent_at + interval '21 days')) <= ${now}`),
    ).toBe(0);
  });

  it('shows published reviews, one answered, and leaves the demo customer shipped records to review', async () => {
    const published = await count(sql`select count(*)::int as n from reviews r
      join shop_orders s on s.id = r.shop_order_id and s.order_id = r.order_id
      where r.status = 'published' and r.published_at is not null and s.status in ('sent', 'delivered')`);
    expect(published).toBeGreaterThanOrEqual(3);
    expect(await count(sql`select count(*)::int as n from reviews where answer is not null`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from order_items i
        join orders o on o.id = i.order_id join shop_orders s on s.id = i.shop_order_id
        join users u on u.id = o.user_id
        where u.email = 'demo-customer@spindle.test' and s.status in ('sent', 'delivered')
        and not exists (select 1 from reviews r where r.order_id = o.id and r.project_id = i.project_id)`),
    ).toBeGreaterThanOrEqual(1);
  });

  it('gives the demo artist a monthly box waiting for a new card, with a paid month to invoice and a record to review', async () => {
    const [box] = await database.db
      .select()
      .from(t.boxSubscriptions)
      .innerJoin(t.users, eq(t.users.id, t.boxSubscriptions.userId))
      .where(eq(t.users.email, 'demo-artist@spindle.test'));
    expect(box?.box_subscriptions).toMatchObject({
      step: 'monthly_pending',
      periodicity: 'monthly',
      dispatchesLeft: 0,
    });
    const boxId = box?.box_subscriptions.id ?? 0;
    const charges = await database.db
      .select()
      .from(t.boxCharges)
      .where(eq(t.boxCharges.boxSubscriptionId, boxId))
      .orderBy(t.boxCharges.month);
    expect(charges.map((charge) => [charge.status, charge.nextRetryAt])).toEqual([
      ['succeeded', null],
      ['failed', null],
    ]);
    const year = Number(charges[0]?.invoiceNumber?.slice(4, 8));
    expect(charges[0]?.invoiceNumber).toBe(`BOX-${year}-000001`);
    // The next box invoice of that year follows on.
    const [sequence] = await database.db
      .select()
      .from(t.boxInvoiceSequences)
      .where(eq(t.boxInvoiceSequences.year, year));
    expect(sequence?.lastNumber).toBe(1);
    // Two shipped months, each its own free order whose parcel left, not reviewed yet.
    expect(
      await count(sql`select count(*)::int as n from box_dispatches d
        join shop_orders s on s.id = d.shop_order_id join orders o on o.id = s.order_id
        join order_items i on i.shop_order_id = s.id and i.project_id = d.project_id
        where d.box_subscription_id = ${boxId} and s.status = 'sent' and o.total_minor = 0
        and o.origin = 'box:' || d.month::text and o.user_id = ${box?.users.id ?? 0}
        and not exists (select 1 from reviews r where r.order_id = o.id)`),
    ).toBe(2);
  });

  it('lets staff refund the demo orders: the test provider holds every paid payment, nothing refunded', async () => {
    const paidPayments = await count(sql`select count(*)::int as n from payments where status = 'succeeded'`);
    expect(paidPayments).toBeGreaterThan(30);
    expect(
      await count(sql`select count(*)::int as n from payments p join test_provider_records r
        on r.kind = 'payment' and r.key = p.provider_ref
        where (r.data->'amount'->>'amountMinor')::int = p.amount_minor and r.data->>'status' = 'succeeded'`),
    ).toBe(paidPayments);
    // The demo customer has paid orders to refund (their four, this week's one waiting to ship and the
    // two pre-orders of the demo artist's successful projects), and one free replacement staff made,
    // ready to ship.
    expect(
      await count(sql`select count(*)::int as n from orders o join payments p on p.order_id = o.id
        join users u on u.id = o.user_id where u.email = 'demo-customer@spindle.test' and o.status = 'confirmed'`),
    ).toBe(7);
    expect(
      await count(sql`select count(*)::int as n from manual_orders m join orders o on o.id = m.order_id
        join shop_orders s on s.order_id = o.id
        where o.origin = 'manual' and o.status = 'confirmed' and s.status = 'confirmed' and m.reason = 'replacement'`),
    ).toBe(1);
  });

  it('continues identity sequences after the ids it chose', async () => {
    const [project] = await database.db
      .insert(t.projects)
      .values({ name: 'New', slug: 'new', artistName: 'Someone', category: 'vinyl', priceEurMinor: 1000 })
      .returning({ id: t.projects.id });
    expect(project?.id).toBe(259421);
    await database.db.delete(t.projects).where(eq(t.projects.id, 259421));
  });

  it('writes the same catalogue on every run', async () => {
    const second = await createTestDatabase();
    try {
      await seedDatabase(second, { storageDir, now, media: false });
      const digest = async (db: Database) =>
        (
          await db.db.execute<{ d: string }>(
            sql`select md5(string_agg(concat_ws('|', id, name, artist_name, price_eur_minor, step, stock, sold, end_at), ',' order by id)) as d from projects`,
          )
        ).rows[0]?.d;
      const tracks = async (db: Database) =>
        (
          await db.db.execute<{ d: string }>(
            sql`select md5(string_agg(uuid::text || title, ',' order by id)) as d from tracks`,
          )
        ).rows[0]?.d;
      expect(await digest(second)).toBe(await digest(database));
      expect(await tracks(second)).toBe(await tracks(database));
    } finally {
      await second.close();
    }
  }, 120_000);
});
