// The query behind the user data (spec section 3): the user row, the default delivery address, and
// the counts the header shows. Orders and messages have no module of their own yet, so their two
// counts are read here; they move behind those modules' services once they exist.
import { schema, type Db } from '@spindle/db';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';

const { users, customerAddresses, messages, orders } = schema;

/** Orders the account lists: paid ones (confirmed) and those refunded since. */
const PLACED_ORDER_STATUSES = ['confirmed', 'refunded'] as const;

export function createUserDataRepo(db: Db) {
  return {
    async findUserRow(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async findAddress(addressId: number) {
      const [row] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, addressId));
      return row ?? null;
    },

    async countUnreadMessages(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(messages)
        .where(and(eq(messages.toUserId, userId), isNull(messages.readAt)));
      return row?.value ?? 0;
    },

    async countPlacedOrders(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, [...PLACED_ORDER_STATUSES])));
      return row?.value ?? 0;
    },
  };
}

export type UserDataRepo = ReturnType<typeof createUserDataRepo>;
