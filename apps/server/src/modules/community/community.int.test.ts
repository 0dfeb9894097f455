import {
  COMMENT_MAX_LENGTH,
  commentListSchema,
  commentSchema,
  errorBodySchema,
  likeResponseSchema,
  projectDetailSchema,
  wishResponseSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession, insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { bodyOf, getAs, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function post(url: string, payload: unknown, token?: string) {
  return send(t.app, { method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
}

const wishRows = (userId: number, projectId: number) =>
  t.database.db
    .select()
    .from(schema.wishlists)
    .where(and(eq(schema.wishlists.userId, userId), eq(schema.wishlists.projectId, projectId)));

const likesCountOf = async (projectId: number) =>
  (await getAs(t.app, projectDetailSchema, `/api/projects/${projectId}`)).body.likes;

describe('POST /api/user/wishes', () => {
  it('answers 401 unauthorized to a visitor, before looking at the body', async () => {
    const response = await post('/api/user/wishes', { project_id: 'nope' });
    expect(response.status).toBe(401);
    expect(bodyOf(errorBodySchema, response).error.code).toBe('unauthorized');
  });

  it('answers 401 to an expired or revoked session', async () => {
    const expired = await addSession(t.database, fx.users.regular.id, { expiresAt: new Date(Date.now() - 1000) });
    const revoked = await addSession(t.database, fx.users.regular.id, { revoked: true });
    const wish = { project_id: fx.projects.midnight, in_whishlist: true };
    expect((await post('/api/user/wishes', wish, expired)).status).toBe(401);
    expect((await post('/api/user/wishes', wish, revoked)).status).toBe(401);
  });

  it('keeps one row when the same project is wished twice, and removes it with in_whishlist false', async () => {
    const { regular } = fx.users;
    const wish = { project_id: fx.projects.rustBelt, in_whishlist: true };

    const first = await post('/api/user/wishes', wish, regular.token);
    const second = await post('/api/user/wishes', wish, regular.token);
    expect(first.status).toBe(200);
    expect(bodyOf(wishResponseSchema, second)).toEqual(wish);
    expect(await wishRows(regular.id, fx.projects.rustBelt)).toHaveLength(1);

    const removed = await post('/api/user/wishes', { ...wish, in_whishlist: false }, regular.token);
    expect(bodyOf(wishResponseSchema, removed)).toEqual({ ...wish, in_whishlist: false });
    expect(await wishRows(regular.id, fx.projects.rustBelt)).toHaveLength(0);
    // Taking off what is not there is not an error either.
    expect((await post('/api/user/wishes', { ...wish, in_whishlist: false }, regular.token)).status).toBe(200);
  });

  it('keeps wishlists apart per user', async () => {
    const wish = { project_id: fx.projects.velvet, in_whishlist: true };
    await post('/api/user/wishes', wish, fx.users.pro.token);
    expect(await wishRows(fx.users.pro.id, fx.projects.velvet)).toHaveLength(1);
    expect(await wishRows(fx.users.regular.id, fx.projects.velvet)).toHaveLength(0);
  });

  it('answers 404 for a project that is not public and 400 with field codes for a bad body', async () => {
    const draft = await post(
      '/api/user/wishes',
      { project_id: fx.projects.draft, in_whishlist: true },
      fx.users.regular.token,
    );
    expect(draft.status).toBe(404);

    const bad = await post('/api/user/wishes', { project_id: 'x' }, fx.users.regular.token);
    expect(bad.status).toBe(400);
    expect(bodyOf(errorBodySchema, bad).error.fields).toEqual({
      project_id: 'input_must_number',
      in_whishlist: 'input_required',
    });
  });
});

describe('POST /api/projects/{id}/like', () => {
  it('answers 401 unauthorized to a visitor', async () => {
    const response = await post(`/api/projects/${fx.projects.ironPsalms}/like`, {});
    expect(response.status).toBe(401);
    expect(bodyOf(errorBodySchema, response).error.code).toBe('unauthorized');
  });

  it('counts a like once however often it is sent, and an unlike once', async () => {
    const project = fx.projects.ironPsalms;
    const before = await likesCountOf(project);
    const like = () => post(`/api/projects/${project}/like`, { liked: true }, fx.users.regular.token);

    expect(bodyOf(likeResponseSchema, await like())).toEqual({ liked: true, likes: before + 1 });
    expect(bodyOf(likeResponseSchema, await like())).toEqual({ liked: true, likes: before + 1 });
    expect(await likesCountOf(project)).toBe(before + 1);

    const unlike = () => post(`/api/projects/${project}/like`, { liked: false }, fx.users.regular.token);
    expect(bodyOf(likeResponseSchema, await unlike())).toEqual({ liked: false, likes: before });
    expect(bodyOf(likeResponseSchema, await unlike())).toEqual({ liked: false, likes: before });
  });

  it('toggles when no state is sent, with an empty object or no body at all', async () => {
    const url = `/api/projects/${fx.projects.velvet}/like`;
    const on = bodyOf(likeResponseSchema, await post(url, {}, fx.users.pro.token));
    const off = bodyOf(
      likeResponseSchema,
      await send(t.app, { method: 'POST', url, headers: bearer(fx.users.pro.token) }),
    );
    expect(on.liked).toBe(true);
    expect(off).toEqual({ liked: false, likes: on.likes - 1 });
  });

  it('answers 404 for a project still being created', async () => {
    expect((await post(`/api/projects/${fx.projects.draft}/like`, {}, fx.users.regular.token)).status).toBe(404);
  });
});

describe('the viewer state on GET /api/projects/{id}', () => {
  it('is null for a visitor and follows the wishlist and like of a signed-in user', async () => {
    const project = fx.projects.midnight;
    const url = `/api/projects/${project}`;
    const token = fx.users.regular.token;
    expect((await getAs(t.app, projectDetailSchema, url)).body.viewer).toBeNull();
    expect((await getAs(t.app, projectDetailSchema, url, bearer(token))).body.viewer).toEqual({
      inWishlist: false,
      liked: false,
    });

    await post('/api/user/wishes', { project_id: project, in_whishlist: true }, token);
    await post(`/api/projects/${project}/like`, { liked: true }, token);
    expect((await getAs(t.app, projectDetailSchema, url, bearer(token))).body.viewer).toEqual({
      inWishlist: true,
      liked: true,
    });
    // Another user's state is their own.
    expect((await getAs(t.app, projectDetailSchema, url, bearer(fx.users.pro.token))).body.viewer).toEqual({
      inWishlist: false,
      liked: false,
    });
  });
});

describe('comments', () => {
  const comment = (text: unknown, token?: string, projectId = fx.projects.rustBelt) =>
    post('/api/comments', { project_id: projectId, text }, token);

  it('answers 401 unauthorized to a visitor', async () => {
    const response = await comment('Lovely record');
    expect(response.status).toBe(401);
    expect(bodyOf(errorBodySchema, response).error.code).toBe('unauthorized');
  });

  it('refuses a blank or too long text with the field code', async () => {
    const blank = await comment('   ', fx.users.regular.token);
    expect(blank.status).toBe(400);
    expect(bodyOf(errorBodySchema, blank).error.fields).toEqual({ text: 'input_required' });

    const long = await comment('a'.repeat(COMMENT_MAX_LENGTH + 1), fx.users.regular.token);
    expect(bodyOf(errorBodySchema, long).error.fields).toEqual({ text: 'input_too_long' });
    expect((await comment('a'.repeat(COMMENT_MAX_LENGTH), fx.users.regular.token)).status).toBe(201);
  });

  it('stores the trimmed text as typed, markup included, and lists it newest first with its author', async () => {
    const project = fx.projects.ironPsalms;
    const first = await comment('  First pressing sounds great  ', fx.users.regular.token, project);
    const second = await comment('<script>alert(1)</script> & more', fx.users.pro.token, project);
    expect(first.status).toBe(201);
    expect(bodyOf(commentSchema, first)).toMatchObject({
      text: 'First pressing sounds great',
      authorName: 'Rita Regular',
    });

    const { body } = await getAs(t.app, commentListSchema, `/api/projects/${project}/comments`);
    expect(body.total).toBe(2);
    expect(body.items.map((item) => [item.authorName, item.text])).toEqual([
      ['Paul Pro', '<script>alert(1)</script> & more'],
      ['Rita Regular', 'First pressing sounds great'],
    ]);
    expect(body.items[0]?.id).toBe(bodyOf(commentSchema, second).id);
    expect((await getAs(t.app, projectDetailSchema, `/api/projects/${project}`)).body.commentsCount).toBe(2);
  });

  it('leaves hidden comments out and pages through the others', async () => {
    const project = fx.projects.velvet;
    for (const text of ['one', 'two', 'three']) await comment(text, fx.users.regular.token, project);
    const { body: all } = await getAs(t.app, commentListSchema, `/api/projects/${project}/comments`);
    const two = all.items.find((item) => item.text === 'two');
    if (!two) throw new Error('comment two not listed');
    await t.database.db.update(schema.comments).set({ hiddenAt: new Date() }).where(eq(schema.comments.id, two.id));

    const page1 = await getAs(t.app, commentListSchema, `/api/projects/${project}/comments?size=1`);
    const page2 = await getAs(t.app, commentListSchema, `/api/projects/${project}/comments?size=1&page=2`);
    expect(page1.body).toMatchObject({ total: 2, page: 1, size: 1 });
    expect([...page1.body.items, ...page2.body.items].map((item) => item.text)).toEqual(['three', 'one']);
  });

  it('lets a user post ten comments in a row, then answers 429 with Retry-After', async () => {
    const [chatty] = await t.database.db
      .insert(schema.users)
      .values({ name: 'Chatty Cathy', email: 'cathy@example.test' })
      .returning({ id: schema.users.id });
    if (!chatty) throw new Error('user not inserted');
    const token = await addSession(t.database, chatty.id);
    for (let n = 1; n <= 10; n += 1) expect((await comment(`message ${n}`, token)).status).toBe(201);

    const refused = await comment('message 11', token);
    expect(refused.status).toBe(429);
    expect(bodyOf(errorBodySchema, refused).error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held back.
    expect((await comment('still fine', fx.users.pro.token)).status).toBe(201);
  });

  it('answers 404 for the comments of a project that is not public', async () => {
    expect((await comment('hello', fx.users.regular.token, fx.projects.draft)).status).toBe(404);
    expect((await send(t.app, `/api/projects/${fx.projects.draft}/comments`)).status).toBe(404);
  });
});

describe('the add_to_wishlist event (docs/analytics.md)', () => {
  const wishEvents = (userId: number) =>
    t.database.db
      .select()
      .from(schema.events)
      .where(and(eq(schema.events.type, 'add_to_wishlist'), eq(schema.events.userId, userId)));
  const VISITOR = 'AbCdEfGhIjKlMnOpQrStUv';

  it('records one event when a record enters the wishlist, with the visitor’s origin, and none otherwise', async () => {
    const { regular } = fx.users;
    const wish = { project_id: fx.projects.midnight, in_whishlist: true };
    const cookie = `ori=newsletter; cookie_id=${VISITOR}`;
    const headers = { ...bearer(regular.token), cookie };
    // Out of the wishlist first (an earlier test may have left it in).
    await post('/api/user/wishes', { ...wish, in_whishlist: false }, regular.token);
    const before = (await wishEvents(regular.id)).length;

    expect((await send(t.app, { method: 'POST', url: '/api/user/wishes', payload: wish, headers })).status).toBe(200);
    const events = await wishEvents(regular.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      projectId: fx.projects.midnight,
      origin: 'newsletter',
      cookieId: VISITOR,
    });

    // Already in the wishlist, or taken out: no event.
    await send(t.app, { method: 'POST', url: '/api/user/wishes', payload: wish, headers });
    await post('/api/user/wishes', { ...wish, in_whishlist: false }, regular.token);
    expect(await wishEvents(regular.id)).toHaveLength(before + 1);

    // Added again, without cookies (or with a forged visitor id): an event without origin or visitor.
    const forged = { ...bearer(regular.token), cookie: 'cookie_id=<script>' };
    await send(t.app, { method: 'POST', url: '/api/user/wishes', payload: wish, headers: forged });
    const again = await wishEvents(regular.id);
    expect(again).toHaveLength(before + 2);
    expect(again.at(-1)).toMatchObject({ projectId: fx.projects.midnight, origin: null, cookieId: null });
  });

  it('records nothing for a project that is not public', async () => {
    const before = (await wishEvents(fx.users.regular.id)).length;
    await post('/api/user/wishes', { project_id: fx.projects.draft, in_whishlist: true }, fx.users.regular.token);
    expect(await wishEvents(fx.users.regular.id)).toHaveLength(before);
  });
});
