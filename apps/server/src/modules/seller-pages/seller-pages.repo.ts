// What the artist, label and shop pages read: the sellers' records (sellers' face), composed with the
// pieces of shops and projects, which sit between sellers and these pages (decisions 0017, 0018). A
// page's queries are the ones sellers ran before its records went below projects: a shop with the artist
// or label running it is still one query (shops' `shopWithCode` left-joined to sellers' summaries).
import type { Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { eq } from 'drizzle-orm';
import type { ProjectCardRow } from '../project-cards/index.ts';
import { hasProjectOnLabel, listPlacedProjects } from '../projects/index.ts';
import { createSellersRepo, sellerSummaries, type FollowTarget } from '../sellers/index.ts';
import { shopCodesOf, shopPlacement, shopWithCode } from '../shops/index.ts';

export function createSellerPagesRepo(db: Db) {
  const records = createSellersRepo(db);
  return {
    ...records,

    /** The code of the shop an artist or label runs (the oldest when it runs several). */
    async shopCodeOf(target: FollowTarget): Promise<string | null> {
      const artist = target.type === 'artist';
      const codes = await shopCodesOf(db, {
        artistIds: artist ? [target.id] : [],
        labelIds: artist ? [] : [target.id],
      });
      return (artist ? codes.byArtist : codes.byLabel).get(target.id) ?? null;
    },

    /** Artists with projects in `steps` on a label, by name. */
    artistsOfLabel: (labelId: number, steps: readonly ProjectStep[], limit: number) =>
      records.artistsMatching((artistId) => hasProjectOnLabel(db, artistId, labelId, steps), limit),

    findShopByCode: (code: string) => findShopByCode(db, code),

    /** One page of the projects a shop shows, in `steps`, in the shop's order, and how many there are. */
    listShopProjects: (
      shopId: number,
      steps: readonly ProjectStep[],
      paging: { limit: number; offset: number },
    ): Promise<{ rows: ProjectCardRow[]; total: number }> =>
      listPlacedProjects(db, shopPlacement(shopId), steps, paging),
  };
}

/** A shop by its code, with the artist or label that runs it (one query). */
async function findShopByCode(db: Db, code: string) {
  const shop = shopWithCode(db, code);
  const artist = sellerSummaries(db, 'artist', 'shop_artist');
  const label = sellerSummaries(db, 'label', 'shop_label');
  const [row] = await db
    .select({
      id: shop.id,
      code: shop.code,
      name: shop.name,
      logo: shop.logo,
      banner: shop.banner,
      whiteLabel: shop.whiteLabel,
      poweredByLink: shop.poweredByLink,
      aboutEn: shop.aboutEn,
      aboutFr: shop.aboutFr,
      backgroundColour: shop.backgroundColour,
      textColour: shop.textColour,
      artist: { id: artist.id, name: artist.name, slug: artist.slug, picture: artist.picture },
      label: { id: label.id, name: label.name, slug: label.slug, picture: label.picture },
    })
    .from(shop)
    .leftJoin(artist, eq(artist.id, shop.artistId))
    .leftJoin(label, eq(label.id, shop.labelId));
  return row ?? null;
}

export type SellerPagesRepo = ReturnType<typeof createSellerPagesRepo>;
