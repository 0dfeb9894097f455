// The review request (BUSINESS-RULES "Orders") through the app's own job handler with an injected
// clock, on PGlite and PostgreSQL: 21 days after dispatch and not a day before, on delivery when that
// comes first, once per shop order however often the job runs, and never for a parcel that came back.
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistryOf } from '../../app.ts';
import { createLogger } from '../../http/logging.ts';
import type { Job, JobContext, JobHandler } from '../../jobs/index.ts';
import { listOutbox } from '../../mail/mailer.ts';
import { send } from '../../testing/http.ts';
import { insertOrder, insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { markSessionVerified } from '../staff/testing.ts';
import { REVIEW_REQUESTS_JOB } from './index.ts';

const { shopOrders, users } = schema;
const DAY_MS = 86_400_000;
const T0 = new Date();
let now = T0;

let t: TestApp;
let fx: OrdersFixture;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://spindle.example' }, undefined, { clock: () => now });
  fx = await insertOrdersFixture(t.database);
  await t.database.db.update(users).set({ lang: 'es' }).where(eq(users.id, fx.people.b.id));
  // A session that outlives the weeks the clock moves through.
  staffToken = await addSession(t.database, fx.people.team.id, { expiresAt: new Date(T0.getTime() + 90 * DAY_MS) });
  await markSessionVerified(t.database, staffToken);
}, 120_000);
afterAll(() => t?.close());

const context = (): JobContext => ({
  reportProgress: () => Promise.resolve(),
  signal: new AbortController().signal,
  logger: createLogger({ LOG_LEVEL: 'silent' }),
});
const job: Job = {
  id: 0,
  type: REVIEW_REQUESTS_JOB,
  payload: {},
  status: 'running',
  runAt: T0,
  attempts: 1,
  maxAttempts: 5,
  lockedUntil: null,
  lockedBy: null,
  progress: 0,
  error: null,
  dedupeKey: null,
  createdAt: T0,
  updatedAt: T0,
};

/** The app's review-request job, run `days` after T0. */
async function runJobAt(days: number) {
  now = new Date(T0.getTime() + days * DAY_MS);
  const handler = jobRegistryOf(t.app).handlers()[REVIEW_REQUESTS_JOB] as JobHandler;
  await handler(job, context());
}

/** A paid shop order of customer B, sent through the staff API at T0 with a parcel typed by hand. */
async function sentAtT0(trackingNumber: string) {
  now = T0;
  const placed = await insertOrder(t.database, {
    userId: fx.people.b.id,
    status: 'confirmed',
    shopStatus: 'in_preparation',
    lines: [{ projectId: fx.projects.velvet, name: 'Orchid Lane - Velvet', unitPriceMinor: 1499, quantity: 1 }],
    shippingMinor: 600,
    createdAt: new Date(T0.getTime() - 2 * DAY_MS),
  });
  const response = await send(t.app, {
    method: 'POST',
    url: `/api/admin/shop-orders/${placed.shopOrderId}/shipments`,
    headers: { authorization: `Bearer ${staffToken}` },
    payload: { carrier: 'col', tracking_number: trackingNumber },
  });
  expect(response.status).toBe(201);
  return placed;
}

async function reviewRequestsOf(orderId: number) {
  const mails = await listOutbox(t.database.db, { to: 'bea.other@example.test', limit: 100 });
  const requests = mails.filter((mail) => mail.template === 'review_request' && mail.html.includes(`order=${orderId}`));
  // Filed under the order, so the staff's order page lists it.
  for (const mail of requests) expect(mail.orderId).toBe(orderId);
  return requests;
}

async function setStatus(shopOrderId: number, values: Partial<typeof shopOrders.$inferInsert>) {
  await t.database.db.update(shopOrders).set(values).where(eq(shopOrders.id, shopOrderId));
}

describe('the review request', () => {
  it('goes out 21 days after dispatch, not a day before, in the buyer’s language, and only once', async () => {
    const placed = await sentAtT0('6A-REVIEW-1');
    await runJobAt(20);
    expect(await reviewRequestsOf(placed.id)).toEqual([]);
    await runJobAt(21);
    const [mail, ...more] = await reviewRequestsOf(placed.id);
    expect(more).toEqual([]);
    expect(mail?.locale).toBe('es');
    expect(mail?.subject).toBe('¿Qué te han parecido tus discos?');
    expect(mail?.text).toContain('Orchid Lane - Velvet');
    const [row] = await t.database.db.select().from(shopOrders).where(eq(shopOrders.id, placed.shopOrderId));
    expect(row?.reviewRequestedAt?.getTime()).toBe(T0.getTime() + 21 * DAY_MS);
    await runJobAt(22);
    await runJobAt(40);
    expect(await reviewRequestsOf(placed.id)).toHaveLength(1);
  });

  it('goes out on delivery when the parcel arrives before the 21st day', async () => {
    const placed = await sentAtT0('6A-REVIEW-2');
    now = new Date(T0.getTime() + 3 * DAY_MS);
    const delivered = await send(t.app, {
      method: 'POST',
      url: '/api/admin/dispatch/status',
      headers: { authorization: `Bearer ${staffToken}` },
      payload: { shop_order_ids: [placed.shopOrderId], status: 'delivered' },
    });
    expect(delivered.status).toBe(200);
    await runJobAt(2);
    expect(await reviewRequestsOf(placed.id)).toEqual([]);
    await runJobAt(3);
    expect(await reviewRequestsOf(placed.id)).toHaveLength(1);
  });

  it('is never sent for a parcel that came back, nor for one dispatched long ago', async () => {
    const returned = await sentAtT0('6A-REVIEW-3');
    await setStatus(returned.shopOrderId, { status: 'returned' });
    const old = await sentAtT0('6A-REVIEW-4');
    await setStatus(old.shopOrderId, { sentAt: new Date(T0.getTime() - 80 * DAY_MS) });
    await runJobAt(25);
    expect(await reviewRequestsOf(returned.id)).toEqual([]);
    expect(await reviewRequestsOf(old.id)).toEqual([]);
  });
});
