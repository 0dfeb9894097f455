// Customers' reviews through the API (PGlite and PostgreSQL): a buyer reviews the projects of their own
// order once its parcel left (someone else's order is 404, an unshipped one 409), an edit goes back to
// pending; staff publish, hide and answer, each change audited with before and after; the project's
// public list shows only published reviews, with their average, and a publication shows at once.
import {
  adminReviewSchema,
  adminReviewsPageSchema,
  myReviewsSchema,
  projectReviewsSchema,
  reviewSavedSchema,
  staffHomeSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrder, insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const { auditLog, reviews, users } = schema;

let t: TestApp;
let fx: OrdersFixture;
let staffToken: string;

beforeAll(async () => {
  // The visitor cache on, as in production: a publication must show on the next read.
  t = await createTestApp({ VISITOR_CACHE_MS: '60000' });
  fx = await insertOrdersFixture(t.database);
  await t.database.db.update(users).set({ name: 'Ada Lovelace' }).where(eq(users.id, fx.people.a.id));
  staffToken = await addVerifiedStaffSession(t.database, fx.people.team.id);
}, 120_000);
afterAll(() => t?.close());

function as(token: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return send(t.app, {
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
}

const review = (overrides: Record<string, unknown> = {}) => ({
  order_id: fx.orders.sent.id,
  project_id: fx.projects.velvet,
  rating: 4,
  title: 'Quiet pressing',
  text: 'Flat, centred and quiet. The sleeve is lovely too.',
  ...overrides,
});

function errorOf(response: { text: string }) {
  return (JSON.parse(response.text) as { error: { code: string; fields?: Record<string, string> } }).error;
}

describe('the buyer', () => {
  it('sees the items of their own order, shipped or not, each without a review yet', async () => {
    const answer = await as(fx.people.a.token, 'GET', `/api/user/reviews?order_id=${fx.orders.sent.id}`);
    expect(answer.status).toBe(200);
    const body = bodyOf(myReviewsSchema, answer);
    expect(body.order?.items).toHaveLength(1);
    expect(body.order?.items[0]).toMatchObject({
      project: { id: fx.projects.velvet, name: 'Velvet Static' },
      shipped: true,
      review: null,
    });
    const paid = bodyOf(
      myReviewsSchema,
      await as(fx.people.a.token, 'GET', `/api/user/reviews?order_id=${fx.orders.paid.id}`),
    );
    expect(paid.order?.items.every((item) => !item.shipped)).toBe(true);
  });

  it('gets 404 for someone else’s order, one that does not exist, and 401 without a session', async () => {
    expect((await as(fx.people.b.token, 'GET', `/api/user/reviews?order_id=${fx.orders.sent.id}`)).status).toBe(404);
    expect((await as(fx.people.a.token, 'GET', '/api/user/reviews?order_id=999999')).status).toBe(404);
    expect((await as(fx.people.b.token, 'POST', '/api/user/reviews', review())).status).toBe(404);
    expect((await as(null, 'POST', '/api/user/reviews', review())).status).toBe(401);
  });

  it('cannot review a project that is not in the order, nor one whose parcel has not left', async () => {
    const other = await as(
      fx.people.a.token,
      'POST',
      '/api/user/reviews',
      review({ project_id: fx.projects.midnight }),
    );
    expect(other.status).toBe(404);
    const unshipped = await as(
      fx.people.a.token,
      'POST',
      '/api/user/reviews',
      review({ order_id: fx.orders.paid.id, project_id: fx.projects.midnight }),
    );
    expect(unshipped.status).toBe(409);
    expect(errorOf(unshipped).code).toBe('review_not_shipped');
  });

  it('gets 400 with the field’s key for a bad rating or too short a text', async () => {
    for (const rating of [0, 6, 3.5, '5']) {
      const answer = await as(fx.people.a.token, 'POST', '/api/user/reviews', review({ rating }));
      expect(answer.status).toBe(400);
      expect(errorOf(answer).fields?.rating).toBe('rating_invalid');
    }
    const short = await as(fx.people.a.token, 'POST', '/api/user/reviews', review({ text: 'Nice!' }));
    expect(short.status).toBe(400);
    expect(errorOf(short).fields?.text).toBe('review_text_too_short');
  });

  it('writes a review that waits for staff, signed with the first name and initial', async () => {
    const answer = await as(fx.people.a.token, 'POST', '/api/user/reviews', review());
    expect(answer.status).toBe(200);
    const saved = bodyOf(reviewSavedSchema, answer);
    expect(saved.created).toBe(true);
    expect(saved.review).toMatchObject({ status: 'pending', rating: 4, title: 'Quiet pressing', answer: null });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, saved.review.id));
    expect(row).toMatchObject({ authorName: 'Ada L.', userId: fx.people.a.id, orderId: fx.orders.sent.id });
    const mine = bodyOf(
      myReviewsSchema,
      await as(fx.people.a.token, 'GET', `/api/user/reviews?order_id=${fx.orders.sent.id}`),
    );
    expect(mine.reviews.map((item) => item.id)).toEqual([saved.review.id]);
    expect(mine.order?.items[0]?.review?.id).toBe(saved.review.id);
  });

  it('keeps one review per project and order: saving again edits it', async () => {
    const again = bodyOf(
      reviewSavedSchema,
      await as(fx.people.a.token, 'POST', '/api/user/reviews', review({ rating: 5 })),
    );
    expect(again.created).toBe(false);
    const rows = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, fx.people.a.id), eq(reviews.projectId, fx.projects.velvet)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rating).toBe(5);
  });
});

describe('moderation and the project page', () => {
  const publicList = async () =>
    bodyOf(projectReviewsSchema, await as(null, 'GET', `/api/projects/${fx.projects.velvet}/reviews`));
  let reviewId: number;

  beforeAll(async () => {
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.userId, fx.people.a.id));
    if (!row) throw new Error('no review');
    reviewId = row.id;
  });

  it('shows nothing while the review is pending', async () => {
    expect(await publicList()).toMatchObject({ count: 0, average: null, items: [] });
  });

  it('lists the reviews for staff, filtered by status, with the counts per status', async () => {
    const answer = await as(staffToken, 'GET', '/api/admin/reviews?status=pending');
    expect(answer.status).toBe(200);
    const page = bodyOf(adminReviewsPageSchema, answer);
    expect(page.rows.map((row) => row.id)).toContain(reviewId);
    expect(page.rows.find((row) => row.id === reviewId)?.actions).toEqual(['publish', 'hide']);
    expect(page.counts.pending).toBeGreaterThanOrEqual(1);
    const home = bodyOf(staffHomeSchema, await as(staffToken, 'GET', '/api/admin/home'));
    expect(home.work.reviews_to_moderate).toBe(page.counts.pending);
    const published = bodyOf(
      adminReviewsPageSchema,
      await as(staffToken, 'GET', '/api/admin/reviews?status=published'),
    );
    expect(published.rows.map((row) => row.id)).not.toContain(reviewId);
    expect((await as(fx.people.a.token, 'GET', '/api/admin/reviews')).status).toBe(403);
  });

  it('publishes it (audited), and the project page shows it at once, with its average', async () => {
    expect((await publicList()).count).toBe(0); // kept in the visitor cache now
    const answer = await as(staffToken, 'POST', `/api/admin/reviews/${reviewId}/status`, { action: 'publish' });
    expect(answer.status).toBe(200);
    expect(bodyOf(adminReviewSchema, answer).status).toBe('published');
    const list = await publicList();
    expect(list).toMatchObject({ count: 1, average: 5 });
    expect(list.items[0]).toMatchObject({ id: reviewId, author_name: 'Ada L.', rating: 5, answer: null });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.action, 'review.publish')));
    expect(audit).toMatchObject({ staffUserId: fx.people.team.id, entityId: String(reviewId) });
    expect(audit?.before).toMatchObject({ status: 'pending' });
    expect(audit?.after).toMatchObject({ status: 'published' });
  });

  it('refuses to publish twice', async () => {
    const again = await as(staffToken, 'POST', `/api/admin/reviews/${reviewId}/status`, { action: 'publish' });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('review_transition_not_allowed');
    expect((await as(staffToken, 'POST', '/api/admin/reviews/999999/status', { action: 'hide' })).status).toBe(404);
  });

  it('answers it (audited); the answer shows under it and to its author', async () => {
    const answer = await as(staffToken, 'POST', `/api/admin/reviews/${reviewId}/answer`, { answer: 'Thank you, Ada!' });
    expect(answer.status).toBe(200);
    expect((await publicList()).items[0]?.answer).toBe('Thank you, Ada!');
    const mine = bodyOf(myReviewsSchema, await as(fx.people.a.token, 'GET', '/api/user/reviews'));
    expect(mine.reviews[0]?.answer).toBe('Thank you, Ada!');
    expect(mine.order).toBeNull();
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.action, 'review.answer')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.before).toMatchObject({ answer: null });
    expect(rows[0]?.after).toMatchObject({ answer: 'Thank you, Ada!' });
  });

  it('sends an edited review back to pending and off the project page; saving the same words changes nothing', async () => {
    const same = bodyOf(
      reviewSavedSchema,
      await as(fx.people.a.token, 'POST', '/api/user/reviews', review({ rating: 5 })),
    );
    expect(same.review.status).toBe('published');
    const edited = bodyOf(
      reviewSavedSchema,
      await as(
        fx.people.a.token,
        'POST',
        '/api/user/reviews',
        review({ rating: 2, text: 'Warped after a week, sadly.' }),
      ),
    );
    expect(edited.review.status).toBe('pending');
    expect(await publicList()).toMatchObject({ count: 0, items: [] });
  });

  it('hides a review: it stays off the project page', async () => {
    await as(staffToken, 'POST', `/api/admin/reviews/${reviewId}/status`, { action: 'publish' });
    expect((await publicList()).count).toBe(1);
    const hidden = await as(staffToken, 'POST', `/api/admin/reviews/${reviewId}/status`, { action: 'hide' });
    expect(bodyOf(adminReviewSchema, hidden)).toMatchObject({ status: 'hidden', actions: ['publish'] });
    expect((await publicList()).count).toBe(0);
    const moves = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'review'));
    expect(moves.map((row) => row.action)).toEqual([
      'review.publish',
      'review.answer',
      'review.publish',
      'review.hide',
    ]);
  });

  it('averages the published ratings of several buyers', async () => {
    const placed = await insertOrder(t.database, {
      userId: fx.people.b.id,
      status: 'confirmed',
      shopStatus: 'delivered',
      lines: [{ projectId: fx.projects.velvet, name: 'Orchid Lane - Velvet', unitPriceMinor: 1499, quantity: 1 }],
      shippingMinor: 500,
      createdAt: new Date(),
    });
    const saved = bodyOf(
      reviewSavedSchema,
      await as(fx.people.b.token, 'POST', '/api/user/reviews', review({ order_id: placed.id, rating: 3 })),
    );
    await as(staffToken, 'POST', `/api/admin/reviews/${reviewId}/status`, { action: 'publish' });
    await as(staffToken, 'POST', `/api/admin/reviews/${saved.review.id}/status`, { action: 'publish' });
    expect(await publicList()).toMatchObject({ count: 2, average: 2.5 });
    expect((await publicList()).items.map((item) => item.id)).toEqual([saved.review.id, reviewId]);
  });

  it('answers 404 for the reviews of a project the public cannot see', async () => {
    expect((await as(null, 'GET', `/api/projects/${fx.projects.draft}/reviews`)).status).toBe(404);
  });
});
