// What the staff's curation pages read and write of the catalogue's own tables (docs/admin.md
// "Curation"): the curated categories and the home banners with their schedule and pictures.
import { schema, type Db, type Tx } from '@spindle/db';
import { asc, eq } from 'drizzle-orm';

const { categories, banners } = schema;

export type CategoryRow = typeof categories.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/** A banner's editable fields (the pictures have their own calls). */
export interface BannerFields {
  titleEn: string;
  titleFr: string;
  subtitleEn: string | null;
  subtitleFr: string | null;
  link: string;
  buttonLabelEn: string | null;
  buttonLabelFr: string | null;
  position: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export function createCatalogueCurationRepo(db: Db) {
  return {
    /** Every curated category (active or not), in the menu's order. */
    listCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    },

    async findCategory(id: number): Promise<CategoryRow | null> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row ?? null;
    },

    /** Every banner, live or not, in the home page's order. */
    listBanners(): Promise<BannerRow[]> {
      return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
    },

    async findBanner(id: number, tx?: Tx): Promise<BannerRow | null> {
      const [row] = await (tx ?? db).select().from(banners).where(eq(banners.id, id));
      return row ?? null;
    },

    async insertBanner(tx: Tx, fields: BannerFields & { imagePath: string }): Promise<BannerRow> {
      const [row] = await tx.insert(banners).values(fields).returning();
      if (!row) throw new Error('banner not inserted');
      return row;
    },

    async updateBanner(
      tx: Tx,
      id: number,
      fields: Partial<BannerFields> & { imagePath?: string; imagePaths?: Partial<Record<string, string>> },
    ): Promise<BannerRow | null> {
      const [row] = await tx
        .update(banners)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(banners.id, id))
        .returning();
      return row ?? null;
    },

    async deleteBanner(tx: Tx, id: number): Promise<boolean> {
      const removed = await tx.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
      return removed.length > 0;
    },
  };
}

export type CatalogueCurationRepo = ReturnType<typeof createCatalogueCurationRepo>;
