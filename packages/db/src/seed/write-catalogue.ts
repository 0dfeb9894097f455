// Writes a planned demo catalogue, parents before children, then moves every identity sequence past
// the ids the seed chose, so rows created afterwards get fresh ids.
import { sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import * as t from '../schema/index.ts';
import type { demoAccountRows } from './accounts.ts';
import type { CommunityPlan } from './plan-community.ts';
import { writeDemoPendingBox } from './demo-pending-box.ts';
import { planInvoices } from './plan-invoices.ts';
import type { OrdersPlan } from './plan-orders.ts';
import type { ProjectDetailsPlan } from './plan-project-details.ts';
import type { PlannedProject } from './plan-projects.ts';
import type { RequestsPlan } from './plan-requests.ts';
import type { SellersPlan } from './plan-sellers.ts';
import type { SitePlan } from './plan-site.ts';
import type { StatementEntriesPlan } from './plan-statements.ts';
import { insertRows, insertRowsWithIds } from './insert.ts';
import { seedReferenceData } from './reference-data.ts';

/** Everything the seed writes. */
export interface CataloguePlan {
  demoUsers: (Awaited<ReturnType<typeof demoAccountRows>>[number] & { id: number })[];
  sellers: SellersPlan;
  projects: PlannedProject[];
  details: ProjectDetailsPlan;
  orders: OrdersPlan;
  community: CommunityPlan;
  site: SitePlan;
  requests: RequestsPlan;
  statements: StatementEntriesPlan;
  images: (typeof t.projectImages.$inferInsert)[];
}

/** Inserts the plan; returns the number of rows per table. */
export async function writeCatalogue(db: Db, plan: CataloguePlan): Promise<Record<string, number>> {
  const counts: Record<string, number> = await seedReferenceData(db);
  const write = async <T extends Parameters<typeof insertRows>[1]>(
    name: string,
    table: T,
    rows: readonly T['$inferInsert'][],
    withIds = false,
  ) => {
    await (withIds ? insertRowsWithIds(db, table, rows) : insertRows(db, table, rows));
    counts[name] = (counts[name] ?? 0) + rows.length;
  };
  const { sellers, projects, details, orders, community, site } = plan;

  await write('users', t.users, [...plan.demoUsers, ...sellers.users], true);
  await write(
    'artists',
    t.artists,
    sellers.artists.map((artist) => artist.row),
    true,
  );
  await write('labels', t.labels, sellers.labels, true);
  await write('shops', t.shops, sellers.shops, true);
  await write(
    'projects',
    t.projects,
    projects.map((project) => project.row),
    true,
  );
  await write(
    'shopProjects',
    t.shopProjects,
    projects
      .filter((project) => project.row.shopId)
      .map((project, position) => ({ shopId: project.row.shopId ?? 0, projectId: project.row.id, position })),
  );
  await write(
    'projectGenres',
    t.projectGenres,
    projects.flatMap((project) => project.genreIds.map((genreId) => ({ projectId: project.row.id, genreId }))),
  );
  await write('projectCategories', t.projectCategories, details.categories);
  await write('projectItems', t.projectItems, details.items, true);
  await write('projectPrices', t.projectPrices, details.prices);
  await write('projectStepHistory', t.projectStepHistory, details.history);
  await write('barcodes', t.barcodes, details.barcodes);
  await write('partnerStock', t.partnerStock, details.partnerStock);
  // Track ids follow the plan's order (the listening statistics refer to them).
  await write(
    'tracks',
    t.tracks,
    details.tracks.map((track, index) => ({ ...track, id: index + 1 })),
    true,
  );
  await write('projectImages', t.projectImages, plan.images);

  await writeOrders(db, orders, write);
  Object.assign(counts, await writeInvoices(db, orders));

  await write('boxSubscriptions', t.boxSubscriptions, site.boxSubscriptions, true);
  await write('boxDispatches', t.boxDispatches, site.boxDispatches);
  await write('boxCodes', t.boxCodes, site.boxCodes);
  await write('likes', t.likes, community.likes);
  await write('wishlists', t.wishlists, community.wishlists);
  await write('follows', t.follows, community.follows);
  await write('comments', t.comments, community.comments);
  await write('reviews', t.reviews, community.reviews);
  await write('conversations', t.conversations, community.conversations, true);
  await write('conversationParticipants', t.conversationParticipants, community.participants);
  await write('messages', t.messages, community.messages);
  await write('songStats', t.songStats, community.songStats);

  await write('announcements', t.announcements, site.announcements);
  await write('banners', t.banners, site.banners);
  await write('promoCodes', t.promoCodes, site.promoCodes);
  await write('newsletterSubscribers', t.newsletterSubscribers, site.newsletter);
  await write('contacts', t.contacts, site.contacts);
  Object.assign(counts, await writeRequests(db, plan.requests));
  Object.assign(counts, await writeStatementEntries(db, plan.statements));

  await resetIdentitySequences(db);
  // Its months are orders that take the next free ids, so it comes after the ids the seed chose.
  if (site.pendingBox) Object.assign(counts, await writeDemoPendingBox(db, site.pendingBox));
  return counts;
}

/** The quote and call-me requests of /bids, with their own ids. */
async function writeRequests(db: Db, requests: RequestsPlan): Promise<Record<string, number>> {
  await insertRowsWithIds(db, t.quotes, requests.quotes);
  await insertRowsWithIds(db, t.callMeRequests, requests.callMeRequests);
  return { quotes: requests.quotes.length, callMeRequests: requests.callMeRequests.length };
}

/** The demo's statement entries (plan-statements.ts). */
async function writeStatementEntries(db: Db, statements: StatementEntriesPlan): Promise<Record<string, number>> {
  await insertRows(db, t.statementFeeRows, statements.feeRows);
  await insertRows(db, t.statementCosts, statements.costs);
  await insertRows(db, t.revenueSplits, statements.splits);
  return {
    statementFeeRows: statements.feeRows.length,
    statementCosts: statements.costs.length,
    revenueSplits: statements.splits.length,
  };
}

/** Writes a table's rows (and counts them): writeCatalogue's own writer. */
type TableWriter = <T extends Parameters<typeof insertRows>[1]>(
  name: string,
  table: T,
  rows: readonly T['$inferInsert'][],
  withIds?: boolean,
) => Promise<void>;

/** The demo orders with what hangs off them, and the test provider's side of their payments. */
async function writeOrders(db: Db, orders: OrdersPlan, write: TableWriter): Promise<void> {
  await write('customerAddresses', t.customerAddresses, orders.addresses, true);
  await db.execute(sql`update users set customer_id = a.id from customer_addresses a where a.user_id = users.id`);
  await write('orders', t.orders, orders.orders, true);
  await write('shopOrders', t.shopOrders, orders.shopOrders, true);
  await write('orderItems', t.orderItems, orders.items, true);
  await write('payments', t.payments, orders.payments);
  await write('shipments', t.shipments, orders.shipments);
  await write('points', t.points, orders.points);
  await write('manualOrders', t.manualOrders, orders.manualOrders);
  await write('testProviderRecords', t.testProviderRecords, orders.providerRecords);
}

/** The invoices of the paid demo orders and the year counters they leave. */
async function writeInvoices(db: Db, orders: OrdersPlan): Promise<Record<string, number>> {
  const { documents, sequences } = planInvoices(orders);
  await insertRows(db, t.billingDocuments, documents);
  await insertRows(db, t.billingDocumentSequences, sequences);
  return { billingDocuments: documents.length, billingDocumentSequences: sequences.length };
}

/** Moves each identity sequence to the largest id in use (explicit ids do not advance it). */
export async function resetIdentitySequences(db: Db): Promise<void> {
  const { rows } = await db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of rows) {
    const name = `"${table}"`;
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${name}', '${column}'), coalesce((select max("${column}") from ${name}), 0) + 1, false)`,
      ),
    );
  }
}
