// The staff's side of shops (docs/admin.md "Artists, labels and shops"): the list, one shop, its chrome
// (white-label, logo, colours, the 'Powered by' link; decision 0006), the shops of a seller, and shops'
// half of merging two artists or labels (the duplicate's shops belong to the kept one).
import { schema, type Db, type Tx, containsPattern } from '@spindle/db';
import type { SellerKind } from '@spindle/domain';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

const { shops, shopProjects } = schema;

const ownerColumn = (kind: SellerKind) => (kind === 'artist' ? shops.artistId : shops.labelId);

export interface ShopListQuery {
  q?: string | undefined;
  white_label?: 'yes' | 'no' | undefined;
  sort: 'name' | 'id' | 'created_at';
  dir: 'asc' | 'desc';
  page: number;
  per_page: number;
}

/** The chrome staff set on a shop (the logo only when it changes). */
export interface ShopChromeValues {
  whiteLabel: boolean;
  poweredByLink: boolean;
  backgroundColour: string | null;
  textColour: string | null;
  logo?: string | null;
}

const projectCount = sql<number>`(select count(*) from ${shopProjects} where ${shopProjects.shopId} = ${shops.id})::int`;

const ROW = {
  id: shops.id,
  code: shops.code,
  name: shops.name,
  logo: shops.logo,
  whiteLabel: shops.whiteLabel,
  poweredByLink: shops.poweredByLink,
  backgroundColour: shops.backgroundColour,
  textColour: shops.textColour,
  artistId: shops.artistId,
  labelId: shops.labelId,
  createdAt: shops.createdAt,
  projects: projectCount,
};

function filterOf(query: Pick<ShopListQuery, 'q' | 'white_label'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const byText = or(ilike(shops.name, pattern), ilike(shops.code, pattern));
    if (byText) conditions.push(byText);
  }
  if (query.white_label) conditions.push(eq(shops.whiteLabel, query.white_label === 'yes'));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function listShops(db: Db, query: ShopListQuery) {
  const where = filterOf(query);
  const sortColumn = { name: shops.name, id: shops.id, created_at: shops.createdAt }[query.sort];
  const order = query.dir === 'asc' ? [asc(sortColumn), asc(shops.id)] : [desc(sortColumn), desc(shops.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(ROW)
      .from(shops)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(shops).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type ShopAdminRow = Awaited<ReturnType<typeof listShops>>['rows'][number];

async function findShop(db: Db | Tx, id: number, lock = false): Promise<ShopAdminRow | null> {
  const query = db.select(ROW).from(shops).where(eq(shops.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The staff's queries and writes of shops. */
export function createShopAdmin(db: Db) {
  return {
    list: (query: ShopListQuery) => listShops(db, query),
    find: (id: number, tx?: Tx, lock = false) => findShop(tx ?? db, id, lock),
    /** The ids of the projects a shop shows, in its order. */
    async shownProjectIds(shopId: number): Promise<number[]> {
      const rows = await db
        .select({ projectId: shopProjects.projectId })
        .from(shopProjects)
        .where(eq(shopProjects.shopId, shopId))
        .orderBy(asc(shopProjects.position));
      return rows.map((row) => row.projectId);
    },
    async setChrome(tx: Tx, id: number, values: ShopChromeValues) {
      await tx
        .update(shops)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(shops.id, id));
    },
    /** The shops an artist or label runs. */
    ofSeller: (kind: SellerKind, sellerId: number) =>
      db
        .select(ROW)
        .from(shops)
        .where(eq(ownerColumn(kind), sellerId))
        .orderBy(asc(shops.id)),
    /** The duplicate's shops now belong to the kept seller; how many moved. */
    async reassignOwner(tx: Tx, kind: SellerKind, fromId: number, toId: number): Promise<number> {
      const moved = await tx
        .update(shops)
        .set(kind === 'artist' ? { artistId: toId, updatedAt: new Date() } : { labelId: toId, updatedAt: new Date() })
        .where(eq(ownerColumn(kind), fromId))
        .returning({ id: shops.id });
      return moved.length;
    },
  };
}

export type ShopAdmin = ReturnType<typeof createShopAdmin>;
