// The owner's productions and the staff board read their projects and actions in a fixed number of
// statements, however many productions there are (issue 19: no read per row). Counted at the driver.
import { myProductionsSchema, productionBoardSchema } from '@spindle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements, type StatementRecorder } from '../../testing/statement-recorder.ts';
import { createProjectsTestKit, type ProjectsTestKit, type TestUser } from '../projects/testing.ts';
import { staffOf, succeededProject } from './testing.ts';

let kit: ProjectsTestKit;
let staff: TestUser;
let recorder: StatementRecorder;

beforeAll(async () => {
  kit = await createProjectsTestKit();
  staff = await staffOf(kit);
  recorder = recordStatements(kit.database);
}, 120_000);
afterAll(() => kit?.close());

/** Starts `count` more productions of the kit's artist (each a 7" taken to successful by staff). */
async function startProductions(count: number, from: number): Promise<void> {
  for (let index = from; index < from + count; index++) {
    await succeededProject(kit, staff, { name: `Pressing ${index}`, slug: `pressing-${index}` });
  }
}

/** The statements one answer of `url` as `user` costs, after a first answer warmed the caches. */
async function statementsOf(user: TestUser, url: string): Promise<{ count: number; body: unknown }> {
  expect((await kit.call(user, 'GET', url)).statusCode).toBe(200);
  recorder.reset();
  const response = await kit.call(user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return { count: recorder.texts.length, body: JSON.parse(response.body) as unknown };
}

describe('reading productions costs the same statements for 2 productions as for 12', () => {
  it('GET /api/user/production and GET /api/admin/production', async () => {
    await startProductions(2, 0);
    const mineOfTwo = await statementsOf(kit.artist, '/api/user/production');
    const boardOfTwo = await statementsOf(staff, '/api/admin/production');
    expect(myProductionsSchema.parse(mineOfTwo.body).items).toHaveLength(2);
    expect(productionBoardSchema.parse(boardOfTwo.body).projects).toHaveLength(2);

    await startProductions(10, 2);
    const mineOfTwelve = await statementsOf(kit.artist, '/api/user/production');
    const boardOfTwelve = await statementsOf(staff, '/api/admin/production');
    const mine = myProductionsSchema.parse(mineOfTwelve.body).items;
    const board = productionBoardSchema.parse(boardOfTwelve.body).projects;
    expect(mine).toHaveLength(12);
    expect(board).toHaveLength(12);
    // Each production still carries its own project's name.
    expect(new Set(mine.map((item) => item.name))).toEqual(
      new Set(Array.from({ length: 12 }, (_, index) => `Pressing ${index}`)),
    );
    expect(board.every((project) => project.name.startsWith('Pressing ') && project.artist_name === 'Nina Sky')).toBe(
      true,
    );

    expect(mineOfTwelve.count).toBe(mineOfTwo.count);
    expect(boardOfTwelve.count).toBe(boardOfTwo.count);
  });
});
