import { errorBodySchema, songListSchema, songStatsResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
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

const report = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(t.app, { method: 'POST', url: '/api/songs/stats', payload, headers });
const songIds = async (url: string) => (await getAs(t.app, songListSchema, url)).body.map((song) => song.id);

const playsOf = (trackId: number) =>
  t.database.db.select().from(schema.songStats).where(eq(schema.songStats.trackId, trackId));

describe('GET /api/songs', () => {
  it('lists the songs of a project', async () => {
    const { body } = await getAs(t.app, songListSchema, `/api/songs?project_id=${fx.projects.midnight}`);
    expect(body.map((song) => song.title)).toEqual(['Power On', 'Grid Lines']);
  });

  it('lists songs by ids in the order asked, leaving out songs of unpublished projects', async () => {
    const { midnightA, midnightB, draftSong } = fx.songs;
    expect(await songIds(`/api/songs?ids=${midnightB},${draftSong},${midnightA}`)).toEqual([midnightB, midnightA]);
  });

  it('needs a project or ids', async () => {
    const { status, body } = await getAs(t.app, errorBodySchema, '/api/songs');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ project_id: 'input_required' });
  });
});

describe('POST /api/songs/stats', () => {
  it('stores a play of 5 seconds or more, in whole seconds, with the listener', async () => {
    const response = await report({ song_id: fx.songs.midnightA, duration: 5 });
    expect(bodyOf(songStatsResponseSchema, response)).toEqual({ recorded: true });
    await report(
      { song_id: fx.songs.midnightA, duration: 61.7 },
      { authorization: `Bearer ${fx.users.regular.token}` },
    );
    const plays = await playsOf(fx.songs.midnightA);
    expect(plays.map((play) => [play.durationSeconds, play.userId])).toEqual([
      [5, null],
      [61, fx.users.regular.id],
    ]);
  });

  it('does not store a play shorter than 5 seconds', async () => {
    const response = await report({ song_id: fx.songs.midnightB, duration: 4.99 });
    expect(response.status).toBe(200);
    expect(bodyOf(songStatsResponseSchema, response)).toEqual({ recorded: false });
    expect(await playsOf(fx.songs.midnightB)).toEqual([]);
  });

  it('answers 404 for an unknown song or one of an unpublished project', async () => {
    expect((await report({ song_id: 999_999, duration: 30 })).status).toBe(404);
    expect((await report({ song_id: fx.songs.draftSong, duration: 30 })).status).toBe(404);
  });

  it('validates the body with the spec field codes', async () => {
    const response = await report({ song_id: 'one', duration: -3 });
    expect(response.status).toBe(400);
    expect(bodyOf(errorBodySchema, response).error.fields).toEqual({
      song_id: 'input_must_number',
      duration: 'input_too_small',
    });
    expect(bodyOf(errorBodySchema, await report({})).error.fields).toEqual({
      song_id: 'input_required',
      duration: 'input_required',
    });
  });
});
