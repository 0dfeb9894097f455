// For the artist-side tests: the whole app on a test database with an artist (owning an artist page),
// another artist, a label user and a team member, each with a session token, and small request helpers.
import { schema, type Database } from '@spindle/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { jobRegistryOf } from '../../app.ts';
import { createJobRunner } from '../../jobs/index.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createLogger } from '../../http/logging.ts';

export interface TestUser {
  id: number;
  token: string;
  email: string;
}

export interface ProjectsTestKit extends TestApp {
  artist: TestUser & { artistId: number };
  other: TestUser;
  label: TestUser & { labelId: number };
  team: TestUser;
  /** app.inject as `user` (bearer token), JSON body. */
  call(
    user: TestUser | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** A runner with every registered job type (and `clock` for claims and schedules). */
  runner(clock?: () => Date): ReturnType<typeof createJobRunner>;
}

async function insertUser(
  database: Database,
  name: string,
  values: Partial<typeof schema.users.$inferInsert> = {},
): Promise<TestUser> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [row] = await database.db
    .insert(schema.users)
    .values({ name, email, type: 'artist', ...values })
    .returning();
  if (!row) throw new Error('no user');
  return { id: row.id, email, token: await addSession(database, row.id) };
}

export async function createProjectsTestKit(options: { clock?: () => Date } = {}): Promise<ProjectsTestKit> {
  const testApp = await createTestApp({}, undefined, options.clock ? { clock: options.clock } : {});
  const { database, app } = testApp;
  const artistUser = await insertUser(database, 'Nina Artist');
  const [artistRow] = await database.db
    .insert(schema.artists)
    .values({ name: 'Nina Sky', slug: 'nina-sky', userId: artistUser.id })
    .returning({ id: schema.artists.id });
  const labelUser = await insertUser(database, 'Label Boss', { type: 'label' });
  const [labelRow] = await database.db
    .insert(schema.labels)
    .values({ name: 'Night Records', slug: 'night-records', userId: labelUser.id })
    .returning({ id: schema.labels.id });
  const other = await insertUser(database, 'Other Artist');
  const team = await insertUser(database, 'Team Member', { role: 'team', type: 'customer' });
  if (!artistRow || !labelRow) throw new Error('no artist or label');

  return {
    ...testApp,
    artist: { ...artistUser, artistId: artistRow.id },
    label: { ...labelUser, labelId: labelRow.id },
    other,
    team,
    call(user, method, url, payload) {
      return app.inject({
        method,
        url,
        headers: user ? { authorization: `Bearer ${user.token}` } : {},
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    },
    runner(clock) {
      const registry = jobRegistryOf(app);
      return createJobRunner({
        db: database.db,
        logger: createLogger({ LOG_LEVEL: 'silent' }),
        handlers: registry.handlers(),
        retryDelayMs: () => 0,
        ...(clock ? { clock } : {}),
      });
    },
  };
}
