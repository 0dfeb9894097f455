// The owner's dashboard (spec section 7: GET projects/{id}/stats, projects/{id}/orders,
// user/projects/{id}/extract-orders, projects/{id}/statement; BUSINESS-RULES "Artist statements" and
// "Pressing quote"): sales over time, the orders list and extract, the month's statement and the
// live break-even of the pressing's cost against the sales so far.
import type { BreakEven, ProjectOrders, ProjectStats, StatementSummary } from '@spindle/contracts';
import {
  computeStatement,
  convertToEurExact,
  fundingProgressPercent,
  isCurrencyCode,
  quoteSale,
  statementDay,
  statementPeriodFor,
  statementPeriodOf,
  STATEMENT_COST_CATEGORIES,
  type Statement,
  type StatementCostInput,
  type StatementInput,
  type StatementOrderLineInput,
} from '@spindle/domain';
import { schema, type Db } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import type { QuoteService } from '../quote/quote.service.ts';
import type { QuoteCalculation } from '@spindle/contracts';
import { quoteOptionsSchema } from '@spindle/contracts';
import type { ProjectAccessChecker } from './project-access.ts';
import { kindOf } from './project-dto.ts';
import type { DashboardRepo, ProjectOrderLine } from './dashboard.repo.ts';
import type { ProjectRow } from './projects.repo.ts';

/** A statement chain is computed back at most this many months (20 years). */
const MAX_CHAIN_MONTHS = 240;

const eurMinorOf = (amountMinor: number, currency: string, ratePpm: number): number => {
  if (currency === 'EUR' || !isCurrencyCode(currency)) return amountMinor;
  return convertToEurExact({ amountMinor, currency }, { [currency]: ratePpm }).amountMinor;
};

/** Paid amount of a line, VAT included, in its currency (price x quantity - discount). */
const paidMinor = (line: ProjectOrderLine) => line.totalMinor - line.discountMinor;

/** The first Paris day of the bucket holding `day` ('YYYY-MM-DD'). */
export function bucketStart(day: string, interval: 'day' | 'week' | 'month'): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  return new Date(date.getTime() - weekday * 86_400_000).toISOString().slice(0, 10);
}

function monthBefore(key: string): string {
  const { year, month } = statementPeriodOf(key);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The statement's order lines from the project's sold lines (BUSINESS-RULES "Artist statements"). */
export function statementOrderLines(lines: readonly ProjectOrderLine[]): StatementOrderLineInput[] {
  return lines.flatMap((line): StatementOrderLineInput[] => {
    if (!isCurrencyCode(line.currency)) return [];
    return [
      {
        orderId: String(line.orderId),
        label: line.size ? `${line.name} (${line.size})` : line.name,
        soldOn: line.soldAt,
        refundedOn: line.refundedAt,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        currency: line.currency,
        artistDiscountMinor: line.discountFundedBy === 'artist' ? line.discountMinor : 0,
        vatRateBasisPoints: line.taxRateBasisPoints,
        eurRatePpm: line.exchangeRatePpm,
      },
    ];
  });
}

export interface DashboardServiceOptions {
  db: Db;
  repo: DashboardRepo;
  access: ProjectAccessChecker;
  quote: Pick<QuoteService, 'calculate'>;
  clock?: () => Date;
}

export function createDashboardService({ db, repo, access, quote, clock = () => new Date() }: DashboardServiceOptions) {
  async function statementInputs(project: ProjectRow) {
    const [lines, entered] = await Promise.all([repo.orderLines(project.id), repo.enteredCosts(project.id)]);
    const costs: StatementCostInput[] = entered.flatMap((cost): StatementCostInput[] => {
      const category = STATEMENT_COST_CATEGORIES.find((known) => known === cost.category);
      if (!category || category === 'storage') return [];
      return [
        {
          category,
          reference: `C-${cost.id}`,
          label: cost.label,
          incurredOn: cost.period,
          amountMinor: cost.amountMinor,
        },
      ];
    });
    const stock = project.stock ?? 0;
    return {
      orderLines: statementOrderLines(lines),
      costs,
      // Only today's stock is known (no stock history): storage is charged on it.
      stockAtPeriodEnd:
        project.stock === null
          ? null
          : kindOf(project) === 'vinyl' && project.category === 'vinyl'
            ? { vinylUnits: stock, otherUnits: 0 }
            : { vinylUnits: 0, otherUnits: stock },
    };
  }

  /** The statement of `period`, its opening balance carried from the stored or computed month before. */
  async function statementFor(project: ProjectRow, period: string): Promise<Statement> {
    const facts = await statementInputs(project);
    const firstDays = [
      ...facts.orderLines.map((line) => statementDay(line.soldOn)),
      ...facts.costs.map((cost) => statementDay(cost.incurredOn)),
    ].sort();
    const firstPeriod = firstDays[0] ? statementPeriodFor(firstDays[0]).key : period;
    // Walk back to a stored closing balance or to the first month with facts, then forward again.
    const chain: string[] = [];
    let opening = 0;
    let cursor = period;
    for (let steps = 0; steps < MAX_CHAIN_MONTHS && cursor > firstPeriod; steps += 1) {
      const previous = monthBefore(cursor);
      const stored = await repo.statementOf(project.id, `${previous}-01`);
      if (stored) {
        opening = stored.balanceMinor;
        break;
      }
      chain.unshift(previous);
      cursor = previous;
    }
    for (const month of chain) {
      opening = computeStatement({ period: month, openingBalanceMinor: opening, ...facts }).closingBalanceMinor;
    }
    const input: StatementInput = { period, openingBalanceMinor: opening, ...facts };
    return computeStatement(input);
  }

  async function breakEven(project: ProjectRow): Promise<BreakEven> {
    let priced: QuoteCalculation | null = null;
    if (project.quoteId !== null) {
      const [stored] = await db.select().from(schema.quotes).where(eq(schema.quotes.id, project.quoteId));
      const options = quoteOptionsSchema.safeParse(stored?.options ?? null);
      if (stored && options.success) {
        priced = await quote.calculate(options.data, false).catch(() => null);
        if (priced) {
          // The cost is what was quoted (the stored lines and total), not today's table.
          priced = { ...priced, totalInclVatMinor: stored.totalWithVatMinor, totalExclVatMinor: stored.totalMinor };
        }
      }
    } else if (kindOf(project) === 'vinyl' && project.category === 'vinyl') {
      // No quote: priced from the project's own pressing (quantity: the goal, else the default).
      const colour = project.colorVinyl?.[0];
      const options = quoteOptionsSchema.safeParse({
        quantity: project.goal && project.goal >= 100 ? project.goal : undefined,
        discs: Math.max(1, Math.min(4, project.discs || 1)),
        colour: colour?.name,
        effect: colour?.effect,
      });
      if (options.success) priced = await quote.calculate(options.data, false).catch(() => null);
    }
    const cost = priced?.totalInclVatMinor ?? 0;
    const sale = quoteSale(cost, project.priceEurMinor, project.sold);
    const toGo = sale.breakEvenCopies === null ? null : Math.max(0, sale.breakEvenCopies - project.sold);
    return {
      projectId: project.id,
      quote: priced,
      costInclVatMinor: cost,
      sellingPriceMinor: project.priceEurMinor,
      sold: project.sold,
      revenueMinor: sale.revenueMinor,
      platformFeeMinor: sale.platformFeeMinor,
      profitMinor: sale.profitMinor,
      breakEvenCopies: sale.breakEvenCopies,
      copiesToGo: toGo,
      reached: sale.breakEvenCopies !== null && project.sold >= sale.breakEvenCopies,
      progressPercent:
        sale.breakEvenCopies === null
          ? 0
          : sale.breakEvenCopies === 0
            ? 100
            : Math.min(100, Math.floor((project.sold * 100) / sale.breakEvenCopies)),
    };
  }

  return {
    async stats(
      viewer: AuthenticatedUser,
      projectId: number,
      query: { interval: 'day' | 'week' | 'month'; from?: string | undefined; to?: string | undefined },
    ): Promise<ProjectStats> {
      const { project } = await access.load(viewer, projectId, 'read');
      // Sales that stand: confirmed orders, without lines refunded on their own.
      const lines = (await repo.orderLines(project.id)).filter(
        (line) => line.orderStatus === 'confirmed' && line.refundedAt === null,
      );
      const buckets = new Map<string, { quantity: number; revenueEurMinor: number; orders: Set<number> }>();
      const countries = new Map<string | null, number>();
      const currencies = new Map<string, { quantity: number; amountMinor: number }>();
      let revenue = 0;
      const orderIds = new Set<number>();
      for (const line of lines) {
        const day = statementDay(line.soldAt);
        if ((query.from && day < query.from) || (query.to && day > query.to)) continue;
        const eur = eurMinorOf(paidMinor(line), line.currency, line.exchangeRatePpm);
        const key = bucketStart(day, query.interval);
        const bucket = buckets.get(key) ?? { quantity: 0, revenueEurMinor: 0, orders: new Set<number>() };
        bucket.quantity += line.quantity;
        bucket.revenueEurMinor += eur;
        bucket.orders.add(line.orderId);
        buckets.set(key, bucket);
        countries.set(line.countryId, (countries.get(line.countryId) ?? 0) + line.quantity);
        const byCurrency = currencies.get(line.currency) ?? { quantity: 0, amountMinor: 0 };
        byCurrency.quantity += line.quantity;
        byCurrency.amountMinor += paidMinor(line);
        currencies.set(line.currency, byCurrency);
        revenue += eur;
        orderIds.add(line.orderId);
      }
      let cumulative = 0;
      const series = [...buckets.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, bucket]) => {
          cumulative += bucket.quantity;
          return {
            date,
            quantity: bucket.quantity,
            revenueEurMinor: bucket.revenueEurMinor,
            orders: bucket.orders.size,
            cumulativeQuantity: cumulative,
          };
        });
      return {
        projectId: project.id,
        interval: query.interval,
        sold: project.sold,
        goal: project.goal,
        fundingProgressPercent: project.goal ? fundingProgressPercent(project.sold, project.goal) : 0,
        revenueEurMinor: revenue,
        ordersCount: orderIds.size,
        series,
        byCountry: [...countries.entries()]
          .map(([countryId, quantity]) => ({ countryId, quantity }))
          .sort((a, b) => b.quantity - a.quantity),
        byCurrency: [...currencies.entries()]
          .map(([currency, totals]) => ({ currency, ...totals }))
          .sort((a, b) => a.currency.localeCompare(b.currency)),
      };
    },

    async orders(viewer: AuthenticatedUser, projectId: number, page: number, size: number): Promise<ProjectOrders> {
      const { project } = await access.load(viewer, projectId, 'read');
      const { lines, total } = await repo.orderLinesPage(project.id, page, size);
      return {
        items: lines.map((line) => ({
          orderId: line.orderId,
          shopOrderId: line.shopOrderId ?? 0,
          date: line.soldAt.toISOString(),
          customerName: line.customerName,
          countryId: line.countryId,
          item: line.size ? `${line.name} (${line.size})` : line.name,
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          currency: line.currency,
          status: line.shopOrderStatus ?? line.orderStatus,
        })),
        page,
        size,
        total,
      };
    },

    /** The orders extract as rows for the CSV/XLSX renderers. */
    async extractRows(viewer: AuthenticatedUser, projectId: number) {
      const { project } = await access.load(viewer, projectId, 'read');
      const lines = await repo.orderLines(project.id);
      return {
        project,
        rows: lines.flatMap((line) =>
          isCurrencyCode(line.currency)
            ? [
                {
                  orderId: String(line.orderId),
                  orderedAt: line.soldAt,
                  customerName: line.customerName,
                  countryCode: line.countryId ?? '',
                  project: project.name,
                  item: line.size ? `${line.name} (${line.size})` : line.name,
                  quantity: line.quantity,
                  priceMinor: line.unitPriceMinor,
                  currency: line.currency,
                  status: line.shopOrderStatus ?? line.orderStatus,
                },
              ]
            : [],
        ),
      };
    },

    async statement(viewer: AuthenticatedUser, projectId: number, period: string) {
      const { project } = await access.load(viewer, projectId, 'read');
      const current = statementPeriodFor(clock()).key;
      if (period > current)
        throw new AppError('statement_period_invalid', { fields: { period: 'statement_period_invalid' } });
      return { project, statement: await statementFor(project, period) };
    },

    async breakEven(viewer: AuthenticatedUser, projectId: number): Promise<BreakEven> {
      const { project } = await access.load(viewer, projectId, 'read');
      return breakEven(project);
    },
  };
}

/** The figures of a statement as the JSON answer gives them. */
export function statementSummaryOf(projectId: number, statement: Statement): StatementSummary {
  return {
    projectId,
    period: statement.period.key,
    openingBalanceMinor: statement.openingBalanceMinor,
    incomeMinor: statement.incomeTotalMinor,
    costsMinor: statement.costTotalMinor,
    paymentsMinor: statement.paymentTotalMinor,
    closingBalanceMinor: statement.closingBalanceMinor,
    incomeLines: statement.incomeLines.map((line) => ({
      kind: line.kind,
      date: line.date,
      reference: line.reference,
      quantity: line.quantity,
      amountMinor: line.amountMinor,
    })),
    costLines: statement.costLines.map((line) => ({
      category: line.category,
      date: line.date,
      label: line.label,
      amountMinor: line.amountMinor,
    })),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
