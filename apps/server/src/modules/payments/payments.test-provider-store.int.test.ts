// The test provider on its database store: a payment outlives the provider instance that created it
// (a restart, or another server instance), keys stay idempotent, racing claims keep the first writer,
// and saved cards are listed per customer.
import type { Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPaymentProvider } from './providers/test-provider.ts';
import { createDatabaseTestProviderStore } from './payments.test-provider-store.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const providerOnDatabase = () =>
  createTestPaymentProvider({
    webhookSecret: 'whsec_store_test',
    deliver: () => Promise.resolve({ statusCode: 200 }),
    store: createDatabaseTestProviderStore(database.db),
  });

const visa = { kind: 'test_card' as const, number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

describe('the test provider on the database', () => {
  it('finds a payment made by another instance, 3-D Secure included', async () => {
    const first = providerOnDatabase();
    const created = await first.createPayment({
      orderId: '1',
      amount: { amountMinor: 2500, currency: 'EUR' },
      idempotencyKey: 'order:1:payment',
    });
    const challenged = await first.confirmPayment({
      providerRef: created.providerRef,
      paymentMethod: { ...visa, number: '4000002760003184' },
    });
    expect(challenged.status).toBe('requires_action');
    const restarted = providerOnDatabase();
    expect((await restarted.getPayment({ providerRef: created.providerRef })).status).toBe('requires_action');
    const approved = await restarted.completeAuthentication({ providerRef: created.providerRef, approve: true });
    expect(approved.status).toBe('succeeded');
    const replay = await restarted.createPayment({
      orderId: '1',
      amount: { amountMinor: 2500, currency: 'EUR' },
      idempotencyKey: 'order:1:payment',
    });
    expect(replay.providerRef).toBe(created.providerRef);
    await expect(
      restarted.createPayment({
        orderId: '1',
        amount: { amountMinor: 9900, currency: 'EUR' },
        idempotencyKey: 'order:1:payment',
      }),
    ).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('keeps the first of racing claims of one key', async () => {
    const store = createDatabaseTestProviderStore(database.db);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        store.claimIdempotencyKey({ key: 'race', fingerprint: `f${index}`, resultRef: `r${index}` }),
      ),
    );
    expect(new Set(claims.map((claim) => claim.resultRef)).size).toBe(1);
  });

  it('lists saved cards per customer', async () => {
    const provider = providerOnDatabase();
    const { customerRef } = await provider.createCustomer({
      email: 'a@example.test',
      accountId: '7',
      idempotencyKey: 'customer:7',
    });
    const saved = await provider.saveCard({ customerRef, paymentMethod: visa });
    expect(saved.ok).toBe(true);
    const cards = await providerOnDatabase().listSavedCards({ customerRef });
    expect(cards.map((card) => card.last4)).toEqual(['4242']);
    expect(await providerOnDatabase().listSavedCards({ customerRef: 'cus_nobody' })).toEqual([]);
  });
});
