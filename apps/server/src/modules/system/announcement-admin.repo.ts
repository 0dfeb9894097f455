// The announcement banner as staff edit it (docs/admin.md "Curation"): one announcement, its texts and
// links in English and French, switched on or off. The newest row is the one edited; the site shows
// the live one (system.repo.ts).
import { schema, type Db, type Tx } from '@spindle/db';
import { desc, eq } from 'drizzle-orm';

const { announcements } = schema;

export type AnnouncementRow = typeof announcements.$inferSelect;

/** What staff set on the announcement. */
export interface AnnouncementFields {
  textEn: string;
  textFr: string;
  linkEn: string | null;
  linkFr: string | null;
  active: boolean;
}

export function createAnnouncementAdmin(db: Db) {
  return {
    /** The announcement staff edit: the newest one, or null before the first is written. */
    async current(tx?: Tx): Promise<AnnouncementRow | null> {
      const [row] = await (tx ?? db).select().from(announcements).orderBy(desc(announcements.id)).limit(1);
      return row ?? null;
    },

    /** Writes the fields on the announcement `id`, or a new one when there is none. */
    async save(tx: Tx, id: number | null, fields: AnnouncementFields): Promise<AnnouncementRow> {
      const [row] =
        id === null
          ? await tx.insert(announcements).values(fields).returning()
          : await tx
              .update(announcements)
              .set({ ...fields, updatedAt: new Date() })
              .where(eq(announcements.id, id))
              .returning();
      if (!row) throw new Error('announcement not saved');
      return row;
    },
  };
}

export type AnnouncementAdmin = ReturnType<typeof createAnnouncementAdmin>;
