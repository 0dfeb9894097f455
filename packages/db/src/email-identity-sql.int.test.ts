// Migration 0005 (email_key_link_origin) fills orders.email_key for the orders placed before it
// existed with the SQL function email_identity: it must say what emailIdentityOf says, or an old order
// would not count against a limit per customer (or would count against someone else's).
import { readdirSync, readFileSync } from 'node:fs';
import { emailIdentityOf } from '@spindle/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { createTestDatabase } from './testing.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(() => database.close());

async function identityInSql(address: string): Promise<string> {
  const { rows } = await database.db.execute<{ identity: string }>(sql`select email_identity(${address}) as identity`);
  return rows[0]?.identity ?? '';
}

describe('the email_identity function of migration 0006', () => {
  it.each([
    'Name+x@Gmail.com.',
    'n.a.m.e@gmail.com',
    'name+shop@googlemail.com',
    '  Ann@Example.TEST ',
    'ann@example.test..',
    'ann+news@outlook.com.',
    'ann+x@example.test',
    'a.nn@outlook.com',
    'not-an-address',
    '@gmail.com',
    'ann@',
    'odd@name@gmail.com',
    '+x@icloud.com',
  ])('agrees with emailIdentityOf on %j', async (address) => {
    expect(await identityInSql(address)).toBe(emailIdentityOf(address));
  });

  it('agrees with emailIdentityOf on generated addresses', async () => {
    const local = fc.stringMatching(/^[A-Za-z0-9.+_-]{0,12}$/);
    const domain = fc.constantFrom(
      'gmail.com',
      'GoogleMail.com',
      'outlook.com',
      'icloud.com',
      'example.test',
      'Proton.Me',
      'gmx.de',
      'mail.example.org',
    );
    const address = fc
      .tuple(fc.constantFrom('', ' '), local, domain, fc.constantFrom('', '.', '..'))
      .map(([space, l, d, dots]) => `${space}${l}@${d}${dots}${space}`);
    await fc.assert(
      fc.asyncProperty(address, async (value) => {
        expect(await identityInSql(value)).toBe(emailIdentityOf(value));
      }),
      { numRuns: 200 },
    );
  });

  it('fills email_key of the orders placed before it', async () => {
    await database.db.execute(sql`insert into orders (currency, email) values ('EUR', 'Old.Buyer+x@Gmail.com.')`);
    await database.db.execute(sql`insert into orders (currency, email) values ('EUR', null)`);
    await database.db.execute(sql.raw(backfillStatement()));
    const { rows } = await database.db.execute<{ email_key: string | null }>(
      sql`select email_key from orders order by id`,
    );
    expect(rows.map((row) => row.email_key)).toEqual(['oldbuyer@gmail.com', null]);
  });
});

/** The migration's own UPDATE statement, as written in its file (found by name: its number may change). */
function backfillStatement(): string {
  const folder = new URL('../migrations/', import.meta.url);
  const name = readdirSync(folder).find((entry) => entry.endsWith('_email_key_link_origin.sql'));
  if (!name) throw new Error('the email_key migration is missing');
  const file = readFileSync(new URL(name, folder), 'utf8');
  const statement = file.split('--> statement-breakpoint').find((part) => part.trim().startsWith('UPDATE "orders"'));
  if (!statement) throw new Error('the backfill UPDATE is missing from the email_key migration');
  return statement;
}
