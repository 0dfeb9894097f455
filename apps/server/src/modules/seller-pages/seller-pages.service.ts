// Use cases of the seller pages: the header of an artist or label page, a shop with a page of the
// projects it shows, and following an artist or label (spec sections 2 and 7, POST user/follows/{id}).
import type {
  ArtistProfile,
  FollowState,
  LabelProfile,
  LocalisedTextDto,
  SellerSummary,
  Shop,
  shopQuerySchema,
} from '@spindle/contracts';
import { textForLocale, type AppLocale } from '@spindle/domain';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { storageUrl, LISTED_STEPS } from '../project-cards/index.ts';
import type { FollowTarget } from '../sellers/index.ts';
import type { SellerPagesRepo } from './seller-pages.repo.ts';

type ShopQuery = z.output<typeof shopQuerySchema>;

/** Most artists a label page lists. */
const LABEL_ARTISTS_LIMIT = 60;

export interface SellerPagesDeps {
  repo: SellerPagesRepo;
  catalogue: Pick<CatalogueService, 'cardsOf'>;
}

/** The seeded texts exist in English and French; other languages fall back to English. */
function aboutIn(locale: AppLocale, row: { aboutEn: string | null; aboutFr: string | null }): LocalisedTextDto | null {
  const chosen = textForLocale(locale, { en: row.aboutEn, fr: row.aboutFr });
  return chosen ? { text: chosen.text, lang: chosen.locale } : null;
}

function summaryOf(row: { id: number; name: string; slug: string; picture: string | null }): SellerSummary {
  return { id: row.id, name: row.name, slug: row.slug, pictureUrl: row.picture ? storageUrl(row.picture) : null };
}

export function createSellerPagesService({ repo, catalogue }: SellerPagesDeps) {
  /** Followers, the viewer's follow and the shop code: what artist and label headers share. */
  async function profileExtras(target: FollowTarget, viewer: Viewer) {
    const [followerCount, following, shopCode] = await Promise.all([
      repo.followerCount(target),
      viewer.user ? repo.isFollowing(viewer.user.id, target) : null,
      repo.shopCodeOf(target),
    ]);
    return { followerCount, following, shopCode };
  }

  return {
    /** GET /api/artists/{id}. */
    async getArtist(id: number, viewer: Viewer, lang: AppLocale | undefined): Promise<ArtistProfile> {
      const artist = await repo.findArtist(id);
      if (!artist) throw new AppError('not_found');
      return {
        ...summaryOf(artist),
        countryCode: artist.countryId,
        about: aboutIn(lang ?? viewer.locale, artist),
        links: artist.links,
        ...(await profileExtras({ type: 'artist', id }, viewer)),
      };
    },

    /** GET /api/labels/{id}: the label and the artists of its listed projects. */
    async getLabel(id: number, viewer: Viewer, lang: AppLocale | undefined): Promise<LabelProfile> {
      const label = await repo.findLabel(id);
      if (!label) throw new AppError('not_found');
      const [extras, artists] = await Promise.all([
        profileExtras({ type: 'label', id }, viewer),
        repo.artistsOfLabel(id, LISTED_STEPS, LABEL_ARTISTS_LIMIT),
      ]);
      return {
        ...summaryOf(label),
        countryCode: label.countryId,
        about: aboutIn(lang ?? viewer.locale, label),
        links: label.links,
        ...extras,
        artists: artists.map(summaryOf),
      };
    },

    /** GET /api/shops/{code}: the storefront and one page of its listed projects, in its order. */
    async getShop(code: string, query: ShopQuery, viewer: Viewer): Promise<Shop> {
      const shop = await repo.findShopByCode(code);
      if (!shop) throw new AppError('not_found');
      const { rows, total } = await repo.listShopProjects(shop.id, LISTED_STEPS, {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      const items = await catalogue.cardsOf(rows, viewer, query.currency);
      const owner = shop.artist
        ? { kind: 'artist' as const, ...summaryOf(shop.artist) }
        : shop.label
          ? { kind: 'label' as const, ...summaryOf(shop.label) }
          : null;
      return {
        id: shop.id,
        code: shop.code,
        name: shop.name,
        logoUrl: shop.logo ? storageUrl(shop.logo) : null,
        bannerUrl: shop.banner ? storageUrl(shop.banner) : null,
        whiteLabel: shop.whiteLabel,
        poweredByLink: shop.poweredByLink,
        theme:
          shop.backgroundColour && shop.textColour
            ? { backgroundColour: shop.backgroundColour, textColour: shop.textColour }
            : null,
        about: aboutIn(query.lang ?? viewer.locale, shop),
        owner,
        projects: { items, page: query.page, size: query.size, total },
      };
    },

    /** POST /api/user/follows/{id}: follow, unfollow or toggle; answers the new state. */
    async follow(userId: number, target: FollowTarget, wanted: boolean | undefined): Promise<FollowState> {
      if (!(await repo.targetExists(target))) throw new AppError('not_found');
      const following = await repo.setFollowing(userId, target, wanted);
      return { ...target, following, followerCount: await repo.followerCount(target) };
    },
  };
}

export type SellerPagesService = ReturnType<typeof createSellerPagesService>;
