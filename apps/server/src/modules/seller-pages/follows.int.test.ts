import { artistProfileSchema, errorBodySchema, followStateSchema, labelProfileSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { bodyOf, getAs, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
});
afterAll(() => t.close());

function follow(id: number, body: object | undefined, token?: string) {
  return send(t.app, {
    method: 'POST',
    url: `/api/user/follows/${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
}

async function followState(id: number, body: object | undefined, token: string) {
  const response = await follow(id, body, token);
  expect(response.status).toBe(200);
  return bodyOf(followStateSchema, response);
}

/** Follow rows of a user for an artist, straight from the table. */
async function artistFollowRows(userId: number, artistId: number) {
  return t.database.db
    .select()
    .from(schema.follows)
    .where(and(eq(schema.follows.followerId, userId), eq(schema.follows.artistId, artistId)));
}

describe('POST /api/user/follows/{id}', () => {
  it('answers 401 unauthorized to a visitor, with or without a body', async () => {
    for (const response of [await follow(fx.artists.nova, undefined), await follow(fx.artists.nova, {})]) {
      expect(response.status).toBe(401);
      expect(bodyOf(errorBodySchema, response).error.code).toBe('unauthorized');
    }
  });

  it('toggles following an artist and answers the new state with the follower count', async () => {
    const { regular } = fx.users;
    expect(await followState(fx.artists.nova, undefined, regular.token)).toEqual({
      type: 'artist',
      id: fx.artists.nova,
      following: true,
      followerCount: 1,
    });
    const profile = await getAs(t.app, artistProfileSchema, `/api/artists/${fx.artists.nova}`, {
      authorization: `Bearer ${regular.token}`,
    });
    expect(profile.body).toMatchObject({ following: true, followerCount: 1 });

    expect(await followState(fx.artists.nova, {}, regular.token)).toMatchObject({ following: false, followerCount: 0 });
    expect(await artistFollowRows(regular.id, fx.artists.nova)).toEqual([]);
  });

  it('sets the wanted state when told, so repeating the request changes nothing', async () => {
    const { pro } = fx.users;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await followState(fx.artists.ferric, { following: true }, pro.token)).toMatchObject({ following: true });
    }
    expect(await artistFollowRows(pro.id, fx.artists.ferric)).toHaveLength(1);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await followState(fx.artists.ferric, { following: false }, pro.token)).toMatchObject({
        following: false,
      });
    }
    expect(await artistFollowRows(pro.id, fx.artists.ferric)).toHaveLength(0);
  });

  it('keeps one row per follower and artist when the same follow arrives twice at once', async () => {
    const { regular } = fx.users;
    const answers = await Promise.all([
      followState(fx.artists.orchid, { following: true }, regular.token),
      followState(fx.artists.orchid, { following: true }, regular.token),
    ]);
    expect(answers.map((answer) => answer.following)).toEqual([true, true]);
    expect(await artistFollowRows(regular.id, fx.artists.orchid)).toHaveLength(1);
  });

  it('counts every follower of an artist', async () => {
    await followState(fx.artists.orchid, { following: true }, fx.users.pro.token);
    const { body } = await getAs(t.app, artistProfileSchema, `/api/artists/${fx.artists.orchid}`);
    expect(body.followerCount).toBe(2);
  });

  it('follows a label with type label', async () => {
    const state = await followState(fx.labelId, { type: 'label' }, fx.users.regular.token);
    expect(state).toEqual({ type: 'label', id: fx.labelId, following: true, followerCount: 1 });
    const profile = await getAs(t.app, labelProfileSchema, `/api/labels/${fx.labelId}`, {
      authorization: `Bearer ${fx.users.regular.token}`,
    });
    expect(profile.body).toMatchObject({ following: true, followerCount: 1 });
  });

  it('answers 404 for an artist that does not exist and 400 for an unknown type', async () => {
    expect((await follow(999_999, undefined, fx.users.regular.token)).status).toBe(404);
    const invalid = await follow(fx.artists.nova, { type: 'project' }, fx.users.regular.token);
    expect(invalid.status).toBe(400);
    expect(bodyOf(errorBodySchema, invalid).error.fields).toHaveProperty('type');
  });
});
