// Transactions and the advisory locks that order concurrent writers (cart/pay, confirmations, the
// release of expired holds, payment webhooks): every module that locks an order takes the same key.
import { sql } from 'drizzle-orm';
import type { Db } from './connection.ts';

/** The transaction handle Drizzle passes to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes a transaction-scoped advisory lock on a text key (works on PGlite and PostgreSQL). */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
