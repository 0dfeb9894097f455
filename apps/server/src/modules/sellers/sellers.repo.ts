// Queries of the sellers module: artists, labels, their shops and the projects a shop shows, and the
// follows of artists and labels. Shops and projects are read through their owners' faces, whose
// pieces join these queries (decision 0017).
import type { FollowTargetType } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { ProjectCardRow } from '../project-cards/index.ts';
import { hasProjectOnLabel, listPlacedProjects } from '../projects/index.ts';
import { shopCodesOf, shopPlacement, shopWithCode } from '../shops/index.ts';

const { artists, labels, follows } = schema;

/** The artist or label a follow is about. */
export interface FollowTarget {
  type: FollowTargetType;
  id: number;
}

/** The follows column of a target type. */
function followColumnOf(type: FollowTargetType) {
  return type === 'artist' ? follows.artistId : follows.labelId;
}

export function createSellersRepo(db: Db) {
  return { ...createArtistAndLabelQueries(db), ...createShopQueries(db), ...createFollowQueries(db) };
}

/** Artists and labels: their page headers, their shops, a label's artists. */
function createArtistAndLabelQueries(db: Db) {
  return {
    /** An artist with what its page header shows. */
    async findArtist(id: number) {
      const [row] = await db
        .select({
          id: artists.id,
          name: artists.name,
          slug: artists.slug,
          picture: artists.picture,
          countryId: artists.countryId,
          aboutEn: artists.bioEn,
          aboutFr: artists.bioFr,
          links: artists.links,
        })
        .from(artists)
        .where(eq(artists.id, id));
      return row ?? null;
    },

    /** A label with what its page header shows. */
    async findLabel(id: number) {
      const [row] = await db
        .select({
          id: labels.id,
          name: labels.name,
          slug: labels.slug,
          picture: labels.picture,
          countryId: labels.countryId,
          aboutEn: labels.descriptionEn,
          aboutFr: labels.descriptionFr,
          links: labels.links,
        })
        .from(labels)
        .where(eq(labels.id, id));
      return row ?? null;
    },

    /** Whether an artist or label exists (a follow needs one). */
    async targetExists(target: FollowTarget): Promise<boolean> {
      const table = target.type === 'artist' ? artists : labels;
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, target.id));
      return row !== undefined;
    },

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
    async artistsOfLabel(labelId: number, steps: readonly ProjectStep[], limit: number) {
      return db
        .select({ id: artists.id, name: artists.name, slug: artists.slug, picture: artists.picture })
        .from(artists)
        .where(hasProjectOnLabel(db, artists.id, labelId, steps))
        .orderBy(asc(artists.name), asc(artists.id))
        .limit(limit);
    },
  };
}

/** A shop by its code and the projects it shows. */
function createShopQueries(db: Db) {
  return {
    /** A shop by its code, with the artist or label that runs it. */
    async findShopByCode(code: string) {
      const shop = shopWithCode(db, code);
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
          artist: { id: artists.id, name: artists.name, slug: artists.slug, picture: artists.picture },
          label: { id: labels.id, name: labels.name, slug: labels.slug, picture: labels.picture },
        })
        .from(shop)
        .leftJoin(artists, eq(artists.id, shop.artistId))
        .leftJoin(labels, eq(labels.id, shop.labelId));
      return row ?? null;
    },

    /** One page of the projects a shop shows, in `steps`, in the shop's order, and how many there are. */
    async listShopProjects(
      shopId: number,
      steps: readonly ProjectStep[],
      paging: { limit: number; offset: number },
    ): Promise<{ rows: ProjectCardRow[]; total: number }> {
      return listPlacedProjects(db, shopPlacement(shopId), steps, paging);
    },
  };
}

/** Follows of artists and labels: counted, checked, set. */
function createFollowQueries(db: Db) {
  return {
    /** How many users follow an artist or label. */
    async followerCount(target: FollowTarget): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(follows)
        .where(eq(followColumnOf(target.type), target.id));
      return row?.total ?? 0;
    },

    /** Whether a user follows an artist or label. */
    async isFollowing(userId: number, target: FollowTarget): Promise<boolean> {
      const [row] = await db
        .select({ id: follows.id })
        .from(follows)
        .where(and(eq(follows.followerId, userId), eq(followColumnOf(target.type), target.id)));
      return row !== undefined;
    },

    /**
     * Sets whether a user follows an artist or label (`wanted`), or toggles it when `wanted` is
     * undefined; returns the new state. The unique (follower, artist|label) index keeps one row per
     * pair when two requests race: the second insert does nothing.
     */
    async setFollowing(userId: number, target: FollowTarget, wanted: boolean | undefined): Promise<boolean> {
      const column = followColumnOf(target.type);
      return db.transaction(async (tx) => {
        if (wanted !== true) {
          const removed = await tx
            .delete(follows)
            .where(and(eq(follows.followerId, userId), eq(column, target.id)))
            .returning({ id: follows.id });
          if (removed.length > 0 || wanted === false) return false;
        }
        await tx
          .insert(follows)
          .values(
            target.type === 'artist'
              ? { followerId: userId, artistId: target.id }
              : { followerId: userId, labelId: target.id },
          )
          .onConflictDoNothing();
        return true;
      });
    },
  };
}

export type SellersRepo = ReturnType<typeof createSellersRepo>;
