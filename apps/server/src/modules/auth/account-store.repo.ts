// The account settings kept on the user row and the default delivery address (auth's tables), as the
// account module reads and writes them: name, e-mail, language, notifications, picture, password,
// sponsor code, public profile.
import { schema, type Db, type NotificationSettings } from '@spindle/db';
import { and, count, eq, isNull } from 'drizzle-orm';

const { users, customerAddresses } = schema;

/** The columns POST user/delivery writes. */
export type AddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'isBusiness' | 'vatNumber'
>;

/** The columns of users the account's forms change. */
export type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'name' | 'about' | 'lang' | 'currency' | 'picture' | 'passwordHash'>
>;

/** Whether a database error is a unique-constraint violation (PostgreSQL and PGlite, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      lang: users.lang,
      passwordHash: users.passwordHash,
      picture: users.picture,
      customerId: users.customerId,
      newsletter: users.newsletter,
      notifications: users.notifications,
      sponsorCode: users.sponsorCode,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

async function updateUser(db: Db, userId: number, values: UserChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A new address, unconfirmed until its link is used; throws a unique violation when taken. */
async function changeEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email, emailConfirmedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

async function setNotifications(
  db: Db,
  userId: number,
  notifications: NotificationSettings,
  newsletter: boolean,
): Promise<void> {
  await db.update(users).set({ notifications, newsletter, updatedAt: new Date() }).where(eq(users.id, userId));
}

async function findAddress(db: Db, addressId: number) {
  const [row] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, addressId));
  return row ?? null;
}

/** Writes the user's default address: updates the one they have, else creates it and points users.customer_id at it. */
async function saveDefaultAddress(db: Db, userId: number, values: AddressValues) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user?.customerId != null) {
      const [updated] = await tx
        .update(customerAddresses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(customerAddresses.id, user.customerId), eq(customerAddresses.userId, userId)))
        .returning();
      if (updated) return updated;
    }
    const [created] = await tx
      .insert(customerAddresses)
      .values({ ...values, userId })
      .returning();
    if (!created) throw new Error('address insert returned nothing');
    await tx.update(users).set({ customerId: created.id, updatedAt: new Date() }).where(eq(users.id, userId));
    return created;
  });
}

/** Gives the user a sponsor code if they have none; false when the code is taken (try another). */
async function claimSponsorCode(db: Db, userId: number, code: string): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({ sponsorCode: code })
      .where(and(eq(users.id, userId), isNull(users.sponsorCode)));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function countSponsored(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.sponsoredByUserId, userId));
  return row?.value ?? 0;
}

async function findPublicProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      picture: users.picture,
      about: users.about,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The account's reads and writes on the user row and its address, bound to a database. */
export function createAccountStore(db: Db) {
  return {
    findAccount: (userId: number) => findAccount(db, userId),
    updateUser: (userId: number, values: UserChanges) => updateUser(db, userId, values),
    changeEmail: (userId: number, email: string) => changeEmail(db, userId, email),
    isEmailTaken: (email: string) => isEmailTaken(db, email),
    setNotifications: (userId: number, notifications: NotificationSettings, newsletter: boolean) =>
      setNotifications(db, userId, notifications, newsletter),
    findAddress: (addressId: number) => findAddress(db, addressId),
    saveDefaultAddress: (userId: number, values: AddressValues) => saveDefaultAddress(db, userId, values),
    claimSponsorCode: (userId: number, code: string) => claimSponsorCode(db, userId, code),
    countSponsored: (userId: number) => countSponsored(db, userId),
    findPublicProfile: (userId: number) => findPublicProfile(db, userId),
  };
}
