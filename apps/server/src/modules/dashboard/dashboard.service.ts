// The owner's dashboard (spec section 7: GET projects/{id}/stats, projects/{id}/orders,
// user/projects/{id}/extract-orders, projects/{id}/break-even; BUSINESS-RULES "Pressing quote"): sales
// over time, the orders list and extract, and the live break-even of the pressing's cost against the
// sales so far. Each answer is for a project the viewer may read (owner or staff).
import type { BreakEven, ProjectOrders, ProjectStats } from '@spindle/contracts';
import { isCurrencyCode } from '@spindle/domain';
import type { Db } from '@spindle/db';
import type { OrderExtractRow } from '../../documents/orders-extract.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { ProjectAccessChecker, ProjectRow } from '../projects/index.ts';
import type { QuoteService } from '../quote/index.ts';
import type { ProjectOrderLine, ProjectSalesRepo } from '../checkout/index.ts';
import { projectBreakEven } from './break-even.ts';
import { projectStatsOf, type StatsQuery } from './project-stats.ts';

export interface DashboardServiceOptions {
  db: Db;
  sales: ProjectSalesRepo;
  access: ProjectAccessChecker;
  quote: Pick<QuoteService, 'calculate'>;
}

/** `LP (M)`: the item's name with its size, when it has one. */
const itemOf = (line: ProjectOrderLine) => (line.size ? `${line.name} (${line.size})` : line.name);

/** The project's page of order lines, newest first. */
async function pageOrders(
  deps: DashboardServiceOptions,
  viewer: AuthenticatedUser,
  projectId: number,
  page: number,
  size: number,
): Promise<ProjectOrders> {
  const { project } = await deps.access.load(viewer, projectId, 'read');
  const { lines, total } = await deps.sales.orderLinesPage(project.id, page, size);
  const items = lines.map((line) => ({
    orderId: line.orderId,
    shopOrderId: line.shopOrderId ?? 0,
    date: line.soldAt.toISOString(),
    customerName: line.customerName,
    countryId: line.countryId,
    item: itemOf(line),
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    currency: line.currency,
    status: line.shopOrderStatus ?? line.orderStatus,
  }));
  return { items, page, size, total };
}

/** A row of the extract; lines in a currency we do not know are left out. */
function extractRowsOf(project: ProjectRow, line: ProjectOrderLine): OrderExtractRow[] {
  if (!isCurrencyCode(line.currency)) return [];
  return [
    {
      orderId: String(line.orderId),
      orderedAt: line.soldAt,
      customerName: line.customerName,
      countryCode: line.countryId ?? '',
      project: project.name,
      item: itemOf(line),
      quantity: line.quantity,
      priceMinor: line.unitPriceMinor,
      currency: line.currency,
      status: line.shopOrderStatus ?? line.orderStatus,
    },
  ];
}

/** The orders extract as rows for the CSV/XLSX renderers. */
async function loadExtractRows(deps: DashboardServiceOptions, viewer: AuthenticatedUser, projectId: number) {
  const { project } = await deps.access.load(viewer, projectId, 'read');
  const lines = await deps.sales.orderLines(project.id);
  return { project, rows: lines.flatMap((line) => extractRowsOf(project, line)) };
}

async function loadStats(
  deps: DashboardServiceOptions,
  viewer: AuthenticatedUser,
  projectId: number,
  query: StatsQuery,
): Promise<ProjectStats> {
  const { project } = await deps.access.load(viewer, projectId, 'read');
  return projectStatsOf(project, await deps.sales.orderLines(project.id), query);
}

async function loadBreakEven(
  deps: DashboardServiceOptions,
  viewer: AuthenticatedUser,
  projectId: number,
): Promise<BreakEven> {
  const { project } = await deps.access.load(viewer, projectId, 'read');
  return projectBreakEven(deps, project);
}

export function createDashboardService(deps: DashboardServiceOptions) {
  return {
    stats: (viewer: AuthenticatedUser, projectId: number, query: StatsQuery) =>
      loadStats(deps, viewer, projectId, query),
    orders: (viewer: AuthenticatedUser, projectId: number, page: number, size: number) =>
      pageOrders(deps, viewer, projectId, page, size),
    extractRows: (viewer: AuthenticatedUser, projectId: number) => loadExtractRows(deps, viewer, projectId),
    breakEven: (viewer: AuthenticatedUser, projectId: number) => loadBreakEven(deps, viewer, projectId),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
