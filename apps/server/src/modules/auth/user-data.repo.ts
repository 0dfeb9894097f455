// The query behind the user data (spec section 3): the user row, the default delivery address, and
// the counts the header shows. Orders are checkout's, which sits above auth: their count comes as a
// callback given at composition. Messages have no module of their own yet (pending owner: messaging),
// so their count is read here until it exists.
import { schema, type Db } from '@spindle/db';
import { and, count, eq, isNull } from 'drizzle-orm';

const { users, customerAddresses, messages } = schema;

/** What other modules tell the user data: how many orders the account has placed (checkout's). */
export interface UserDataReaders {
  countPlacedOrders: (userId: number) => Promise<number>;
}

export function createUserDataRepo(db: Db, readers: UserDataReaders) {
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

    countPlacedOrders: readers.countPlacedOrders,
  };
}

export type UserDataRepo = ReturnType<typeof createUserDataRepo>;
