// Pre-orders follow the production through the API (PGlite and PostgreSQL; docs/production.md "Shop
// orders follow the production"): a paid shop order moves confirmed -> launched -> in_production ->
// test_pressing_ok -> check_address as its project's production reaches each stage, each move audited;
// a shop order holding two projects follows the least advanced; none moves backwards or out of what
// the fulfilment, the buyer or a cancellation made of it; the buyers hear of the pressing's milestones
// once each, and of the address check only through its own e-mail; a missed stage is caught up.
import { adminOrderSchema, myOrderDetailSchema, myOrderTrackingSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { PRODUCTION_STEPS, type ShopOrderStatus } from '@spindle/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectsTestKit, type ProjectsTestKit, type TestUser } from '../projects/testing.ts';
import { START_DUE_JOB } from './index.ts';
import { buyerOf, mailsOf, productionJob, projectOnSale, staffOf, succeed } from './testing.ts';

let kit: ProjectsTestKit;
let staff: TestUser;
/** The record pressed first; the second one is still on sale when the first starts. */
let first: number;
let second: number;
type Buyer = Awaited<ReturnType<typeof buyerOf>>;
let ada: Buyer; // the first record only
let blaise: Buyer; // both records, in one shop order
let chloe: Buyer; // the first record; her parcel is prepared early by hand
let dora: Buyer; // the first record; her shop order was refunded before the pressing started

beforeAll(async () => {
  kit = await createProjectsTestKit();
  staff = await staffOf(kit);
  first = await projectOnSale(kit, { name: 'Night Drive' });
  second = await projectOnSale(kit, { name: 'Day Break' });
  ada = await buyerOf(kit, first, 'Ada');
  blaise = await buyerOf(kit, [first, second], 'Blaise', 'fr');
  chloe = await buyerOf(kit, first, 'Chloe');
  dora = await buyerOf(kit, first, 'Dora');
  await setStatus(dora, 'refunded');
  await succeed(kit, staff, first);
}, 120_000);
afterAll(() => kit?.close());

async function setStatus(buyer: Buyer, status: ShopOrderStatus) {
  await kit.database.db.update(schema.shopOrders).set({ status }).where(eq(schema.shopOrders.id, buyer.shopOrderId));
}

async function statusOf(buyer: Buyer): Promise<ShopOrderStatus | undefined> {
  const [row] = await kit.database.db
    .select({ status: schema.shopOrders.status })
    .from(schema.shopOrders)
    .where(eq(schema.shopOrders.id, buyer.shopOrderId));
  return row?.status;
}

const statuses = async () => ({
  ada: await statusOf(ada),
  blaise: await statusOf(blaise),
  chloe: await statusOf(chloe),
  dora: await statusOf(dora),
});

/** The audit rows of a shop order's status moves, oldest first. */
async function movesOf(buyer: Buyer) {
  const rows = await kit.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityType, 'shop_order'), eq(schema.auditLog.entityId, String(buyer.shopOrderId))));
  return rows.sort((a, b) => a.id - b.id);
}

/** The e-mails of a template to a buyer. */
function mailsTo(buyer: Buyer, template: string) {
  return mailsOf(kit, buyer.email, template);
}

/** Sets actions of a production valid straight in the table (the steps the journey goes through). */
async function markValid(projectId: number, keys: readonly string[]) {
  await kit.database.db
    .update(schema.productionActions)
    .set({ status: 'valid', doneAt: new Date() })
    .where(
      and(
        eq(schema.productionActions.projectId, projectId),
        inArray(schema.productionActions.stepKey, keys as never[]),
      ),
    );
}

async function staffMove(projectId: number, step: string, to: string) {
  const response = await kit.call(staff, 'POST', `/api/admin/production/${projectId}/actions/${step}`, { to });
  expect(response.statusCode, response.body).toBe(200);
}

const asBuyer = (buyer: Buyer): TestUser => ({ id: buyer.id, email: buyer.email, token: buyer.token });

describe('when the production starts', () => {
  it('launches the pre-orders of the record, not one that waits for another record, nor a refunded one', async () => {
    expect(await statuses()).toEqual({
      ada: 'launched',
      blaise: 'confirmed',
      chloe: 'launched',
      dora: 'refunded',
    });
  });

  it('records each move like the fulfilment does, by the production itself, naming the record', async () => {
    const [move, ...others] = await movesOf(ada);
    expect(others).toEqual([]);
    expect(move).toMatchObject({
      action: 'shop_order.status',
      staffUserId: 0,
      staffName: 'Spindle',
      before: { status: 'confirmed' },
      after: { status: 'launched', production: { project_id: first, project_name: 'Night Drive', by: 'system' } },
    });
    expect(await movesOf(blaise)).toEqual([]);
  });

  it('tells the buyer once that the pressing was launched', async () => {
    const mails = await mailsTo(ada, 'shop_order_status');
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/off to the pressing plant/)]);
    expect(await mailsTo(blaise, 'shop_order_status')).toEqual([]);
  });

  it('moves a shop order of two records once the second one starts too', async () => {
    await succeed(kit, staff, second);
    expect(await statusOf(blaise)).toBe('launched');
    const [move] = await movesOf(blaise);
    expect(move?.after).toMatchObject({ status: 'launched', production: { project_id: second } });
  });
});

describe('as the production moves on', () => {
  const preProduction = PRODUCTION_STEPS.filter((step) => step.phase === 'pre-production').map((step) => step.key);

  it('brings the pre-orders in production once the last pre-production action is validated, audited as that staff member', async () => {
    await markValid(
      first,
      preProduction.filter((key) => key !== 'pre-production.tracks'),
    );
    const submit = await kit.call(kit.artist, 'POST', `/api/production/${first}/actions/pre-production.tracks`, {
      intent: 'submit',
      data: { confirmed: true },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(await statusOf(ada)).toBe('launched');
    await staffMove(first, 'pre-production.tracks', 'valid');
    // Blaise's second record is still in pre-production: his shop order waits for it.
    expect(await statuses()).toMatchObject({ ada: 'in_production', blaise: 'launched', chloe: 'in_production' });
    expect((await movesOf(ada)).at(-1)).toMatchObject({
      staffUserId: staff.id,
      before: { status: 'launched' },
      after: { status: 'in_production', production: { step: 'pre-production.tracks', by: 'staff' } },
    });
  });

  it('approves the test pressing for the artist’s word, the production recording it', async () => {
    await markValid(first, ['production.pressing_proof']);
    await staffMove(first, 'production.test_pressing', 'to_check');
    const approve = await kit.call(
      kit.artist,
      'POST',
      `/api/production/${first}/actions/production.test_pressing/decision`,
      {
        decision: 'valid',
      },
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await statuses()).toMatchObject({ ada: 'test_pressing_ok', blaise: 'launched' });
    expect((await movesOf(ada)).at(-1)).toMatchObject({
      staffUserId: 0,
      after: { status: 'test_pressing_ok', production: { step: 'production.test_pressing', by: 'artist' } },
    });
    const detail = await kit.call(asBuyer(ada), 'GET', `/api/user/orders/${ada.orderId}/shop`);
    expect(myOrderDetailSchema.parse(JSON.parse(detail.body)).shops[0]?.status).toBe('test_pressing_ok');
  });

  it('asks for the addresses once the address check is validated, with its own e-mail only', async () => {
    // Staff prepared Chloe's parcel early (the fulfilment's move): the production leaves it there.
    const prepared = await kit.call(staff, 'POST', '/api/admin/dispatch/status', {
      shop_order_ids: [chloe.shopOrderId],
      status: 'in_preparation',
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    await markValid(first, ['production.dispatch', 'post-production.shipping', 'post-production.reception']);
    await staffMove(first, 'post-production.address_check', 'valid');
    expect(await statuses()).toEqual({
      ada: 'check_address',
      blaise: 'launched',
      chloe: 'in_preparation',
      dora: 'refunded',
    });
    const tracking = await kit.call(asBuyer(ada), 'GET', `/api/user/orders/${ada.orderId}/tracking`);
    const steps = myOrderTrackingSchema.parse(JSON.parse(tracking.body)).shops[0]?.steps ?? [];
    expect(steps.map((step) => `${step.status}:${step.state}`)).toEqual([
      'confirmed:done',
      'launched:done',
      'in_production:done',
      'test_pressing_ok:done',
      'check_address:current',
      'in_preparation:upcoming',
      'sent:upcoming',
      'delivered:upcoming',
    ]);
    // One e-mail per milestone; the address check is the production's own e-mail (its job sends it).
    const milestones = await mailsTo(ada, 'shop_order_status');
    expect(milestones).toHaveLength(3);
    expect(milestones.some((mail) => /check the delivery address/i.test(mail.subject))).toBe(false);
  });

  it('shows staff each move of the order in its history, with who made it and the record that led it', async () => {
    const response = await kit.call(staff, 'GET', `/api/admin/orders/${ada.orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    const history = adminOrderSchema.parse(JSON.parse(response.body)).shops[0]?.status_history ?? [];
    expect(history.map((change) => [change.from, change.to, change.by, change.production?.project_name])).toEqual([
      ['confirmed', 'launched', 'Spindle', 'Night Drive'],
      ['launched', 'in_production', 'Team Member', 'Night Drive'],
      ['in_production', 'test_pressing_ok', 'Spindle', 'Night Drive'],
      ['test_pressing_ok', 'check_address', 'Team Member', 'Night Drive'],
    ]);
    const chloeView = adminOrderSchema.parse(
      JSON.parse((await kit.call(staff, 'GET', `/api/admin/orders/${chloe.orderId}`)).body),
    );
    expect(chloeView.shops[0]?.status_history.at(-1)).toMatchObject({
      from: 'test_pressing_ok',
      to: 'in_preparation',
      production: null,
    });
  });

  it('never takes back a buyer who confirmed the address, however the production goes on', async () => {
    const confirm = await kit.call(asBuyer(ada), 'PUT', `/api/user/orders/${ada.shopOrderId}/customer`, {
      firstname: 'Ada',
      lastname: 'Buyer',
      address: '2 rue de la Paix',
      zip_code: '75002',
      city: 'Paris',
      country_id: 'FR',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await statusOf(ada)).toBe('confirmed');
    await staffMove(first, 'post-production.sync', 'valid');
    await productionJob(kit, START_DUE_JOB)();
    expect(await statusOf(ada)).toBe('confirmed');
    expect(await mailsTo(ada, 'shop_order_status')).toHaveLength(3);
  });
});

describe('a stage missed', () => {
  it('is caught up by the start job, once', async () => {
    // The second record reached production, but its follow was lost (a crash after the move).
    await markValid(
      second,
      PRODUCTION_STEPS.filter((step) => step.phase === 'pre-production').map((step) => step.key),
    );
    expect(await statusOf(blaise)).toBe('launched');
    const run = productionJob(kit, START_DUE_JOB);
    await run();
    // Blaise's shop order follows the least advanced of its records: the second, now in production.
    expect(await statusOf(blaise)).toBe('in_production');
    await Promise.all([run(), run()]);
    const moves = (await movesOf(blaise)).map((row) => (row.after as { status: string }).status);
    expect(moves).toEqual(['launched', 'in_production']);
    const mails = await mailsTo(blaise, 'shop_order_status');
    expect(mails.map((mail) => mail.lang)).toEqual(['fr', 'fr']);
  });
});
