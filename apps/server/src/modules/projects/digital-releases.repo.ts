// The releases sold in digital form, for the staff's /admin/digital pages (docs/admin.md "Curation"):
// projects with their `digital_enabled` flag (a buyer of the record also gets the files), listed and
// switched by staff.
import { schema, type Db, type Tx, containsPattern } from '@spindle/db';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';

const { projects } = schema;

export interface DigitalReleaseRow {
  id: number;
  name: string;
  artistName: string;
  step: string;
  category: string;
  digitalEnabled: boolean;
}

const columns = {
  id: projects.id,
  name: projects.name,
  artistName: projects.artistName,
  step: projects.step,
  category: projects.category,
  digitalEnabled: projects.digitalEnabled,
};

/** Without a search, the releases sold digitally; a search looks at every project (to switch one on). */
function filterOf(query: { q?: string | undefined }): SQL | undefined {
  const q = query.q?.replace(/^#/, '').trim();
  const conditions: (SQL | undefined)[] = q ? [] : [eq(projects.digitalEnabled, true)];
  if (q) {
    const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
    conditions.push(
      or(
        number === null ? undefined : eq(projects.id, number),
        ilike(projects.name, containsPattern(q)),
        ilike(projects.artistName, containsPattern(q)),
      ),
    );
  }
  return and(...conditions);
}

export function createDigitalReleases(db: Db) {
  return {
    /** A page of the releases sold in digital form, newest first. */
    async list(query: { q?: string | undefined; page: number; per_page: number }) {
      const where = filterOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(projects)
          .where(where)
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ value: count() }).from(projects).where(where),
      ]);
      return { rows: rows satisfies DigitalReleaseRow[], total: total?.value ?? 0 };
    },

    async find(id: number, tx?: Tx): Promise<DigitalReleaseRow | null> {
      const [row] = await (tx ?? db).select(columns).from(projects).where(eq(projects.id, id));
      return row ?? null;
    },

    /** Sells a project's digital release with the record, or stops. */
    async setDigital(tx: Tx, id: number, enabled: boolean): Promise<void> {
      await tx.update(projects).set({ digitalEnabled: enabled, updatedAt: new Date() }).where(eq(projects.id, id));
    },
  };
}

export type DigitalReleases = ReturnType<typeof createDigitalReleases>;
