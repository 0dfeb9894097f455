// Digital singles (docs/admin.md "Digital singles"): one-track releases sold as a download only, which
// staff create on /admin/digital-single. Stored as every digital release is (category `project`, format
// `Digital`, digital sale on: `isDownloadOnly`), with no weight and no discs. Decision: sale model
// `direct_pressing` (sold as it is, no goal, no end date), and `creating` until staff publish it
// (`in_progress`: on sale), the move kept in the step history.
import { DIGITAL_FORMAT, slugify, type ProjectStep } from '@spindle/domain';
import { schema, type Db, type Tx } from '@spindle/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

const { projects, projectPrices, projectStepHistory } = schema;

/** A digital single as staff manage it. */
export interface DigitalSingleRow {
  id: number;
  title: string;
  artistName: string;
  ownerUserId: number | null;
  step: ProjectStep;
  priceEurMinor: number;
  prices: { currency: string; priceMinor: number }[];
}

const singles = and(
  eq(projects.category, 'project'),
  eq(projects.format, DIGITAL_FORMAT),
  eq(projects.digitalEnabled, true),
  eq(projects.discs, 0),
);

const columns = {
  id: projects.id,
  title: projects.name,
  artistName: projects.artistName,
  ownerUserId: projects.userId,
  step: projects.step,
  priceEurMinor: projects.priceEurMinor,
};

async function withPrices(db: Db | Tx, rows: Omit<DigitalSingleRow, 'prices'>[]): Promise<DigitalSingleRow[]> {
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(projectPrices)
    .where(
      inArray(
        projectPrices.projectId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(projectPrices.currency));
  return rows.map((row) => ({
    ...row,
    prices: prices
      .filter((price) => price.projectId === row.id)
      .map((price) => ({ currency: price.currency, priceMinor: price.priceMinor })),
  }));
}

export function createDigitalSingles(db: Db) {
  return {
    /** Every digital single, newest first (at most `limit`). */
    async list(limit = 200): Promise<DigitalSingleRow[]> {
      const rows = await db
        .select(columns)
        .from(projects)
        .where(singles)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(limit);
      return withPrices(db, rows);
    },

    async find(id: number, tx?: Tx): Promise<DigitalSingleRow | null> {
      const [row] = await (tx ?? db)
        .select(columns)
        .from(projects)
        .where(and(singles, eq(projects.id, id)));
      return row ? ((await withPrices(tx ?? db, [row]))[0] ?? null) : null;
    },

    /** A new single, not on sale yet; its id. */
    async insert(
      tx: Tx,
      values: { title: string; artistName: string; ownerUserId: number | null; priceEurMinor: number },
    ): Promise<number> {
      const [row] = await tx
        .insert(projects)
        .values({
          name: values.title,
          slug: slugify(values.title) || 'single',
          artistName: values.artistName,
          userId: values.ownerUserId,
          category: 'project',
          type: 'direct_pressing',
          format: DIGITAL_FORMAT,
          step: 'creating',
          priceEurMinor: values.priceEurMinor,
          digitalEnabled: true,
          discs: 0,
          weightGrams: 0,
        })
        .returning({ id: projects.id });
      if (!row) throw new Error('single insert returned nothing');
      await tx.insert(projectStepHistory).values({ projectId: row.id, fromStep: null, toStep: 'creating' });
      return row.id;
    },

    /** Its EUR price and the other currencies' prices (the ones not given are removed). */
    async setPrices(
      tx: Tx,
      id: number,
      prices: { priceEurMinor: number; others: { currency: string; priceMinor: number }[] },
    ): Promise<void> {
      await tx
        .update(projects)
        .set({ priceEurMinor: prices.priceEurMinor, updatedAt: new Date() })
        .where(eq(projects.id, id));
      await tx.delete(projectPrices).where(eq(projectPrices.projectId, id));
      if (prices.others.length > 0) {
        await tx
          .insert(projectPrices)
          .values(
            prices.others.map((price) => ({ projectId: id, currency: price.currency, priceMinor: price.priceMinor })),
          );
      }
    },

    /** Puts it on sale (in_progress), the move kept in the step history with who made it. */
    async publish(tx: Tx, id: number, fromStep: ProjectStep, byUserId: number): Promise<void> {
      await tx.update(projects).set({ step: 'in_progress', updatedAt: new Date() }).where(eq(projects.id, id));
      await tx.insert(projectStepHistory).values({
        projectId: id,
        fromStep,
        toStep: 'in_progress',
        byUserId,
      });
    },
  };
}

export type DigitalSingles = ReturnType<typeof createDigitalSingles>;
