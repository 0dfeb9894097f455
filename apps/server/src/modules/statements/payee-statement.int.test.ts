// A payee downloads their own statement (issue 16; docs/statements.md "Revenue splits"): after the
// monthly run produced November with a 40/60 split, each payee gets the month's statement as a PDF and
// as a spreadsheet carrying their own share; the owner who is not a payee, a stranger, or a month the
// payee has no share of get 403 forbidden; a project that does not exist is 404.
import { errorBodySchema } from '@spindle/contracts';
import ExcelJS from 'exceljs';
import { schema } from '@spindle/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistryOf } from '../../app.ts';
import { enqueueDueSchedules } from '../../jobs/index.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';
import { createProjectsTestKit, insertOrder, type ProjectsTestKit, type TestUser } from '../projects/testing.ts';

let now = new Date();
const clock = () => now;
let kit: ProjectsTestKit;
let boss: TestUser;
let stranger: TestUser;
let projectId: number;

beforeAll(async () => {
  kit = await createProjectsTestKit({ clock });
  const lasting = { expiresAt: new Date('2030-01-01T00:00:00Z') };
  for (const user of [kit.artist, kit.label, kit.other]) user.token = await addSession(kit.database, user.id, lasting);
  const [bossRow, strangerRow] = await kit.database.db
    .insert(schema.users)
    .values([
      { name: 'Hugo Boss', email: 'payee.boss@example.com', role: 'boss', type: 'customer', lang: 'fr' },
      { name: 'Sam Stranger', email: 'payee.stranger@example.com', type: 'customer' },
    ])
    .returning();
  if (!bossRow || !strangerRow) throw new Error('no users');
  boss = { id: bossRow.id, email: bossRow.email, token: await addVerifiedStaffSession(kit.database, bossRow.id) };
  stranger = {
    id: strangerRow.id,
    email: strangerRow.email,
    token: await addSession(kit.database, strangerRow.id, lasting),
  };
  const [project] = await kit.database.db
    .insert(schema.projects)
    .values({
      name: 'Split Decision',
      slug: 'split-decision',
      artistName: 'Nina Sky',
      artistId: kit.artist.artistId,
      category: 'vinyl',
      step: 'in_progress',
      priceEurMinor: 2500,
      linkOrigin: 'http://artist.example.test',
    })
    .returning({ id: schema.projects.id });
  projectId = project?.id ?? 0;
  // 10 Nov: 2 x 25.00 to France (VAT 20 %), default fee 25 %: 50 x 0.75 / 1.2 = 31.25 of income.
  await insertOrder(kit.database, {
    paidAt: new Date('2026-11-10T10:00:00Z'),
    lines: [{ projectId, quantity: 2, unitPriceMinor: 2500 }],
  });
  const split = await kit.call(boss, 'PUT', `/api/admin/projects/${projectId}/revenue-split`, {
    payees: [
      { user_id: kit.label.id, basis_points: 4000, role: 'label' },
      { user_id: kit.other.id, basis_points: 6000, role: 'producer' },
    ],
  });
  expect(split.statusCode, split.body).toBe(200);
  // The run of 28 December (Paris) states November.
  now = new Date('2026-12-27T23:30:00Z');
  const schedules = jobRegistryOf(kit.app)
    .schedules()
    .filter((schedule) => schedule.type === 'statements.run');
  await enqueueDueSchedules(kit.database.db, schedules, now);
  await kit.runner(clock).runOnce();
}, 120_000);
afterAll(() => kit.close());

const statementUrl = (id: number, query: string) => `/api/user/revenue-shares/${id}/statement?${query}`;

async function summaryRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((value) => (value && typeof value === 'object' && 'result' in value ? value.result : value)));
  });
  return rows;
}

describe('GET user/revenue-shares/{id}/statement', () => {
  it('gives a payee their statement as a PDF', async () => {
    const response = await kit.call(kit.other, 'GET', statementUrl(projectId, 'period=2026-11&format=pdf'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`statement-${projectId}-2026-11-share.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives each payee the spreadsheet with their own share of the month (31.25 split 40/60)', async () => {
    const mine = await kit.call(kit.other, 'GET', statementUrl(projectId, 'period=2026-11&format=xlsx&lang=en'));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toContain('spreadsheetml');
    const rows = await summaryRows(mine.rawPayload);
    expect(rows).toContainEqual(['Income', 31.25]);
    expect(rows).toContainEqual(['Your share of the split', '60%']);
    expect(rows).toContainEqual(['Your share of the earnings', 18.75]);
    expect(rows).toContainEqual(['Owed to you this month', 18.75]);

    const label = await kit.call(kit.label, 'GET', statementUrl(projectId, 'period=2026-11&format=xlsx&lang=fr'));
    expect(label.statusCode, label.body).toBe(200);
    expect(await summaryRows(label.rawPayload)).toContainEqual(['Dû pour ce mois', 12.5]);
  });

  it('refuses anyone who has no share of that statement with 403', async () => {
    for (const viewer of [kit.artist, stranger]) {
      const response = await kit.call(viewer, 'GET', statementUrl(projectId, 'period=2026-11'));
      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('forbidden');
    }
    // A month the payee has no share of (no statement produced).
    const october = await kit.call(kit.other, 'GET', statementUrl(projectId, 'period=2026-10'));
    expect(october.statusCode).toBe(403);
  });

  it('answers 404 for a project that does not exist, and 401 without a session', async () => {
    expect((await kit.call(kit.other, 'GET', statementUrl(999_999, 'period=2026-11'))).statusCode).toBe(404);
    expect((await kit.call(null, 'GET', statementUrl(projectId, 'period=2026-11'))).statusCode).toBe(401);
  });
});
