// A project's production through the API (PGlite and PostgreSQL): it starts when staff move the project
// to successful; only its owner and staff see it; the owner fills and submits pre-production (the
// barcode's check digit, print-ready artwork), staff refuse with a reason and validate, each staff
// write leaving an audit row; test pressing rounds; the buyers' address-check e-mails sent once each,
// in their language, however often the job runs; the buyer's order page shows the stage.
import {
  myOrderDetailSchema,
  productionBoardSchema,
  productionViewSchema,
  type ProductionView,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { PRODUCTION_STEPS } from '@spindle/domain';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectsTestKit, type ProjectsTestKit, type TestUser } from '../projects/testing.ts';
import { ADDRESS_CHECK_JOB, START_DUE_JOB } from './index.ts';
import { buyerOf, mailsOf, productionJob, staffOf, succeededProject } from './testing.ts';

let kit: ProjectsTestKit;
let staff: TestUser;
let projectId: number;
let buyers: Awaited<ReturnType<typeof buyerOf>>[];

beforeAll(async () => {
  kit = await createProjectsTestKit();
  staff = await staffOf(kit);
  projectId = await succeededProject(kit, staff);
  buyers = [await buyerOf(kit, projectId, 'Ada'), await buyerOf(kit, projectId, 'Blaise', 'fr')];
}, 120_000);
afterAll(() => kit?.close());

const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

async function viewAs(user: TestUser, side: 'artist' | 'staff' = 'artist'): Promise<ProductionView> {
  const url = side === 'artist' ? `/api/production/${projectId}` : `/api/admin/production/${projectId}`;
  const response = await kit.call(user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return productionViewSchema.parse(JSON.parse(response.body));
}

function actionIn(view: ProductionView, key: string) {
  const action = view.phases.flatMap((phase) => phase.actions).find((candidate) => candidate.key === key);
  if (!action) throw new Error(`no ${key}`);
  return action;
}

/** A 7" sleeve file: print-ready (CMYK, 2,300 px) or not (RGB, 800 px). */
async function sleeveFile(printReady: boolean): Promise<string> {
  const side = printReady ? 2300 : 800;
  const image = sharp({ create: { width: side, height: side, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  const file = await (printReady ? image.toColourspace('cmyk') : image).jpeg({ quality: 60 }).toBuffer();
  return file.toString('base64');
}

async function auditRows() {
  return kit.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityType, 'production'), eq(schema.auditLog.entityId, String(projectId))));
}

/** Sets actions valid straight in the table (what the earlier steps of a journey would have done). */
async function markValid(keys: readonly string[]) {
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

describe('the start of a production', () => {
  it('starts when staff move the project to successful, with every action planned, and moves the project to to_do', async () => {
    const view = await viewAs(kit.artist);
    expect(view.started).toBe(true);
    expect(view.phases.map((phase) => phase.status)).toEqual(['in_progress', 'upcoming', 'upcoming']);
    expect(view.phases.flatMap((phase) => phase.actions)).toHaveLength(PRODUCTION_STEPS.length);
    expect(actionIn(view, 'pre-production.artwork')).toMatchObject({
      status: 'to_do',
      waiting_for: 'artist',
      open: true,
    });
    expect(new Date(view.estimated_ship_at ?? '').getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    const [project] = await kit.database.db.select().from(schema.projects).where(eq(schema.projects.id, projectId));
    expect(project?.step).toBe('to_do');
  });

  it('takes the plant from the project’s quote, shows what the payment action pays, and the board filters by plant and phase', async () => {
    const [quote] = await kit.database.db
      .insert(schema.quotes)
      .values({ quantity: 300, options: {}, plant: 'gzm', totalMinor: 250_000, totalWithVatMinor: 300_000 })
      .returning({ id: schema.quotes.id });
    const quoted = await succeededProject(kit, staff, { name: 'Quoted', quoteId: quote?.id ?? null });
    const response = await kit.call(kit.artist, 'GET', `/api/production/${quoted}`);
    const view = productionViewSchema.parse(JSON.parse(response.body));
    expect(view.plant).toBe('gzm');
    expect(view.payment_due).toEqual({ amount_minor: 300_000, currency: 'EUR' });
    expect((await viewAs(kit.artist)).payment_due).toBeNull();

    const board = async (query: string) => {
      const response = await kit.call(staff, 'GET', `/api/admin/production?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return productionBoardSchema.parse(JSON.parse(response.body));
    };
    const ids = (page: Awaited<ReturnType<typeof board>>) => page.projects.map((row) => row.project_id);
    expect(ids(await board('plant=gzm'))).toEqual([quoted]);
    expect((await board('')).plants).toContain('gzm');
    expect(ids(await board('phase=pre-production'))).toEqual(expect.arrayContaining([projectId, quoted]));
    expect(ids(await board('phase=production'))).not.toContain(quoted);
    expect(ids(await board('late=1'))).not.toContain(quoted);
  });

  it('is started by the job for a record whose callback was lost, even behind 500 successful merch projects', async () => {
    // Merch is not pressed: 500 successful T-shirt projects that started earlier are no production's.
    const startAt = new Date('2026-01-01T00:00:00Z');
    await kit.database.db.insert(schema.projects).values(
      Array.from({ length: 500 }, (_, index) => ({
        name: `Tour shirt ${index}`,
        slug: `tour-shirt-${index}`,
        artistName: 'Nina Sky',
        category: 't-shirt' as const,
        priceEurMinor: 2000,
        artistId: kit.artist.artistId,
        step: 'successful' as const,
        startAt,
      })),
    );
    // The record succeeded later, straight in the table: the step change's callback never ran.
    const [record] = await kit.database.db
      .insert(schema.projects)
      .values({
        name: 'Late Bloom',
        slug: 'late-bloom',
        artistName: 'Nina Sky',
        category: 'vinyl',
        format: '12"',
        discs: 1,
        priceEurMinor: 2500,
        artistId: kit.artist.artistId,
        step: 'successful',
        startAt: new Date('2026-06-01T00:00:00Z'),
      })
      .returning({ id: schema.projects.id });
    if (!record) throw new Error('no record');
    await productionJob(kit, START_DUE_JOB)();
    const runs = await kit.database.db
      .select({ projectId: schema.productionRuns.projectId })
      .from(schema.productionRuns)
      .innerJoin(schema.projects, eq(schema.projects.id, schema.productionRuns.projectId))
      .where(eq(schema.projects.category, 't-shirt'));
    expect(runs).toEqual([]);
    const [moved] = await kit.database.db
      .select({ step: schema.projects.step })
      .from(schema.projects)
      .where(eq(schema.projects.id, record.id));
    expect(moved?.step).toBe('to_do');
    const view = await kit.call(staff, 'GET', `/api/admin/production/${record.id}`);
    expect(json(view)).toMatchObject({ started: true });
  });

  it('tells a project that has not succeeded that its production has not started', async () => {
    const [other] = await kit.database.db
      .insert(schema.projects)
      .values({
        name: 'Draft',
        slug: 'draft',
        artistName: 'Nina Sky',
        category: 'vinyl',
        priceEurMinor: 900,
        artistId: kit.artist.artistId,
      })
      .returning({ id: schema.projects.id });
    const response = await kit.call(kit.artist, 'GET', `/api/production/${other?.id}`);
    expect(json(response)).toMatchObject({ started: false, phases: [] });
    const act = await kit.call(kit.artist, 'POST', `/api/production/${other?.id}/actions/pre-production.barcode`, {
      intent: 'submit',
      data: { mode: 'assign' },
    });
    expect(act.statusCode).toBe(409);
    expect(json(act)).toMatchObject({ error: { code: 'production_not_started' } });
  });
});

describe('who sees a production', () => {
  it('shows it to its owner and to staff, and to nobody else (404, as if it did not exist)', async () => {
    expect((await kit.call(kit.other, 'GET', `/api/production/${projectId}`)).statusCode).toBe(404);
    expect((await kit.call(buyersOf(0), 'GET', `/api/production/${projectId}`)).statusCode).toBe(404);
    expect((await kit.call(null, 'GET', `/api/production/${projectId}`)).statusCode).toBe(401);
    expect((await viewAs(staff)).viewer).toBe('staff');
    const write = await kit.call(kit.other, 'POST', `/api/production/${projectId}/actions/pre-production.barcode`, {
      intent: 'save',
    });
    expect(write.statusCode).toBe(404);
  });

  it('keeps the staff board and staff writes to staff with the production permission', async () => {
    expect((await kit.call(kit.artist, 'GET', '/api/admin/production')).statusCode).toBe(403);
    const board = await kit.call(staff, 'GET', '/api/admin/production');
    expect(board.statusCode, board.body).toBe(200);
    expect(productionBoardSchema.parse(JSON.parse(board.body)).projects.map((row) => row.project_id)).toContain(
      projectId,
    );
    const forged = await kit.call(
      kit.artist,
      'POST',
      `/api/admin/production/${projectId}/actions/pre-production.barcode`,
      {
        to: 'valid',
      },
    );
    expect(forged.statusCode).toBe(403);
  });
});

function buyersOf(index: number): TestUser {
  const buyer = buyers[index];
  if (!buyer) throw new Error('no buyer');
  return { id: buyer.id, email: buyer.email, token: buyer.token };
}

describe('pre-production', () => {
  it('refuses a barcode with a wrong check digit, and assigns a valid one from Spindle on request', async () => {
    const wrong = await kit.call(kit.artist, 'POST', `/api/production/${projectId}/actions/pre-production.barcode`, {
      intent: 'submit',
      data: { mode: 'own', barcode: '4006381333932' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ error: { fields: { barcode: 'barcode_check_digit' } } });
    const assigned = await kit.call(kit.artist, 'POST', `/api/production/${projectId}/actions/pre-production.barcode`, {
      intent: 'submit',
      data: { mode: 'assign' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const view = productionViewSchema.parse(JSON.parse(assigned.body));
    expect(view.barcode).toMatch(/^3770099\d{6}$/);
    expect(actionIn(view, 'pre-production.barcode')).toMatchObject({ status: 'to_check', waiting_for: 'staff' });
  });

  it('keeps artwork that is not print-ready from being submitted, and says why', async () => {
    const upload = await kit.call(
      kit.artist,
      'POST',
      `/api/production/${projectId}/actions/pre-production.artwork/files`,
      {
        name: 'sleeve-rgb.jpg',
        data: await sleeveFile(false),
      },
    );
    expect(upload.statusCode, upload.body).toBe(200);
    expect(json(upload)).toMatchObject({
      kind: 'artwork',
      print_check: { ok: false, problems: ['low_resolution', 'not_cmyk'] },
    });
    const submit = await kit.call(kit.artist, 'POST', `/api/production/${projectId}/actions/pre-production.artwork`, {
      intent: 'submit',
    });
    expect(submit.statusCode).toBe(409);
    expect(json(submit)).toMatchObject({ error: { code: 'artwork_not_print_ready' } });
  });

  it('lets staff attach a file to the artwork (a template), which never stands in for the artist’s artwork', async () => {
    const template = await kit.call(
      staff,
      'POST',
      `/api/admin/production/${projectId}/actions/pre-production.artwork/files`,
      {
        name: 'sleeve-template.pdf',
        data: Buffer.from('%PDF-1.7\n%template\n').toString('base64'),
      },
    );
    expect(template.statusCode, template.body).toBe(200);
    expect(json(template)).toMatchObject({ kind: 'document', uploaded_by: 'staff', print_check: null });
    const submit = await kit.call(kit.artist, 'POST', `/api/production/${projectId}/actions/pre-production.artwork`, {
      intent: 'submit',
    });
    expect(json(submit)).toMatchObject({ error: { code: 'artwork_not_print_ready' } });
    const files = actionIn(await viewAs(kit.artist), 'pre-production.artwork').files;
    expect(files.map((file) => [file.name, file.uploaded_by])).toContainEqual(['sleeve-template.pdf', 'staff']);
  });

  it('lets staff refuse print-ready artwork with a reason the artist reads, then validate the next one, each audited', async () => {
    const upload = async () =>
      kit.call(kit.artist, 'POST', `/api/production/${projectId}/actions/pre-production.artwork/files`, {
        name: 'sleeve-cmyk.jpg',
        data: await sleeveFile(true),
      });
    const file = json(await upload());
    expect(file).toMatchObject({ print_check: { ok: true } });
    expect(String(file.preview_url)).toContain('/preview');
    const submit = () =>
      kit.call(kit.artist, 'POST', `/api/production/${projectId}/actions/pre-production.artwork`, { intent: 'submit' });
    expect((await submit()).statusCode).toBe(200);

    const noReason = await kit.call(
      staff,
      'POST',
      `/api/admin/production/${projectId}/actions/pre-production.artwork`,
      {
        to: 'refused',
      },
    );
    expect(noReason.statusCode).toBe(400);
    const refuse = await kit.call(staff, 'POST', `/api/admin/production/${projectId}/actions/pre-production.artwork`, {
      to: 'refused',
      reason: 'The spine text runs into the bleed.',
    });
    expect(refuse.statusCode, refuse.body).toBe(200);
    expect(actionIn(await viewAs(kit.artist), 'pre-production.artwork')).toMatchObject({
      status: 'refused',
      refusal_reason: 'The spine text runs into the bleed.',
      waiting_for: 'artist',
    });

    expect((await upload()).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
    const validate = await kit.call(
      staff,
      'POST',
      `/api/admin/production/${projectId}/actions/pre-production.artwork`,
      {
        to: 'valid',
      },
    );
    expect(validate.statusCode, validate.body).toBe(200);
    const artwork = actionIn(await viewAs(kit.artist), 'pre-production.artwork');
    expect(artwork.status).toBe('valid');
    expect(artwork.history.map((entry) => [entry.to, entry.by])).toEqual([
      ['to_check', 'artist'],
      ['refused', 'staff'],
      ['to_check', 'artist'],
      ['valid', 'staff'],
    ]);
    expect((await auditRows()).map((row) => row.action)).toEqual([
      'production.file',
      'production.refuse',
      'production.validate',
    ]);
  });

  it('lets neither party make the other one’s move', async () => {
    const artistValidates = await kit.call(
      kit.artist,
      'POST',
      `/api/production/${projectId}/actions/pre-production.barcode/decision`,
      {
        decision: 'valid',
      },
    );
    expect(json(artistValidates)).toMatchObject({ error: { code: 'production_transition_not_allowed' } });
    const closed = await kit.call(staff, 'POST', `/api/admin/production/${projectId}/actions/production.dispatch`, {
      to: 'valid',
    });
    expect(json(closed)).toMatchObject({ error: { code: 'production_step_not_open' } });
  });
});

describe('the test pressing', () => {
  beforeAll(async () => {
    await markValid(PRODUCTION_STEPS.filter((step) => step.phase === 'pre-production').map((step) => step.key));
    await markValid(['production.pressing_proof']);
  });

  it('has the artist refuse the first round with notes per side and track, which opens a second round, then validate it', async () => {
    const send = () =>
      kit.call(staff, 'POST', `/api/admin/production/${projectId}/actions/production.test_pressing`, {
        to: 'to_check',
      });
    expect((await send()).statusCode).toBe(200);
    const refuse = await kit.call(
      kit.artist,
      'POST',
      `/api/production/${projectId}/actions/production.test_pressing/decision`,
      {
        decision: 'refused',
        reason: 'Side B is noisy.',
        notes: [
          { side: 'A', comment: 'Fine.' },
          { side: 'B', track_title: 'Night Drive', comment: 'Crackles from 1:20.' },
        ],
      },
    );
    expect(refuse.statusCode, refuse.body).toBe(200);
    const refused = productionViewSchema.parse(JSON.parse(refuse.body));
    expect(refused.test_pressings).toMatchObject([
      {
        round: 1,
        status: 'refused',
        comment: 'Side B is noisy.',
        notes: [{ side: 'A' }, { side: 'B', track_title: 'Night Drive' }],
      },
      { round: 2, status: 'pending' },
    ]);
    expect(actionIn(refused, 'production.test_pressing').waiting_for).toBe('staff');

    expect((await send()).statusCode).toBe(200);
    const validate = await kit.call(
      kit.artist,
      'POST',
      `/api/production/${projectId}/actions/production.test_pressing/decision`,
      {
        decision: 'valid',
      },
    );
    const view = productionViewSchema.parse(JSON.parse(validate.body));
    expect(view.test_pressings.map((round) => [round.round, round.status])).toEqual([
      [1, 'refused'],
      [2, 'valid'],
    ]);
    expect(view.stage).toBe('pressing');
  });
});

describe('the address check', () => {
  beforeAll(async () => {
    await markValid(['production.dispatch', 'post-production.shipping', 'post-production.reception']);
  });

  const outboxOf = (email: string) => mailsOf(kit, email, 'production_address_check');

  it('e-mails every buyer once, in their language, with a link to change the address, however often the job runs', async () => {
    const validate = await kit.call(
      staff,
      'POST',
      `/api/admin/production/${projectId}/actions/post-production.address_check`,
      {
        to: 'valid',
      },
    );
    expect(validate.statusCode, validate.body).toBe(200);
    const [job] = await kit.database.db.select().from(schema.jobs).where(eq(schema.jobs.type, ADDRESS_CHECK_JOB));
    expect(job?.payload).toEqual({ projectId });

    const run = productionJob(kit, ADDRESS_CHECK_JOB);
    // The job, a retry of it, and two attempts at once (two runners) after that.
    await run({ projectId });
    await run({ projectId });
    await Promise.all([run({ projectId }), run({ projectId })]);

    const [ada, blaise] = [buyers[0], buyers[1]];
    const adaMail = await outboxOf(ada?.email ?? '');
    const blaiseMail = await outboxOf(blaise?.email ?? '');
    expect(adaMail).toHaveLength(1);
    expect(blaiseMail).toHaveLength(1);
    expect(adaMail[0]?.lang).toBe('en');
    expect(blaiseMail[0]?.lang).toBe('fr');
    expect(blaiseMail[0]?.subject).toMatch(/Vérifiez votre adresse/);
    expect(adaMail[0]?.text).toContain(`/my-account/orders/${ada?.orderId}`);
    expect(blaiseMail[0]?.text).toContain(`/fr/my-account/orders/${blaise?.orderId}`);
  });

  it('shows the buyer the stage in plain words and the estimated ship date on the order page', async () => {
    const buyer = buyers[0];
    const response = await kit.call(buyersOf(0), 'GET', `/api/user/orders/${buyer?.orderId}/shop`);
    expect(response.statusCode, response.body).toBe(200);
    const item = myOrderDetailSchema.parse(JSON.parse(response.body)).shops[0]?.items[0];
    expect(item?.production?.stage).toBe('address_check');
    expect(item?.production?.estimated_ship_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('moves the project to to_check once the records left the plant', async () => {
    const [project] = await kit.database.db.select().from(schema.projects).where(eq(schema.projects.id, projectId));
    expect(project?.step).toBe('to_check');
  });
});
