// Invoices and credit notes as issued: numbers without gaps or repeats per kind and Paris year, also
// when many are issued at once or one is rolled back; an order's invoice and a refund's credit note
// issued once; an issued document never changed.
import { schema } from '@spindle/db';
import { createTestDatabase, type Database } from '@spindle/db/testing';
import { invoiceDocumentOf, type InvoiceDocument } from '@spindle/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsOfOrder, invoiceOfOrder, issueBillingDocument, ordersWithoutInvoice } from './index.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

async function newOrder(totalMinor = 2400): Promise<number> {
  const [row] = await database.db
    .insert(schema.orders)
    .values({ status: 'confirmed', currency: 'EUR', totalMinor, taxMinor: 400, email: 'buyer@example.test' })
    .returning({ id: schema.orders.id });
  if (!row) throw new Error('no order');
  return row.id;
}

function documentOf(orderId: number, totalMinor = 2400): InvoiceDocument {
  return invoiceDocumentOf(
    {
      id: orderId,
      createdAt: new Date('2026-05-01T10:00:00Z'),
      currency: 'EUR',
      totalMinor,
      taxMinor: 400,
      serviceChargeMinor: 0,
      email: 'buyer@example.test',
      countryId: 'FR',
      billingAddress: null,
    },
    [{ id: 1, taxRateBasisPoints: 2000, taxMinor: 400 }],
    [
      {
        name: 'LP',
        quantity: 1,
        unitPriceMinor: totalMinor,
        totalMinor,
        discountMinor: 0,
        taxMinor: 400,
        shopOrderId: 1,
      },
    ],
  );
}

/** The database's own message for a refused statement (Drizzle wraps it in its cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
  }
  return 'not refused';
}

const issueInvoice = (orderId: number, issuedAt: Date) =>
  database.db.transaction((tx) =>
    issueBillingDocument(tx, { kind: 'invoice', orderId, issuedAt, document: documentOf(orderId) }),
  );

describe('invoice numbers', () => {
  it('run 1, 2, 3... per year of the Paris calendar, and start again on 1 January in Paris', async () => {
    const first = await issueInvoice(await newOrder(), new Date('2030-12-31T20:00:00Z'));
    const second = await issueInvoice(await newOrder(), new Date('2030-12-31T22:59:59Z'));
    // 23:00 UTC on 31 December is already 1 January in Paris.
    const third = await issueInvoice(await newOrder(), new Date('2030-12-31T23:00:00Z'));
    expect([first.number, second.number, third.number]).toEqual(['SP-2030-000001', 'SP-2030-000002', 'SP-2031-000001']);
  });

  it('leave no gap and no repeat when many orders are confirmed at once', async () => {
    const orderIds = await Promise.all(Array.from({ length: 12 }, () => newOrder()));
    const issuedAt = new Date('2032-03-01T12:00:00Z');
    const rows = await Promise.all(orderIds.map((orderId) => issueInvoice(orderId, issuedAt)));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('give a rolled-back number back to the next invoice', async () => {
    const issuedAt = new Date('2033-06-01T12:00:00Z');
    await issueInvoice(await newOrder(), issuedAt);
    const rolledBack = await newOrder();
    await expect(
      database.db.transaction(async (tx) => {
        await issueBillingDocument(tx, {
          kind: 'invoice',
          orderId: rolledBack,
          issuedAt,
          document: documentOf(rolledBack),
        });
        throw new Error('the confirmation failed after the invoice');
      }),
    ).rejects.toThrow('the confirmation failed');
    expect(await invoiceOfOrder(database.db, rolledBack)).toBeNull();
    const next = await issueInvoice(await newOrder(), issuedAt);
    expect(next.number).toBe('SP-2033-000002');
  });
});

describe('issuing', () => {
  it('gives an order one invoice, with its amounts per VAT rate, however often it is asked', async () => {
    const orderId = await newOrder();
    const issuedAt = new Date('2034-02-01T12:00:00Z');
    const first = await issueInvoice(orderId, issuedAt);
    const again = await issueInvoice(orderId, new Date('2034-02-02T12:00:00Z'));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      grossMinor: 2400,
      vatMinor: 400,
      netMinor: 2000,
      vatBreakdown: [{ vatRateBasisPoints: 2000, grossMinor: 2400, vatMinor: 400, netMinor: 2000 }],
    });
    expect(await ordersWithoutInvoice(database.db, [orderId, await newOrder()])).toHaveLength(1);
  });

  it('numbers credit notes apart and issues one per refund', async () => {
    const orderId = await newOrder();
    const issuedAt = new Date('2035-04-01T12:00:00Z');
    await issueInvoice(orderId, issuedAt);
    const credit = (refundKey: string) =>
      database.db.transaction((tx) =>
        issueBillingDocument(tx, {
          kind: 'credit_note',
          orderId,
          refundKey,
          issuedAt,
          document: documentOf(orderId, 1200),
        }),
      );
    const a = await credit('refund:1');
    const aAgain = await credit('refund:1');
    const b = await credit('refund:2');
    expect([a.number, aAgain.number, b.number]).toEqual([
      'SP-CN-2035-000001',
      'SP-CN-2035-000001',
      'SP-CN-2035-000002',
    ]);
    expect((await documentsOfOrder(database.db, orderId)).map((row) => row.kind).sort()).toEqual([
      'credit_note',
      'credit_note',
      'invoice',
    ]);
  });

  it('never changes or deletes an issued document', async () => {
    const orderId = await newOrder();
    const invoice = await issueInvoice(orderId, new Date('2036-01-10T12:00:00Z'));
    const { billingDocuments } = schema;
    expect(
      await refusal(
        database.db.update(billingDocuments).set({ grossMinor: 1 }).where(eq(billingDocuments.id, invoice.id)),
      ),
    ).toMatch(/never changed once issued \(UPDATE\)/);
    expect(await refusal(database.db.delete(billingDocuments).where(eq(billingDocuments.id, invoice.id)))).toMatch(
      /never changed once issued \(DELETE\)/,
    );
    const [row] = await database.db
      .execute<{ gross_minor: number }>(sql`select gross_minor from billing_documents where id = ${invoice.id}`)
      .then((result) => result.rows);
    expect(Number(row?.gross_minor)).toBe(2400);
  });
});
