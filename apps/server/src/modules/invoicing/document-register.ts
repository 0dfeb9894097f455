// The register of every invoice and credit note as staff read it (docs/admin.md "Users, bids, invoices
// and payments"): filtered by kind, by months of the business calendar (Paris, the calendar the
// numbers' years follow) and by a text (a document number, an order number or the customer's name),
// with each series' last number beside the count of its documents, so a gap would show.
import type { AdminInvoiceRow, AdminInvoicesFilter, AdminInvoicesQuery } from '@spindle/contracts';
import { billingDocumentSequences, billingDocuments, type Db, containsPattern } from '@spindle/db';
import { BUSINESS_TIME_ZONE, instantOfLocalDateTime, type AccountantDocument } from '@spindle/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BillingDocumentRow } from './billing-documents.repo.ts';

/** The first instant of a month ('2026-03') in Paris, or of the month after it. */
function monthStart(month: string, monthsLater = 0): Date {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return instantOfLocalDateTime({ year, month: number + monthsLater, day: 1, hour: 0, minute: 0 }, BUSINESS_TIME_ZONE);
}

const buyerName = sql<string>`${billingDocuments.document}->'buyer'->>'name'`;

function filterOf(filter: AdminInvoicesFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(billingDocuments.kind, filter.kind));
  if (filter.from) conditions.push(gte(billingDocuments.issuedAt, monthStart(filter.from)));
  if (filter.to) conditions.push(lt(billingDocuments.issuedAt, monthStart(filter.to, 1)));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const byText = or(ilike(billingDocuments.number, pattern), ilike(buyerName, pattern)) as SQL;
    const orderId = /^#?\d{1,9}$/.test(filter.q) ? Number(filter.q.replace('#', '')) : null;
    conditions.push(orderId === null ? byText : (or(eq(billingDocuments.orderId, orderId), byText) as SQL));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A document as the list shows it. */
export function invoiceRowOf(row: BillingDocumentRow): AdminInvoiceRow {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    year: row.year,
    sequence: row.sequence,
    issued_at: row.issuedAt.toISOString(),
    order_id: row.orderId,
    customer: row.document.buyer.name,
    country: row.document.buyer.countryCode,
    currency: row.currency,
    net_minor: row.netMinor,
    vat_minor: row.vatMinor,
    gross_minor: row.grossMinor,
  };
}

/** A document as the accountant's export reads it (packages/domain accountant-export.ts). */
export function accountantDocumentOf(row: BillingDocumentRow): AccountantDocument {
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: row.issuedAt,
    orderId: row.orderId,
    customer: row.document.buyer.name,
    countryCode: row.document.buyer.countryCode,
    currency: row.document.currency,
    vatBreakdown: row.vatBreakdown,
    grossMinor: row.grossMinor,
  };
}

/** Each series (kind and year): its last number and how many documents carry one of its numbers. */
async function sequencesOf(db: Db) {
  const [series, counted] = await Promise.all([
    db.select().from(billingDocumentSequences),
    db
      .select({ kind: billingDocuments.kind, year: billingDocuments.year, documents: count() })
      .from(billingDocuments)
      .groupBy(billingDocuments.kind, billingDocuments.year),
  ]);
  const countOf = (kind: string, year: number) =>
    counted.find((row) => row.kind === kind && row.year === year)?.documents ?? 0;
  return series
    .map((row) => ({
      kind: row.kind,
      year: row.year,
      last_number: row.lastNumber,
      documents: countOf(row.kind, row.year),
    }))
    .sort((a, b) => b.year - a.year || a.kind.localeCompare(b.kind));
}

const SORTS = { issued_at: billingDocuments.issuedAt, number: billingDocuments.number } as const;

/** GET admin/invoices: a page of documents and every series. */
export async function listBillingDocuments(db: Db, query: AdminInvoicesQuery) {
  const where = filterOf(query);
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total], sequences] = await Promise.all([
    db
      .select()
      .from(billingDocuments)
      .where(where)
      .orderBy(order(SORTS[query.sort]), order(billingDocuments.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(billingDocuments).where(where),
    sequencesOf(db),
  ]);
  return { rows: rows.map(invoiceRowOf), total: total?.value ?? 0, sequences };
}

/** The documents of a filter in the order they were issued, `limit` at most. */
export async function billingDocumentsOf(
  db: Db,
  filter: AdminInvoicesFilter,
  limit: number,
): Promise<BillingDocumentRow[]> {
  return db
    .select()
    .from(billingDocuments)
    .where(filterOf(filter))
    .orderBy(asc(billingDocuments.issuedAt), asc(billingDocuments.kind), asc(billingDocuments.sequence))
    .limit(limit);
}

/** One document by its id; null when there is none. */
export async function billingDocumentById(db: Db, id: number): Promise<BillingDocumentRow | null> {
  const [row] = await db.select().from(billingDocuments).where(eq(billingDocuments.id, id));
  return row ?? null;
}
