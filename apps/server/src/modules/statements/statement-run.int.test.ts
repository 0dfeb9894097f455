// The monthly statement run driven with fake time across two months (issue 16, "Done when"): staff enter
// a dated fee schedule, costs (one advanced by the label), a distributor's report and a revenue split
// through the API; the run of 28 December states November, the run of 28 January states December, each
// once (a second run produces nothing), with figures worked out by hand below; the owner and every payee
// are e-mailed once per statement; each payee reads their own shares.
import {
  errorBodySchema,
  myRevenueSharesSchema,
  projectRevenueSplitSchema,
  statementEntriesSchema,
  statementSummarySchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistryOf } from '../../app.ts';
import { enqueueDueSchedules, enqueueJob } from '../../jobs/index.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';
import { createProjectsTestKit, insertOrder, type ProjectsTestKit, type TestUser } from '../projects/testing.ts';

// Staff enter the facts at the real time (their verified session is fresh); the runs move the clock.
let now = new Date();
const clock = () => now;
let kit: ProjectsTestKit;
let boss: TestUser;
let projectId: number;

async function statementReadyEmails() {
  return kit.database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.template, 'statement_ready'));
}

/** The due run of the schedule at `at` (enqueued as the app's schedules would), then the runner. */
async function runAt(at: string) {
  now = new Date(at);
  // The app registers the schedule; only it is enqueued here (the other schedules have jobs of their own).
  const schedules = jobRegistryOf(kit.app)
    .schedules()
    .filter((schedule) => schedule.type === 'statements.run');
  expect(schedules).toEqual([{ type: 'statements.run', dayOfMonth: 28, hour: 0 }]);
  await enqueueDueSchedules(kit.database.db, schedules, now);
  return kit.runner(clock).runOnce();
}

beforeAll(async () => {
  kit = await createProjectsTestKit({ clock });
  // Sessions that outlive the months the clock moves through.
  const lasting = { expiresAt: new Date('2030-01-01T00:00:00Z') };
  for (const user of [kit.artist, kit.label, kit.other]) user.token = await addSession(kit.database, user.id, lasting);
  const [bossRow] = await kit.database.db
    .insert(schema.users)
    .values({ name: 'Hugo Boss', email: 'hugo.boss@example.com', role: 'boss', type: 'customer', lang: 'fr' })
    .returning();
  if (!bossRow) throw new Error('no boss');
  boss = { id: bossRow.id, email: bossRow.email, token: await addVerifiedStaffSession(kit.database, bossRow.id) };
  const [project] = await kit.database.db
    .insert(schema.projects)
    .values({
      name: 'Long Nights',
      slug: 'long-nights',
      artistName: 'Nina Sky',
      artistId: kit.artist.artistId,
      category: 'vinyl',
      step: 'in_progress',
      priceEurMinor: 2500,
      linkOrigin: 'http://artist.example.test',
    })
    .returning({ id: schema.projects.id });
  projectId = project?.id ?? 0;
  const line = (quantity: number, unitPriceMinor: number) => ({ projectId, quantity, unitPriceMinor });
  // N1. 10 Nov: 2 x 25.00, France (VAT 20 %).
  await insertOrder(kit.database, { paidAt: new Date('2026-11-10T10:00:00Z'), lines: [line(2, 2500)] });
  // D1. 5 Dec: 1 x 30.00, Germany (VAT 19 %).
  await insertOrder(kit.database, {
    paidAt: new Date('2026-12-05T10:00:00Z'),
    taxRateBasisPoints: 1900,
    countryId: 'DE',
    lines: [line(1, 3000)],
  });
  // D2. 20 Dec: 3 x 20.00, France.
  await insertOrder(kit.database, { paidAt: new Date('2026-12-20T10:00:00Z'), lines: [line(3, 2000)] });
});
afterAll(() => kit.close());

const admin = (path: string) => `/api/admin/projects/${projectId}${path}`;

describe('staff entry (permission money)', () => {
  it('enters the fee schedule, the costs, a retail report and the split, each audited', async () => {
    const fee20 = await kit.call(boss, 'POST', admin('/fee-rows'), {
      effective_from: '2026-11-01',
      kind: 'percent',
      fee_basis_points: 2000,
    });
    expect(fee20.statusCode, fee20.body).toBe(201);
    const fixed = await kit.call(boss, 'POST', admin('/fee-rows'), {
      effective_from: '2026-12-15',
      kind: 'fixed_per_unit',
      income_per_unit_minor: 1000,
    });
    expect(fixed.statusCode, fixed.body).toBe(201);
    const mastering = await kit.call(boss, 'POST', admin('/statement-costs'), {
      category: 'mastering',
      incurred_on: '2026-11-05',
      label: 'Mastering',
      amount_minor: 6000,
    });
    expect(mastering.statusCode, mastering.body).toBe(201);
    const marketing = await kit.call(boss, 'POST', admin('/statement-costs'), {
      category: 'marketing',
      incurred_on: '2026-12-10',
      label: 'Press campaign, paid by the label',
      amount_minor: 3000,
      advanced_by_user_id: kit.label.id,
    });
    expect(marketing.statusCode, marketing.body).toBe(201);
    const retail = await kit.call(boss, 'POST', admin('/retail-sales'), {
      distributor: 'Bigwax',
      reported_on: '2026-12-20',
      quantity: 25,
      sales_minor: 50_000,
      returns_minor: 5000,
      fees_minor: 10_000,
    });
    expect(retail.statusCode, retail.body).toBe(201);
    const split = await kit.call(boss, 'PUT', admin('/revenue-split'), {
      payees: [
        { user_id: kit.artist.id, basis_points: 6000, role: 'artist' },
        { user_id: kit.label.id, basis_points: 2500, role: 'label' },
        { user_id: kit.other.id, basis_points: 1500, role: 'producer' },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);

    const audit = await kit.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'project'), eq(schema.auditLog.entityId, String(projectId))));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'statement.cost_added',
      'statement.cost_added',
      'statement.fee_row_added',
      'statement.fee_row_added',
      'statement.retail_sale_added',
      'statement.split_set',
    ]);
    const splitRow = audit.find((row) => row.action === 'statement.split_set');
    expect(splitRow?.staffUserId).toBe(boss.id);
    expect(splitRow?.before).toEqual({ payees: [] });
    expect(splitRow?.after).toMatchObject({ payees: [{ user_id: kit.artist.id, basis_points: 6000 }, {}, {}] });
    const feeRow = audit.filter((row) => row.action === 'statement.fee_row_added')[1];
    expect(feeRow?.before).toMatchObject({ fee_schedule: [{ kind: 'percent', fee_basis_points: 2000 }] });
  });

  it('refuses a split that is not 100 %, a payee twice or unknown, and a storage cost, with clear keys', async () => {
    const code = async (path: string, method: 'POST' | 'PUT', body: unknown) =>
      errorBodySchema.parse((await kit.call(boss, method, admin(path), body)).json()).error.code;
    const payees = (...shares: [number, number][]) => ({
      payees: shares.map(([user_id, basis_points]) => ({ user_id, basis_points })),
    });
    expect(await code('/revenue-split', 'PUT', payees([kit.artist.id, 6000], [kit.label.id, 3000]))).toBe(
      'revenue_split_total_invalid',
    );
    expect(await code('/revenue-split', 'PUT', payees([kit.artist.id, 5000], [kit.artist.id, 5000]))).toBe(
      'revenue_split_payee_duplicate',
    );
    expect(await code('/revenue-split', 'PUT', payees([kit.artist.id, 0], [kit.label.id, 10_000]))).toBe(
      'revenue_split_share_invalid',
    );
    expect(await code('/revenue-split', 'PUT', payees([999_999, 10_000]))).toBe('revenue_split_payee_unknown');
    expect(
      await code('/statement-costs', 'POST', {
        category: 'storage',
        incurred_on: '2026-11-05',
        label: 'x',
        amount_minor: 1,
      }),
    ).toBe('input_invalid');
    expect(
      await code('/retail-sales', 'POST', {
        distributor: 'X',
        reported_on: '2026-12-01',
        currency: 'USD',
        sales_minor: 1,
      }),
    ).toBe('exchange_rate_required');
    expect(await code('/fee-rows', 'POST', { effective_from: '2026-12-01', kind: 'percent' })).toBe(
      'fee_terms_invalid',
    );
    // Nothing of these was stored: the split is still the one entered above.
    const entries = await kit.call(boss, 'GET', admin('/statement-entries'));
    const { split } = statementEntriesSchema.parse(entries.json());
    expect(split.payees.map((p) => p.basis_points)).toEqual([6000, 2500, 1500]);
    // A team member does not hold money.
    expect((await kit.call(kit.team, 'GET', admin('/statement-entries'))).statusCode).toBe(403);
  });
});

describe('the monthly run (fake time)', () => {
  it('states November on 28 December, once, with the dated fee and the entered cost', async () => {
    // 27 December 23:59 UTC is 28 December 00:59 in Paris: the run of 28 December is due.
    await runAt('2026-12-27T23:30:00Z');
    const rows = await kit.database.db
      .select()
      .from(schema.statements)
      .where(eq(schema.statements.projectId, projectId));
    expect(rows.map((row) => [row.period, row.status])).toEqual([['2026-11-01', 'final']]);
    // November by hand (fee 20 % from 1 November, not the default 25 %):
    //   N1  5000 x 0.80 / 1.20 = 3333.33 -> 3333
    //   mastering 6000 (paid by Spindle; no stock, so no storage)
    //   closing = 0 + 3333 - 6000 = -2667
    expect(rows[0]).toMatchObject({ incomeMinor: 3333, costsMinor: 6000, balanceMinor: -2667, userId: kit.artist.id });
    // The loss of -2667 split 60/25/15: -1600.2, -666.75, -400.05 -> 1600, 666, 400 and the cent left to
    // the largest remainder (0.75): -1600, -667, -400. The label's advance is dated 10 December: none yet.
    const shares = await kit.database.db
      .select()
      .from(schema.statementPayeeShares)
      .where(eq(schema.statementPayeeShares.statementId, rows[0]?.id ?? 0));
    expect(
      shares.map((s) => [s.payeeUserId, s.recoupedMinor, s.shareMinor]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    ).toEqual([
      [kit.artist.id, 0, -1600],
      [kit.label.id, 0, -667],
      [kit.other.id, 0, -400],
    ]);
    const emails = await statementReadyEmails();
    expect(emails.map((email) => email.to).sort()).toEqual([kit.artist.email, kit.label.email, kit.other.email].sort());
    expect(emails.find((email) => email.to === kit.artist.email)?.html).toContain(`/project/dashboard?id=${projectId}`);
  });

  it('states December on 28 January once: fixed income per unit from 15 December, retail, recoupment first', async () => {
    await runAt('2027-01-27T23:00:00Z');
    // A second run of the same month (a manual rerun, or a crash and rerun) produces nothing more.
    await enqueueJob(kit.database.db, {
      type: 'statements.run',
      payload: { scheduledAt: '2027-01-27T23:00:00.000Z' },
      dedupeKey: 'statements.run:rerun-2027-01',
    });
    await kit.runner(clock).runOnce();
    await runAt('2027-01-28T10:00:00Z');

    const rows = await kit.database.db
      .select()
      .from(schema.statements)
      .where(eq(schema.statements.projectId, projectId))
      .orderBy(schema.statements.period);
    expect(rows.map((row) => row.period)).toEqual(['2026-11-01', '2026-12-01']);
    // December by hand:
    //   D1  3000 x 0.80 / 1.19 = 2016.81 -> 2017 (20 %)
    //   D2  3 units x 10.00 fixed (the row of 15 December) = 3000
    //   Bigwax 500.00 - 50.00 returns - 100.00 fees = 35000
    //   income 2017 + 3000 + 35000 = 40017; costs 0 (the marketing was the label's advance, not Spindle's)
    //   closing = -2667 + 40017 = 37350
    expect(rows[1]).toMatchObject({ incomeMinor: 40_017, costsMinor: 0, balanceMinor: 37_350 });
    // Earnings 40017: the label's 3000 paid back first, then 37017 split 60/25/15 = 22210.2, 9254.25,
    // 5552.55 -> 22210, 9254, 5552 and the cent left to the largest remainder (0.55): 5553.
    const shares = await kit.database.db
      .select()
      .from(schema.statementPayeeShares)
      .where(eq(schema.statementPayeeShares.statementId, rows[1]?.id ?? 0));
    const byPayee = new Map(shares.map((s) => [s.payeeUserId, [s.recoupedMinor, s.shareMinor]]));
    expect(byPayee.get(kit.artist.id)).toEqual([0, 22_210]);
    expect(byPayee.get(kit.label.id)).toEqual([3000, 9254]);
    expect(byPayee.get(kit.other.id)).toEqual([0, 5553]);
    expect(shares.reduce((sum, s) => sum + s.recoupedMinor + s.shareMinor, 0)).toBe(40_017);
    // Three e-mails a month, never more.
    expect(await statementReadyEmails()).toHaveLength(6);

    // The owner's statement through the API says the same.
    const statement = statementSummarySchema.parse(
      (await kit.call(kit.artist, 'GET', `/api/projects/${projectId}/statement?period=2026-12&format=json`)).json(),
    );
    expect(statement.incomeLines.map((l) => [l.kind, l.amountMinor])).toEqual([
      ['order', 2017],
      ['order', 3000],
      ['retail', 35_000],
    ]);
    expect([statement.openingBalanceMinor, statement.closingBalanceMinor]).toEqual([-2667, 37_350]);
  });

  it('shows each payee their own shares, and the split to the owner', async () => {
    const label = projectRevenueSplitSchema.parse(
      (await kit.call(kit.label, 'GET', `/api/projects/${projectId}/revenue-split`)).json(),
    );
    expect(label.payees.map((p) => [p.user_id, p.basis_points, p.outstanding_minor])).toEqual([
      [kit.artist.id, 6000, 0],
      [kit.label.id, 2500, 0],
      [kit.other.id, 1500, 0],
    ]);
    expect(label.my_shares.map((s) => [s.period, s.recouped_minor, s.share_minor, s.total_minor])).toEqual([
      ['2026-12', 3000, 9254, 12_254],
      ['2026-11', 0, -667, -667],
    ]);
    const mine = myRevenueSharesSchema.parse((await kit.call(kit.other, 'GET', '/api/user/revenue-shares')).json());
    expect(mine.shares.map((s) => s.total_minor)).toEqual([5553, -400]);
    const owner = projectRevenueSplitSchema.parse(
      (await kit.call(kit.artist, 'GET', `/api/projects/${projectId}/revenue-split`)).json(),
    );
    expect(owner.my_shares.map((s) => s.total_minor)).toEqual([22_210, -1600]);
    // Someone who is neither owner, payee nor staff learns nothing.
    const [stranger] = await kit.database.db
      .insert(schema.users)
      .values({ name: 'Stranger', email: 'stranger@example.com' })
      .returning();
    const token = await addSession(kit.database, stranger?.id ?? 0, { expiresAt: new Date('2030-01-01T00:00:00Z') });
    const denied = await kit.call(
      { id: stranger?.id ?? 0, token, email: 'stranger@example.com' },
      'GET',
      `/api/projects/${projectId}/revenue-split`,
    );
    expect(denied.statusCode).toBe(404);
  });
});
