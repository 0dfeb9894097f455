// Use cases of the customer's library: boxes and gift codes, digital purchases with signed links and
// the download itself (digital-purchases.ts), saved cards at the payment provider, the wishlist and
// the follows.
import type { CardSetupAnswer, MyBoxes, MyFollows, ProjectCard, SaveCardBody } from '@spindle/contracts';
import { isCurrencyCode } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { DEFAULT_COVER_URL, type ProjectCardRow, storageUrl } from '../project-cards/index.ts';
import { keepCard, type PaymentProvider, type SavedCard } from '../payments/index.ts';
import { type DigitalPurchasesDeps, downloadPurchasedTrack, listDigitalPurchases } from './digital-purchases.ts';
import type { LibraryRepo } from './library.repo.ts';

export interface LibraryDeps extends DigitalPurchasesDeps {
  cards: (rows: readonly ProjectCardRow[], viewer: Viewer, currency: string | undefined) => Promise<ProjectCard[]>;
  provider: PaymentProvider | null;
  /** Stripe.js's key in the browser (STRIPE_PUBLISHABLE_KEY), for the card setup with Stripe. */
  publishableKey?: string | null;
}

type Box = Awaited<ReturnType<LibraryRepo['boxesOf']>>[number];
type Dispatch = Awaited<ReturnType<LibraryRepo['dispatchesOf']>>[number];
type Gift = Awaited<ReturnType<LibraryRepo['giftsBoughtBy']>>[number];
type Follow = Awaited<ReturnType<LibraryRepo['followsOf']>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createLibraryService(deps: LibraryDeps) {
  return {
    boxes: (userId: number) => listBoxes(deps, userId),
    digital: (userId: number) => listDigitalPurchases(deps, userId),
    download: (trackId: number, query: { u: number; expires: number; signature: string }) =>
      downloadPurchasedTrack(deps, trackId, query),
    wishes: (userId: number, paging: { page: number; size: number }, viewer: Viewer, currency: string | undefined) =>
      listWishes(deps, userId, { paging, viewer, currency }),
    follows: (userId: number) => listFollows(deps, userId),
    cards: (userId: number) => listSavedCards(deps, userId),
    saveCard: (userId: number, body: SaveCardBody) => saveCard(deps, userId, body),
    cardSetup: (userId: number) => startCardSetup(deps, userId),
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;

/** GET user/boxes */
async function listBoxes({ repo, covers }: LibraryDeps, userId: number): Promise<MyBoxes> {
  const [boxes, gifts] = await Promise.all([repo.boxesOf(userId), repo.giftsBoughtBy(userId)]);
  const dispatches = await repo.dispatchesOf(boxes.map((box) => box.row.id));
  const coverUrls = await covers(dispatches.map((d) => ({ id: d.row.projectId, picture: d.picture })));
  return {
    boxes: boxes.map((box) =>
      boxDto(
        box,
        dispatches.filter((d) => d.row.boxSubscriptionId === box.row.id),
        coverUrls,
      ),
    ),
    gifts: gifts.map(giftDto),
  };
}

function planDto(row: Box['plan']): MyBoxes['boxes'][number]['plan'] {
  return {
    code: row.code,
    name_en: row.nameEn,
    name_fr: row.nameFr,
    records_per_month: row.recordsPerMonth,
  };
}

function boxDto(
  { row, plan }: Box,
  dispatches: readonly Dispatch[],
  coverUrls: ReadonlyMap<number, string>,
): MyBoxes['boxes'][number] {
  if (!isCurrencyCode(row.currency)) throw new AppError('internal_error');
  return {
    id: row.id,
    plan: planDto(plan),
    step: row.step,
    periodicity: row.periodicity,
    months_total: row.monthsTotal,
    dispatches_left: row.dispatchesLeft,
    currency: row.currency,
    monthly_price_minor: row.monthlyPriceMinor,
    monthly_shipping_minor: row.monthlyShippingMinor,
    total_minor: row.totalMinor,
    is_gift: row.isGift,
    started_at: iso(row.startedAt),
    next_charge_at: iso(row.nextChargeAt),
    dispatches: dispatches.map((d) => ({
      month: d.row.month,
      status: d.row.status,
      picked_by: d.row.pickedBy,
      project: {
        id: d.row.projectId,
        name: d.projectName,
        artist_name: d.artistName,
        cover: coverUrls.get(d.row.projectId) ?? DEFAULT_COVER_URL,
      },
    })),
  };
}

function giftDto({ row, plan }: Gift): MyBoxes['gifts'][number] {
  return {
    id: row.id,
    code: row.code,
    plan: planDto(plan),
    periodicity: row.periodicity,
    months: row.months,
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    redeemed_at: iso(row.redeemedAt),
  };
}

/** GET user/wishes */
async function listWishes(
  { repo, cards }: LibraryDeps,
  userId: number,
  {
    paging,
    viewer,
    currency,
  }: { paging: { page: number; size: number }; viewer: Viewer; currency: string | undefined },
) {
  const { rows, total } = await repo.wishesOf(userId, {
    limit: paging.size,
    offset: (paging.page - 1) * paging.size,
  });
  return { items: await cards(rows, viewer, currency), page: paging.page, size: paging.size, total };
}

/** GET user/follows */
async function listFollows({ repo }: LibraryDeps, userId: number): Promise<MyFollows> {
  const rows = await repo.followsOf(userId);
  return { items: rows.flatMap(followDto) };
}

/** A followed artist or label; none when what was followed is gone. */
function followDto(row: Follow): MyFollows['items'] {
  const followedAt = row.createdAt.toISOString();
  if (row.artistId !== null && row.artistName !== null) {
    const picture = row.artistPicture ? storageUrl(row.artistPicture) : null;
    return [{ type: 'artist', id: row.artistId, name: row.artistName, picture, followed_at: followedAt }];
  }
  if (row.labelId !== null && row.labelName !== null) {
    const picture = row.labelPicture ? storageUrl(row.labelPicture) : null;
    return [{ type: 'label', id: row.labelId, name: row.labelName, picture, followed_at: followedAt }];
  }
  return [];
}

function cardDto(card: SavedCard) {
  return {
    card_ref: card.cardRef,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
  };
}

function requireProvider({ provider }: LibraryDeps): PaymentProvider {
  if (!provider) throw new AppError('payments_unavailable');
  return provider;
}

/** GET user/cards: the cards saved at the provider (none before the first). */
async function listSavedCards(deps: LibraryDeps, userId: number) {
  const customer = await deps.repo.paymentCustomer(userId);
  if (!customer?.ref) return { cards: [] };
  return { cards: (await requireProvider(deps).listSavedCards({ customerRef: customer.ref })).map(cardDto) };
}

/** The user's customer at the provider, made once (idempotent key per user) and kept on the user row. */
async function customerRefOf(deps: LibraryDeps, payments: PaymentProvider, userId: number): Promise<string> {
  const customer = await deps.repo.paymentCustomer(userId);
  if (!customer) throw new AppError('unauthorized');
  if (customer.ref) return customer.ref;
  const { customerRef } = await payments.createCustomer({
    email: customer.email,
    accountId: String(userId),
    idempotencyKey: `customer:user:${userId}`,
  });
  await deps.repo.savePaymentCustomer(userId, customerRef);
  return customerRef;
}

/**
 * POST user/cards: the card is checked and kept. A `stripe_setup` is a SetupIntent the page confirmed
 * with Stripe.js: its outcome is read at Stripe (it must be this user's), never taken from the browser.
 */
async function saveCard(deps: LibraryDeps, userId: number, body: SaveCardBody) {
  const payments = requireProvider(deps);
  const customerRef = await customerRefOf(deps, payments, userId);
  const result = await keepCard(payments, customerRef, body);
  if (!result.ok) return { ok: false as const, code: result.code };
  return { ok: true as const, card: cardDto(result.card) };
}

/** POST user/cards/setup: the test card fields, or a SetupIntent on the user's Stripe customer for Stripe.js. */
async function startCardSetup(deps: LibraryDeps, userId: number): Promise<CardSetupAnswer> {
  const payments = requireProvider(deps);
  if (!payments.startCardSetup) return { provider: 'test' };
  if (!deps.publishableKey) throw new AppError('payments_unavailable');
  const customerRef = await customerRefOf(deps, payments, userId);
  const setup = await payments.startCardSetup({ customerRef, accountId: String(userId) });
  return {
    provider: 'stripe',
    setup_intent_id: setup.setupRef,
    client_secret: setup.clientSecret,
    publishable_key: deps.publishableKey,
  };
}
