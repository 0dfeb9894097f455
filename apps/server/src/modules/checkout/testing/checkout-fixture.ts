// The server on a database holding the demo reference data (countries, VAT history, exchange rates,
// partners and shipping rates, box prices) plus a few projects whose stock, limits and sizes the cart
// and checkout tests reason about. PGlite by default, PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { schema, type Database } from '@spindle/db';
import { createTestDatabase, demoEmail } from '@spindle/db/testing';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { addSession } from '../../../testing/catalogue-fixture.ts';
import { createSkippingClock, type SkippingClock } from './checkout-jobs.ts';

const { projects, partnerStock, promoCodes, users, projectItems } = schema;

/** SESSION_SECRET of the test apps: the test provider's webhook secret derives from it. */
export const TEST_SESSION_SECRET = 'checkout-tests-session-secret-0123456789abcdef';

export interface CheckoutFixture {
  /** Limited edition LP: `limitedStock` copies (10 by default) at daudin, 25.00 EUR, 2 per customer. */
  limited: number;
  /** Funding LP: stock not counted, 20.00 EUR, pro price 15.00 EUR, ships from preorder. */
  funding: number;
  /** Sized T-shirt (S, M, L): 20.00 EUR. */
  tee: number;
  /** Still being created: not on sale. */
  draft: number;
  /** Ships to France only. */
  franceOnly: number;
  /** Two projects in one ship-together group. */
  groupA: number;
  groupB: number;
  /** A bundle with an item of its own stock (3 copies). */
  bundle: number;
  bundleItem: number;
  promoCode: string;
  customer: { id: number; token: string; email: string };
  pro: { id: number; token: string; email: string };
}

export interface CheckoutTestApp {
  app: App;
  database: Database;
  fixture: CheckoutFixture;
  /** The app's time (unless the test gave its own clock): skip it ahead to expire holds and pass grace periods. */
  clock: SkippingClock;
  /** Closes the app and builds a new one on the same database: what a restarted process sees. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

type NewProject = typeof projects.$inferInsert;

const base = (name: string): NewProject => ({
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  artistName: 'Checkout Artist',
  shopId: 1194,
  category: 'vinyl',
  type: 'funding',
  step: 'in_progress',
  priceEurMinor: 2500,
  weightGrams: 300,
  discs: 1,
});

async function insertProject(
  database: Database,
  values: NewProject,
  partners: { partner: string; quantity: number }[],
) {
  const [row] = await database.db.insert(projects).values(values).returning({ id: projects.id });
  if (!row) throw new Error('project insert failed');
  if (partners.length) {
    await database.db
      .insert(partnerStock)
      .values(partners.map((p) => ({ partner: p.partner, projectId: row.id, quantity: p.quantity })));
  }
  return row.id;
}

async function signedIn(database: Database, role: 'customer' | 'pro') {
  const email = demoEmail(role);
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`demo ${role} missing`);
  return { id: user.id, token: await addSession(database, user.id), email };
}

export async function insertCheckoutFixture(database: Database, limitedStock = 10): Promise<CheckoutFixture> {
  const limited = await insertProject(
    database,
    { ...base('Last Copies LP'), type: 'limited_edition', isLimited: true, stock: limitedStock, limitPerCustomer: 2 },
    [{ partner: 'daudin', quantity: limitedStock }],
  );
  const funding = await insertProject(
    database,
    { ...base('Funding LP'), priceEurMinor: 2000, distributionPriceMinor: 1500 },
    [{ partner: 'preorder', quantity: 1000 }],
  );
  const tee = await insertProject(
    database,
    {
      ...base('Tour Tee'),
      category: 't-shirt',
      priceEurMinor: 2000,
      weightGrams: 200,
      discs: 0,
      sizes: ['S', 'M', 'L'],
    },
    [{ partner: 'daudin', quantity: 100 }],
  );
  const draft = await insertProject(database, { ...base('Draft LP'), step: 'creating' }, [
    { partner: 'daudin', quantity: 5 },
  ]);
  const franceOnly = await insertProject(database, { ...base('France Only LP'), onlyCountry: ['FR'] }, [
    { partner: 'daudin', quantity: 50 },
  ]);
  const groupA = await insertProject(database, { ...base('Group A LP'), shipTogetherGroup: 'checkout-group' }, [
    { partner: 'daudin', quantity: 50 },
  ]);
  const groupB = await insertProject(database, { ...base('Group B LP'), shipTogetherGroup: 'checkout-group' }, [
    { partner: 'daudin', quantity: 50 },
  ]);
  const bundle = await insertProject(database, { ...base('Bundle Box'), category: 'bundle', priceEurMinor: 4000 }, [
    { partner: 'daudin', quantity: 50 },
  ]);
  const [item] = await database.db
    .insert(projectItems)
    .values({ projectId: bundle, name: 'Signed edition', stock: 3, priceEurMinor: 5000 })
    .returning({ id: projectItems.id });
  if (!item) throw new Error('item insert failed');
  const promoCode = 'CHECKOUT10';
  await database.db.insert(promoCodes).values({ code: promoCode, percentBp: 1000, appliesTo: 'total' });
  return {
    limited,
    funding,
    tee,
    draft,
    franceOnly,
    groupA,
    groupB,
    bundle,
    bundleItem: item.id,
    promoCode,
    customer: await signedIn(database, 'customer'),
    pro: await signedIn(database, 'pro'),
  };
}

/** The app on the demo reference data plus the checkout fixture. */
export async function createCheckoutTestApp(
  options: {
    env?: Record<string, string>;
    limitedStock?: number;
    clock?: () => Date;
    fetchEcbXml?: () => Promise<string>;
    /** With STRIPE_* in `env`: the local Stripe stub's origin. */
    stripeApiHost?: string;
  } = {},
): Promise<CheckoutTestApp> {
  const database = await createTestDatabase({ content: 'catalogue' });
  const fixture = await insertCheckoutFixture(database, options.limitedStock);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-checkout-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.CHECKOUT_TEST_LOG_LEVEL === 'error' ? 'error' : 'silent',
    DATA_DIR: dataDir,
    BUILD_ID: 'test-build',
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...options.env,
  });
  const clock = createSkippingClock();
  const start = async () => {
    const app = await buildApp({
      database,
      config,
      clock: options.clock ?? clock.now,
      ...(options.fetchEcbXml ? { fetchEcbXml: options.fetchEcbXml } : {}),
      ...(options.stripeApiHost ? { stripeApiHost: options.stripeApiHost } : {}),
    });
    await app.ready();
    return app;
  };
  const testApp: CheckoutTestApp = {
    app: await start(),
    database,
    fixture,
    clock,
    async restart() {
      await testApp.app.close();
      testApp.app = await start();
    },
    async close() {
      await testApp.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
