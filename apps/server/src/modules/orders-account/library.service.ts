// Use cases of the customer's library: boxes and gift codes, digital purchases with signed links and
// the download itself, saved cards at the payment provider, the wishlist and the follows.
import type { MyBoxes, MyDigital, MyFollows, ProjectCard, SaveCardBody } from '@spindle/contracts';
import { isCurrencyCode } from '@spindle/domain';
import type { Readable } from 'node:stream';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { ProjectCardRow } from '../catalogue/project-card.ts';
import { storageUrl } from '../catalogue/project-card.ts';
import type { PaymentProvider, SavedCard } from '../payments/providers/payment-provider.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { DownloadLinks } from './download-links.ts';
import type { LibraryRepo } from './library.repo.ts';
import type { CoverUrls } from './orders-account.service.ts';

export interface LibraryDeps {
  repo: LibraryRepo;
  covers: CoverUrls;
  cards: (rows: readonly ProjectCardRow[], viewer: Viewer, currency: string | undefined) => Promise<ProjectCard[]>;
  links: DownloadLinks;
  /** Public storage (encoded MP3s) and private storage (uploaded masters, modules/uploads). */
  storage: { public: Pick<FileStorage, 'stream'>; private: Pick<FileStorage, 'stream'> };
  provider: PaymentProvider | null;
}

const DEFAULT_COVER = '/static/default-cover.svg';
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The file a buyer gets for a track: the uploaded master (private storage), else the encoded MP3 (public). */
function fileOf(track: {
  sourcePath: string | null;
  previewPath: string | null;
}): { key: string; in: 'private' | 'public' } | null {
  if (track.sourcePath) return { key: track.sourcePath, in: 'private' };
  if (track.previewPath) return { key: track.previewPath, in: 'public' };
  return null;
}

function extensionOf(key: string): string {
  return /\.([A-Za-z0-9]{1,5})$/.exec(key)?.[1]?.toLowerCase() ?? 'bin';
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  aiff: 'audio/aiff',
  zip: 'application/zip',
};

function cardDto(card: SavedCard) {
  return {
    card_ref: card.cardRef,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
  };
}

export function createLibraryService({ repo, covers, cards, links, storage, provider }: LibraryDeps) {
  function requireProvider(): PaymentProvider {
    if (!provider) throw new AppError('payments_unavailable');
    return provider;
  }

  return {
    /** GET user/boxes */
    async boxes(userId: number): Promise<MyBoxes> {
      const [boxes, gifts] = await Promise.all([repo.boxesOf(userId), repo.giftsBoughtBy(userId)]);
      const dispatches = await repo.dispatchesOf(boxes.map((box) => box.row.id));
      const coverUrls = await covers(dispatches.map((d) => ({ id: d.row.projectId, picture: d.picture })));
      const plan = (row: (typeof boxes)[number]['plan']) => ({
        code: row.code,
        name_en: row.nameEn,
        name_fr: row.nameFr,
        records_per_month: row.recordsPerMonth,
      });
      return {
        boxes: boxes.map(({ row, plan: planRow }) => {
          if (!isCurrencyCode(row.currency)) throw new AppError('internal_error');
          return {
            id: row.id,
            plan: plan(planRow),
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
            dispatches: dispatches
              .filter((d) => d.row.boxSubscriptionId === row.id)
              .map((d) => ({
                month: d.row.month,
                status: d.row.status,
                picked_by: d.row.pickedBy,
                project: {
                  id: d.row.projectId,
                  name: d.projectName,
                  artist_name: d.artistName,
                  cover: coverUrls.get(d.row.projectId) ?? DEFAULT_COVER,
                },
              })),
          };
        }),
        gifts: gifts.map(({ row, plan: planRow }) => ({
          id: row.id,
          code: row.code,
          plan: plan(planRow),
          periodicity: row.periodicity,
          months: row.months,
          created_at: row.createdAt.toISOString(),
          expires_at: iso(row.expiresAt),
          redeemed_at: iso(row.redeemedAt),
        })),
      };
    },

    /** GET user/digital: each release with a fresh signed link per file. */
    async digital(userId: number): Promise<MyDigital> {
      const purchases = await repo.digitalPurchasesOf(userId);
      purchases.sort((a, b) => b.purchasedAt.getTime() - a.purchasedAt.getTime() || b.projectId - a.projectId);
      const [files, coverUrls] = await Promise.all([
        repo.filesOf(purchases.map((p) => p.projectId)),
        covers(purchases.map((p) => ({ id: p.projectId, picture: p.picture }))),
      ]);
      let expires = links.linkFor(0, userId).expires;
      const items = purchases.map((purchase) => ({
        order_id: purchase.orderId,
        purchased_at: purchase.purchasedAt.toISOString(),
        project: {
          id: purchase.projectId,
          name: purchase.name,
          artist_name: purchase.artistName,
          cover: coverUrls.get(purchase.projectId) ?? DEFAULT_COVER,
        },
        files: files
          .filter((file) => file.projectId === purchase.projectId)
          .flatMap((file) => {
            const stored = fileOf(file);
            if (!stored) return [];
            const link = links.linkFor(file.id, userId);
            expires = link.expires;
            return [
              {
                track_id: file.id,
                title: file.title,
                position: file.position,
                duration_seconds: file.durationSeconds,
                format: extensionOf(stored.key),
                download_url: link.url,
              },
            ];
          }),
      }));
      return { items, links_expire_at: new Date(expires * 1000).toISOString() };
    },

    /**
     * The download behind a signed link: 403 for a tampered or expired link, 404 when the signer no
     * longer owns the release (a cancelled order) or the file is missing.
     */
    async download(
      trackId: number,
      query: { u: number; expires: number; signature: string },
    ): Promise<{ stream: Readable; fileName: string; contentType: string }> {
      const check = links.verify({ trackId, userId: query.u, expires: query.expires }, query.signature);
      if (!check.ok) throw new AppError(check.code);
      const track = await repo.ownedTrack(query.u, trackId);
      const stored = track ? fileOf(track) : null;
      if (!track || !stored) throw new AppError('not_found');
      const extension = extensionOf(stored.key);
      const safeTitle = track.title.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || `track-${track.id}`;
      return {
        stream: await storage[stored.in].stream(stored.key),
        fileName: `${safeTitle}.${extension}`,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      };
    },

    /** GET user/wishes */
    async wishes(userId: number, paging: { page: number; size: number }, viewer: Viewer, currency: string | undefined) {
      const { rows, total } = await repo.wishesOf(userId, {
        limit: paging.size,
        offset: (paging.page - 1) * paging.size,
      });
      return { items: await cards(rows, viewer, currency), page: paging.page, size: paging.size, total };
    },

    /** GET user/follows */
    async follows(userId: number): Promise<MyFollows> {
      const rows = await repo.followsOf(userId);
      return {
        items: rows.flatMap((row): MyFollows['items'] => {
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
        }),
      };
    },

    /** GET user/cards: the cards saved at the provider (none before the first). */
    async cards(userId: number) {
      const customer = await repo.paymentCustomer(userId);
      if (!customer?.ref) return { cards: [] };
      return { cards: (await requireProvider().listSavedCards({ customerRef: customer.ref })).map(cardDto) };
    },

    /** POST user/cards: the provider's customer is made once (idempotent key per user), then the card is checked and kept. */
    async saveCard(userId: number, body: SaveCardBody) {
      const payments = requireProvider();
      const customer = await repo.paymentCustomer(userId);
      if (!customer) throw new AppError('unauthorized');
      let ref = customer.ref;
      if (!ref) {
        ref = (
          await payments.createCustomer({
            email: customer.email,
            accountId: String(userId),
            idempotencyKey: `customer:user:${userId}`,
          })
        ).customerRef;
        await repo.savePaymentCustomer(userId, ref);
      }
      const paymentMethod =
        body.kind === 'test_card'
          ? {
              kind: 'test_card' as const,
              number: body.number,
              expMonth: body.exp_month,
              expYear: body.exp_year,
              cvc: body.cvc,
            }
          : { kind: 'stripe' as const, paymentMethodId: body.payment_method_id };
      const result = await payments.saveCard({ customerRef: ref, paymentMethod });
      if (!result.ok) return { ok: false as const, code: result.code };
      return { ok: true as const, card: cardDto(result.card) };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
