// The query behind the user data (spec section 3): the user row, the default delivery address, and
// the counts the header shows. Orders are checkout's and messages messaging's, both above auth: their
// counts come as callbacks given at composition.
import { schema, type Db } from '@spindle/db';
import { eq } from 'drizzle-orm';

const { users, customerAddresses } = schema;

/** What other modules tell the user data: orders placed (checkout's), unread messages (messaging's). */
export interface UserDataReaders {
  countPlacedOrders: (userId: number) => Promise<number>;
  countUnreadMessages: (userId: number) => Promise<number>;
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

    countUnreadMessages: readers.countUnreadMessages,
    countPlacedOrders: readers.countPlacedOrders,
  };
}

export type UserDataRepo = ReturnType<typeof createUserDataRepo>;
