// A page of the shop in ONE statement (issue 19): the tiles' columns, what the cards add to them (genre
// ids, the cover's path, the seller's price in the display currency) as correlated subqueries on the
// page's rows only, and the number of matches as a scalar subquery the planner runs once. The shop's
// common shape (no filter, one of the four sorts) is a named prepared statement on PostgreSQL. A total
// counted once is kept per filter until the catalogue changes (list-totals.ts): the next pages of that
// filter run the statement without the count, whose cost does not grow with the catalogue.
import { createHash } from 'node:crypto';
import { mapRowsFlat, outerColumn, schema, type Db } from '@spindle/db';
import { and, count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { cardColumns } from './card-columns.ts';
import { totalKeyOf, type ListTotals } from './list-totals.ts';
import { orderOf, whereOf, type ProjectFilter, type ProjectSort } from './storefront-filters.ts';

const { projects, projectGenres, projectImages, projectPrices } = schema;

/** The paging of a list and the currency its seller prices are read in. */
export interface CardPaging {
  limit: number;
  offset: number;
  currency: string;
}

/** What one list statement gives per tile, beyond the card columns (one cover at most: unique per project). */
const projectId = outerColumn(projects.id);
const tileExtras = (currency: Placeholder | SQL | string) => ({
  genreIds: sql<
    number[]
  >`coalesce((select array_agg(${projectGenres.genreId} order by ${projectGenres.genreId}) from ${projectGenres} where ${projectGenres.projectId} = ${projectId}), '{}')`,
  coverPath: sql<
    string | null
  >`(select ${projectImages.path} from ${projectImages} where ${projectImages.projectId} = ${projectId} and ${projectImages.variant} = 'cover')`,
  sellerPriceMinor: sql<
    number | null
  >`(select ${projectPrices.priceMinor} from ${projectPrices} where ${projectPrices.projectId} = ${projectId} and ${projectPrices.currency} = ${currency})`,
});

/** The number of matches, a scalar subquery (its `projects` shadows the page's, so the WHERE reads it). */
const totalOf = (db: Db, where: SQL | undefined) =>
  sql<number>`(${db.select({ total: count() }).from(projects).where(where)})`.mapWith(Number);

/** A currency code as an SQL literal: one of the spec's codes, which the route's schema checked. */
function currencyLiteral(currency: string): SQL {
  if (!/^[A-Z]{3}$/.test(currency)) throw new Error(`not a currency code: ${currency}`);
  return sql.raw(`'${currency}'`);
}

/** The shop's list without any filter: the shape most pages of the shop ask (prepared once per sort). */
function isPlain(filter: ProjectFilter): boolean {
  const { steps: _steps, ...rest } = filter;
  return Object.values(rest).every((value) => value === undefined || (Array.isArray(value) && value.length === 0));
}

/** A short name for a set of steps (PostgreSQL's statement names stop at 63 characters). */
function stepsKey(filter: ProjectFilter): string {
  return createHash('sha1').update(filter.steps.join(',')).digest('hex').slice(0, 10);
}

/** A page's statement, with the count of matches (a filter whose total is not kept) or without. */
function selectPage(
  db: Db,
  filter: ProjectFilter,
  sort: ProjectSort,
  currency: Placeholder | SQL | string,
  counts: boolean,
  literalSteps = false,
) {
  const where = whereOf(db, filter, { literalSteps });
  const columns = { ...cardColumns, ...tileExtras(currency) };
  return db
    .select(counts ? { ...columns, total: totalOf(db, where) } : columns)
    .from(projects)
    .where(where)
    .orderBy(...orderOf(sort, filter.categoryId));
}

type PageRow = Awaited<ReturnType<ReturnType<typeof selectPage>['execute']>>[number] & { total?: number };

export interface StorefrontCardsOptions {
  /** Totals kept per filter until the catalogue changes; every answer counts without. */
  totals?: ListTotals;
}

/**
 * The first pages of the plain shape (offset + limit up to this many rows) get statements of their own,
 * with the limit, offset and currency written into the SQL text, up to `FIXED_PAGE_STATEMENTS` of them;
 * any other page runs the statement that takes them as parameters.
 *
 * Why: PostgreSQL plans a prepared statement for each execution's values (a custom plan) unless its
 * generic plan, made once without them, is estimated to cost no more. With `limit $n offset $m` unknown
 * the generic plan is costed for a tenth of the listed rows, and with `currency = $1` for a currency that
 * has seller prices, so the shop's page 1 in euros was planned again for every answer (0.155 ms of the
 * database's CPU at load 1 on 10,000 projects, 1.7 ms and more under load). A statement with no parameter
 * is planned once per connection and kept (docs/benchmarks.md, 2026-11-28).
 */
const FIXED_PAGE_ROWS = 96;
const FIXED_PAGE_STATEMENTS = 64;

export function createStorefrontCards(db: Db, { totals }: StorefrontCardsOptions = {}) {
  const prepared = new Map<string, ReturnType<typeof preparePlain>>();
  let fixedPageStatements = 0;
  function preparePlain(filter: ProjectFilter, sort: ProjectSort, counts: boolean, page?: CardPaging) {
    const currency = page ? currencyLiteral(page.currency) : sql.placeholder('currency');
    const select = selectPage(db, filter, sort, currency, counts, true);
    const name = `storefront_cards_${sort}_${stepsKey(filter)}${counts ? '' : '_page'}`;
    // drizzle writes an SQL object given as the limit or offset into the text (pg-core's dialect); its
    // types only name numbers and placeholders. Both are integers the route's schema checked.
    const statement = page
      ? select
          .limit(sql.raw(String(Math.trunc(page.limit))) as unknown as number)
          .offset(sql.raw(String(Math.trunc(page.offset))) as unknown as number)
          .prepare(`${name}_${page.limit}_${page.offset}_${page.currency.toLowerCase()}`)
      : select.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
    // Its rows are built by a mapper made once from its columns, not drizzle's per-row mapping.
    mapRowsFlat(statement);
    return statement;
  }

  function pageRows(filter: ProjectFilter, sort: ProjectSort, paging: CardPaging, counts: boolean): Promise<PageRow[]> {
    if (!isPlain(filter)) {
      return selectPage(db, filter, sort, paging.currency, counts).limit(paging.limit).offset(paging.offset);
    }
    const shape = `${sort}:${filter.steps.join(',')}:${counts}`;
    const fixedKey = `${shape}:${paging.limit}:${paging.offset}:${paging.currency}`;
    const fixed = prepared.get(fixedKey);
    if (fixed) return fixed.execute();
    if (paging.offset + paging.limit <= FIXED_PAGE_ROWS && fixedPageStatements < FIXED_PAGE_STATEMENTS) {
      const statement = preparePlain(filter, sort, counts, paging);
      fixedPageStatements += 1;
      prepared.set(fixedKey, statement);
      return statement.execute();
    }
    const statement = prepared.get(shape) ?? preparePlain(filter, sort, counts);
    prepared.set(shape, statement);
    return statement.execute({ ...paging });
  }

  async function countAlone(filter: ProjectFilter): Promise<number> {
    const [counted] = await db
      .select({ total: count() })
      .from(projects)
      .where(and(whereOf(db, filter)));
    return counted?.total ?? 0;
  }

  return {
    /**
     * One page of project tiles with their genre ids, cover path and seller price in `currency`, and
     * the number of matches: one statement, which counts only when the filter's total is not kept (a
     * second, the count alone, only for a page past the end).
     */
    async listProjectCards(filter: ProjectFilter, sort: ProjectSort, paging: CardPaging) {
      const key = totals ? totalKeyOf(filter) : '';
      const kept = totals?.get(key);
      if (kept !== undefined) return { rows: await pageRows(filter, sort, paging, false), total: kept };
      const version = totals?.version() ?? 0;
      const rows = await pageRows(filter, sort, paging, true);
      const total = rows[0]?.total ?? (paging.offset === 0 ? 0 : await countAlone(filter));
      totals?.set(key, total, version);
      return { rows, total };
    },
  };
}
