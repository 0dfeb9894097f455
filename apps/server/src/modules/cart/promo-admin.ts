// Promo codes on the staff side (docs/admin.md "Promotions"): the list with each code's uses, a code and
// its history, create, change, end now. The cart reads the same rows on every pricing (no cache of its
// own; the visitors' read cache empties on any write), so an ended code is refused from that instant.
// Every write is audited, in its transaction, with the code before and after.
import type {
  PromoCodeDetail,
  PromoCodeDto,
  PromoCodeInput,
  PromoCodesPage,
  PromoCodesQuery,
} from '@spindle/contracts';
import { schema, type Db, type Tx } from '@spindle/db';
import { promoCodeStateAt } from '@spindle/domain';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { AppError } from '../../http/errors.ts';

const { promoCodes } = schema;

type PromoRow = typeof promoCodes.$inferSelect;

export interface PromoAdminDeps {
  db: Db;
  audit: AuditLog;
  clock: () => Date;
}

// Written with the tables' names: in a one-table select drizzle leaves columns unqualified, and inside
// the subquery "id" would be the use's own.
const usesOf = sql<number>`(select count(*)::int from promo_code_uses u where u.promo_code_id = "promo_codes"."id")`;
const customersOf = sql<number>`(select (count(distinct u.user_id) + count(*) filter (where u.user_id is null))::int from promo_code_uses u where u.promo_code_id = "promo_codes"."id")`;
const discountOf = sql<number>`(select coalesce(sum(u.discount_minor) filter (where u.currency = 'EUR'), 0)::int from promo_code_uses u where u.promo_code_id = "promo_codes"."id")`;

interface PromoCounts {
  uses: number;
  customers: number;
  discount: number;
}

function dtoOf(row: PromoRow, { uses, customers, discount }: PromoCounts, now: Date): PromoCodeDto {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    site_wide_sale: row.siteWideSale,
    percent_bp: row.percentBp,
    amount_off_minor: row.amountOffMinor,
    amount_off_currency: row.amountOffCurrency,
    applies_to: row.appliesTo,
    funded_by: row.fundedBy,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    user_ids: row.userIds,
    country_codes: row.countryCodes,
    project_ids: row.projectIds,
    shop_ids: row.shopIds,
    first_order_only: row.firstOrderOnly,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    min_price_minor: row.minPriceMinor,
    max_total_minor: row.maxTotalMinor,
    min_quantity: row.minQuantity,
    max_quantity: row.maxQuantity,
    // A code switched off in the database (active false) is ended for the cart too.
    state: row.active ? promoCodeStateAt(row, now) : 'ended',
    uses: Number(uses),
    customers: Number(customers),
    discount_eur_minor: Number(discount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function valuesOf(input: PromoCodeInput) {
  return {
    code: input.code,
    description: input.description || null,
    siteWideSale: input.site_wide_sale,
    percentBp: input.percent_bp,
    amountOffMinor: input.amount_off_minor,
    amountOffCurrency: input.amount_off_minor === null ? null : input.amount_off_currency,
    appliesTo: input.applies_to,
    fundedBy: input.funded_by,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    userIds: input.user_ids,
    countryCodes: input.country_codes,
    projectIds: input.project_ids,
    shopIds: input.shop_ids,
    firstOrderOnly: input.first_order_only,
    maxUses: input.max_uses,
    maxUsesPerCustomer: input.max_uses_per_customer,
    minPriceMinor: input.min_price_minor,
    maxTotalMinor: input.max_total_minor,
    minQuantity: input.min_quantity,
    maxQuantity: input.max_quantity,
  };
}

function stateFilter(state: PromoCodesQuery['state'], now: Date): SQL | undefined {
  const ended = or(eq(promoCodes.active, false), and(isNotNull(promoCodes.endsAt), lte(promoCodes.endsAt, now)));
  if (state === 'ended') return ended;
  const notEnded = and(eq(promoCodes.active, true), or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)));
  const started = or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now));
  if (state === 'running') return and(notEnded, started);
  if (state === 'scheduled') return and(notEnded, gt(promoCodes.startsAt, now));
  return undefined;
}

export async function listPromoCodes(deps: PromoAdminDeps, query: PromoCodesQuery): Promise<PromoCodesPage> {
  const now = deps.clock();
  const filters = [stateFilter(query.state, now)];
  if (query.q) filters.push(ilike(promoCodes.code, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`));
  const where = and(...filters.filter((filter): filter is SQL => filter !== undefined));
  const sortColumn = {
    created_at: promoCodes.createdAt,
    code: promoCodes.code,
    uses: usesOf,
    ends_at: promoCodes.endsAt,
  }[query.sort];
  const order = query.dir === 'asc' ? asc(sortColumn) : desc(sortColumn);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ row: promoCodes, uses: usesOf, customers: customersOf, discount: discountOf })
      .from(promoCodes)
      .where(where)
      .orderBy(order, desc(promoCodes.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    deps.db.select({ value: count() }).from(promoCodes).where(where),
  ]);
  return {
    rows: rows.map(({ row, ...counts }) => dtoOf(row, counts, now)),
    total: total?.value ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

async function readCode(db: Db | Tx, id: number, now: Date): Promise<PromoCodeDto | null> {
  const [found] = await db
    .select({ row: promoCodes, uses: usesOf, customers: customersOf, discount: discountOf })
    .from(promoCodes)
    .where(eq(promoCodes.id, id));
  return found ? dtoOf(found.row, found, now) : null;
}

export async function promoCodeDetail(deps: PromoAdminDeps, id: number): Promise<PromoCodeDetail> {
  const code = await readCode(deps.db, id, deps.clock());
  if (!code) throw new AppError('not_found');
  return { code, history: await deps.audit.historyOf('promo_code', id) };
}

/** Whether another code already has this text (the unique index would refuse it). */
async function assertCodeFree(tx: Tx, code: string, exceptId: number | null): Promise<void> {
  const [other] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
  if (other && other.id !== exceptId) throw new AppError('promo_code_taken', { fields: { code: 'promo_code_taken' } });
}

export async function createPromoCode(deps: PromoAdminDeps, actor: AuditActor, input: PromoCodeInput) {
  return deps.db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code, null);
    const [row] = await tx.insert(promoCodes).values(valuesOf(input)).returning({ id: promoCodes.id });
    if (!row) throw new Error('promo code not inserted');
    const created = await readCode(tx, row.id, deps.clock());
    await deps.audit.record(
      actor,
      { action: 'promo_code.create', entityType: 'promo_code', entityId: row.id, after: created },
      tx,
    );
    return created!;
  });
}

/** Locks the code's row and reads it as it stands. */
async function lockedCode(tx: Tx, id: number, now: Date): Promise<PromoCodeDto> {
  const [locked] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  const before = locked ? await readCode(tx, id, now) : null;
  if (!before) throw new AppError('not_found');
  return before;
}

export async function updatePromoCode(deps: PromoAdminDeps, actor: AuditActor, id: number, input: PromoCodeInput) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const before = await lockedCode(tx, id, now);
    await assertCodeFree(tx, input.code, id);
    await tx
      .update(promoCodes)
      .set({ ...valuesOf(input), updatedAt: now })
      .where(eq(promoCodes.id, id));
    const after = (await readCode(tx, id, now))!;
    await deps.audit.record(
      actor,
      { action: 'promo_code.update', entityType: 'promo_code', entityId: id, before, after },
      tx,
    );
    return after;
  });
}

/** Ends a code now (its end moves to this instant; one that ended already keeps its end). */
export async function endPromoCode(deps: PromoAdminDeps, actor: AuditActor, id: number) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const before = await lockedCode(tx, id, now);
    if (before.state === 'ended') return before;
    await tx.update(promoCodes).set({ endsAt: now, updatedAt: now }).where(eq(promoCodes.id, id));
    const after = (await readCode(tx, id, now))!;
    await deps.audit.record(
      actor,
      { action: 'promo_code.end', entityType: 'promo_code', entityId: id, before, after },
      tx,
    );
    return after;
  });
}
