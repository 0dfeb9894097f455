// The plant's own date, set by staff on an action (PGlite and PostgreSQL; docs/production.md "Planned
// dates by hand"): audited with the old date; the estimate, the production pages and the buyers' order
// pages follow it; when it moves the ship date later, the artist and the buyers are told once each with
// the new estimate (the late-step e-mail), however often the job runs; an earlier date tells nobody.
import { myOrderDetailSchema, productionViewSchema, type ProductionView } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectsTestKit, type ProjectsTestKit, type TestUser } from '../projects/testing.ts';
import { PLANT_DATE_JOB } from './index.ts';
import { buyerOf, mailsOf, productionJob, staffOf, succeededProject } from './testing.ts';

const DAY_MS = 86_400_000;
const startedAt = new Date('2026-03-02T09:00:00Z');
const now = new Date(startedAt.getTime() + 10 * DAY_MS);
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

async function staffView(): Promise<ProductionView> {
  const response = await kit.call(staff, 'GET', `/api/admin/production/${projectId}`);
  return productionViewSchema.parse(JSON.parse(response.body));
}

const actionOf = (view: ProductionView, key: string) =>
  view.phases.flatMap((phase) => phase.actions).find((action) => action.key === key);

const plan = (step: string, plannedOn: string, user: TestUser = staff) =>
  kit.call(user, 'POST', `/api/admin/production/${projectId}/actions/${step}/plan`, { planned_on: plannedOn });

async function shipOnOfOrder(): Promise<string | null | undefined> {
  const response = await kit.call(
    { id: buyer.id, email: buyer.email, token: buyer.token },
    'GET',
    `/api/user/orders/${buyer.orderId}/shop`,
  );
  return myOrderDetailSchema.parse(JSON.parse(response.body)).shops[0]?.items[0]?.production?.estimated_ship_on;
}

const queued = () => kit.database.db.select().from(schema.jobs).where(eq(schema.jobs.type, PLANT_DATE_JOB));

describe('the plant’s own date', () => {
  it('is for staff with the production permission, on an action not done, today or later', async () => {
    expect((await plan('production.dispatch', '2026-06-30', kit.artist)).statusCode).toBe(403);
    const past = await plan('production.dispatch', '2026-03-11');
    expect(past.statusCode).toBe(400);
    expect(JSON.parse(past.body)).toMatchObject({ error: { fields: { planned_on: 'date_past' } } });
    const invalid = await plan('production.dispatch', '2026-02-30');
    expect(JSON.parse(invalid.body)).toMatchObject({ error: { fields: { planned_on: 'date_invalid' } } });
    await kit.database.db
      .update(schema.productionActions)
      .set({ status: 'valid', doneAt: now })
      .where(
        and(
          eq(schema.productionActions.projectId, projectId),
          inArray(schema.productionActions.stepKey, ['pre-production.information']),
        ),
      );
    const done = await plan('pre-production.information', '2026-06-30');
    expect(done.statusCode).toBe(409);
    expect(JSON.parse(done.body)).toMatchObject({ error: { code: 'production_step_done' } });
  });

  it('moves the estimate later with it, audited with the old date, and plans what follows again', async () => {
    const before = await staffView();
    const plannedBefore = actionOf(before, 'production.dispatch')?.planned_at;
    const shipBefore = await shipOnOfOrder();
    // Dispatch was planned for day 84 (24 May); the plant says 12 June.
    const response = await plan('production.dispatch', '2026-06-12');
    expect(response.statusCode, response.body).toBe(200);
    const after = productionViewSchema.parse(JSON.parse(response.body));
    const dispatch = actionOf(after, 'production.dispatch');
    expect(dispatch).toMatchObject({ planned_by_hand: true, planned_at: '2026-06-12T16:00:00.000Z' });
    expect(dispatch?.expected_at).toBe('2026-06-12T16:00:00.000Z');
    expect(new Date(after.estimated_ship_at ?? '').getTime() - new Date(before.estimated_ship_at ?? '').getTime()).toBe(
      new Date('2026-06-12T16:00:00Z').getTime() - new Date(plannedBefore ?? '').getTime(),
    );
    // What follows is not late because of it: planned from the plant's date on.
    const shipping = actionOf(after, 'post-production.shipping');
    expect(shipping?.planned_at).toBe(shipping?.expected_at);
    expect(after.audit[0]).toMatchObject({
      action: 'production.plan',
      staff_user_id: staff.id,
      before: { step: 'production.dispatch', planned_at: plannedBefore, by_hand: false },
      after: { step: 'production.dispatch', planned_at: '2026-06-12T16:00:00.000Z' },
    });
    expect(await shipOnOfOrder()).not.toBe(shipBefore);
    expect(await shipOnOfOrder()).toBe(after.estimated_ship_at?.slice(0, 10));
  });

  it('tells the artist and the buyer once each with the new estimate, however often the job runs', async () => {
    const [job] = await queued();
    const run = productionJob(kit, PLANT_DATE_JOB);
    await run(job?.payload ?? {});
    await run(job?.payload ?? {});
    await Promise.all([run(job?.payload ?? {}), run(job?.payload ?? {})]);
    const artist = await delayMails(kit.artist.email);
    expect(artist.map((mail) => mail.subject)).toEqual([
      '“Night Drive”: the plant moved the dispatch from the plant step',
    ]);
    const buyers = await delayMails(buyer.email);
    expect(buyers).toHaveLength(1);
    expect(buyers[0]?.lang).toBe('es');
    const shipOn = await shipOnOfOrder();
    const [day, month] = [Number(shipOn?.slice(8, 10)), shipOn?.slice(5, 7)];
    expect(buyers[0]?.text).toContain(`${day} de ${month === '06' ? 'junio' : 'julio'}`);
  });

  it('tells nobody when the plant gives the same date again, or an earlier one', async () => {
    expect((await plan('production.dispatch', '2026-06-12')).statusCode).toBe(200);
    expect(await queued()).toHaveLength(1);
    const earlier = await plan('production.dispatch', '2026-06-05');
    expect(earlier.statusCode).toBe(200);
    expect(actionOf(productionViewSchema.parse(JSON.parse(earlier.body)), 'production.dispatch')?.planned_at).toBe(
      '2026-06-05T16:00:00.000Z',
    );
    expect(await queued()).toHaveLength(1);
    expect(await delayMails(buyer.email)).toHaveLength(1);
  });
});
