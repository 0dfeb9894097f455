// The requests waiting for the team's answer (/bids, docs/admin.md "Users, bids, invoices and
// payments"): pressing-quote requests (POST quote) and call-back requests (POST projects/call-me,
// recorded here by the dashboard through this face). Listed together, newest first; answered once, in
// the caller's transaction (the staff module writes the audit row in the same one).
import type { AdminBid, AdminBidsQuery, BidKind } from '@spindle/contracts';
import { callMeRequests, quotes, type Db, type Tx } from '@spindle/db';
import { DEFAULT_LOCALE, isLocale } from '@spindle/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';

type QuoteRow = typeof quotes.$inferSelect;
type CallMeRow = typeof callMeRequests.$inferSelect;

/** A call-back request as the dashboard received it. */
export interface NewCallMeRequest {
  userId: number;
  email: string;
  name: string;
  phone: string;
  preferredTime: string | null;
  message: string | null;
  project: { id: number; name: string } | null;
  lang: string;
}

/** The team's answer: the message, when, and who gave it. */
export interface RequestAnswer {
  message: string;
  at: Date;
  byUserId: number;
  byName: string;
}

const localeOf = (lang: string) => (isLocale(lang) ? lang : DEFAULT_LOCALE);

function answerOf(row: Pick<QuoteRow, 'answer' | 'answeredAt' | 'answeredByName'>): AdminBid['answer'] {
  if (row.answer === null || row.answeredAt === null) return null;
  return { message: row.answer, at: row.answeredAt.toISOString(), by_name: row.answeredByName };
}

function quoteBidOf(row: QuoteRow): AdminBid {
  return {
    kind: 'quote',
    id: row.id,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    lang: localeOf(row.lang),
    user_id: row.userId,
    answer: answerOf(row),
    quantity: row.quantity,
    options: row.options,
    plant: row.plant,
    total_minor: row.totalMinor,
    total_with_vat_minor: row.totalWithVatMinor,
    currency: row.currency,
    comment: row.comment,
    origin: row.origin,
  };
}

function callMeBidOf(row: CallMeRow): AdminBid {
  return {
    kind: 'call_me',
    id: row.id,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    lang: localeOf(row.lang),
    user_id: row.userId,
    answer: answerOf(row),
    preferred_time: row.preferredTime,
    message: row.message,
    project: row.projectName === null ? null : { id: row.projectId, name: row.projectName },
  };
}

/** Open quote requests are those still `new` (nobody contacted the requester); answered ones have an answer. */
function quoteFilter(status: AdminBidsQuery['status']): SQL | undefined {
  if (status === 'open') return and(eq(quotes.status, 'new'), isNull(quotes.answeredAt));
  if (status === 'answered') return isNotNull(quotes.answeredAt);
  return undefined;
}

function callMeFilter(status: AdminBidsQuery['status']): SQL | undefined {
  if (status === 'open') return isNull(callMeRequests.answeredAt);
  if (status === 'answered') return isNotNull(callMeRequests.answeredAt);
  return undefined;
}

/** Records a call-back request; its number. */
export async function recordCallMeRequest(db: Db, request: NewCallMeRequest): Promise<number> {
  const [row] = await db
    .insert(callMeRequests)
    .values({
      userId: request.userId,
      email: request.email,
      name: request.name,
      phone: request.phone,
      preferredTime: request.preferredTime,
      message: request.message,
      projectId: request.project?.id ?? null,
      projectName: request.project?.name ?? null,
      lang: request.lang,
    })
    .returning({ id: callMeRequests.id });
  if (!row) throw new Error('call-back request not recorded');
  return row.id;
}

/** Requests of both kinds waiting for an answer (the staff home's count). */
export async function countOpenRequests(db: Db): Promise<number> {
  const [[open], [calls]] = await Promise.all([
    db.select({ value: count() }).from(quotes).where(quoteFilter('open')),
    db.select({ value: count() }).from(callMeRequests).where(callMeFilter('open')),
  ]);
  return (open?.value ?? 0) + (calls?.value ?? 0);
}

/** Newest first ('desc') or oldest first; at the same instant by kind, then number. */
function compareBids(dir: AdminBidsQuery['dir']) {
  const sign = dir === 'asc' ? 1 : -1;
  return (a: AdminBid, b: AdminBid) =>
    sign * a.created_at.localeCompare(b.created_at) || a.kind.localeCompare(b.kind) || sign * (a.id - b.id);
}

/**
 * A page of requests in the order asked. Each kind's first `page x per_page` rows in that order are read
 * and merged: the page's rows are among them whatever the mix, and a page is small.
 */
export async function listRequests(db: Db, query: AdminBidsQuery): Promise<{ rows: AdminBid[]; total: number }> {
  const upTo = query.page * query.per_page;
  const order = query.dir === 'asc' ? asc : desc;
  const wantsQuotes = query.kind !== 'call_me';
  const wantsCalls = query.kind !== 'quote';
  const none = Promise.resolve([]);
  const [quoteRows, callRows, [quoteTotal], [callTotal]] = await Promise.all([
    wantsQuotes
      ? db
          .select()
          .from(quotes)
          .where(quoteFilter(query.status))
          .orderBy(order(quotes.createdAt), order(quotes.id))
          .limit(upTo)
      : none,
    wantsCalls
      ? db
          .select()
          .from(callMeRequests)
          .where(callMeFilter(query.status))
          .orderBy(order(callMeRequests.createdAt), order(callMeRequests.id))
          .limit(upTo)
      : none,
    wantsQuotes ? db.select({ value: count() }).from(quotes).where(quoteFilter(query.status)) : [{ value: 0 }],
    wantsCalls ? db.select({ value: count() }).from(callMeRequests).where(callMeFilter(query.status)) : [{ value: 0 }],
  ]);
  const rows = [...quoteRows.map(quoteBidOf), ...callRows.map(callMeBidOf)].sort(compareBids(query.dir));
  return {
    rows: rows.slice((query.page - 1) * query.per_page, upTo),
    total: (quoteTotal?.value ?? 0) + (callTotal?.value ?? 0),
  };
}

/** A request, locked until the caller's transaction ends (FOR UPDATE); null when there is none. */
export async function lockRequest(tx: Tx, kind: BidKind, id: number): Promise<AdminBid | null> {
  if (kind === 'quote') {
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
    return row ? quoteBidOf(row) : null;
  }
  const [row] = await tx.select().from(callMeRequests).where(eq(callMeRequests.id, id)).for('update');
  return row ? callMeBidOf(row) : null;
}

/** Records the team's answer on a request (a quote request becomes `contacted`); the request after it. */
export async function markRequestAnswered(tx: Tx, kind: BidKind, id: number, answer: RequestAnswer): Promise<AdminBid> {
  const values = {
    answer: answer.message,
    answeredAt: answer.at,
    answeredByUserId: answer.byUserId,
    answeredByName: answer.byName,
  };
  if (kind === 'quote') {
    const [row] = await tx
      .update(quotes)
      .set({ ...values, status: 'contacted', updatedAt: answer.at })
      .where(eq(quotes.id, id))
      .returning();
    if (!row) throw new Error(`quote request ${id} not answered`);
    return quoteBidOf(row);
  }
  const [row] = await tx.update(callMeRequests).set(values).where(eq(callMeRequests.id, id)).returning();
  if (!row) throw new Error(`call-back request ${id} not answered`);
  return callMeBidOf(row);
}
