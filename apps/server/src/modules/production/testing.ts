// Test kit of production (lint allows it in test files only): a project of the kit's artist taken to
// success by staff (so its production starts through the same callback as in the server), buyers with
// paid orders of it, print files as a plant wants them or not, and the production's job handlers.
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import type { Job, JobContext } from '../../jobs/index.ts';
import { createLogger } from '../../http/logging.ts';
import { jobRegistryOf } from '../../app.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { insertOrder, type ProjectsTestKit, type TestUser } from '../projects/testing.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

/** A staff member of the kit whose session verified its second factor. */
export async function staffOf(kit: ProjectsTestKit): Promise<TestUser> {
  return { ...kit.team, token: await addVerifiedStaffSession(kit.database, kit.team.id) };
}

/** A project of the kit's artist on sale, then moved to successful by staff: its production starts. */
export async function succeededProject(
  kit: ProjectsTestKit,
  staff: TestUser,
  values: Partial<typeof schema.projects.$inferInsert> = {},
): Promise<number> {
  const id = await projectOnSale(kit, values);
  await succeed(kit, staff, id);
  return id;
}

/** Staff move a project on sale to successful (its production starts through the projects' callback). */
export async function succeed(kit: ProjectsTestKit, staff: TestUser, projectId: number): Promise<void> {
  const moved = await kit.call(staff, 'POST', `/api/admin/projects/${projectId}/step`, { step: 'successful' });
  if (moved.statusCode !== 200) throw new Error(`not moved: ${moved.body}`);
}

/** A 7" of the kit's artist on sale (funding). */
export async function projectOnSale(
  kit: ProjectsTestKit,
  values: Partial<typeof schema.projects.$inferInsert> = {},
): Promise<number> {
  const [row] = await kit.database.db
    .insert(schema.projects)
    .values({
      name: 'Night Drive',
      slug: 'night-drive',
      artistName: 'Nina Sky',
      category: 'vinyl',
      format: '7"',
      discs: 1,
      priceEurMinor: 2500,
      artistId: kit.artist.artistId,
      step: 'in_progress',
      ...values,
    })
    .returning({ id: schema.projects.id });
  if (!row) throw new Error('no project');
  return row.id;
}

/** A buyer with a session and a paid order of the project (one line of each, one shop order); their language is `lang`. */
export async function buyerOf(kit: ProjectsTestKit, projects: number | readonly number[], name: string, lang = 'en') {
  const email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [user] = await kit.database.db
    .insert(schema.users)
    .values({ name, email, type: 'customer', lang })
    .returning({ id: schema.users.id });
  if (!user) throw new Error('no buyer');
  const order = await insertOrder(kit.database, {
    userId: user.id,
    paidAt: new Date(),
    customer: { firstname: name, lastname: 'Buyer' },
    lines: (typeof projects === 'number' ? [projects] : projects).map((projectId) => ({
      projectId,
      quantity: 1,
      unitPriceMinor: 2500,
    })),
  });
  const token = await addSession(kit.database, user.id);
  return { id: user.id, email, token, orderId: order.orderId, shopOrderId: order.shopOrderId };
}

/** The handler of a production job type, called as the runner would (a retry is just another call). */
export function productionJob(kit: ProjectsTestKit, type: string) {
  const handler = jobRegistryOf(kit.app).handlers()[type];
  if (!handler) throw new Error(`no handler for ${type}`);
  const context: JobContext = {
    reportProgress: async () => {},
    signal: new AbortController().signal,
    logger: createLogger({ LOG_LEVEL: 'silent' }),
  };
  return (payload: Record<string, unknown> = {}) => handler({ id: 0, type, payload } as unknown as Job, context);
}

/** The e-mails of one template the outbox holds for an address. */
export function mailsOf(kit: ProjectsTestKit, to: string, template: string) {
  return kit.database.db
    .select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, to), eq(schema.outboxEmails.template, template)));
}
