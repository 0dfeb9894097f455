// Late steps (PGlite and PostgreSQL): when an action passes its planned date, the hourly job tells the
// artist which step and the new ship date, and the buyers the new date, once each however often it
// runs; what follows the late step is planned again so it is not reported late with it; the buyer's
// order page shows the later date.
import { myOrderDetailSchema, productionViewSchema } from '@spindle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectsTestKit, type ProjectsTestKit, type TestUser } from '../projects/testing.ts';
import { LATE_STEPS_JOB } from './index.ts';
import { buyerOf, mailsOf, productionJob, staffOf, succeededProject } from './testing.ts';

const DAY_MS = 86_400_000;
const startedAt = new Date('2026-03-02T09:00:00Z');
let now = startedAt;
let kit: ProjectsTestKit;
let staff: TestUser;
let projectId: number;
let buyer: Awaited<ReturnType<typeof buyerOf>>;

beforeAll(async () => {
  kit = await createProjectsTestKit({ clock: () => now });
  staff = await staffOf(kit);
  projectId = await succeededProject(kit, staff);
  buyer = await buyerOf(kit, projectId, 'Clara', 'es');
}, 120_000);
afterAll(() => kit?.close());

const delayMails = (to: string) => mailsOf(kit, to, 'production_delay');

async function view() {
  const response = await kit.call(kit.artist, 'GET', `/api/production/${projectId}`);
  return productionViewSchema.parse(JSON.parse(response.body));
}

async function shipOnOfOrder(): Promise<string | null | undefined> {
  const response = await kit.call(
    { id: buyer.id, email: buyer.email, token: buyer.token },
    'GET',
    `/api/user/orders/${buyer.orderId}/shop`,
  );
  return myOrderDetailSchema.parse(JSON.parse(response.body)).shops[0]?.items[0]?.production?.estimated_ship_on;
}

describe('a late step', () => {
  it('is on plan until its planned date passes, and nobody is told anything', async () => {
    now = new Date(startedAt.getTime() + 3 * DAY_MS);
    await productionJob(kit, LATE_STEPS_JOB)();
    expect((await view()).days_late).toBe(0);
    expect(await delayMails(buyer.email)).toHaveLength(0);
  });

  it('tells the artist which step is late and the buyers the new date, once each, however often the job runs', async () => {
    const before = await shipOnOfOrder();
    // Release information was planned for day 5; on day 30 nothing of pre-production is in.
    now = new Date(startedAt.getTime() + 30 * DAY_MS);
    const run = productionJob(kit, LATE_STEPS_JOB);
    await run();
    await run();
    await Promise.all([run(), run()]);

    const artistMails = await delayMails(kit.artist.email);
    // Every pre-production action is late: one e-mail each to the artist, one to the buyer.
    expect(artistMails).toHaveLength(11);
    expect(artistMails.map((mail) => mail.subject)).toContain('“Night Drive”: the release information step is late');
    const buyerMails = await delayMails(buyer.email);
    expect(buyerMails).toHaveLength(1);
    expect(buyerMails[0]?.lang).toBe('es');
    expect(buyerMails[0]?.subject).toBe('«Night Drive» se enviará más tarde de lo previsto');

    const late = await view();
    expect(late.days_late).toBe(30 + 1 - 21);
    expect(await shipOnOfOrder()).not.toBe(before);
  });

  it('plans what follows a late step again, so it is not reported late with it', async () => {
    const late = await view();
    const proof = late.phases[1]?.actions.find((action) => action.key === 'production.pressing_proof');
    expect(proof?.late).toBe(false);
    expect(new Date(proof?.planned_at ?? '').getTime()).toBe(new Date(proof?.expected_at ?? '').getTime());
  });

  it('tells the buyers again only when another step runs late and moves the date further', async () => {
    now = new Date(startedAt.getTime() + 31 * DAY_MS);
    await productionJob(kit, LATE_STEPS_JOB)();
    expect(await delayMails(buyer.email)).toHaveLength(1);
  });
});
