// Queries of what the customer keeps besides orders: box subscriptions and gift codes, digital
// purchases and their files, the wishlist and the follows (sellers'), the payment customer (auth's).
// Every query is scoped by the owner.
import type { Db } from '@spindle/db';
import { paymentCustomer, savePaymentCustomer } from '../auth/index.ts';
import { boxDispatchesOf, boxesOfUser, giftCodesBoughtBy } from '../boxes/index.ts';
import { purchasedLinesOf } from '../checkout/index.ts';
import { wishedProjectsPage } from '../community/index.ts';
import { cardRowsOf, projectSummariesOf } from '../projects/index.ts';
import { followsOf } from '../sellers/index.ts';
import { trackFileOf, trackFilesOf } from '../tracks/index.ts';

/** A page of rows: how many to take and how many to skip. */
export interface RowPage {
  limit: number;
  offset: number;
}

export function createLibraryRepo(db: Db) {
  return {
    boxesOf: (userId: number) => boxesOfUser(db, userId),
    dispatchesOf: (subscriptionIds: readonly number[]) => dispatchesOf(db, subscriptionIds),
    giftsBoughtBy: (userId: number) => giftCodesBoughtBy(db, userId),
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

/** The records sent (or to send) for some subscriptions, latest month first, with the project. */
async function dispatchesOf(db: Db, subscriptionIds: readonly number[]) {
  const rows = await boxDispatchesOf(db, subscriptionIds);
  const summaries = await projectSummariesOf(
    db,
    rows.map((row) => row.projectId),
  );
  return rows.map((row) => {
    const project = summaries.get(row.projectId);
    return {
      row,
      projectName: project?.name ?? '',
      artistName: project?.artistName ?? '',
      picture: project?.picture ?? null,
    };
  });
}

/**
 * Releases with a digital version in the user's paid orders (a digital line, or a digital-enabled
 * project): the first order of each, by project id.
 */
async function digitalPurchasesOf(db: Db, userId: number) {
  const lines = await purchasedLinesOf(db, userId);
  const summaries = await projectSummariesOf(
    db,
    lines.map((line) => line.projectId),
  );
  const first = new Map<
    number,
    { orderId: number; purchasedAt: Date; projectId: number; name: string; artistName: string; picture: string | null }
  >();
  for (const line of lines) {
    const project = summaries.get(line.projectId);
    if (!project || first.has(line.projectId) || !(line.digital || project.digitalEnabled)) continue;
    first.set(line.projectId, {
      orderId: line.orderId,
      purchasedAt: line.purchasedAt,
      projectId: project.id,
      name: project.name,
      artistName: project.artistName,
      picture: project.picture,
    });
  }
  return [...first.values()].sort((a, b) => a.projectId - b.projectId);
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
  const { projectIds, total } = await wishedProjectsPage(db, userId, paging);
  const cards = await cardRowsOf(db, projectIds);
  return { rows: projectIds.flatMap((id) => cards.get(id) ?? []), total };
}
