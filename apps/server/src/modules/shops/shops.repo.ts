// Queries of the users' shops: a shop by its owner, whether a code is taken, the projects a shop shows,
// and saving a shop with that list in one transaction.
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, ne } from 'drizzle-orm';

const { shops, shopProjects } = schema;

export type ShopRow = typeof shops.$inferSelect;
export type ShopInsert = typeof shops.$inferInsert;

/** The fields of a shop its owner sets (pictures only when they change). */
export type ShopValues = Pick<
  ShopInsert,
  | 'code'
  | 'name'
  | 'whiteLabel'
  | 'descriptionEn'
  | 'descriptionFr'
  | 'backgroundColour'
  | 'textColour'
  | 'logo'
  | 'banner'
>;

/** Whether another shop than `exceptShopId` holds the code. */
async function isCodeTaken(db: Db, code: string, exceptShopId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(exceptShopId === null ? eq(shops.code, code) : and(eq(shops.code, code), ne(shops.id, exceptShopId)));
  return rows.length > 0;
}

/** The user's shop (their first, should there be several). */
async function findUserShop(db: Db, userId: number): Promise<ShopRow | undefined> {
  const [shop] = await db.select().from(shops).where(eq(shops.userId, userId)).orderBy(asc(shops.id)).limit(1);
  return shop;
}

/** The ids of the projects the shop shows, in its order. */
async function listShownProjectIds(db: Db, shopId: number): Promise<number[]> {
  const rows = await db
    .select({ projectId: shopProjects.projectId })
    .from(shopProjects)
    .where(eq(shopProjects.shopId, shopId))
    .orderBy(asc(shopProjects.position));
  return rows.map((row) => row.projectId);
}

/**
 * Creates the shop (`shopId` undefined, with its owner's columns) or updates it, and replaces the
 * projects it shows, in one transaction.
 */
async function saveShop(
  db: Db,
  shop: { shopId: number | undefined; values: ShopValues; owner: Pick<ShopInsert, 'userId' | 'artistId' | 'labelId'> },
  projectIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    let shopId = shop.shopId;
    if (shopId === undefined) {
      const [created] = await tx
        .insert(shops)
        .values({ ...shop.values, ...shop.owner })
        .returning({ id: shops.id });
      shopId = created?.id;
    } else {
      await tx
        .update(shops)
        .set({ ...shop.values, updatedAt: new Date() })
        .where(eq(shops.id, shopId));
    }
    if (shopId === undefined) throw new Error('shop not saved');
    await tx.delete(shopProjects).where(eq(shopProjects.shopId, shopId));
    if (projectIds.length > 0) {
      const id = shopId;
      await tx
        .insert(shopProjects)
        .values([...new Set(projectIds)].map((projectId, position) => ({ shopId: id, projectId, position })));
    }
  });
}

export function createShopsRepo(db: Db) {
  return {
    isCodeTaken: (code: string, exceptShopId: number | null) => isCodeTaken(db, code, exceptShopId),
    userShop: (userId: number) => findUserShop(db, userId),
    shownProjectIds: (shopId: number) => listShownProjectIds(db, shopId),
    saveShop: (shop: Parameters<typeof saveShop>[1], projectIds: readonly number[]) => saveShop(db, shop, projectIds),
  };
}

export type ShopsRepo = ReturnType<typeof createShopsRepo>;
