// The test provider's store in the database (table test_provider_records), so test payments survive
// a restart and every instance sees the same ones (docs/payments.md, "Store"). Keys are claimed with
// `insert ... on conflict do nothing` then read back: the first writer wins, on PGlite and PostgreSQL.
import { schema, type Db } from '@spindle/db';
import { and, eq, sql } from 'drizzle-orm';
import type {
  IdempotencyRecord,
  TestPaymentRecord,
  TestProviderStore,
  TestSavedCardRecord,
} from './providers/test-provider-store.ts';

const { testProviderRecords: records } = schema;

type Kind = 'payment' | 'idempotency_key' | 'saved_card';

export function createDatabaseTestProviderStore(db: Db): TestProviderStore {
  async function read<T>(kind: Kind, key: string): Promise<T | null> {
    const [row] = await db
      .select({ data: records.data })
      .from(records)
      .where(and(eq(records.kind, kind), eq(records.key, key)));
    return row ? (row.data as T) : null;
  }

  async function write(kind: Kind, key: string, data: object, customerRef: string | null = null): Promise<void> {
    const value = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    await db
      .insert(records)
      .values({ kind, key, data: value, customerRef })
      .onConflictDoUpdate({
        target: [records.kind, records.key],
        set: { data: value, customerRef, updatedAt: sql`now()` },
      });
  }

  return {
    getPayment: (providerRef) => read<TestPaymentRecord>('payment', providerRef),
    putPayment: (record) => write('payment', record.providerRef, record),
    findIdempotencyKey: (key) => read<IdempotencyRecord>('idempotency_key', key),
    async claimIdempotencyKey(record) {
      await db
        .insert(records)
        .values({ kind: 'idempotency_key', key: record.key, data: { ...record } })
        .onConflictDoNothing();
      const stored = await read<IdempotencyRecord>('idempotency_key', record.key);
      if (!stored) throw new Error(`idempotency key ${record.key} vanished`);
      return stored;
    },
    getSavedCard: (cardRef) => read<TestSavedCardRecord>('saved_card', cardRef),
    putSavedCard: (record) => write('saved_card', record.cardRef, record, record.customerRef),
    async listSavedCards(customerRef) {
      const rows = await db
        .select({ data: records.data })
        .from(records)
        .where(and(eq(records.kind, 'saved_card'), eq(records.customerRef, customerRef)))
        .orderBy(records.createdAt);
      return rows.map((row) => row.data as unknown as TestSavedCardRecord);
    },
  };
}
