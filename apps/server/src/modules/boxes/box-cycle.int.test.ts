// The box's monthly cycle driven with fake time through four months (issue 17, "Done when"): staff
// publish each month's selection; subscribers pick, swap, skip and stop through the API; the daily
// `box.cycle` job reminds on the 25th, picks for those who did not (never a record they received or
// bought, their genres first), charges monthly boxes on the 1st (one card failing, then paid on its
// retry with a new card), and ships every paid box-month as exactly one shop order. Every run is
// repeated the same day: nothing is doubled.
import {
  boxDetailSchema,
  boxPaymentResponseSchema,
  boxSelectionSchema,
  errorBodySchema,
  type BoxDetail,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { demoEmail } from '@spindle/db/testing';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistryOf } from '../../app.ts';
import { enqueueDueSchedules, enqueueJob } from '../../jobs/index.ts';
import { bearer } from '../../testing/accounts-kit.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from '../checkout/testing.ts';
import { createJobRunner } from '../../jobs/index.ts';
import { pino } from 'pino';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const { boxSubscriptions, boxPlans, boxCharges, boxDispatches, orders, orderItems, shopOrders, outboxEmails } = schema;

let now = new Date();
const clock = () => now;
let t: CheckoutTestApp;
let staffToken = '';
const lasting = { expiresAt: new Date('2035-01-01T00:00:00Z') };
const MONTHS = ['2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01'];

interface Subscriber {
  name: string;
  id: number;
  token: string;
  boxId: number;
}
const people: Record<'alice' | 'bob' | 'carol' | 'dan' | 'eve', Subscriber> = {
  alice: { name: 'alice', id: 0, token: '', boxId: 0 },
  bob: { name: 'bob', id: 0, token: '', boxId: 0 },
  carol: { name: 'carol', id: 0, token: '', boxId: 0 },
  dan: { name: 'dan', id: 0, token: '', boxId: 0 },
  eve: { name: 'eve', id: 0, token: '', boxId: 0 },
};
/** P1..P6: the records of every month's selection. */
const records: number[] = [];
let rockGenre = 0;
let jazzGenre = 0;

const call = (who: Subscriber | string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  send(t.app, {
    method,
    url,
    headers: bearer(typeof who === 'string' ? who : who.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The day's run at 00:10 Paris, enqueued as the app's schedule would, and run by the job runner. */
async function runDay(at: string) {
  now = new Date(at);
  const schedules = jobRegistryOf(t.app)
    .schedules()
    .filter((schedule) => schedule.type === 'box.cycle');
  expect(schedules).toEqual([{ type: 'box.cycle', every: 'daily', hour: 0, minute: 10 }]);
  await enqueueDueSchedules(t.database.db, schedules, now);
  // The same day again (as a second instance or a retried job would): nothing may be doubled.
  await enqueueJob(t.database.db, { type: 'box.cycle', payload: {}, runAt: now, dedupeKey: `box.cycle:again:${at}` });
  const runner = createJobRunner({
    db: t.database.db,
    handlers: jobRegistryOf(t.app).handlers(),
    logger: pino({ level: 'silent' }),
    clock,
    concurrency: 1,
  });
  // Every job queued for the day, one after the other.
  while ((await runner.runOnce()).length > 0);
  const failed = await t.database.db.select().from(schema.jobs).where(eq(schema.jobs.status, 'failed'));
  expect(failed.map((job) => job.error)).toEqual([]);
}

async function detail(who: Subscriber): Promise<BoxDetail> {
  const response = await call(who, 'GET', `/api/user/boxes/${who.boxId}`);
  expect(response.status, response.text).toBe(200);
  return bodyOf(boxDetailSchema, response);
}

function errorOf(response: { status: number; text: string }) {
  return { status: response.status, code: bodyOf(errorBodySchema, response).error.code };
}

async function picks(who: Subscriber) {
  return t.database.db
    .select()
    .from(boxDispatches)
    .where(eq(boxDispatches.boxSubscriptionId, who.boxId))
    .orderBy(boxDispatches.month, boxDispatches.id);
}

async function boxOrders(who: Subscriber) {
  return t.database.db
    .select({ origin: orders.origin, shopOrderId: shopOrders.id, status: shopOrders.status, total: orders.totalMinor })
    .from(orders)
    .innerJoin(shopOrders, eq(shopOrders.orderId, orders.id))
    .where(and(eq(orders.userId, who.id), like(orders.origin, 'box:%')))
    .orderBy(orders.id);
}

async function chargesOf(who: Subscriber) {
  return t.database.db
    .select()
    .from(boxCharges)
    .where(eq(boxCharges.boxSubscriptionId, who.boxId))
    .orderBy(boxCharges.month);
}

/** The cycle's e-mails to this test's subscribers (the demo data has boxes of its own). */
async function mails(template: 'box_reminder' | 'box_charge_failed' | 'box_dispatched') {
  const ours = Object.values(people).map((who) => who.id);
  return t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, template), inArray(outboxEmails.userId, ours)))
    .orderBy(outboxEmails.id);
}

async function box(who: Subscriber) {
  const [row] = await t.database.db.select().from(boxSubscriptions).where(eq(boxSubscriptions.id, who.boxId));
  if (!row) throw new Error('no box');
  return row;
}

async function addPerson(who: Subscriber, notifications: Record<string, boolean> = {}) {
  const { db } = t.database;
  const [user] = await db
    .insert(schema.users)
    .values({ name: who.name, email: `${who.name}.box@example.test`, type: 'customer', lang: 'en', notifications })
    .returning({ id: schema.users.id });
  if (!user) throw new Error('no user');
  who.id = user.id;
  who.token = await addSession(t.database, user.id, lasting);
  const [address] = await db
    .insert(schema.customerAddresses)
    .values({
      userId: user.id,
      firstname: who.name,
      lastname: 'Box',
      address: '1 rue du Disque',
      zipCode: '75011',
      city: 'Paris',
      countryId: 'FR',
    })
    .returning({ id: schema.customerAddresses.id });
  return address?.id ?? 0;
}

async function addBox(
  who: Subscriber,
  periodicity: 'monthly' | '3_months',
  dispatchesLeft: number,
  genreIds: number[],
) {
  const addressId = await addPerson(who, who.name === 'carol' ? { boxReminders: false } : {});
  const [plan] = await t.database.db.select().from(boxPlans).where(eq(boxPlans.recordsPerMonth, 1)).limit(1);
  if (!plan) throw new Error('no plan');
  const months = periodicity === 'monthly' ? 1 : 3;
  const [row] = await t.database.db
    .insert(boxSubscriptions)
    .values({
      userId: who.id,
      planId: plan.id,
      step: 'confirmed',
      periodicity,
      monthsTotal: months,
      dispatchesLeft,
      currency: 'EUR',
      monthlyPriceMinor: 2490,
      monthlyShippingMinor: 590,
      totalMinor: months * 3080,
      genreIds,
      customerAddressId: addressId,
      startedAt: new Date('2026-11-20T10:00:00Z'),
      nextChargeAt: new Date('2026-12-01T00:00:00Z'),
    })
    .returning({ id: boxSubscriptions.id });
  who.boxId = row?.id ?? 0;
}

async function saveCard(who: Subscriber, number: string) {
  const response = await call(who, 'POST', '/api/user/cards', {
    kind: 'test_card',
    number,
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  });
  expect(response.status, response.text).toBe(200);
}

beforeAll(async () => {
  t = await createCheckoutTestApp({ clock, env: { PUBLIC_URL: 'http://box.example.test' } });
  const { db } = t.database;
  const [team] = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, demoEmail('team')));
  if (!team) throw new Error('no team member');
  staffToken = await addVerifiedStaffSession(t.database, team.id);
  const genreRows = await db.select().from(schema.genres).limit(2);
  rockGenre = genreRows[0]?.id ?? 0;
  jazzGenre = genreRows[1]?.id ?? 0;
  for (const [index, name] of ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].entries()) {
    const [project] = await db
      .insert(schema.projects)
      .values({
        name: `Box Record ${name}`,
        slug: `box-record-${name.toLowerCase()}`,
        artistName: 'Box Artist',
        category: 'vinyl',
        type: 'stock',
        step: 'in_progress',
        priceEurMinor: 2500,
        // One has its own cover; the others show the default one.
        picture: index === 0 ? 'box-record-one' : null,
      })
      .returning({ id: schema.projects.id });
    if (!project) throw new Error('no project');
    records.push(project.id);
    // Four is the only jazz record; the others are rock.
    await db
      .insert(schema.projectGenres)
      .values({ projectId: project.id, genreId: index === 3 ? jazzGenre : rockGenre });
  }
  await addBox(people.alice, 'monthly', 1, [rockGenre]);
  await addBox(people.bob, 'monthly', 0, [jazzGenre]);
  await addBox(people.carol, '3_months', 3, []);
  await addBox(people.dan, 'monthly', 1, []);
  await addBox(people.eve, 'monthly', 0, []);
  // Alice bought record One in the shop: the box never sends it to her.
  const [order] = await db
    .insert(orders)
    .values({
      userId: people.alice.id,
      status: 'confirmed',
      currency: 'EUR',
      totalMinor: 2500,
      paidAt: new Date('2026-10-01T10:00:00Z'),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order?.id ?? 0,
    projectId: records[0] ?? 0,
    name: 'Box Artist - Box Record One',
    category: 'vinyl',
    quantity: 1,
    currency: 'EUR',
    unitPriceMinor: 2500,
    totalMinor: 2500,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the box cycle over four months', () => {
  it('staff publish each month’s selection (permission catalogue): stock set aside, never below what is taken', async () => {
    // Staff act at the real time: their verified session is fresh.
    now = new Date();
    for (const month of MONTHS) {
      for (const [index, projectId] of records.entries()) {
        // Record One (which Alice bought) has the most copies, record Four (jazz) the fewest; Six has a
        // single copy in December.
        const quantity = index === 5 && month === '2026-12-01' ? 1 : index === 0 ? 50 : index === 3 ? 5 : 10 + index;
        const response = await call(staffToken, 'POST', `/api/admin/boxes/selections/${month}`, {
          project_id: projectId,
          quantity,
        });
        expect(response.status, response.text).toBe(200);
      }
    }
    const selection = bodyOf(
      boxSelectionSchema,
      await call(staffToken, 'GET', '/api/admin/boxes/selections/2026-12-01'),
    );
    expect(selection.entries.map((entry) => entry.quantity_set_aside)).toEqual([50, 11, 12, 5, 14, 1]);
    // Each record with its cover (the catalogue's URL), to show the month's records as covers.
    expect(selection.entries[0]?.cover).toMatch(/\/projects\/box-record-one\/cover\./);
    expect(selection.entries.slice(1).map((entry) => entry.cover)).toEqual(Array(5).fill('/static/default-cover.svg'));
    const customer = await call(people.alice, 'GET', '/api/admin/boxes/selections/2026-12-01');
    expect(customer.status).toBe(403);
    const missing = await call(staffToken, 'POST', '/api/admin/boxes/selections/2026-12-01', {
      project_id: 999_999,
      quantity: 1,
    });
    expect(missing.status).toBe(404);
  });

  it('before the cut-off, subscribers pick and swap; closed months, records out of stock or already owned are refused', async () => {
    now = new Date('2026-11-27T10:00:00Z');
    const [one, two, three, , , six] = records;
    // Carol takes the only copy of Six; Alice then finds it gone.
    expect(
      (await call(people.carol, 'POST', '/api/user/boxes/vinyl', { box_id: people.carol.boxId, project_id: six }))
        .status,
    ).toBe(200);
    const gone = await call(people.alice, 'POST', '/api/user/boxes/vinyl', {
      box_id: people.alice.boxId,
      project_id: six,
    });
    expect(errorOf(gone)).toEqual({ status: 409, code: 'box_record_out_of_stock' });
    const owned = await call(people.alice, 'POST', '/api/user/boxes/vinyl', {
      box_id: people.alice.boxId,
      project_id: one,
    });
    expect(errorOf(owned)).toEqual({ status: 409, code: 'box_record_already_received' });
    const closed = await call(people.alice, 'POST', '/api/user/boxes/vinyl', {
      box_id: people.alice.boxId,
      project_id: two,
      month: '2026-11-01',
    });
    expect(errorOf(closed)).toEqual({ status: 409, code: 'box_month_closed' });
    const notHers = await call(people.bob, 'POST', '/api/user/boxes/vinyl', {
      box_id: people.alice.boxId,
      project_id: two,
    });
    expect(notHers.status).toBe(404);
    // Alice picks Three, then swaps it for Two: Three's copy goes back.
    expect(
      (await call(people.alice, 'POST', '/api/user/boxes/vinyl', { box_id: people.alice.boxId, project_id: three }))
        .status,
    ).toBe(200);
    const swapped = await call(people.alice, 'POST', '/api/user/boxes/vinyl', {
      box_id: people.alice.boxId,
      project_id: two,
    });
    expect(swapped.status, swapped.text).toBe(200);
    const detail = bodyOf(boxDetailSchema, swapped);
    const december = detail.months.find((month) => month.month === '2026-12-01');
    expect(december?.picks.map((pick) => pick.project_id)).toEqual([two]);
    // The subscriber sees the open month's records and their picks as covers.
    expect(december?.picks.map((pick) => pick.cover)).toEqual(['/static/default-cover.svg']);
    expect(detail.selection.find((entry) => entry.project_id === one)?.cover).toMatch(/\/projects\/box-record-one\//);
    // Staff (at the real time) see the copies taken, and cannot give back a copy a pick took.
    now = new Date();
    const selection = bodyOf(
      boxSelectionSchema,
      await call(staffToken, 'GET', '/api/admin/boxes/selections/2026-12-01'),
    );
    expect(selection.entries.map((entry) => entry.quantity_taken)).toEqual([0, 1, 0, 0, 0, 1]);
    const removeTaken = await call(staffToken, 'DELETE', `/api/admin/boxes/selections/2026-12-01/${six}`);
    expect(errorOf(removeTaken)).toEqual({ status: 409, code: 'box_selection_below_taken' });
    const below = await call(staffToken, 'POST', '/api/admin/boxes/selections/2026-12-01', {
      project_id: two,
      quantity: 1,
    });
    expect(below.status, below.text).toBe(200);
    const belowTaken = await call(staffToken, 'POST', '/api/admin/boxes/selections/2026-12-01', {
      project_id: two,
      quantity: 10,
    });
    expect(belowTaken.status).toBe(200);
  });

  it('saves the cards: Bob’s asks for authentication, which an off-session charge cannot give', async () => {
    await saveCard(people.alice, '4242424242424242');
    await saveCard(people.bob, '4000008400001629');
    await saveCard(people.eve, '4000008400001629');
  });

  it('1 December: automatic picks, Bob’s charge fails (monthly_pending, e-mailed), paid boxes ship once each', async () => {
    await runDay('2026-11-30T23:10:00Z');
    const [, two, , four, , six] = records;
    // Bob prefers jazz: the only jazz record, though it has the least stock.
    expect((await picks(people.bob)).map((pick) => [pick.month, pick.projectId, pick.pickedBy])).toEqual([
      ['2026-12-01', four, 'system'],
    ]);
    expect((await picks(people.alice)).map((pick) => pick.projectId)).toEqual([two]);
    expect((await picks(people.carol)).map((pick) => pick.projectId)).toEqual([six]);
    expect(await picks(people.dan)).toHaveLength(1);
    // Bob owed December: his card asks for authentication, which nobody can give off-session.
    const [bobCharge] = await chargesOf(people.bob);
    expect(bobCharge).toMatchObject({ month: '2026-12-01', status: 'failed', attempts: 1, amountMinor: 3080 });
    expect(bobCharge?.nextRetryAt?.toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect((await box(people.bob)).step).toBe('monthly_pending');
    const failedMails = await mails('box_charge_failed');
    expect(failedMails.map((mail) => mail.to).sort()).toEqual(['bob.box@example.test', 'eve.box@example.test']);
    expect(failedMails[0]?.html).toContain('http://box.example.test/my-account/box');
    // Alice and Dan paid their first month at purchase, Carol prepaid: no charge; one order each.
    expect(await chargesOf(people.alice)).toEqual([]);
    for (const who of [people.alice, people.carol, people.dan]) {
      expect((await boxOrders(who)).map((order) => [order.origin, order.status, order.total])).toEqual([
        ['box:2026-12-01', 'confirmed', 0],
      ]);
    }
    expect(await boxOrders(people.bob)).toEqual([]);
    expect(await boxOrders(people.eve)).toEqual([]);
    expect((await box(people.carol)).dispatchesLeft).toBe(2);
    expect((await box(people.alice)).dispatchesLeft).toBe(0);
    // The picks are in the orders and the back office's fulfilment sees them as confirmed shop orders.
    const [aliceOrder] = await boxOrders(people.alice);
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.shopOrderId, aliceOrder?.shopOrderId ?? 0));
    expect(lines.map((line) => [line.projectId, line.unitPriceMinor])).toEqual([[two, 0]]);
    expect((await picks(people.alice))[0]?.shopOrderId).toBe(aliceOrder?.shopOrderId);
  });

  it('1 December, later: Eve gives a new card through POST user/boxes/payment; her charge is paid at once', async () => {
    now = new Date('2026-12-01T09:00:00Z');
    const card = (number: string) => ({ kind: 'test_card', number, exp_month: 12, exp_year: 2099, cvc: '123' });
    const declined = await call(people.eve, 'POST', '/api/user/boxes/payment', {
      box_id: people.eve.boxId,
      card: card('4000000000000002'),
    });
    expect(errorOf(declined)).toEqual({ status: 402, code: 'card_declined' });
    expect((await box(people.eve)).step).toBe('monthly_pending');
    const paid = await call(people.eve, 'POST', '/api/user/boxes/payment', {
      box_id: people.eve.boxId,
      card: card('4242424242424242'),
    });
    expect(paid.status, paid.text).toBe(200);
    expect(bodyOf(boxPaymentResponseSchema, paid)).toMatchObject({
      step: 'confirmed',
      charge: { month: '2026-12-01', status: 'succeeded', attempts: 2 },
    });
    expect((await box(people.eve)).dispatchesLeft).toBe(1);
  });

  it('2 December: Bob saves a new card, the retry pays December and his box ships', async () => {
    await saveCard(people.bob, '4242424242424242');
    await runDay('2026-12-01T23:10:00Z');
    const [charge] = await chargesOf(people.bob);
    expect(charge).toMatchObject({ status: 'succeeded', attempts: 2, nextRetryAt: null });
    expect(charge?.invoiceNumber).toMatch(/^BOX-2026-\d{6}$/);
    expect((await box(people.bob)).step).toBe('confirmed');
    expect((await boxOrders(people.bob)).map((order) => order.origin)).toEqual(['box:2026-12-01']);
    expect((await box(people.bob)).dispatchesLeft).toBe(0);
    // Eve, paid the day before, ships now; her paid charge is not tried again.
    expect((await boxOrders(people.eve)).map((order) => order.origin)).toEqual(['box:2026-12-01']);
    expect((await chargesOf(people.eve)).map((row) => row.attempts)).toEqual([2]);
    // Still one failure e-mail each; the charge's invoice is a PDF, and only Bob's.
    expect(await mails('box_charge_failed')).toHaveLength(2);
    const invoice = await call(people.bob, 'POST', '/api/user/boxes/invoice', {
      box_id: people.bob.boxId,
      charge_id: charge?.id,
    });
    expect(invoice.status, invoice.text.slice(0, 200)).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.text.startsWith('%PDF')).toBe(true);
    const stranger = await call(people.alice, 'POST', '/api/user/boxes/invoice', {
      box_id: people.bob.boxId,
      charge_id: charge?.id,
    });
    expect(stranger.status).toBe(404);
  });

  it('20 December: Carol skips February, Dan stops his monthly box', async () => {
    now = new Date('2026-12-20T10:00:00Z');
    const skip = await call(people.carol, 'PUT', '/api/user/boxes', {
      box_id: people.carol.boxId,
      skip_month: '2027-02-01',
    });
    expect(skip.status, skip.text).toBe(200);
    const past = await call(people.carol, 'PUT', '/api/user/boxes', {
      box_id: people.carol.boxId,
      skip_month: '2026-12-01',
    });
    expect(errorOf(past)).toEqual({ status: 409, code: 'box_month_closed' });
    const stop = await call(people.dan, 'DELETE', `/api/user/boxes/${people.dan.boxId}`);
    expect(stop.status, stop.text).toBe(200);
    expect(bodyOf(boxDetailSchema, stop).stop_requested_at).not.toBeNull();
    // Alice now prefers jazz, and moves.
    const genres = await call(people.alice, 'PUT', '/api/user/boxes', {
      box_id: people.alice.boxId,
      genre_ids: [jazzGenre],
    });
    expect(bodyOf(boxDetailSchema, genres).genre_ids).toEqual([jazzGenre]);
    const moved = await call(people.alice, 'POST', '/api/user/boxes/address', {
      box_id: people.alice.boxId,
      firstname: 'Alice',
      lastname: 'Box',
      address: '9 quai des Disques',
      zip_code: '69002',
      city: 'Lyon',
      country_id: 'fr',
    });
    expect(moved.status, moved.text).toBe(200);
    const carol = await detail(people.carol);
    expect(carol.months.map((month) => [month.month, month.state])).toEqual([
      ['2026-12-01', 'shipped'],
      ['2027-01-01', 'to_come'],
      ['2027-02-01', 'skipped'],
      ['2027-03-01', 'to_come'],
    ]);
  });

  it('25 December: reminders to pick January, once, to those who want them and take part', async () => {
    await runDay('2026-12-24T23:10:00Z');
    const sent = await mails('box_reminder');
    // Carol turned box reminders off; Dan is stopping.
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      'alice.box@example.test',
      'bob.box@example.test',
      'eve.box@example.test',
    ]);
    expect(sent[0]?.html).toContain('http://box.example.test/my-account/box');
  });

  it('1 January: Dan stops before his charge; the others are charged, picked for (never twice the same record) and shipped', async () => {
    await runDay('2026-12-31T23:10:00Z');
    expect((await box(people.dan)).step).toBe('stopped');
    expect(await chargesOf(people.dan)).toEqual([]);
    expect((await boxOrders(people.dan)).map((order) => order.origin)).toEqual(['box:2026-12-01']);
    for (const who of [people.alice, people.bob]) {
      expect((await chargesOf(who)).map((charge) => [charge.month, charge.status])).toContainEqual([
        '2027-01-01',
        'succeeded',
      ]);
    }
    for (const who of [people.alice, people.bob, people.carol]) {
      expect((await boxOrders(who)).map((order) => order.origin)).toEqual(['box:2026-12-01', 'box:2027-01-01']);
    }
    expect((await box(people.carol)).dispatchesLeft).toBe(1);
    // Alice's new genre: the jazz record Bob got in December is hers in January (not Bob's again).
    const [, , , four] = records;
    expect((await picks(people.alice)).find((pick) => pick.month === '2027-01-01')?.projectId).toBe(four);
    expect((await picks(people.bob)).filter((pick) => pick.projectId === four)).toHaveLength(1);
    // Her January box goes to her new address.
    const [, january] = await boxOrders(people.alice);
    const [shop] = await t.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, january?.shopOrderId ?? 0));
    expect(shop?.shippingAddress?.city).toBe('Lyon');
  });

  it('1 February: Carol’s skipped month ships nothing and keeps her dispatch; the monthly boxes go on', async () => {
    await runDay('2027-01-24T23:10:00Z');
    expect((await mails('box_reminder')).length).toBe(6);
    await runDay('2027-01-31T23:10:00Z');
    expect((await picks(people.carol)).map((pick) => pick.month)).toEqual(['2026-12-01', '2027-01-01']);
    expect((await box(people.carol)).dispatchesLeft).toBe(1);
    expect((await box(people.carol)).step).toBe('confirmed');
    for (const who of [people.alice, people.bob]) {
      expect((await boxOrders(who)).map((order) => order.origin)).toEqual([
        'box:2026-12-01',
        'box:2027-01-01',
        'box:2027-02-01',
      ]);
    }
  });

  it('1 March: Carol’s term, extended by the skip, ends; four months without a repeat or a record owned', async () => {
    await runDay('2027-02-28T23:10:00Z');
    expect((await box(people.carol)).step).toBe('finished');
    expect((await boxOrders(people.carol)).map((order) => order.origin)).toEqual([
      'box:2026-12-01',
      'box:2027-01-01',
      'box:2027-03-01',
    ]);
    for (const who of [people.alice, people.bob, people.eve]) {
      const received = (await picks(who)).map((pick) => pick.projectId);
      expect(received).toHaveLength(4);
      expect(new Set(received).size).toBe(4);
      expect((await boxOrders(who)).length).toBe(4);
      expect((await chargesOf(who)).every((charge) => charge.status === 'succeeded')).toBe(true);
    }
    expect((await picks(people.alice)).map((pick) => pick.projectId)).not.toContain(records[0]);
    // Exactly one shop order per box and month, and every pick is in one.
    const all = await t.database.db
      .select()
      .from(boxDispatches)
      .where(
        inArray(
          boxDispatches.boxSubscriptionId,
          Object.values(people).map((who) => who.boxId),
        ),
      );
    expect(all.every((pick) => pick.shopOrderId !== null)).toBe(true);
    // One box_dispatched e-mail per box-month that left, though every day's job ran twice.
    const dispatchMails = await mails('box_dispatched');
    for (const who of Object.values(people)) {
      const sent = dispatchMails.filter((mail) => mail.userId === who.id);
      expect(sent).toHaveLength((await boxOrders(who)).length);
    }
    expect(dispatchMails.filter((mail) => mail.userId === people.alice.id).map((mail) => mail.subject)).toEqual([
      'Your box for December 2026 is on its way',
      'Your box for January 2027 is on its way',
      'Your box for February 2027 is on its way',
      'Your box for March 2027 is on its way',
    ]);
    expect(await chargesOf(people.dan)).toEqual([]);
    const alice = await detail(people.alice);
    expect(alice.months.filter((month) => month.state === 'shipped').map((month) => month.month)).toEqual(MONTHS);
    expect(alice.months.at(-1)).toMatchObject({ month: '2027-04-01', state: 'to_come', open: true });
  });

  it('an attempt interrupted mid-way (still pending an hour later) is settled as failed and retried, never charged blind', async () => {
    const [stuck] = await t.database.db
      .insert(boxCharges)
      .values({
        boxSubscriptionId: people.eve.boxId,
        month: '2027-04-01',
        attempts: 1,
        status: 'pending',
        amountMinor: 3080,
        currency: 'EUR',
        updatedAt: new Date('2027-03-01T08:00:00Z'),
      })
      .returning();
    await runDay('2027-03-01T23:10:00Z');
    const [row] = await t.database.db
      .select()
      .from(boxCharges)
      .where(eq(boxCharges.id, stuck?.id ?? 0));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, declineCode: 'interrupted' });
    expect(row?.nextRetryAt?.toISOString()).toBe('2027-03-02T23:00:00.000Z');
    await runDay('2027-03-02T23:10:00Z');
    const [retried] = await t.database.db
      .select()
      .from(boxCharges)
      .where(eq(boxCharges.id, stuck?.id ?? 0));
    expect(retried).toMatchObject({ status: 'succeeded', attempts: 2 });
  });
});
