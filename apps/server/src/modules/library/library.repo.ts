// Queries of what the customer keeps besides orders: box subscriptions and gift codes, digital
// purchases and their files, the wishlist and the follows (sellers'), the payment customer (auth's).
// Every query is scoped by the owner.
import { schema, type Db } from '@spindle/db';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { paymentCustomer, savePaymentCustomer } from '../auth/index.ts';
import { cardColumns } from '../project-cards/index.ts';
import { followsOf } from '../sellers/index.ts';
import { trackFileOf, trackFilesOf } from '../tracks/index.ts';

const { boxSubscriptions, boxPlans, boxDispatches, boxCodes, orders, orderItems, projects, wishlists, labels } = schema;

/** Boxes and gifts are shown once paid; a subscription still being created is not one yet. */
const SHOWN_BOX_STEPS = [
  'confirmed',
  'not_activated',
  'monthly_pending',
  'stopped',
  'finished',
  'refunded',
  'cancelled',
] as const;

/** A page of rows: how many to take and how many to skip. */
export interface RowPage {
  limit: number;
  offset: number;
}

export function createLibraryRepo(db: Db) {
  return {
    boxesOf: (userId: number) => boxesOf(db, userId),
    dispatchesOf: (subscriptionIds: readonly number[]) => dispatchesOf(db, subscriptionIds),
    giftsBoughtBy: (userId: number) => giftsBoughtBy(db, userId),
    digitalPurchasesOf: (userId: number) => digitalPurchasesOf(db, userId),
    filesOf: (projectIds: readonly number[]) => trackFilesOf(db, projectIds),
    ownedTrack: (userId: number, trackId: number) => ownedTrack(db, userId, trackId),
    wishesOf: (userId: number, paging: RowPage) => wishesOf(db, userId, paging),
    followsOf: (userId: number) => followsOf(db, userId),
    paymentCustomer: (userId: number) => paymentCustomer(db, userId),
    savePaymentCustomer: (userId: number, ref: string) => savePaymentCustomer(db, userId, ref),
  };
}

export type LibraryRepo = ReturnType<typeof createLibraryRepo>;

/** The user's box subscriptions once paid, with their plan, newest first. */
async function boxesOf(db: Db, userId: number) {
  return db
    .select({ row: boxSubscriptions, plan: boxPlans })
    .from(boxSubscriptions)
    .innerJoin(boxPlans, eq(boxPlans.id, boxSubscriptions.planId))
    .where(and(eq(boxSubscriptions.userId, userId), inArray(boxSubscriptions.step, [...SHOWN_BOX_STEPS])))
    .orderBy(desc(boxSubscriptions.createdAt), desc(boxSubscriptions.id));
}

/** The records sent (or to send) for some subscriptions, latest month first, with the project. */
async function dispatchesOf(db: Db, subscriptionIds: readonly number[]) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select({
      row: boxDispatches,
      projectName: projects.name,
      artistName: projects.artistName,
      picture: projects.picture,
    })
    .from(boxDispatches)
    .innerJoin(projects, eq(projects.id, boxDispatches.projectId))
    .where(inArray(boxDispatches.boxSubscriptionId, [...subscriptionIds]))
    .orderBy(desc(boxDispatches.month), asc(boxDispatches.id));
}

/** The gift codes the user bought, with their plan, newest first. */
async function giftsBoughtBy(db: Db, userId: number) {
  return db
    .select({ row: boxCodes, plan: boxPlans })
    .from(boxCodes)
    .innerJoin(boxPlans, eq(boxPlans.id, boxCodes.planId))
    .where(eq(boxCodes.boughtByUserId, userId))
    .orderBy(desc(boxCodes.createdAt), desc(boxCodes.id));
}

/** Releases with a digital version in the user's paid orders (a digital line, or a digital-enabled project). */
async function digitalPurchasesOf(db: Db, userId: number) {
  return db
    .selectDistinctOn([orderItems.projectId], {
      orderId: orders.id,
      purchasedAt: orders.createdAt,
      projectId: projects.id,
      name: projects.name,
      artistName: projects.artistName,
      picture: projects.picture,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(projects, eq(projects.id, orderItems.projectId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'confirmed'),
        or(eq(orderItems.digital, true), eq(projects.digitalEnabled, true)),
      ),
    )
    .orderBy(orderItems.projectId, asc(orders.createdAt));
}

/** The track if the user owns it through a paid order, with the file to stream. */
async function ownedTrack(db: Db, userId: number, trackId: number) {
  const track = await trackFileOf(db, trackId);
  if (!track) return undefined;
  const owned = (await digitalPurchasesOf(db, userId)).some((purchase) => purchase.projectId === track.projectId);
  return owned ? track : undefined;
}

/** A page of the wishlist as tile rows, newest first, and how many there are. */
async function wishesOf(db: Db, userId: number, paging: RowPage) {
  const where = eq(wishlists.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns)
      .from(wishlists)
      .innerJoin(projects, eq(projects.id, wishlists.projectId))
      .leftJoin(labels, eq(labels.id, projects.labelId))
      .where(where)
      .orderBy(desc(wishlists.createdAt), desc(projects.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(wishlists).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
