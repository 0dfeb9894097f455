// Creating and managing projects through app.inject: ownership (another artist gets 404, staff read),
// details, prices per currency, artwork with its variants and vinyl mock-ups, and the step graph.
import {
  errorBodySchema,
  managedProjectSchema,
  myProjectListSchema,
  projectCreateResponseSchema,
  projectListSchema,
  artworkUploadResponseSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectsTestKit, type ProjectsTestKit } from './projects-test-kit.ts';

let kit: ProjectsTestKit;
beforeAll(async () => {
  kit = await createProjectsTestKit();
});
afterAll(() => kit.close());

const errorOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).error;

async function createVinyl(body: object = {}) {
  const response = await kit.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { authorization: `Bearer ${kit.artist.token}`, cookie: 'ori=TKO' },
    payload: {
      kind: 'vinyl',
      name: 'Blue Hours',
      artistName: 'Nina Sky',
      owner: { type: 'artist', id: kit.artist.artistId },
      quote: {
        quantity: 500,
        colour: 'transparent_red',
        effect: 'splatter',
        secondaryColour: 'white',
        discs: 2,
        weightGrams: 180,
      },
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return projectCreateResponseSchema.parse(response.json());
}

/** A square PNG of one colour, as an artist would upload. */
async function png(colour: string, side = 800): Promise<string> {
  const bytes = await sharp({ create: { width: side, height: side, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return bytes.toString('base64');
}

describe('POST /api/projects', () => {
  it('starts a vinyl project in step creating, owned through the artist page, with its origin and quote', async () => {
    const { project, quote } = await createVinyl();
    expect(project).toMatchObject({
      kind: 'vinyl',
      step: 'creating',
      category: 'vinyl',
      format: '2LP',
      discs: 2,
      weightGrams: 360,
      goal: 500,
      origin: 'TKO',
      owner: { artistId: kit.artist.artistId },
      editable: true,
      nextSteps: ['checking'],
    });
    expect(project.colours[0]).toMatchObject({
      name: 'transparent_red',
      hex: '#D2232A',
      effect: 'splatter',
      secondaryHex: '#F5F5F2',
    });
    expect(project.stepHistory).toEqual([
      expect.objectContaining({ from: null, to: 'creating', byUserId: kit.artist.id }),
    ]);
    expect(quote?.options.quantity).toBe(500);
    const [stored] = await kit.database.db
      .select()
      .from(schema.quotes)
      .where(eq(schema.quotes.id, project.quoteId ?? 0));
    expect(stored).toMatchObject({ status: 'converted', origin: 'TKO', totalWithVatMinor: quote?.totalInclVatMinor });
  });

  it('keeps the origin it was created at, for the links of its reminders (sent later by a job)', async () => {
    const created = async (headers: Record<string, string>) => {
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { authorization: `Bearer ${kit.artist.token}`, ...headers },
        payload: { kind: 'digital', name: 'Origin EP', artistName: 'Nina Sky' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { project } = projectCreateResponseSchema.parse(response.json());
      const [row] = await kit.database.db
        .select({ linkOrigin: schema.projects.linkOrigin })
        .from(schema.projects)
        .where(eq(schema.projects.id, project.id));
      return row?.linkOrigin;
    };
    expect(await created({ host: 'artist.example.test' })).toBe('http://artist.example.test');
    // Without TRUST_PROXY (this app), a forwarded host is the client's word and is not taken.
    expect(await created({ host: 'artist.example.test', 'x-forwarded-host': 'evil.example' })).toBe(
      'http://artist.example.test',
    );
  });

  it('starts a digital project owned by the user', async () => {
    const response = await kit.call(kit.label, 'POST', '/api/projects', {
      kind: 'digital',
      name: 'Night EP',
      artistName: 'Various',
    });
    expect(response.statusCode).toBe(201);
    const { project, quote } = projectCreateResponseSchema.parse(response.json());
    expect(project).toMatchObject({
      kind: 'digital',
      category: 'project',
      format: 'Digital',
      discs: 0,
      owner: { userId: kit.label.id },
    });
    expect(quote).toBeNull();
  });

  it('refuses an artist page the user does not manage, and visitors', async () => {
    const response = await kit.call(kit.other, 'POST', '/api/projects', {
      kind: 'vinyl',
      name: 'Stolen',
      artistName: 'Nina Sky',
      owner: { type: 'artist', id: kit.artist.artistId },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'owner_invalid', fields: { owner: 'owner_invalid' } });
    const anonymous = await kit.call(null, 'POST', '/api/projects', { kind: 'digital', name: 'x', artistName: 'y' });
    expect(anonymous.statusCode).toBe(401);
    const blank = await kit.call(kit.artist, 'POST', '/api/projects', { kind: 'cassette', name: ' ', artistName: 'y' });
    expect(errorOf(blank).fields).toMatchObject({ kind: 'input_invalid_choice', name: 'input_required' });
  });
});

describe('GET and PUT /api/projects/{id}', () => {
  it('lets the owner read and change the details; another artist gets 404; staff read only', async () => {
    const { project } = await createVinyl();
    const url = `/api/projects/${project.id}`;
    const put = await kit.call(kit.artist, 'PUT', url, {
      descriptionEn: 'Ten songs for late nights.',
      priceEurMinor: 2800,
      prices: [
        { currency: 'USD', priceMinor: 3200 },
        { currency: 'JPY', priceMinor: 4800 },
      ],
      goal: 300,
      startAt: '2026-12-01T09:00:00+01:00',
      endAt: '2027-01-15T23:59:00+01:00',
      limitPerCustomer: 2,
      onlyCountry: ['FR', 'BE', 'DE'],
      sizes: [],
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = managedProjectSchema.parse(put.json());
    expect(saved).toMatchObject({
      priceEurMinor: 2800,
      goal: 300,
      limitPerCustomer: 2,
      onlyCountry: ['FR', 'BE', 'DE'],
    });
    expect(saved.prices).toEqual([
      { currency: 'JPY', priceMinor: 4800 },
      { currency: 'USD', priceMinor: 3200 },
    ]);
    expect(saved.startAt).toBe('2026-12-01T08:00:00.000Z');

    expect((await kit.call(kit.other, 'GET', `${url}/edit`)).statusCode).toBe(404);
    expect((await kit.call(kit.other, 'PUT', url, { goal: 1 })).statusCode).toBe(404);
    const staff = await kit.call(kit.team, 'GET', `${url}/edit`);
    expect(staff.statusCode).toBe(200);
    expect(managedProjectSchema.parse(staff.json()).editable).toBe(false);
    expect((await kit.call(kit.team, 'PUT', url, { goal: 1 })).statusCode).toBe(404);
    expect((await kit.call(null, 'GET', `${url}/edit`)).statusCode).toBe(401);
    expect((await kit.call(kit.artist, 'GET', '/api/projects/999999/edit')).statusCode).toBe(404);
  });

  it('refuses an end before the start and EUR among the other currencies', async () => {
    const { project } = await createVinyl();
    const url = `/api/projects/${project.id}`;
    const dates = await kit.call(kit.artist, 'PUT', url, {
      startAt: '2027-02-01T00:00:00Z',
      endAt: '2027-01-01T00:00:00Z',
    });
    expect(errorOf(dates).fields).toMatchObject({ endAt: 'date_range_invalid' });
    await kit.call(kit.artist, 'PUT', url, { endAt: '2027-01-01T00:00:00Z' });
    const late = await kit.call(kit.artist, 'PUT', url, { startAt: '2027-03-01T00:00:00Z' });
    expect(errorOf(late).fields).toMatchObject({ endAt: 'date_range_invalid' });
    const eur = await kit.call(kit.artist, 'PUT', url, { prices: [{ currency: 'EUR', priceMinor: 1 }] });
    expect(errorOf(eur).fields).toMatchObject({ prices: 'input_invalid' });
  });

  it('lists only the user’s own projects', async () => {
    const { project } = await createVinyl({ name: 'Mine Only' });
    const mine = myProjectListSchema.parse((await kit.call(kit.artist, 'GET', '/api/user/projects')).json());
    expect(mine.items.map((item) => item.id)).toContain(project.id);
    expect(mine.owners).toEqual({ artists: [{ id: kit.artist.artistId, name: 'Nina Sky' }], labels: [] });
    const theirs = myProjectListSchema.parse((await kit.call(kit.other, 'GET', '/api/user/projects')).json());
    expect(theirs.items.map((item) => item.id)).not.toContain(project.id);
  });
});

describe('POST /api/projects/{id}/artwork', () => {
  it('stores the cover’s variants and draws the record and the sleeve mock-up, then redraws with the label', async () => {
    const { project } = await createVinyl();
    const url = `/api/projects/${project.id}/artwork`;
    const cover = await kit.call(kit.artist, 'POST', url, {
      kind: 'cover',
      data: `data:image/png;base64,${await png('#1f4e9e')}`,
    });
    expect(cover.statusCode, cover.body).toBe(200);
    const first = artworkUploadResponseSchema.parse(cover.json());
    const byVariant = new Map(first.images.map((image) => [image.variant, image]));
    expect([...byVariant.keys()].sort()).toEqual(['cover', 'disc', 'only_vinyl', 'original', 'preview']);
    expect(byVariant.get('cover')).toMatchObject({ width: 600, height: 600 });
    expect(byVariant.get('disc')).toMatchObject({ width: 600, height: 400 });

    // The record is drawn in the project's colour (transparent red): its rim is reddish.
    const recordUrl = byVariant.get('only_vinyl')?.url ?? '';
    const record = await kit.app.inject({ url: recordUrl });
    expect(record.statusCode).toBe(200);
    const { data, info } = await sharp(record.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [r, g, b] = at(Math.round(info.width * 0.5), Math.round(info.height * 0.06));
    expect(r).toBeGreaterThan((g ?? 0) + 40);
    expect(r).toBeGreaterThan((b ?? 0) + 40);

    const label = await kit.call(kit.artist, 'POST', url, { kind: 'label', data: await png('#f6d20e', 400) });
    const second = artworkUploadResponseSchema.parse(label.json());
    const after = new Map(second.images.map((image) => [image.variant, image.url]));
    expect(after.get('label')).toBeDefined();
    expect(after.get('only_vinyl')).not.toBe(recordUrl);
    // The centre of the new record is the yellow label (the hole aside).
    const relabelled = await kit.app.inject({ url: after.get('only_vinyl') ?? '' });
    const pixels = await sharp(relabelled.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const offset =
      (Math.round(pixels.info.height * 0.42) * pixels.info.width + Math.round(pixels.info.width / 2)) *
      pixels.info.channels;
    const [lr, lg, lb] = Array.from(pixels.data.subarray(offset, offset + 3));
    expect(lr).toBeGreaterThan(180);
    expect(lg).toBeGreaterThan(150);
    expect(lb).toBeLessThan(100);

    // A new colour redraws the record: the rim is now mint.
    const recoloured = await kit.call(kit.artist, 'PUT', `/api/projects/${project.id}`, {
      colours: [{ name: 'mint', hex: '#A8E6CF', effect: 'none' }],
    });
    const minted = managedProjectSchema.parse(recoloured.json()).images.find((image) => image.variant === 'only_vinyl');
    expect(minted?.url).not.toBe(after.get('only_vinyl'));
    const mint = await sharp((await kit.app.inject({ url: minted?.url ?? '' })).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rim =
      (Math.round(mint.info.height * 0.06) * mint.info.width + Math.round(mint.info.width / 2)) * mint.info.channels;
    const [mr, mg, mb] = Array.from(mint.data.subarray(rim, rim + 3));
    expect(mg).toBeGreaterThan((mr ?? 0) + 10);
    expect(mb).toBeGreaterThan((mr ?? 0) + 10);
  });

  it('refuses what is not a picture, and another artist', async () => {
    const { project } = await createVinyl();
    const url = `/api/projects/${project.id}/artwork`;
    const junk = await kit.call(kit.artist, 'POST', url, {
      kind: 'cover',
      data: Buffer.from('not an image').toString('base64'),
    });
    expect(errorOf(junk)).toMatchObject({ code: 'image_invalid' });
    expect((await kit.call(kit.other, 'POST', url, { kind: 'cover', data: await png('#000000', 10) })).statusCode).toBe(
      404,
    );
  });
});

describe('steps', () => {
  async function readyProject() {
    const { project } = await createVinyl();
    const url = `/api/projects/${project.id}`;
    await kit.call(kit.artist, 'POST', `${url}/artwork`, { kind: 'cover', data: await png('#30c5c0', 300) });
    await kit.call(kit.artist, 'POST', `${url}/tracks`, { title: 'Intro' });
    await kit.call(kit.artist, 'PUT', url, {
      priceEurMinor: 2500,
      descriptionEn: 'Liner notes',
      goal: 300,
      endAt: '2027-03-01T00:00:00Z',
    });
    return { project, url };
  }

  it('refuses to submit an incomplete project, naming what is missing', async () => {
    const { project } = await createVinyl({ saleType: 'funding' });
    const response = await kit.call(kit.artist, 'POST', `/api/projects/${project.id}/submit`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'project_incomplete',
      fields: {
        priceEurMinor: 'input_required',
        descriptionEn: 'input_required',
        cover: 'input_required',
        tracks: 'input_required',
        endAt: 'input_required',
      },
    });
  });

  it('moves only along the allowed graph, keeps who and when, and locks the details once submitted', async () => {
    const { project, url } = await readyProject();
    const submitted = await kit.call(kit.artist, 'POST', `${url}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(managedProjectSchema.parse(submitted.json())).toMatchObject({
      step: 'checking',
      editable: false,
      nextSteps: ['creating'],
    });

    const locked = await kit.call(kit.artist, 'PUT', url, { goal: 10, descriptionEn: 'New notes' });
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked)).toMatchObject({ code: 'project_locked', fields: { goal: 'project_locked' } });
    expect((await kit.call(kit.artist, 'PUT', url, { descriptionEn: 'New notes' })).statusCode).toBe(200);

    // The owner cannot approve their own project; outside the graph is refused for everyone.
    const selfApproved = await kit.call(kit.artist, 'POST', `${url}/step`, { step: 'in_progress' });
    expect(selfApproved.statusCode).toBe(403);
    const skipped = await kit.call(kit.team, 'POST', `${url}/step`, { step: 'paid' });
    expect(skipped.statusCode).toBe(409);
    expect(errorOf(skipped)).toMatchObject({ code: 'step_transition_not_allowed' });
    expect((await kit.call(kit.other, 'POST', `${url}/step`, { step: 'creating' })).statusCode).toBe(404);

    const approved = await kit.call(kit.team, 'POST', `${url}/step`, { step: 'in_progress', comment: 'Looks great' });
    expect(approved.statusCode).toBe(200);
    const backwards = await kit.call(kit.team, 'POST', `${url}/step`, { step: 'creating' });
    expect(errorOf(backwards)).toMatchObject({ code: 'step_transition_not_allowed' });

    const history = await kit.database.db
      .select()
      .from(schema.projectStepHistory)
      .where(eq(schema.projectStepHistory.projectId, project.id));
    expect(history.map((row) => [row.fromStep, row.toStep, row.byUserId])).toEqual([
      [null, 'creating', kit.artist.id],
      ['creating', 'checking', kit.artist.id],
      ['checking', 'in_progress', kit.team.id],
    ]);
    expect(history[2]?.comment).toBe('Looks great');
  });

  it('queues the refund of the buyers when staff fail a project', async () => {
    const { project, url } = await readyProject();
    await kit.call(kit.artist, 'POST', `${url}/submit`);
    await kit.call(kit.team, 'POST', `${url}/step`, { step: 'in_progress' });
    expect((await kit.call(kit.team, 'POST', `${url}/step`, { step: 'failed' })).statusCode).toBe(200);
    const [job] = await kit.database.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.dedupeKey, `projects.refund_failed:${project.id}`));
    expect(job).toMatchObject({ type: 'projects.refund_failed', status: 'queued', payload: { projectId: project.id } });
  });

  it('lets the owner withdraw a submission and rework a refused project', async () => {
    const { url } = await readyProject();
    await kit.call(kit.artist, 'POST', `${url}/submit`);
    expect(
      managedProjectSchema.parse((await kit.call(kit.artist, 'POST', `${url}/step`, { step: 'creating' })).json()).step,
    ).toBe('creating');
    await kit.call(kit.artist, 'POST', `${url}/submit`);
    await kit.call(kit.team, 'POST', `${url}/step`, { step: 'refused' });
    const reworked = await kit.call(kit.artist, 'POST', `${url}/step`, { step: 'creating' });
    expect(managedProjectSchema.parse(reworked.json())).toMatchObject({ step: 'creating', editable: true });
  });

  it("counts an approved project in the shop's total on the next answer, the total being kept until a write", async () => {
    // A signed-in fan: the visitors' read cache does not apply, only the kept total (list-totals.ts).
    const totalOf = async () =>
      projectListSchema.parse((await kit.call(kit.other, 'GET', '/api/projects?size=24')).json()).total;
    const { url } = await readyProject();
    expect((await kit.call(kit.artist, 'POST', `${url}/submit`)).statusCode).toBe(200);
    const before = await totalOf();
    // Written behind the API's back: the kept total does not see it until a write goes through the API.
    await kit.database.db.insert(schema.projects).values({
      ...{ category: 'vinyl', step: 'in_progress', format: 'LP', priceEurMinor: 1999 },
      ...{ name: 'Quiet Insert', slug: `quiet-insert-${Date.now()}`, artistName: 'Nina Sky' },
    });
    expect(await totalOf()).toBe(before);

    expect((await kit.call(kit.team, 'POST', `${url}/step`, { step: 'in_progress' })).statusCode).toBe(200);
    expect(await totalOf()).toBe(before + 2);
  });
});
