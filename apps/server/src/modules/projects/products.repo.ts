// Accessories and merch as staff edit them on /admin/product (docs/admin.md "Curation"): projects of
// the product categories, and for a garment an option (`project_items` row) per size with its own
// stock, the cart's item_id, as the seed and the cart already sell them. Saving matches sizes by name,
// so an option keeps its id (carts and orders point at it); a size dropped loses its option.
import type { AdminProductsQuery } from '@spindle/contracts';
import { schema, type Db, type Tx, containsPattern } from '@spindle/db';
import { PRODUCT_CATEGORIES, slugify, type ProductCategory, type SizeStock } from '@spindle/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';

const { projects, projectItems } = schema;

export type ProductRow = typeof projects.$inferSelect;
export type ProductItemRow = typeof projectItems.$inferSelect;

/** What staff set on a product. */
export interface ProductFields {
  name: string;
  artistName: string;
  category: ProductCategory;
  step: 'in_progress' | 'private' | 'creating';
  format: string | null;
  priceEurMinor: number;
  weightGrams: number;
  descriptionEn: string;
  descriptionFr: string;
  stock: number | null;
  sizes: SizeStock[];
}

function filterOf(query: Pick<AdminProductsQuery, 'q' | 'category'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    inArray(projects.category, query.category ? [query.category] : [...PRODUCT_CATEGORIES]),
  ];
  const q = query.q?.replace(/^#/, '').trim();
  if (q) {
    const number = /^\d+$/.test(q) ? Number(q) : null;
    const pattern = containsPattern(q);
    conditions.push(
      or(
        number !== null && number <= 2_147_483_647 ? eq(projects.id, number) : undefined,
        ilike(projects.name, pattern),
        ilike(projects.artistName, pattern),
      ),
    );
  }
  return and(...conditions);
}

const SORTS = { created_at: projects.createdAt, name: projects.name, price: projects.priceEurMinor } as const;

/** A product's row values from what staff set (a garment's copies are its sizes', not the project's). */
function projectValuesOf(fields: ProductFields) {
  const sized = fields.sizes.length > 0;
  return {
    name: fields.name,
    artistName: fields.artistName,
    category: fields.category,
    step: fields.step,
    format: fields.format,
    priceEurMinor: fields.priceEurMinor,
    weightGrams: fields.weightGrams,
    descriptionEn: fields.descriptionEn,
    descriptionFr: fields.descriptionFr,
    stock: sized ? null : fields.stock,
    sizes: fields.sizes.map((entry) => entry.size),
    type: 'stock',
  };
}

/** Makes a product's options its sizes: kept by name (same id), added, or deleted. */
async function syncSizes(tx: Tx, projectId: number, sizes: readonly SizeStock[]): Promise<void> {
  const existing = await tx.select().from(projectItems).where(eq(projectItems.projectId, projectId));
  const byName = new Map(existing.map((item) => [item.name.trim().toUpperCase(), item]));
  const kept = new Set<number>();
  for (const [position, entry] of sizes.entries()) {
    const item = byName.get(entry.size.trim().toUpperCase());
    const values = { name: entry.size, sizes: [entry.size], stock: entry.stock, position };
    if (item) {
      kept.add(item.id);
      await tx.update(projectItems).set(values).where(eq(projectItems.id, item.id));
    } else {
      await tx.insert(projectItems).values({ projectId, ...values });
    }
  }
  const dropped = existing.filter((item) => !kept.has(item.id)).map((item) => item.id);
  if (dropped.length > 0) await tx.delete(projectItems).where(inArray(projectItems.id, dropped));
}

export function createProductsRepo(db: Db) {
  return {
    async list(query: AdminProductsQuery): Promise<{ rows: ProductRow[]; total: number }> {
      const where = filterOf(query);
      const column = SORTS[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(query.dir === 'asc' ? asc(column) : desc(column), desc(projects.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ value: count() }).from(projects).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** A product (a project of a product category), or null. */
    async find(id: number, tx?: Tx): Promise<ProductRow | null> {
      const [row] = await (tx ?? db)
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), inArray(projects.category, [...PRODUCT_CATEGORIES])));
      return row ?? null;
    },

    /** The options of products, in their order. */
    async itemsOf(projectIds: readonly number[], tx?: Tx): Promise<ProductItemRow[]> {
      if (projectIds.length === 0) return [];
      return (tx ?? db)
        .select()
        .from(projectItems)
        .where(inArray(projectItems.projectId, [...projectIds]))
        .orderBy(asc(projectItems.projectId), asc(projectItems.position), asc(projectItems.id));
    },

    async create(tx: Tx, fields: ProductFields): Promise<number> {
      const slug = slugify(`${fields.artistName} ${fields.name}`);
      const [row] = await tx
        .insert(projects)
        .values({ ...projectValuesOf(fields), slug })
        .returning({ id: projects.id });
      if (!row) throw new Error('product not inserted');
      await syncSizes(tx, row.id, fields.sizes);
      return row.id;
    },

    async update(tx: Tx, id: number, fields: ProductFields): Promise<void> {
      await tx
        .update(projects)
        .set({ ...projectValuesOf(fields), updatedAt: new Date() })
        .where(eq(projects.id, id));
      await syncSizes(tx, id, fields.sizes);
    },
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
