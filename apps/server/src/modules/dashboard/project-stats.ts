// The dashboard's charts from the project's sold lines (GET projects/{id}/stats): copies, revenue in
// EUR cents (VAT included, at each order's rate) and orders per Paris day, week (Monday) or month, with
// the running total, and the copies by country and by currency. Pure: the lines come in, the answer out.
import type { ProjectStats, StatsInterval } from '@spindle/contracts';
import { convertToEurExact, fundingProgressPercent, isCurrencyCode, statementDay } from '@spindle/domain';
import type { ProjectRow } from '../projects/index.ts';
import type { ProjectOrderLine } from '../checkout/index.ts';

export interface StatsQuery {
  interval: StatsInterval;
  /** First and last Paris day counted ('YYYY-MM-DD'), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

interface Bucket {
  quantity: number;
  revenueEurMinor: number;
  orders: Set<number>;
}

/** What the lines add up to while they are read. */
interface SalesTally {
  buckets: Map<string, Bucket>;
  countries: Map<string | null, number>;
  currencies: Map<string, { quantity: number; amountMinor: number }>;
  revenueEurMinor: number;
  orderIds: Set<number>;
}

const eurMinorOf = (amountMinor: number, currency: string, ratePpm: number): number => {
  if (currency === 'EUR' || !isCurrencyCode(currency)) return amountMinor;
  return convertToEurExact({ amountMinor, currency }, { [currency]: ratePpm }).amountMinor;
};

/** Paid amount of a line, VAT included, in its currency (price x quantity - discount). */
const paidMinor = (line: ProjectOrderLine) => line.totalMinor - line.discountMinor;

/** The first Paris day of the bucket holding `day` ('YYYY-MM-DD'). */
export function bucketStart(day: string, interval: StatsInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  return new Date(date.getTime() - weekday * 86_400_000).toISOString().slice(0, 10);
}

/** Adds one line to its bucket, its country, its currency and the totals. */
function tallyLine(tally: SalesTally, line: ProjectOrderLine, bucketKey: string): void {
  const eur = eurMinorOf(paidMinor(line), line.currency, line.exchangeRatePpm);
  const bucket = tally.buckets.get(bucketKey) ?? { quantity: 0, revenueEurMinor: 0, orders: new Set<number>() };
  bucket.quantity += line.quantity;
  bucket.revenueEurMinor += eur;
  bucket.orders.add(line.orderId);
  tally.buckets.set(bucketKey, bucket);
  tally.countries.set(line.countryId, (tally.countries.get(line.countryId) ?? 0) + line.quantity);
  const byCurrency = tally.currencies.get(line.currency) ?? { quantity: 0, amountMinor: 0 };
  byCurrency.quantity += line.quantity;
  byCurrency.amountMinor += paidMinor(line);
  tally.currencies.set(line.currency, byCurrency);
  tally.revenueEurMinor += eur;
  tally.orderIds.add(line.orderId);
}

/** The lines sold between `from` and `to` (Paris days), tallied by bucket. */
function tallySales(lines: readonly ProjectOrderLine[], query: StatsQuery): SalesTally {
  const tally: SalesTally = {
    buckets: new Map(),
    countries: new Map(),
    currencies: new Map(),
    revenueEurMinor: 0,
    orderIds: new Set(),
  };
  for (const line of lines) {
    const day = statementDay(line.soldAt);
    if ((query.from && day < query.from) || (query.to && day > query.to)) continue;
    tallyLine(tally, line, bucketStart(day, query.interval));
  }
  return tally;
}

/** The buckets in date order, each with the copies sold up to its end. */
function seriesOf(buckets: SalesTally['buckets']): ProjectStats['series'] {
  let cumulative = 0;
  return [...buckets.entries()]
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
}

/** The charts of the sales that stand: confirmed orders, without lines refunded on their own. */
export function projectStatsOf(
  project: ProjectRow,
  lines: readonly ProjectOrderLine[],
  query: StatsQuery,
): ProjectStats {
  const standing = lines.filter((line) => line.orderStatus === 'confirmed' && line.refundedAt === null);
  const tally = tallySales(standing, query);
  return {
    projectId: project.id,
    interval: query.interval,
    sold: project.sold,
    goal: project.goal,
    fundingProgressPercent: project.goal ? fundingProgressPercent(project.sold, project.goal) : 0,
    revenueEurMinor: tally.revenueEurMinor,
    ordersCount: tally.orderIds.size,
    series: seriesOf(tally.buckets),
    byCountry: [...tally.countries.entries()]
      .map(([countryId, quantity]) => ({ countryId, quantity }))
      .sort((a, b) => b.quantity - a.quantity),
    byCurrency: [...tally.currencies.entries()]
      .map(([currency, totals]) => ({ currency, ...totals }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
