// Queries of the sellers' records the artist and label pages read: an artist's or label's header, a
// label's artists (on a condition another owner gives: projects' `hasProjectOnLabel`), and the follows of
// artists and labels. Sellers sit below projects (decision 0018): the pages that compose these with
// shops and projects are seller-pages'.
import type { FollowTargetType } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import { and, asc, count, eq, type AnyColumn, type SQL } from 'drizzle-orm';

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
  return { ...createArtistAndLabelQueries(db), ...createFollowQueries(db) };
}

/** Artists and labels: their page headers, a label's artists. */
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

    /**
     * Artists for whom `condition` on their id holds, by name (a label's artists: projects'
     * `hasProjectOnLabel`, given by the caller, as decision 0017's pieces are).
     */
    async artistsMatching(condition: (artistId: AnyColumn) => SQL, limit: number) {
      return db
        .select({ id: artists.id, name: artists.name, slug: artists.slug, picture: artists.picture })
        .from(artists)
        .where(condition(artists.id))
        .orderBy(asc(artists.name), asc(artists.id))
        .limit(limit);
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
