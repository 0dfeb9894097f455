// A project's sold lines name their buyer: the name on the order's address, else the account's (asked
// of auth's face, once for all the lines that need it), else nothing. PGlite and PostgreSQL.
import { schema, type Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../projects/testing.ts';
import { createProjectSalesRepo } from './project-sales.repo.ts';

let database: Database;
let projectId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [buyer] = await db
    .insert(schema.users)
    .values({ name: 'Jo Account', email: 'jo@example.test' })
    .returning({ id: schema.users.id });
  const [project] = await db
    .insert(schema.projects)
    .values({ name: 'Names', slug: 'names', artistName: 'A', category: 'vinyl', priceEurMinor: 2000 })
    .returning({ id: schema.projects.id });
  projectId = project?.id ?? 0;
  const line = { projectId, quantity: 1, unitPriceMinor: 2000 };
  await insertOrder(database, {
    paidAt: new Date('2026-11-02T10:00:00Z'),
    userId: buyer?.id ?? null,
    customer: { firstname: 'Ana', lastname: 'Lopez' },
    lines: [line],
  });
  await insertOrder(database, { paidAt: new Date('2026-11-03T10:00:00Z'), userId: buyer?.id ?? null, lines: [line] });
  await insertOrder(database, { paidAt: new Date('2026-11-04T10:00:00Z'), lines: [line] });
});
afterAll(() => database.close());

describe("a project's sold lines", () => {
  it('name the buyer from the address, else from the account, else leave the name empty', async () => {
    const sales = createProjectSalesRepo(database.db);
    expect((await sales.orderLines(projectId)).map((line) => line.customerName)).toEqual([
      'Ana Lopez',
      'Jo Account',
      '',
    ]);
    const page = await sales.orderLinesPage(projectId, 1, 2);
    expect(page.total).toBe(3);
    expect(page.lines.map((line) => line.customerName)).toEqual(['', 'Jo Account']);
  });
});
