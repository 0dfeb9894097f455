// Who owns a release in digital form, for the staff's /admin/digital pages (docs/admin.md "Curation"):
// the same rule as the buyer's own library (library's `digitalPurchasesOf`): a confirmed order
// with a line of the project bought as digital, or of a project sold with its digital release. One row
// per order, first purchase first, the account's name and e-mail from auth's directory; and how many
// buyers each project has.
import { schema, type Db } from '@spindle/db';
import { and, asc, countDistinct, eq, inArray, or, sql } from 'drizzle-orm';
import { createUserDirectory } from '../auth/index.ts';
import { hasDigitalRelease } from '../projects/index.ts';

const { orders, orderItems } = schema;

/** A purchase of a digital release: the order, when, and who. */
export interface DigitalBuyer {
  orderId: number;
  purchasedAt: Date;
  userId: number | null;
  name: string | null;
  email: string | null;
  quantity: number;
}

const ownsDigital = (projectIds: readonly number[]) =>
  and(
    inArray(orderItems.projectId, [...projectIds]),
    eq(orders.status, 'confirmed'),
    or(eq(orderItems.digital, true), hasDigitalRelease(orderItems.projectId)),
  );

export function createDigitalBuyers(db: Db) {
  return {
    /** The purchases of one project's digital release, first first. */
    async buyersOf(projectId: number): Promise<DigitalBuyer[]> {
      const rows = await db
        .select({
          orderId: orders.id,
          purchasedAt: orders.createdAt,
          userId: orders.userId,
          orderEmail: orders.email,
          quantity: sql<number>`sum(${orderItems.quantity})::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(ownsDigital([projectId]))
        .groupBy(orders.id)
        .orderBy(asc(orders.createdAt), asc(orders.id));
      const accounts = await createUserDirectory(db).contactsOf(rows.flatMap((row) => row.userId ?? []));
      return rows.map(({ orderEmail, ...row }) => {
        const account = row.userId === null ? undefined : accounts.get(row.userId);
        return { ...row, name: account?.name ?? null, email: orderEmail ?? account?.email ?? null };
      });
    },

    /** How many orders bought each project's digital release. */
    async buyerCounts(projectIds: readonly number[]): Promise<Map<number, number>> {
      if (projectIds.length === 0) return new Map();
      const rows = await db
        .select({ projectId: orderItems.projectId, total: countDistinct(orders.id) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(ownsDigital(projectIds))
        .groupBy(orderItems.projectId);
      return new Map(rows.flatMap((row) => (row.projectId === null ? [] : [[row.projectId, row.total] as const])));
    },
  };
}

export type DigitalBuyers = ReturnType<typeof createDigitalBuyers>;
