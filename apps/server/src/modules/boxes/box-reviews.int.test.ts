// GET user/boxes/{boxId}/reviews/{userId} through the API (PGlite and PostgreSQL): the subscriber's box
// months that were dispatched, each with its order and records; a record whose parcel left is reviewed
// through POST user/reviews with the month's order and shows its review; one still in the warehouse
// cannot be. Another user gets 403 (someone else's id) or 404 (a box not theirs); staff read any box.
// Also /my-account/box's months of a box started this month: the month it paid for, not this one.
import { boxDetailSchema, boxReviewsSchema, errorBodySchema, reviewSavedSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { boxMonthOf, openPickMonth } from '@spindle/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrder, insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const { boxDispatches, boxPlans, boxSubscriptions } = schema;

let t: TestApp;
let fx: OrdersFixture;
let staffToken: string;
/** October's order (its parcel left) and November's (still in the warehouse). */
let october = { id: 0, shopOrderId: 0 };
let november = { id: 0, shopOrderId: 0 };

const as = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  send(t.app, {
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });

const reviewsUrl = (boxId: number, userId: number) => `/api/user/boxes/${boxId}/reviews/${userId}`;
const codeOf = (response: { text: string }) => bodyOf(errorBodySchema, response).error.code;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
  staffToken = await addVerifiedStaffSession(t.database, fx.people.team.id);
  // The box's months as the cycle writes them: one order per month at price 0.
  const boxOrder = (projectId: number, name: string, shopStatus: 'sent' | 'confirmed') =>
    insertOrder(t.database, {
      userId: fx.people.a.id,
      status: 'confirmed',
      shopStatus,
      lines: [{ projectId, name, unitPriceMinor: 0, quantity: 1 }],
      shippingMinor: 0,
      createdAt: new Date(),
    });
  october = await boxOrder(fx.projects.ironPsalms, 'Iron Psalms', 'sent');
  november = await boxOrder(fx.projects.velvet, 'Velvet', 'confirmed');
  await t.database.db
    .update(boxDispatches)
    .set({ shopOrderId: october.shopOrderId })
    .where(eq(boxDispatches.boxSubscriptionId, fx.boxId));
  await t.database.db.insert(boxDispatches).values({
    boxSubscriptionId: fx.boxId,
    month: '2026-11-01',
    projectId: fx.projects.velvet,
    pickedBy: 'system',
    status: 'preparing',
    shopOrderId: november.shopOrderId,
  });
}, 120_000);
afterAll(() => t?.close());

describe('GET user/boxes/{boxId}/reviews/{userId}', () => {
  it('lists the dispatched months, latest first, with each record and whether it can be reviewed', async () => {
    const response = await as(fx.people.a.token, 'GET', reviewsUrl(fx.boxId, fx.people.a.id));
    expect(response.status, response.text).toBe(200);
    const body = bodyOf(boxReviewsSchema, response);
    expect(body.box_id).toBe(fx.boxId);
    expect(body.months.map((month) => [month.month, month.order_id])).toEqual([
      ['2026-11-01', november.id],
      ['2026-10-01', october.id],
    ]);
    expect(body.months[0]?.items.map((item) => [item.project.id, item.shipped, item.review])).toEqual([
      [fx.projects.velvet, false, null],
    ]);
    expect(body.months[1]?.items.map((item) => [item.project.id, item.shipped, item.review])).toEqual([
      [fx.projects.ironPsalms, true, null],
    ]);
    expect(body.months[1]?.items[0]?.project.name).not.toBe('');
  });

  it('shows the review written through POST user/reviews with the month’s order; a parcel not left is refused', async () => {
    const review = { rating: 4, title: 'A month well chosen', text: 'Deep grooves and a quiet pressing, thanks.' };
    const saved = await as(fx.people.a.token, 'POST', '/api/user/reviews', {
      order_id: october.id,
      project_id: fx.projects.ironPsalms,
      ...review,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(bodyOf(reviewSavedSchema, saved).created).toBe(true);
    const early = await as(fx.people.a.token, 'POST', '/api/user/reviews', {
      order_id: november.id,
      project_id: fx.projects.velvet,
      ...review,
    });
    expect([early.status, codeOf(early)]).toEqual([409, 'review_not_shipped']);

    const body = bodyOf(boxReviewsSchema, await as(fx.people.a.token, 'GET', reviewsUrl(fx.boxId, fx.people.a.id)));
    const item = body.months.find((month) => month.month === '2026-10-01')?.items[0];
    expect(item?.review).toMatchObject({ ...review, status: 'pending', order_id: october.id });
    expect(body.months.find((month) => month.month === '2026-11-01')?.items[0]?.review).toBeNull();
  });

  it('refuses another user (403 for someone else’s id, 404 for a box not theirs) and lets staff read', async () => {
    const other = await as(fx.people.b.token, 'GET', reviewsUrl(fx.boxId, fx.people.a.id));
    expect([other.status, codeOf(other)]).toEqual([403, 'forbidden']);
    const notTheirs = await as(fx.people.b.token, 'GET', reviewsUrl(fx.boxId, fx.people.b.id));
    expect([notTheirs.status, codeOf(notTheirs)]).toEqual([404, 'box_not_found']);
    const wrongOwner = await as(staffToken, 'GET', reviewsUrl(fx.boxId, fx.people.b.id));
    expect(wrongOwner.status).toBe(404);
    expect((await as(null, 'GET', reviewsUrl(fx.boxId, fx.people.a.id))).status).toBe(401);
    const staff = await as(staffToken, 'GET', reviewsUrl(fx.boxId, fx.people.a.id));
    expect(staff.status, staff.text).toBe(200);
    expect(bodyOf(boxReviewsSchema, staff).months).toHaveLength(2);
  });
});

describe('the months of a box started this month (GET user/boxes/{id})', () => {
  it('starts at the month it paid for, with its picks, and never shows this month as to come', async () => {
    const now = new Date();
    const [plan] = await t.database.db.select().from(boxPlans).where(eq(boxPlans.recordsPerMonth, 1)).limit(1);
    if (!plan) throw new Error('no plan');
    const [box] = await t.database.db
      .insert(boxSubscriptions)
      .values({
        userId: fx.people.b.id,
        planId: plan.id,
        step: 'confirmed',
        periodicity: '3_months',
        monthsTotal: 3,
        dispatchesLeft: 3,
        currency: 'EUR',
        monthlyPriceMinor: 2490,
        monthlyShippingMinor: 590,
        totalMinor: 3 * 3080,
        startedAt: now,
      })
      .returning({ id: boxSubscriptions.id });
    if (!box) throw new Error('no box');
    const paidFor = openPickMonth(now);
    await t.database.db
      .insert(boxDispatches)
      .values({ boxSubscriptionId: box.id, month: paidFor, projectId: fx.projects.midnight, pickedBy: 'user' });
    const response = await as(fx.people.b.token, 'GET', `/api/user/boxes/${box.id}`);
    expect(response.status, response.text).toBe(200);
    const months = bodyOf(boxDetailSchema, response).months;
    expect(months.map((month) => month.month)).not.toContain(boxMonthOf(now));
    expect(months[0]).toMatchObject({ month: paidFor, state: 'picked' });
    expect(months[0]?.picks.map((pick) => pick.project_id)).toEqual([fx.projects.midnight]);
    expect(months.map((month) => month.state)).toEqual(['picked', 'to_come', 'to_come']);
  });
});
