// Invoices, credit notes and payments for staff through the API (PGlite and PostgreSQL): one list of
// every document with each series' count, filters, the accountant's CSV whose sums equal the stored
// documents (credit notes negative, yen without decimals), each document's PDF, and the payments list.
import {
  ADMIN_PAYMENT_STATUSES,
  adminInvoicePageSchema,
  adminPaymentPageSchema,
  staffHomeSchema,
} from '@spindle/contracts';
import { PAYMENT_STATUSES, schema } from '@spindle/db';
import {
  CURRENCY_EXPONENT,
  creditNoteDocumentOf,
  isCurrencyCode,
  parseCsv,
  type InvoiceDocument,
} from '@spindle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { invoiceOfOrder, issueBillingDocument } from '../invoicing/index.ts';
import { addVerifiedStaffSession } from './testing.ts';

let t: TestApp;
let fx: OrdersFixture;
let teamToken: string;
let creditNoteNumber: string;
let yenInvoiceId: number;

/** A JPY order with two VAT rates (10 % and the reduced 8 %), invoiced in Paris's next year. */
const YEN_DOCUMENT: InvoiceDocument = {
  orderNumber: '0',
  orderedAt: '2026-12-31T22:00:00.000Z',
  currency: 'JPY',
  buyer: { name: '=Kenji Sato', addressLines: ['1-2-3 Shibuya', 'Tokyo'], countryCode: 'JP' },
  lines: [
    {
      description: 'Vinyl',
      quantity: 1,
      unitPriceMinor: 3300,
      discountMinor: 0,
      amountMinor: 3300,
      vatRateBasisPoints: 1000,
      vatMinor: 300,
    },
    {
      description: 'Book',
      quantity: 1,
      unitPriceMinor: 1080,
      discountMinor: 0,
      amountMinor: 1080,
      vatRateBasisPoints: 800,
      vatMinor: 80,
    },
  ],
  shipping: null,
  serviceCharge: null,
  totalMinor: 4380,
  taxMinor: 380,
};

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
  teamToken = await addVerifiedStaffSession(t.database, fx.people.team.id);
  const { db } = t.database;
  // A refund of the paid order's first line: its credit note.
  const invoice = await invoiceOfOrder(db, fx.orders.paid.id);
  const credit = creditNoteDocumentOf(invoice!.document, { lines: [{ index: 0, quantity: 1 }] }, []);
  if (!credit.ok) throw new Error(credit.code);
  const note = await db.transaction((tx) =>
    issueBillingDocument(tx, {
      kind: 'credit_note',
      orderId: fx.orders.paid.id,
      refundKey: 'refund-test-1',
      issuedAt: new Date(),
      document: credit.document,
    }),
  );
  creditNoteNumber = note.number;
  const [order] = await db
    .insert(schema.orders)
    .values({ userId: fx.people.b.id, status: 'confirmed', currency: 'JPY', totalMinor: 4380, taxMinor: 380 })
    .returning({ id: schema.orders.id });
  const yen = await db.transaction((tx) =>
    issueBillingDocument(tx, {
      kind: 'invoice',
      orderId: order!.id,
      issuedAt: new Date('2026-12-31T23:30:00Z'),
      document: { ...YEN_DOCUMENT, orderNumber: String(order!.id) },
    }),
  );
  yenInvoiceId = yen.id;
}, 120_000);
afterAll(() => t?.close());

function get(url: string, token = teamToken) {
  return send(t.app, { method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

/** A decimal cell back in minor units of its currency (exact: no float). */
function minorOf(cell: string, exponent: number): number {
  if (cell === '') return 0;
  const negative = cell.startsWith('-');
  const [whole = '0', fraction = ''] = cell.replace('-', '').split('.');
  expect(fraction.length).toBe(exponent);
  const minor = Number(whole) * 10 ** exponent + Number(fraction || '0');
  return negative ? -minor : minor;
}

/** Every credit note stored, by number. */
async function creditNoteNumbers(): Promise<string[]> {
  const rows = await t.database.db
    .select({ number: schema.billingDocuments.number, kind: schema.billingDocuments.kind })
    .from(schema.billingDocuments);
  return rows
    .filter((row) => row.kind === 'credit_note')
    .map((row) => row.number)
    .sort();
}

describe('the invoices list', () => {
  it('lists every invoice and credit note with its number, and each series with a count equal to its last number', async () => {
    const page = bodyOf(adminInvoicePageSchema, await get('/api/admin/invoices?per_page=100'));
    const documents = await t.database.db.select().from(schema.billingDocuments);
    expect(page.total).toBe(documents.length);
    expect(page.rows.map((row) => row.number)).toEqual(expect.arrayContaining([creditNoteNumber]));
    const note = page.rows.find((row) => row.number === creditNoteNumber);
    expect(note).toMatchObject({ kind: 'credit_note', order_id: fx.orders.paid.id, customer: 'Ada Lovelace' });
    expect(page.sequences.length).toBeGreaterThanOrEqual(2);
    for (const series of page.sequences) expect(series.documents).toBe(series.last_number);
  });

  it('filters by kind, by Paris months and by text', async () => {
    const notes = bodyOf(adminInvoicePageSchema, await get('/api/admin/invoices?kind=credit_note'));
    // This test's credit note, beside the one the orders fixture's refunded shipping issued.
    const stored = await creditNoteNumbers();
    expect(stored).toContain(creditNoteNumber);
    expect(notes.rows.map((row) => row.number).sort()).toEqual(stored);
    // Issued 23:30 UTC on 31 December 2026: January 2027 in Paris.
    const january = bodyOf(adminInvoicePageSchema, await get('/api/admin/invoices?from=2027-01&to=2027-01'));
    expect(january.rows.map((row) => row.id)).toEqual([yenInvoiceId]);
    expect(january.rows[0]).toMatchObject({ year: 2027, sequence: 1, currency: 'JPY', gross_minor: 4380 });
    const december = bodyOf(adminInvoicePageSchema, await get('/api/admin/invoices?from=2026-12&to=2026-12'));
    expect(december.rows.map((row) => row.id)).not.toContain(yenInvoiceId);
    const byName = bodyOf(adminInvoicePageSchema, await get('/api/admin/invoices?q=kenji'));
    expect(byName.rows.map((row) => row.id)).toEqual([yenInvoiceId]);
    const byOrder = bodyOf(adminInvoicePageSchema, await get(`/api/admin/invoices?q=${fx.orders.paid.id}`));
    // An order's number finds its documents (and any document whose number holds those digits).
    const ofOrder = byOrder.rows.filter((row) => row.order_id === fx.orders.paid.id);
    expect(ofOrder.map((row) => row.kind).sort()).toEqual(['credit_note', 'invoice']);
    expect((await get('/api/admin/invoices?from=2026-13')).status).toBe(400);
  });
});

describe('the accountant’s export', () => {
  it('adds up, row by row and column by column, to the stored documents (credit notes negative)', async () => {
    const response = await get('/api/admin/invoices/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="invoices\.csv"/);
    const [header = [], ...rows] = parseCsv(response.text);
    const documents = await t.database.db.select().from(schema.billingDocuments);
    expect(rows).toHaveLength(documents.length);
    expect(header).toEqual(expect.arrayContaining(['net_8%', 'vat_8%', 'net_10%', 'vat_10%', 'net_20%', 'vat_20%']));
    const column = (name: string) => header.indexOf(name);
    const totalsByCurrency = new Map<string, { csv: number; stored: number }>();
    for (const row of rows) {
      const stored = documents.find((doc) => doc.number === row[column('number')]);
      expect(stored).toBeDefined();
      const currency = row[column('currency')] ?? '';
      if (!isCurrencyCode(currency)) throw new Error(currency);
      const exponent = CURRENCY_EXPONENT[currency];
      const cell = (name: string) => minorOf(row[column(name)] ?? '', exponent);
      const sign = stored!.kind === 'credit_note' ? -1 : 1;
      const rateSum = (prefix: string) =>
        header.filter((name) => name.startsWith(prefix)).reduce((sum, name) => sum + cell(name), 0);
      expect(cell('gross')).toBe(sign * stored!.grossMinor);
      expect(cell('net')).toBe(sign * stored!.netMinor);
      expect(cell('vat')).toBe(sign * stored!.vatMinor);
      expect(rateSum('net_')).toBe(cell('net'));
      expect(rateSum('vat_')).toBe(cell('vat'));
      for (const bucket of stored!.vatBreakdown) {
        const rate = `${bucket.vatRateBasisPoints / 100}%`;
        expect(cell(`net_${rate}`)).toBe(sign * bucket.netMinor);
        expect(cell(`vat_${rate}`)).toBe(sign * bucket.vatMinor);
      }
      const total = totalsByCurrency.get(currency) ?? { csv: 0, stored: 0 };
      total.csv += cell('gross');
      total.stored += sign * stored!.grossMinor;
      totalsByCurrency.set(currency, total);
    }
    for (const total of totalsByCurrency.values()) expect(total.csv).toBe(total.stored);
    const yen = rows.find((row) => row[column('currency')] === 'JPY');
    expect(yen).toBeDefined();
    expect([yen![column('net_8%')], yen![column('vat_10%')], yen![column('gross')]]).toEqual(['1000', '300', '4380']);
    // The buyer typed a name that looks like a formula: it stays text.
    expect(yen![column('customer')]).toBe("'=Kenji Sato");
    const note = rows.find((row) => row[column('number')] === creditNoteNumber);
    expect(note?.[column('gross')]).toMatch(/^-\d+\.\d{2}$/);
  });

  it('exports only the filter’s documents', async () => {
    const response = await get('/api/admin/invoices/export?kind=credit_note');
    const [, ...rows] = parseCsv(response.text);
    expect(rows.map((row) => row[0]).sort()).toEqual(await creditNoteNumbers());
    expect(response.headers['content-disposition']).toMatch(/invoices-credit_note\.csv/);
  });
});

describe('a document’s PDF', () => {
  it('downloads the stored invoice as a PDF, and answers 404 for an unknown one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${yenInvoiceId}/pdf`,
      headers: { authorization: `Bearer ${teamToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers['content-disposition']).toContain('invoice-SP-2027-000001.pdf');
    expect((await get('/api/admin/invoices/999999/pdf')).status).toBe(404);
  });
});

describe('the payments list', () => {
  it('knows every payment status the database holds', () => {
    expect([...ADMIN_PAYMENT_STATUSES]).toEqual([...PAYMENT_STATUSES]);
  });

  it('filters by status and by the last days, and links each payment to its order', async () => {
    const { db } = t.database;
    const day = 86_400_000;
    await db.insert(schema.payments).values([
      {
        orderId: fx.orders.abandoned.id,
        provider: 'stripe',
        idempotencyKey: 'failed-recent',
        status: 'failed',
        amountMinor: 3099,
        currency: 'EUR',
        errorCode: 'card_declined',
        createdAt: new Date(Date.now() - 2 * day),
      },
      {
        orderId: fx.orders.abandoned.id,
        provider: 'test',
        idempotencyKey: 'failed-old',
        status: 'failed',
        amountMinor: 3099,
        currency: 'EUR',
        createdAt: new Date(Date.now() - 30 * day),
      },
    ]);
    const failedWeek = bodyOf(adminPaymentPageSchema, await get('/api/admin/payments?status=failed&since_days=7'));
    expect(failedWeek.rows).toEqual([
      expect.objectContaining({
        status: 'failed',
        provider: 'stripe',
        order_id: fx.orders.abandoned.id,
        error_code: 'card_declined',
      }),
    ]);
    const failed = bodyOf(adminPaymentPageSchema, await get('/api/admin/payments?status=failed'));
    expect(failed.total).toBe(2);
    const stripe = bodyOf(adminPaymentPageSchema, await get('/api/admin/payments?provider=stripe'));
    expect(stripe.rows.every((row) => row.provider === 'stripe')).toBe(true);
    const ofOrder = bodyOf(adminPaymentPageSchema, await get(`/api/admin/payments?order_id=${fx.orders.paid.id}`));
    expect(ofOrder.rows).toEqual([expect.objectContaining({ id: fx.orders.paid.paymentId, status: 'succeeded' })]);
    // The staff home's "failed payments" link opens exactly what it counts.
    const home = bodyOf(staffHomeSchema, await get('/api/admin/home'));
    expect(home.work.failed_payments).toBe(failedWeek.total);
  });
});
