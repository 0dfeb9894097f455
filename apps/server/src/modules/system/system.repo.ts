// Queries of the system module: a database ping and the live announcement.
import { schema, type Db } from '@spindle/db';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';

const { announcements } = schema;

export function createSystemRepo(db: Db) {
  return {
    /** Runs a trivial query; throws when the database does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },

    /** The active announcement whose dates include `now`, latest first. */
    async findLiveAnnouncement(now: Date) {
      const [row] = await db
        .select({
          id: announcements.id,
          textEn: announcements.textEn,
          textFr: announcements.textFr,
          linkEn: announcements.linkEn,
          linkFr: announcements.linkFr,
        })
        .from(announcements)
        .where(
          and(
            eq(announcements.active, true),
            or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
            or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
          ),
        )
        .orderBy(sql`${announcements.startsAt} desc nulls last`, desc(announcements.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SystemRepo = ReturnType<typeof createSystemRepo>;
